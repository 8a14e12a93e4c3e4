import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { SiteShell } from "@/components/site/site-shell";
import { site } from "@/content/site";

export const metadata: Metadata = {
  title: { absolute: `Page Not Found | ${site.name}` },
  description: "The page you were looking for does not exist. Head back to the Summit Digital home page.",
};

/** The 404 screen for any unknown path (SPEC section 2), inside the public header and footer. */
export default function NotFound() {
  return (
    <SiteShell>
      <section className="relative isolate flex min-h-[80svh] items-center overflow-hidden bg-slate-950 pt-28 pb-20 text-center text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_50%_30%,rgba(79,70,229,0.35),transparent_70%)]"
        />
        <div className="mx-auto max-w-xl px-5">
          <p className="bg-gradient-to-br from-indigo-300 to-cyan-300 bg-clip-text text-8xl font-semibold tracking-tight text-transparent sm:text-9xl">
            404
          </p>
          <h1 className="mt-6 text-3xl font-semibold tracking-tight sm:text-4xl">Oops! Page not found</h1>
          <p className="mt-4 text-lg text-slate-300">
            The page you are looking for has moved or never existed. Let us get you back on the trail.
          </p>
          <Link
            href="/"
            className="mt-10 inline-flex items-center gap-2 rounded-full bg-indigo-600 px-7 py-3.5 font-semibold text-white shadow-xl shadow-indigo-600/30 transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Return to Home
          </Link>
        </div>
      </section>
    </SiteShell>
  );
}

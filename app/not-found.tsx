import type { Metadata } from "next";

import { Icon } from "@/components/site/icon";
import { SiteShell } from "@/components/site/site-shell";
import { site } from "@/content/site";

import "./site.css";

export const metadata: Metadata = {
  title: { absolute: `Page Not Found | ${site.name}` },
  description: `The page you were looking for does not exist. Head back to the ${site.name} home page.`,
};

/** The 404 screen for any unknown path (SPEC section 2), under the public header. */
export default function NotFound() {
  return (
    <SiteShell footer={false}>
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
          <a href="/" className="btn btn-primary mt-10">
            <Icon name="arrow-left" className="size-4" />
            Return to Home
          </a>
        </div>
      </section>
    </SiteShell>
  );
}

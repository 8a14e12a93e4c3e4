import Link from "next/link";

import { headlines } from "@/content/headlines";
import { site } from "@/content/site";

export default function HomePage() {
  const headline = headlines[0]!;
  return (
    <main id="home" className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 px-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-indigo-700">{site.name}</p>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{headline.primary}</h1>
      <p className="text-lg text-slate-700">{headline.secondary}</p>
      <Link href="/admin/login" className="text-indigo-700 underline">
        Staff sign-in
      </Link>
    </main>
  );
}

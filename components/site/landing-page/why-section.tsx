import type { LandingPage } from "@/content/landing-pages";
import { cn } from "@/lib/utils";

import { SectionHeading } from "../section-heading";

/** The 'why' section: two to four text cards. */
export function WhySection({ why }: { why: LandingPage["why"] }) {
  const columns = why.cards.length === 4 ? "lg:grid-cols-4" : why.cards.length === 3 ? "lg:grid-cols-3" : "";
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50 py-20 sm:py-28">
      <div className="site-wrap">
        <SectionHeading id="why-heading" eyebrow="Why us" title={why.heading} />
        <ul className={cn("mt-14 grid gap-6 md:grid-cols-2", columns)}>
          {why.cards.map((card, index) => (
            <li key={card.title} className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
              <span aria-hidden="true" className="bg-gradient-to-br from-indigo-600 to-cyan-500 bg-clip-text text-3xl font-semibold text-transparent">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-4 text-xl font-semibold tracking-tight text-slate-950">{card.title}</h3>
              <p className="mt-3 text-[0.95rem] leading-relaxed text-slate-600">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

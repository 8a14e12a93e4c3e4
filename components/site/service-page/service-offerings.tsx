import type { Feature } from "@/content/service-pages";

import { FeatureCard } from "../feature-card";
import { SectionHeading } from "../section-heading";

/** Branding: the three offerings (logo and visual identity, brand strategy, brand guidelines). */
export function ServiceOfferings({ offerings }: { offerings: readonly Feature[] }) {
  return (
    <section aria-labelledby="offerings-heading" className="relative overflow-hidden bg-slate-950 py-20 sm:py-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-1/2 h-96 w-[56rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-indigo-600/20 blur-3xl"
      />
      <div className="site-wrap relative">
        <SectionHeading
          id="offerings-heading"
          eyebrow="What we offer"
          title="Three ways we build your brand"
          lead="Take them together as a full identity program, or start with the piece your business needs most."
          tone="dark"
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {offerings.map((offering) => (
            <li key={offering.title}>
              <FeatureCard {...offering} tone="dark" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

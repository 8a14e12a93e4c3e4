import type { Feature } from "@/content/service-pages";

import { FeatureCard } from "../feature-card";
import { SectionHeading } from "../section-heading";

/** Branding: the three offerings (logo and visual identity, brand strategy, brand guidelines). */
export function ServiceOfferings({ offerings }: { offerings: readonly Feature[] }) {
  return (
    <section aria-labelledby="offerings-heading" className="band-dark">
      <div className="site-wrap">
        <SectionHeading
          id="offerings-heading"
          eyebrow="What we offer"
          title="Three ways we build your brand"
          lead="Take them together as a full identity program, or start with the piece your business needs most."
          tone="dark"
        />
        <ul className="grid3">
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

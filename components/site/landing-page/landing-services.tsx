import type { LandingPage } from "@/content/landing-pages";

import { FeatureCard } from "../feature-card";
import { SectionHeading } from "../section-heading";

/** The three-card services grid, then the five prose subsections about this place. */
export function LandingServices({ page }: { page: LandingPage }) {
  return (
    <section aria-labelledby="landing-services-heading" className="band bg-white">
      <div className="site-wrap">
        <SectionHeading id="landing-services-heading" eyebrow="Services" title={page.services.heading} />
        <ul className="grid3">
          {page.services.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard {...card} />
            </li>
          ))}
        </ul>
        <div className="prose-grid">
          {page.subsections.map((section) => (
            <article key={section.heading}>
              <h3>{section.heading}</h3>
              <div>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

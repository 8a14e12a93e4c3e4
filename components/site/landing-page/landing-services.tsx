import type { LandingPage } from "@/content/landing-pages";

import { FeatureCard } from "../feature-card";
import { SectionHeading } from "../section-heading";

/** The three-card services grid, then the five prose subsections about this place. */
export function LandingServices({ page }: { page: LandingPage }) {
  return (
    <section aria-labelledby="landing-services-heading" className="bg-white py-20 sm:py-28">
      <div className="site-wrap">
        <SectionHeading id="landing-services-heading" eyebrow="Services" title={page.services.heading} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {page.services.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard {...card} />
            </li>
          ))}
        </ul>
        <div className="mt-20 grid gap-x-16 gap-y-14 border-t border-slate-200 pt-16 lg:grid-cols-2">
          {page.subsections.map((section) => (
            <article key={section.heading}>
              <h3 className="text-2xl font-semibold tracking-tight text-balance text-slate-950">{section.heading}</h3>
              <div className="mt-4 space-y-4 leading-relaxed text-pretty text-slate-600">
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

import type { ServicePage } from "@/content/service-pages";

import { FeatureCard } from "../feature-card";

/** The intro: a heading, two paragraphs and three feature cards. */
export function ServiceIntro({ page }: { page: ServicePage }) {
  return (
    <section aria-labelledby="service-intro-heading" className="band bg-white">
      <div className="site-wrap">
        <div className="intro-grid">
          <div className="split-head">
            <p>{page.name}</p>
            <h2 id="service-intro-heading">{page.intro.heading}</h2>
          </div>
          <div>
            {page.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ul className="grid3 wide">
          {page.features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard {...feature} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

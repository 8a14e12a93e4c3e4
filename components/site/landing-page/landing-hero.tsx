import type { LandingPage } from "@/content/landing-pages";

import { ContactButton, PhoneLink } from "../cta-links";
import { Icon } from "../icon";

/** Heading, intro line, the primary button to #contact and the agency phone. */
export function LandingHero({ page }: { page: LandingPage }) {
  return (
    <section aria-labelledby="landing-hero-heading" className="page-hero landing">
      <div className="site-wrap">
        <p className="pill">
          <Icon name="map-pin" />
          {page.headerBlock.eyebrow}
        </p>
        <h1 id="landing-hero-heading">{page.hero.heading}</h1>
        <p>{page.hero.intro}</p>
        <div className="actions">
          <ContactButton>{page.hero.primaryCta}</ContactButton>
          <PhoneLink />
        </div>
      </div>
    </section>
  );
}

import type { ServicePage } from "@/content/service-pages";

import { AmbientVideo } from "../ambient-video";
import { ContactButton, ScheduleMeetingLink } from "../cta-links";
import { Icon } from "../icon";
import { StaticImage as Image } from "../static-image";

/**
 * Headline, intro, the primary button to #contact and 'Schedule Meeting'. The AI solutions page
 * plays its looping muted video behind the text (the `with-video` hero adds the shade over it);
 * it starts after load, so the headline paints first.
 */
export function ServiceHero({ page }: { page: ServicePage }) {
  return (
    <section aria-labelledby="service-hero-heading" className={page.heroVideo ? "page-hero with-video" : "page-hero"}>
      {page.heroVideo ? <AmbientVideo src={page.heroVideo.src} poster={page.heroVideo.poster} className="service-video" /> : null}

      <div className="hero-grid">
        <div className="hero-text">
          <p className="pill">
            <Icon name={page.icon} />
            {page.hero.eyebrow}
          </p>
          <h1 id="service-hero-heading">{page.hero.headline}</h1>
          <p>{page.hero.intro}</p>
          <div className="actions">
            <ContactButton>{page.hero.primaryCta}</ContactButton>
            <ScheduleMeetingLink />
          </div>
          <p>
            <span>Who we work with:</span> {page.industry}
          </p>
        </div>
        <div className="hero-art">
          <Image src={page.image} alt="" width={1200} height={800} sizes="(min-width: 1280px) 480px, 40vw" />
        </div>
      </div>
    </section>
  );
}

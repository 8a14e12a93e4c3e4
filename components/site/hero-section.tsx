import { headlines } from "@/content/headlines";
import { home } from "@/content/home";
import { heroTags } from "@/content/navigation";
import { site } from "@/content/site";

import { AmbientVideo } from "./ambient-video";
import { HeadlineRotator } from "./headline-rotator";
import { Icon } from "./icon";

/**
 * The hero (id "home"). The headline is the largest thing painted first: the backdrop is a CSS
 * gradient (the `hero` class draws it and the shade over the video) and the video only plays
 * once the page has loaded.
 */
export function HeroSection({ headlineIndex }: { headlineIndex: number }) {
  const headline = headlines[headlineIndex] ?? headlines[0]!;
  return (
    <section id="home" tabIndex={-1} aria-label="Introduction" className="hero">
      <AmbientVideo src="/media/hero.mp4" className="hero-video" />

      <div className="hero-body">
        <p className="pill">{site.citiesServed.join(" · ")}</p>
        <HeadlineRotator initialIndex={headlineIndex} initial={{ primary: headline.primary, secondary: headline.secondary }} />
        <p className="hero-intro">{home.hero.intro}</p>

        <ul aria-label="What we do" className="hero-tags">
          {heroTags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>

        <div className="actions">
          <a href="#contact" className="btn-primary">
            {home.hero.primaryCta}
          </a>
          <a href="#services" className="btn-ghost">
            {home.hero.secondaryCta}
          </a>
        </div>
      </div>

      <a href="#services" aria-label={home.hero.scrollLabel} className="scroll-down">
        <Icon name="chevron-down" />
      </a>
    </section>
  );
}

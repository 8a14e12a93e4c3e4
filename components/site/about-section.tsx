import { home } from "@/content/home";

import { AmbientVideo } from "./ambient-video";
import { Icon } from "./icon";
import { SectionHeading } from "./section-heading";
import { StaticImage } from "./static-image";

/** The about section (id "about") with the studio video, the story and the key figures. */
export function AboutSection() {
  const about = home.about;
  return (
    <section id="about" tabIndex={-1} aria-labelledby="about-heading" className="site-section bg-slate-50">
      <div className="about">
        <div className="about-media">
          <div className="about-frame">
            {/* The still is a lazy image rather than the video's poster, which browsers fetch at once. */}
            <StaticImage src="/media/about-poster.webp" alt="" fill sizes="(min-width: 1024px) 600px, 100vw" />
            <AmbientVideo src="/media/about.mp4" />
          </div>
          <dl className="stats">
            {about.stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <SectionHeading id="about-heading" eyebrow="About Us" title={about.heading} align="left" />
          <div className="about-copy">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="checks about-list">
            {about.highlights.map((highlight) => (
              <li key={highlight}>
                <Icon name="circle-check" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

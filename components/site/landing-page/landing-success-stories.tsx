import type { LandingSuccessStory } from "@/content/landing-pages";

import { SectionHeading } from "../section-heading";

/** Two success stories, each with three headline metrics. */
export function LandingSuccessStories({ stories }: { stories: readonly LandingSuccessStory[] }) {
  return (
    <section aria-labelledby="landing-stories-heading" className="band-dark glow-low">
      <div className="site-wrap">
        <SectionHeading id="landing-stories-heading" eyebrow="Success stories" title="Results our clients can measure" tone="dark" />
        <ul className="story-grid">
          {stories.map((story) => (
            <li key={story.heading}>
              <article>
                <h3>{story.heading}</h3>
                <p>{story.paragraph}</p>
                <dl className="metrics">
                  {story.metrics.map((metric) => (
                    <div key={metric.label}>
                      <dt>{metric.label}</dt>
                      <dd>{metric.value}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { SuccessStoryCard } from "@/content/service-pages";

import { SectionHeading } from "../section-heading";
import { StaticImage as Image } from "../static-image";

/** Three success-story cards: title, industry, image and description. */
export function SuccessStories({ stories, serviceName }: { stories: readonly SuccessStoryCard[]; serviceName: string }) {
  return (
    <section aria-labelledby="stories-heading" className="band bg-white">
      <div className="site-wrap">
        <SectionHeading
          id="stories-heading"
          eyebrow="Success stories"
          title={`${serviceName} results for Colorado businesses`}
          lead="A few recent projects, the problem each client brought us and what changed afterwards."
        />
        <ul className="stories">
          {stories.map((story) => (
            <li key={story.title}>
              <article>
                <Image src={story.image} alt="" width={800} height={500} sizes="(min-width: 768px) 400px, 100vw" />
                <div>
                  <p>{story.industry}</p>
                  <h3>{story.title}</h3>
                  <p>{story.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

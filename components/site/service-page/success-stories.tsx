import type { SuccessStoryCard } from "@/content/service-pages";

import { SectionHeading } from "../section-heading";
import { StaticImage as Image } from "../static-image";

/** Three success-story cards: title, industry, image and description. */
export function SuccessStories({ stories, serviceName }: { stories: readonly SuccessStoryCard[]; serviceName: string }) {
  return (
    <section aria-labelledby="stories-heading" className="bg-white py-20 sm:py-28">
      <div className="site-wrap">
        <SectionHeading
          id="stories-heading"
          eyebrow="Success stories"
          title={`${serviceName} results for Colorado businesses`}
          lead="A few recent projects, the problem each client brought us and what changed afterwards."
        />
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {stories.map((story) => (
            <li key={story.title}>
              <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
                <Image
                  src={story.image}
                  alt=""
                  width={800}
                  height={500}
                  sizes="(min-width: 768px) 400px, 100vw"
                  className="aspect-[8/5] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-7">
                  <p className="text-xs font-semibold tracking-[0.14em] text-indigo-600 uppercase">{story.industry}</p>
                  <h3 className="mt-2 text-xl font-semibold tracking-tight text-slate-950">{story.title}</h3>
                  <p className="mt-3 text-[0.95rem] leading-relaxed text-slate-600">{story.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

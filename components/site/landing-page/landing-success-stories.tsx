import type { LandingSuccessStory } from "@/content/landing-pages";

import { SectionHeading } from "../section-heading";

/** Two success stories, each with three headline metrics. */
export function LandingSuccessStories({ stories }: { stories: readonly LandingSuccessStory[] }) {
  return (
    <section aria-labelledby="landing-stories-heading" className="relative overflow-hidden bg-slate-950 py-20 sm:py-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute bottom-0 left-1/2 h-96 w-[56rem] -translate-x-1/2 translate-y-1/2 rounded-full bg-indigo-600/20 blur-3xl"
      />
      <div className="site-wrap relative">
        <SectionHeading id="landing-stories-heading" eyebrow="Success stories" title="Results our clients can measure" tone="dark" />
        <ul className="mt-14 grid gap-6 lg:grid-cols-2">
          {stories.map((story) => (
            <li key={story.heading}>
              <article className="flex h-full flex-col rounded-3xl border border-white/10 bg-white/[0.04] p-8 backdrop-blur sm:p-10">
                <h3 className="text-2xl font-semibold tracking-tight text-balance text-white">{story.heading}</h3>
                <p className="mt-4 flex-1 leading-relaxed text-slate-300">{story.paragraph}</p>
                <dl className="mt-8 grid grid-cols-3 gap-4 border-t border-white/10 pt-8">
                  {story.metrics.map((metric) => (
                    <div key={metric.label} className="flex flex-col-reverse">
                      <dt className="mt-1 text-sm leading-snug text-slate-400">{metric.label}</dt>
                      <dd className="bg-gradient-to-br from-indigo-300 to-cyan-300 bg-clip-text text-2xl font-semibold tracking-tight text-transparent sm:text-3xl">
                        {metric.value}
                      </dd>
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

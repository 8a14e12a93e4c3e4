import type { ServicePage } from "@/content/service-pages";

import { FeatureCard } from "../feature-card";

/** The intro: a heading, two paragraphs and three feature cards. */
export function ServiceIntro({ page }: { page: ServicePage }) {
  return (
    <section aria-labelledby="service-intro-heading" className="bg-white py-20 sm:py-28">
      <div className="site-wrap">
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <p className="eyebrow">{page.name}</p>
            <h2
              id="service-intro-heading"
              className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl"
            >
              {page.intro.heading}
            </h2>
          </div>
          <div className="space-y-5 text-lg leading-relaxed text-pretty text-slate-600 lg:col-span-7">
            {page.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ul className="mt-16 grid gap-6 md:grid-cols-3">
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

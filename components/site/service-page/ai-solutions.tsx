import type { AiSolutionsBlock } from "@/content/service-pages";

import { Icon } from "../icon";
import { SectionHeading } from "../section-heading";

/** AI solutions: the three solution columns. */
export function AiSolutionColumns({ columns }: { columns: AiSolutionsBlock["columns"] }) {
  return (
    <section aria-labelledby="ai-columns-heading" className="relative overflow-hidden bg-slate-950 py-20 sm:py-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-1/2 h-96 w-[56rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-indigo-600/20 blur-3xl"
      />
      <div className="site-wrap relative">
        <SectionHeading
          id="ai-columns-heading"
          eyebrow="Solutions"
          title="AI that fits the way you already work"
          lead="Start with one workflow, measure it, then expand. Every system runs on your accounts and your data."
          tone="dark"
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {columns.map((column) => (
            <li key={column.title} className="rounded-3xl border border-white/10 bg-white/[0.04] p-8 backdrop-blur">
              <h3 className="text-xl font-semibold tracking-tight text-white">{column.title}</h3>
              <ul className="mt-6 space-y-3">
                {column.items.map((item) => (
                  <li key={item} className="flex gap-3 text-[0.95rem] leading-relaxed text-slate-300">
                    <Icon name="check" className="mt-1 size-4 shrink-0 text-cyan-400" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** AI solutions: the four cities served and what each focuses on. */
export function AiCities({ cities }: { cities: AiSolutionsBlock["cities"] }) {
  return (
    <section aria-labelledby="ai-cities-heading" className="bg-slate-50 py-20 sm:py-28">
      <div className="site-wrap">
        <SectionHeading
          id="ai-cities-heading"
          eyebrow="Across Colorado"
          title="AI solutions for Front Range businesses"
          lead="On-site workshops and rollouts in four cities, tuned to the industries that drive each one."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cities.map(({ city, focus }) => (
            <li key={city} className="rounded-3xl border border-slate-200 bg-white p-7 shadow-sm">
              <h3 className="flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-950">
                <Icon name="map-pin" className="size-5 text-indigo-600" />
                {city}
              </h3>
              <p className="mt-3 text-[0.95rem] leading-relaxed text-slate-600">{focus}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { AiSolutionsBlock } from "@/content/service-pages";

import { Icon } from "../icon";
import { SectionHeading } from "../section-heading";

/** AI solutions: the three solution columns. */
export function AiSolutionColumns({ columns }: { columns: AiSolutionsBlock["columns"] }) {
  return (
    <section aria-labelledby="ai-columns-heading" className="band-dark">
      <div className="site-wrap">
        <SectionHeading
          id="ai-columns-heading"
          eyebrow="Solutions"
          title="AI that fits the way you already work"
          lead="Start with one workflow, measure it, then expand. Every system runs on your accounts and your data."
          tone="dark"
        />
        <ul className="grid3 ai-columns">
          {columns.map((column) => (
            <li key={column.title}>
              <h3>{column.title}</h3>
              <ul>
                {column.items.map((item) => (
                  <li key={item}>
                    <Icon name="check" />
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
    <section aria-labelledby="ai-cities-heading" className="band bg-slate-50">
      <div className="site-wrap">
        <SectionHeading
          id="ai-cities-heading"
          eyebrow="Across Colorado"
          title="AI solutions for Front Range businesses"
          lead="On-site workshops and rollouts in four cities, tuned to the industries that drive each one."
        />
        <ul className="cities">
          {cities.map(({ city, focus }) => (
            <li key={city}>
              <h3>
                <Icon name="map-pin" />
                {city}
              </h3>
              <p>{focus}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

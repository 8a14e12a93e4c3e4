import type { ServicePage } from "@/content/service-pages";

/** The six services included in an engagement; the `numbered` class draws their numbers. */
export function IncludedServices({ included }: { included: ServicePage["included"] }) {
  return (
    <section aria-labelledby="included-heading" className="band bg-slate-50">
      <div className="split">
        <div className="split-head">
          <p>Included</p>
          <h2 id="included-heading">{included.heading}</h2>
        </div>
        <ol className="numbered">
          {included.items.map((item) => (
            <li key={item}>
              <span>{item}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

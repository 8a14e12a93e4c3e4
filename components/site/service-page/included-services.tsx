import type { ServicePage } from "@/content/service-pages";

/** The six services included in an engagement. */
export function IncludedServices({ included }: { included: ServicePage["included"] }) {
  return (
    <section aria-labelledby="included-heading" className="bg-slate-50 py-20 sm:py-28">
      <div className="site-wrap grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <p className="eyebrow">Included</p>
          <h2 id="included-heading" className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl">
            {included.heading}
          </h2>
        </div>
        {/* The numbers are a CSS counter: decoration on top of the list's own order, not list text. */}
        <ol className="grid gap-4 [counter-reset:included] sm:grid-cols-2 lg:col-span-8">
          {included.items.map((item) => (
            <li
              key={item}
              className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 font-medium text-slate-800 shadow-sm [counter-increment:included] before:inline-flex before:size-9 before:shrink-0 before:items-center before:justify-center before:rounded-xl before:bg-indigo-50 before:text-sm before:font-semibold before:text-indigo-700 before:content-[counter(included,decimal-leading-zero)]"
            >
              <span className="pt-1.5">{item}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

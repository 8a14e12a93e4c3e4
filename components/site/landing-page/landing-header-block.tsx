import type { LandingPage } from "@/content/landing-pages";

/**
 * The page's header block: who we are in this place, the towns we cover and what it costs. It sits
 * right under the hero, so the local facts are the first thing read after the pitch.
 */
export function LandingHeaderBlock({ page }: { page: LandingPage }) {
  return (
    <section aria-labelledby="header-block-heading" className="bg-white py-20 sm:py-24">
      <div className="site-wrap grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <p className="eyebrow">{page.place.name}</p>
          <h2 id="header-block-heading" className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl">
            {page.headerBlock.title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-600">{page.headerBlock.text}</p>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-slate-50 p-8 lg:col-span-5">
          <h3 className="text-sm font-semibold tracking-wide text-slate-950">Areas we serve</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {page.place.areaServed.map((area) => (
              <li key={area} className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700">
                {area}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-sm font-semibold tracking-wide text-slate-950">Pricing</h3>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-slate-600">{page.pricing}</p>
        </div>
      </div>
    </section>
  );
}

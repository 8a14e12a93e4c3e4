import { soldServices, type LandingPage } from "@/content/landing-pages";

/** SPEC §2 "Services sold": the seven services this page sells, in its own words. */
export function LandingOffers({ offers }: { offers: LandingPage["offers"] }) {
  return (
    <section aria-labelledby="landing-offers-heading" className="bg-slate-50 py-20 sm:py-28">
      <div className="site-wrap grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <p className="eyebrow">What we sell</p>
          <h2 id="landing-offers-heading" className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl">
            {offers.heading}
          </h2>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-8">
          {soldServices.map((key) => {
            const offer = offers.items[key];
            return (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="font-semibold text-slate-950">{offer.name}</h3>
                <p className="mt-2 text-[0.95rem] leading-relaxed text-slate-600">{offer.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

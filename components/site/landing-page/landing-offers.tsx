import { soldServices, type LandingPage } from "@/content/landing-pages";

/** SPEC §2 "Services sold": the seven services this page sells, in its own words. */
export function LandingOffers({ offers }: { offers: LandingPage["offers"] }) {
  return (
    <section aria-labelledby="landing-offers-heading" className="band bg-slate-50">
      <div className="split">
        <div className="split-head">
          <p>What we sell</p>
          <h2 id="landing-offers-heading">{offers.heading}</h2>
        </div>
        <ul className="offers">
          {soldServices.map((key) => {
            const offer = offers.items[key];
            return (
              <li key={key}>
                <h3>{offer.name}</h3>
                <p>{offer.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

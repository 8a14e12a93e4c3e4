import type { LandingPage } from "@/content/landing-pages";

/**
 * The page's header block: who we are in this place, the towns we cover and what it costs. It sits
 * right under the hero, so the local facts are the first thing read after the pitch.
 */
export function LandingHeaderBlock({ page }: { page: LandingPage }) {
  return (
    <section aria-labelledby="header-block-heading" className="bg-white py-20 sm:py-24">
      <div className="split place">
        <div className="split-head">
          <p>{page.place.name}</p>
          <h2 id="header-block-heading">{page.headerBlock.title}</h2>
          <p>{page.headerBlock.text}</p>
        </div>
        <div className="place-card">
          <h3>Areas we serve</h3>
          <ul>
            {page.place.areaServed.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
          <h3>Pricing</h3>
          <p>{page.pricing}</p>
        </div>
      </div>
    </section>
  );
}

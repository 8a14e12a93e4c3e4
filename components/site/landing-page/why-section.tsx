import type { LandingPage } from "@/content/landing-pages";

import { SectionHeading } from "../section-heading";

/** The 'why' section: two to four text cards. */
export function WhySection({ why }: { why: LandingPage["why"] }) {
  const columns = why.cards.length === 4 ? "why cols-4" : why.cards.length === 3 ? "why cols-3" : "why";
  return (
    <section aria-labelledby="why-heading" className="band bg-slate-50">
      <div className="site-wrap">
        <SectionHeading id="why-heading" eyebrow="Why us" title={why.heading} />
        <ul className={columns}>
          {why.cards.map((card, index) => (
            <li key={card.title}>
              <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

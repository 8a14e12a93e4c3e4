"use client";

import type { PortfolioItem } from "@/content/portfolio";

export type PortfolioEntry = PortfolioItem & { month: string };

/**
 * The 18 portfolio cards. A client component on purpose: React sends a server component's markup
 * twice (HTML and page data), a client component's once plus its props, which are far smaller here.
 */
export function PortfolioList({ items }: { items: PortfolioEntry[] }) {
  return (
    <ul className="portfolio">
      {items.map((item) => (
        <li key={item.id}>
          <article aria-labelledby={`${item.id}-title`}>
            <div>
              {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing to optimise */}
              <img src={item.image} alt="" width={800} height={600} loading="lazy" decoding="async" />
            </div>
            <div>
              <span className="chip">{item.industry}</span>
              <time dateTime={item.date}>{item.month}</time>
            </div>
            <h3 id={`${item.id}-title`}>{item.title}</h3>
            <p>{item.name}</p>
            <p>{item.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

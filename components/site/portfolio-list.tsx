"use client";

import type { PortfolioItem } from "@/content/portfolio";

export type PortfolioEntry = PortfolioItem & { month: string };

/**
 * The 18 portfolio cards, drawn from their records. A client component on purpose: React sends a
 * server component's markup twice per page view (in the HTML and again in the page's data for
 * hydration), a client component's only once plus its props, and these records are about a third
 * the size of the markup they become.
 */
export function PortfolioList({ items }: { items: PortfolioEntry[] }) {
  return (
    <ul className="mt-16 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <article aria-labelledby={`${item.id}-title`} className="group">
            <div className="media-frame">
              {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing to optimise */}
              <img src={item.image} alt="" width={800} height={600} loading="lazy" decoding="async" className="media-zoom" />
            </div>
            <div className="mt-5 flex items-center gap-3 text-sm">
              <span className="chip">{item.industry}</span>
              <time dateTime={item.date} className="text-slate-500">
                {item.month}
              </time>
            </div>
            <h3 id={`${item.id}-title`} className="card-title mt-3 text-lg">
              {item.title}
            </h3>
            <p className="text-sm font-medium text-slate-600">{item.name}</p>
            <p className="body-copy mt-3">{item.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

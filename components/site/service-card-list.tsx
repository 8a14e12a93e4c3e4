"use client";

import type { ServiceCard } from "@/content/services";

import { Icon } from "./icon";

/**
 * The nine service cards, drawn from their records: a client component so the page's data
 * carries the records rather than their markup (see portfolio-list.tsx). The `service-card`
 * class (app/site.css) styles what is inside.
 */
export function ServiceCardList({ cards }: { cards: ServiceCard[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.slug} className="service-card">
          <span>
            <Icon name={card.icon} />
          </span>
          <h3>{card.title}</h3>
          <p>{card.description}</p>
          <ul className="ticks">
            {card.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <a href={card.href} className="text-link">
            Explore {card.title}
            <Icon name="arrow-right" />
          </a>
        </li>
      ))}
    </ul>
  );
}

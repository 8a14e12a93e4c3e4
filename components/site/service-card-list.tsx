"use client";

import type { ServiceCard } from "@/content/services";

import { Icon } from "./icon";

/**
 * The nine service cards, drawn from their records: a client component so the page's data
 * carries the records rather than their markup (see portfolio-list.tsx).
 */
export function ServiceCardList({ cards }: { cards: ServiceCard[] }) {
  return (
    <ul className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.slug} className="group lift-card flex flex-col">
          <span className="icon-badge">
            <Icon name={card.icon} className="size-6" />
          </span>
          <h3 className="card-title mt-6">{card.title}</h3>
          <p className="body-copy mt-3">{card.description}</p>
          <ul className="ticks mt-6 space-y-2.5 border-t border-slate-100 pt-6">
            {card.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <a href={card.href} className="text-link mt-8 self-start">
            Explore {card.title}
            <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

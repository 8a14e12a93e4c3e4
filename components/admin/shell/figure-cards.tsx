"use client";

import type { AdminIconName } from "@/content/admin-icons";
import { cn } from "@/lib/utils";

/** A figure card's icon: any of content/admin-icons.ts. */
export type FigureIconName = AdminIconName;

export type Figure = { label: string; value: React.ReactNode; icon: FigureIconName };

/**
 * A row of figure cards ("Key figures", "Billing figures"): each card a group named by its
 * heading, so a screen reader hears "Total Revenue, $12,400.00". The card's styles are the
 * `figure-card` classes of app/back-office.css, its icon a class too. A client component: these
 * cards top every back-office page, and a server component's markup is sent twice (as HTML and in
 * the page's data), where this one's data is its labels and values.
 */
export function FigureCards({
  label,
  figures,
  level,
  compact = false,
}: {
  label: string;
  figures: Figure[];
  level: "h2" | "h3";
  compact?: boolean;
}) {
  const Heading = level;
  const idPrefix = label.toLowerCase().replace(/\W+/g, "-");
  return (
    <section aria-label={label} className={cn("grid sm:grid-cols-2 lg:grid-cols-5", compact ? "gap-3" : "gap-4")}>
      {figures.map(({ label: name, value, icon }) => {
        const id = `${idPrefix}-${name.toLowerCase().replace(/\W+/g, "-")}`;
        return (
          <div key={name} role="group" aria-labelledby={id} className={compact ? "figure-card figure-card-compact" : "figure-card"}>
            <div className="figure-card-header">
              <div className="figure-card-title">
                <Heading id={id}>{name}</Heading>
              </div>
              <span aria-hidden className={`ai figure-icon ai-${icon}`} />
            </div>
            <div className="figure-card-value">{value}</div>
          </div>
        );
      })}
    </section>
  );
}

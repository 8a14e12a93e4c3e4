import type { LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export type Figure = { label: string; value: React.ReactNode; icon: LucideIcon };

/**
 * A row of figure cards ("Key figures", "Billing figures"): each card a group named by its
 * heading, so a screen reader hears "Total Revenue, $12,400.00".
 */
export function FigureCards({ label, figures, level, compact = false }: { label: string; figures: Figure[]; level: "h2" | "h3"; compact?: boolean }) {
  const Heading = level;
  const idPrefix = label.toLowerCase().replace(/\W+/g, "-");
  return (
    <section aria-label={label} className={cn("grid sm:grid-cols-2 lg:grid-cols-5", compact ? "gap-3" : "gap-4")}>
      {figures.map(({ label: name, value, icon: Icon }) => {
        const id = `${idPrefix}-${name.toLowerCase().replace(/\W+/g, "-")}`;
        return (
          <Card key={name} role="group" aria-labelledby={id} className={compact ? "gap-1 py-3 shadow-none" : "gap-2 py-4"}>
            <CardHeader className="flex flex-row items-center justify-between px-4">
              <CardTitle className="text-sm font-medium text-slate-600">
                <Heading id={id}>{name}</Heading>
              </CardTitle>
              <Icon className="size-4 text-slate-400" aria-hidden />
            </CardHeader>
            <CardContent className={cn("px-4 font-semibold text-slate-900", compact ? "text-xl" : "text-2xl")}>{value}</CardContent>
          </Card>
        );
      })}
    </section>
  );
}

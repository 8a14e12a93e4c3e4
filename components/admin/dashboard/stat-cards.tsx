import { Skeleton } from "@/components/ui/skeleton";
import { formatConversionRate, formatCount } from "@/lib/dashboard/format";
import type { DashboardStats } from "@/lib/dashboard/types";
import { formatMoney } from "@/lib/money";

import { FigureCards, type FigureIconName } from "../shell/figure-cards";

const KEY_FIGURES: { label: string; icon: FigureIconName; value: (stats: DashboardStats) => string }[] = [
  { label: "Total Leads", icon: "users", value: (stats: DashboardStats) => formatCount(stats.totalLeads) },
  { label: "New Leads", icon: "sparkles", value: (stats: DashboardStats) => formatCount(stats.newLeads) },
  { label: "Active Projects", icon: "folder-kanban", value: (stats: DashboardStats) => formatCount(stats.activeProjects) },
  { label: "Total Revenue", icon: "dollar", value: (stats: DashboardStats) => formatMoney(stats.totalRevenue) },
  { label: "Conversion Rate", icon: "percent", value: (stats: DashboardStats) => formatConversionRate(stats.conversionRate) },
];

/** SPEC §2 and §9: the five figures above every section. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <FigureCards
      label="Key figures"
      level="h2"
      figures={KEY_FIGURES.map(({ label, icon, value }) => ({ label, icon, value: value(stats) }))}
    />
  );
}

export function StatCardsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading key figures">
      <FigureCards
        label="Key figures"
        level="h2"
        figures={KEY_FIGURES.map(({ label, icon }) => ({ label, icon, value: <Skeleton className="h-8 w-24" /> }))}
      />
    </div>
  );
}

/** SPEC §8: the figures could not be read; the sections below still work. */
export function StatCardsError() {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
      Failed to load dashboard data.
    </p>
  );
}

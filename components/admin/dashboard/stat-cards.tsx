import { DollarSign, FolderKanban, Percent, Sparkles, Users } from "lucide-react";

import { getDb } from "@/db/client";
import { getDashboardStats } from "@/lib/dashboard/queries";
import { formatConversionRate, formatCount } from "@/lib/dashboard/format";
import { formatMoney } from "@/lib/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

import { getLeadCounts } from "./data";

const CARDS = [
  { label: "Total Leads", icon: Users },
  { label: "New Leads", icon: Sparkles },
  { label: "Active Projects", icon: FolderKanban },
  { label: "Total Revenue", icon: DollarSign },
  { label: "Conversion Rate", icon: Percent },
] as const;

type Label = (typeof CARDS)[number]["label"];

function StatGrid({ values }: { values: Record<Label, React.ReactNode> }) {
  return (
    <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {CARDS.map(({ label, icon: Icon }) => (
        <Card key={label} className="gap-2 py-4">
          <CardHeader className="flex flex-row items-center justify-between px-4">
            <CardTitle className="text-sm font-medium text-slate-600">
              <h2>{label}</h2>
            </CardTitle>
            <Icon className="size-4 text-slate-400" aria-hidden />
          </CardHeader>
          <CardContent className="px-4 text-2xl font-semibold text-slate-900">{values[label]}</CardContent>
        </Card>
      ))}
    </section>
  );
}

/** SPEC §2 and §9: the five figures, each an SQL aggregate (nothing is counted in JavaScript). */
export async function StatCards() {
  const stats = await getDashboardStats(getDb(), getLeadCounts());
  return (
    <StatGrid
      values={{
        "Total Leads": formatCount(stats.totalLeads),
        "New Leads": formatCount(stats.newLeads),
        "Active Projects": formatCount(stats.activeProjects),
        "Total Revenue": formatMoney(stats.totalRevenue),
        "Conversion Rate": formatConversionRate(stats.conversionRate),
      }}
    />
  );
}

export function StatCardsSkeleton() {
  const placeholder = <Skeleton className="h-8 w-24" />;
  return (
    <div aria-busy="true" aria-label="Loading key figures">
      <StatGrid
        values={{
          "Total Leads": placeholder,
          "New Leads": placeholder,
          "Active Projects": placeholder,
          "Total Revenue": placeholder,
          "Conversion Rate": placeholder,
        }}
      />
    </div>
  );
}

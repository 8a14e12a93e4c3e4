"use client";

import { useTransition } from "react";
import { parseAsStringLiteral, useQueryState } from "nuqs";

import { dashboardTabLabels, dashboardTabs } from "@/lib/dashboard/schema";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

import { TabSkeleton } from "./tab-skeleton";

const tabParser = parseAsStringLiteral(dashboardTabs).withDefault("overview");

/**
 * The tab strip. The active tab lives in the URL (?tab=, absent for Overview) so it can be linked
 * and reloaded; choosing a tab asks the server for that tab's panel (shallow: false), which the
 * page renders as `children`. Manual activation: arrow keys move focus, Enter or Space opens.
 */
export function DashboardTabs({ children }: { children: React.ReactNode }) {
  const [isPending, startTransition] = useTransition();
  const [tab, setTab] = useQueryState(
    "tab",
    tabParser.withOptions({ shallow: false, history: "push", scroll: false, startTransition }),
  );

  return (
    <Tabs value={tab} onValueChange={(value) => void setTab(tabParser.parse(value))} activationMode="manual">
      <TabsList aria-label="Dashboard sections" className="h-auto w-full flex-wrap justify-start sm:w-fit">
        {dashboardTabs.map((value) => (
          <TabsTrigger key={value} value={value} className="px-3 py-1.5">
            {dashboardTabLabels[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={tab} className="mt-4 rounded-xl border bg-white p-4 sm:p-6">
        {isPending ? <TabSkeleton /> : children}
      </TabsContent>
    </Tabs>
  );
}

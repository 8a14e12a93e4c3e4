import { Suspense } from "react";

import { requireAdminPage } from "@/lib/auth/require-admin";
import { dashboardTabSchema } from "@/lib/dashboard/schema";
import { DashboardTabs } from "@/components/admin/dashboard/dashboard-tabs";
import { StatCards, StatCardsSkeleton } from "@/components/admin/dashboard/stat-cards";
import { TabPanel, type DashboardSearchParams } from "@/components/admin/dashboard/tab-panel";
import { TabSkeleton } from "@/components/admin/dashboard/tab-skeleton";

export default async function DashboardPage({ searchParams }: { searchParams: Promise<DashboardSearchParams> }) {
  // Layouts and pages render in parallel, so the page checks the session too (one cached query).
  const admin = await requireAdminPage();
  const query = await searchParams;
  const tab = dashboardTabSchema.parse(query.tab);
  return (
    <>
      <Suspense fallback={<StatCardsSkeleton />}>
        <StatCards />
      </Suspense>
      <DashboardTabs>
        <Suspense key={tab} fallback={<TabSkeleton />}>
          <TabPanel tab={tab} admin={admin} searchParams={query} />
        </Suspense>
      </DashboardTabs>
    </>
  );
}

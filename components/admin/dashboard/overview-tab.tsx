import { getDb } from "@/db/client";
import { listRecentLeads } from "@/lib/dashboard/queries";

import { FollowUpsDue } from "../follow-ups/follow-ups-due";
import { OverviewCharts } from "./overview-charts";
import { RecentLeadsTable } from "./recent-leads-table";
import type { DashboardSearchParams } from "./tab-panel";
import { TabHeading } from "./tab-heading";

/** SPEC §9: the dashboard shows the 5 most recent leads. */
const RECENT_LEADS = 5;

async function RecentLeads() {
  const leads = await listRecentLeads(getDb(), RECENT_LEADS);
  return (
    <section className="space-y-4">
      <TabHeading title="Recent Leads" />
      <RecentLeadsTable leads={leads} caption="The five most recent leads" />
    </section>
  );
}

/** The Overview: recent leads (SPEC §2), follow-ups due and the charts (issue 11); their queries run in parallel. */
export function OverviewTab({ searchParams }: { searchParams: DashboardSearchParams }) {
  return (
    <div className="space-y-8">
      <RecentLeads />
      <FollowUpsDue searchParams={searchParams} />
      <OverviewCharts />
    </div>
  );
}

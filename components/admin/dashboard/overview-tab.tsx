import { getDb } from "@/db/client";
import { listRecentLeads } from "@/lib/dashboard/queries";

import { RecentLeadsTable } from "./recent-leads-table";
import { TabHeading } from "./tab-heading";

/** SPEC §9: the dashboard shows the 5 most recent leads. */
const RECENT_LEADS = 5;

export async function OverviewTab() {
  const leads = await listRecentLeads(getDb(), RECENT_LEADS);
  return (
    <section className="space-y-4">
      <TabHeading title="Recent Leads" />
      <RecentLeadsTable leads={leads} caption="The five most recent leads" />
    </section>
  );
}

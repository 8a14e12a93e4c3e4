import { getDb } from "@/db/client";
import { listRecentLeads } from "@/lib/dashboard/queries";

import { getLeadCounts } from "../dashboard/data";
import { RecentLeadsTable } from "../dashboard/recent-leads-table";
import { TabHeading } from "../dashboard/tab-heading";

// The full Leads tab (search, filters, paging, inline status, dialogs) replaces this body; until
// then it lists the newest leads so the tab is useful and measurable.
const NEWEST = 25;

export async function LeadsTab() {
  const [counts, leads] = await Promise.all([getLeadCounts(), listRecentLeads(getDb(), NEWEST)]);
  return (
    <section className="space-y-4">
      <TabHeading title="Leads Management" count={counts.total} />
      <RecentLeadsTable leads={leads} caption={`The ${NEWEST} newest leads`} />
    </section>
  );
}

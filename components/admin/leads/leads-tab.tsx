import { getDb } from "@/db/client";
import { leadSources, leadStatuses } from "@/db/enums";
import { readEnv } from "@/lib/env";
import { leadStatusLabels } from "@/lib/leads/admin-schema";
import { listLeads } from "@/lib/leads/queries";
import { isFiltered, pageCount, parseListParams } from "@/lib/list/params";

import { getLeadCounts } from "../dashboard/data";
import type { DashboardSearchParams } from "../dashboard/tab-panel";
import { TabHeading } from "../dashboard/tab-heading";
import { ExportCsvLink, ListEmpty, ListFilter, ListPagination, ListProvider, ListResults, ListSearch } from "../list";
import { leadSourceLabels } from "./lead-source-label";
import { LeadsTable } from "./leads-table";

const statusOptions = leadStatuses.map((value) => ({ value, label: leadStatusLabels[value] }));
const sourceOptions = leadSources.map((value) => ({ value, label: leadSourceLabels[value] }));

/** SPEC §2 Leads tab: one page of matching leads from SQL; search, filters and page in the URL. */
export async function LeadsTab({ searchParams }: { searchParams: DashboardSearchParams }) {
  const params = parseListParams(searchParams, { status: leadStatuses, source: leadSources });
  const { rows, total } = await listLeads(
    getDb(),
    { q: params.q, ...params.filters, offset: params.offset, limit: params.limit },
    getLeadCounts().then((counts) => counts.total),
  );
  const pages = pageCount(total);
  return (
    <ListProvider filterKeys={["status", "source"]}>
      <section aria-labelledby="leads-heading" className="space-y-4">
        <TabHeading title="Leads Management" count={total} countLabel="matching" headingId="leads-heading">
          <ExportCsvLink endpoint="/api/admin/export/leads.csv" paramKeys={["q", "status", "source"]} />
        </TabHeading>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <ListSearch label="Search leads" placeholder="Search name, email or company" />
          <ListFilter paramKey="status" label="Status filter" allLabel="All Statuses" options={statusOptions} />
          <ListFilter paramKey="source" label="Source filter" allLabel="All Sources" options={sourceOptions} />
        </div>
        <ListResults columns={8}>
          {rows.length === 0 ? (
            <ListEmpty filtered={isFiltered(params)} noun="leads" emptyText="No leads yet." />
          ) : (
            <LeadsTable leads={rows} timeZone={readEnv().AGENCY_TIMEZONE} />
          )}
        </ListResults>
        <ListPagination page={params.page} pageCount={pages} />
      </section>
    </ListProvider>
  );
}

import { getDb } from "@/db/client";
import { leadSources, leadStatuses } from "@/db/enums";
import { readEnv } from "@/lib/env";
import { leadStatusLabels } from "@/lib/leads/admin-schema";
import { getBoard } from "@/lib/leads/board-queries";
import { leadViewSchema } from "@/lib/leads/board-schema";
import { listLeads } from "@/lib/leads/queries";
import { isFiltered, pageCount, parseListParams } from "@/lib/list/params";

import { getLeadCounts } from "../dashboard/data";
import type { DashboardSearchParams } from "../dashboard/tab-panel";
import { TabHeading } from "../dashboard/tab-heading";
import { ExportCsvLink, ListEmpty, ListFilter, ListPagination, ListProvider, ListResults, ListSearch } from "../list";
import { BoardSkeleton } from "./board-skeleton";
import { leadSourceLabels } from "./lead-source-label";
import { LeadsBoardLoader } from "./leads-board-loader";
import { LeadsTable } from "./leads-table";
import { LeadsViewSwitch } from "./leads-view-switch";

const statusOptions = leadStatuses.map((value) => ({ value, label: leadStatusLabels[value] }));
const sourceOptions = leadSources.map((value) => ({ value, label: leadSourceLabels[value] }));

/**
 * SPEC §2 Leads tab: search, filters and page in the URL, as a table (one page of matching leads
 * from SQL) or, with ?view=board, as the pipeline board of issue 11 (a column per status).
 */
export async function LeadsTab({ searchParams }: { searchParams: DashboardSearchParams }) {
  const view = leadViewSchema.parse(searchParams.view);
  const params = parseListParams(searchParams, { status: leadStatuses, source: leadSources });
  return (
    <ListProvider filterKeys={["status", "source"]}>
      <section aria-labelledby="leads-heading" className="space-y-4">
        {view === "board" ? <LeadsBoardView params={params} /> : <LeadsTableView params={params} />}
      </section>
    </ListProvider>
  );
}

type LeadListParams = ReturnType<typeof parseListParams<{ status: typeof leadStatuses; source: typeof leadSources }>>;

/** The heading with its count and 'Export CSV' for exactly the rows the view shows (the board has no status filter). */
function LeadsHeading({ count, exportKeys }: { count: number; exportKeys: string[] }) {
  return (
    <TabHeading title="Leads Management" count={count} countLabel="matching" headingId="leads-heading">
      <ExportCsvLink endpoint="/api/admin/export/leads.csv" paramKeys={exportKeys} />
    </TabHeading>
  );
}

function Toolbar({ board }: { board: boolean }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <ListSearch label="Search leads" placeholder="Search name, email or company" />
      {board ? null : <ListFilter paramKey="status" label="Status filter" allLabel="All Statuses" options={statusOptions} />}
      <ListFilter paramKey="source" label="Source filter" allLabel="All Sources" options={sourceOptions} />
      <div className="sm:ml-auto">
        <LeadsViewSwitch view={board ? "board" : "table"} />
      </div>
    </div>
  );
}

async function LeadsTableView({ params }: { params: LeadListParams }) {
  const { rows, total } = await listLeads(
    getDb(),
    { q: params.q, ...params.filters, offset: params.offset, limit: params.limit },
    getLeadCounts().then((counts) => counts.total),
  );
  return (
    <>
      <LeadsHeading count={total} exportKeys={["q", "status", "source"]} />
      <Toolbar board={false} />
      <ListResults columns={8}>
        {rows.length === 0 ? (
          <ListEmpty filtered={isFiltered(params)} noun="leads" emptyText="No leads yet." />
        ) : (
          <LeadsTable leads={rows} timeZone={readEnv().AGENCY_TIMEZONE} />
        )}
      </ListResults>
      <ListPagination page={params.page} pageCount={pageCount(total)} />
    </>
  );
}

/** The board ignores ?status= (its columns are the statuses) and ?page= (columns page themselves). */
async function LeadsBoardView({ params }: { params: LeadListParams }) {
  const filters = { q: params.q, source: params.filters.source ?? null };
  const columns = await getBoard(getDb(), filters);
  const total = columns.reduce((sum, column) => sum + column.count, 0);
  const filtered = isFiltered({ q: params.q, filters: { source: params.filters.source } });
  return (
    <>
      <LeadsHeading count={total} exportKeys={["q", "source"]} />
      <Toolbar board />
      <p className="text-xs text-slate-500">
        The board has a column for each status, so there is no status filter here. Drag a card, or focus its grip and press Space, to move it.
      </p>
      <ListResults skeleton={<BoardSkeleton />}>
        {total === 0 && filtered ? (
          <ListEmpty filtered noun="leads" emptyText="No leads yet." />
        ) : (
          // One board per search and source: new filters start from fresh first pages.
          <LeadsBoardLoader key={`${filters.q}\u0000${filters.source ?? ""}`} columns={columns} filters={filters} timeZone={readEnv().AGENCY_TIMEZONE} />
        )}
      </ListResults>
    </>
  );
}

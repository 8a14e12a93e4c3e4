import { LeadsBoardList, LeadsTableList } from "@/components/admin/leads/leads-list";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/authentication/guards";
import { getLeadTotals } from "@/lib/dashboard/request-data";
import { readEnv } from "@/lib/env";
import { getBoard } from "@/lib/leads/board-queries";
import { leadViewSchema } from "@/lib/leads/board-schema";
import { listLeads } from "@/lib/leads/queries";
import { leadSources, leadStatuses } from "@/lib/leads/schema";
import { isFiltered, listPage, pageQuery, parseListParams, type SearchParams } from "@/lib/list/params";

/** SPEC §2 Leads: search, filters and page in the URL; a table, or with ?view=board the pipeline board. */
export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const query = await searchParams;
  const params = parseListParams(query, { status: leadStatuses, source: leadSources });
  const timeZone = readEnv().AGENCY_TIMEZONE;
  const db = getDb();

  if (leadViewSchema.parse(query.view) === "board") {
    // The board ignores ?status= (its columns are the statuses) and ?page= (columns page themselves).
    const filters = { q: params.q, source: params.filters.source ?? null };
    const filtered = isFiltered({ q: params.q, filters: { source: params.filters.source } });
    return (
      <LeadsBoardList columns={await getBoard(db, filters, getLeadTotals())} filters={filters} filtered={filtered} timeZone={timeZone} />
    );
  }

  const result = await listLeads(db, pageQuery(params), getLeadTotals());
  return <LeadsTableList list={listPage(params, result)} timeZone={timeZone} />;
}

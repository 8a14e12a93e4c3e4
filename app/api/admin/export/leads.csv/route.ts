import { getExportDb } from "@/db/client";
import { leadSources, leadStatuses } from "@/db/enums";
import { withAdmin } from "@/lib/authentication/route-guards";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { jsonError } from "@/lib/http";
import { exportLeadsCsv } from "@/lib/leads/export";
import { parseListFilters, searchParamsRecord } from "@/lib/list/params";

/** CONTRACT.md: every lead matching the Leads tab's ?q=&status=&source=, as CSV; 401 without a session. */
export const GET = withAdmin(async (request) => {
  const parsed = parseListFilters(searchParamsRecord(new URL(request.url).searchParams), {
    status: leadStatuses,
    source: leadSources,
  });
  if (!parsed.ok) return jsonError(400, parsed.error);
  return exportLeadsCsv(
    getExportDb(),
    { q: parsed.data.q, ...parsed.data.filters },
    { timeZone: readEnv().AGENCY_TIMEZONE, today: agencyToday() },
  );
});

import { getExportDb } from "@/db/client";
import { exportAuditCsv } from "@/lib/audit/export";
import { parseAuditExportFilters } from "@/lib/audit/schema";
import { withOwner } from "@/lib/authentication/route-guards";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { jsonError } from "@/lib/http";

/**
 * Every audit entry matching the Audit section's ?admin=&entity=&action=&from=&to=, as CSV; 401
 * without a session, 403 for staff, 400 for a filter value that is not one of the list's.
 */
export const GET = withOwner(async (request) => {
  const parsed = parseAuditExportFilters(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  return exportAuditCsv(getExportDb(), parsed.data, { timeZone: readEnv().AGENCY_TIMEZONE, today: agencyToday() });
});

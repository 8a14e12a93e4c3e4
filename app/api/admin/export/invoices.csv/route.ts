import { getExportDb } from "@/db/client";
import { invoiceStatuses } from "@/db/enums";
import { withOwner } from "@/lib/authentication/route-guards";
import { exportInvoicesCsv } from "@/lib/billing/invoices/export";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { jsonError } from "@/lib/http";
import { parseListFilters, searchParamsRecord } from "@/lib/list/params";

/** CONTRACT.md: every invoice matching the Billing tab's ?q=&status=, as CSV; 401 without a session, 403 for staff. */
export const GET = withOwner(async (request) => {
  const parsed = parseListFilters(searchParamsRecord(new URL(request.url).searchParams), { status: invoiceStatuses });
  if (!parsed.ok) return jsonError(400, parsed.error);
  return exportInvoicesCsv(
    getExportDb(),
    { q: parsed.data.q, status: parsed.data.filters.status },
    { timeZone: readEnv().AGENCY_TIMEZONE, today: agencyToday() },
  );
});

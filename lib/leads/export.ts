import "server-only";

import { desc, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { leads } from "@/db/schema";
import { csvFileName } from "@/lib/export/csv-format";
import { csvResponse, csvSelection, type CsvColumn, type CsvStreamOptions } from "@/lib/export/csv-stream";

import { leadWhere, type LeadListFilters } from "./queries";

/** What the export sends about each lead: the table's columns and the details dialog's fields. */
export function leadExportColumns(timeZone: string): CsvColumn[] {
  // Instants as the agency's wall clock (AGENCY_TIMEZONE), the way the back office shows them.
  const local = (column: typeof leads.createdAt | typeof leads.lastContactDate) =>
    sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')`;
  return [
    { header: "Name", value: sql`${leads.name}` },
    { header: "Email", value: sql`${leads.email}` },
    { header: "Phone", value: sql`${leads.phone}` },
    { header: "Company", value: sql`${leads.company}` },
    { header: "Source", value: sql`${leads.source}` },
    { header: "Status", value: sql`${leads.status}` },
    // SPEC §2: 1 High, 2 Medium, 3 Low.
    { header: "Priority", value: sql`case ${leads.priority} when 1 then 'High' when 2 then 'Medium' else 'Low' end` },
    { header: "Lead Score", value: sql`${leads.leadScore}` },
    { header: "Service", value: sql`${leads.service}` },
    { header: "Budget", value: sql`${leads.budget}` },
    { header: "Timeline", value: sql`${leads.timeline}` },
    { header: "Estimated Value", value: sql`${leads.estimatedValue}` },
    { header: "Expected Close Date", value: sql`${leads.expectedCloseDate}` },
    { header: "Next Follow-up Date", value: sql`${leads.nextFollowUpDate}` },
    { header: "Last Contact", value: local(leads.lastContactDate) },
    { header: "Tags", value: sql`array_to_string(${leads.tags}, ', ')` },
    { header: "Brand Name", value: sql`${leads.brandName}` },
    { header: "Website", value: sql`${leads.domainName}` },
    { header: "Message", value: sql`${leads.message}` },
    { header: "Created", value: local(leads.createdAt) },
    { header: "Lead ID", value: sql`${leads.id}` },
  ];
}

export type LeadExportFilters = Omit<LeadListFilters, "offset" | "limit">;

/**
 * GET /api/admin/export/leads.csv: every lead the Leads tab would list for these filters (the
 * same WHERE), newest first like the tab, streamed as CSV.
 */
export function exportLeadsCsv(
  db: Database,
  filters: LeadExportFilters,
  { timeZone, today }: { timeZone: string; today: string },
  options?: CsvStreamOptions,
): Promise<Response> {
  const columns = leadExportColumns(timeZone);
  const query = db.select(csvSelection(columns)).from(leads).where(leadWhere(filters)).orderBy(desc(leads.createdAt), desc(leads.id));
  return csvResponse(db, query, columns, csvFileName("leads", today), options);
}

import "server-only";

import { desc, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { invoices } from "@/db/schema";
import { csvFileName } from "@/lib/export/csv-format";
import { csvResponse, csvSelection, type CsvColumn, type CsvStreamOptions } from "@/lib/export/csv-stream";

import { invoiceListWhere, overdueCondition, type InvoiceListFilter } from "./queries";

/** What the export sends about each invoice: the table's columns and the details dialog's fields. */
function invoiceExportColumns(today: string, timeZone: string): CsvColumn[] {
  return [
    { header: "Invoice #", value: sql`${invoices.invoiceNumber}` },
    { header: "Client Name", value: sql`${invoices.clientName}` },
    { header: "Client Email", value: sql`${invoices.clientEmail}` },
    { header: "Client Address", value: sql`${invoices.clientAddress}` },
    { header: "Status", value: sql`${invoices.status}` },
    // DESIGN.md's overdue rule, the one the Billing tab's badge shows.
    { header: "Overdue", value: sql`case when ${overdueCondition(today)} then 'yes' else 'no' end` },
    { header: "Issue Date", value: sql`${invoices.issueDate}` },
    { header: "Due Date", value: sql`${invoices.dueDate}` },
    { header: "Paid Date", value: sql`${invoices.paidDate}` },
    { header: "Payment Method", value: sql`${invoices.paymentMethod}` },
    { header: "Subtotal", value: sql`${invoices.subtotal}` },
    { header: "Tax Rate (%)", value: sql`${invoices.taxRate}` },
    { header: "Tax", value: sql`${invoices.taxAmount}` },
    { header: "Total", value: sql`${invoices.totalAmount}` },
    { header: "Amount Paid", value: sql`${invoices.amountPaid}` },
    { header: "Balance", value: sql`(${invoices.totalAmount} - ${invoices.amountPaid})::numeric(12,2)` },
    { header: "Description", value: sql`${invoices.description}` },
    { header: "Notes", value: sql`${invoices.notes}` },
    { header: "Created", value: sql`to_char(${invoices.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')` },
  ];
}

/**
 * GET /api/admin/export/invoices.csv: every invoice the Billing tab would list for this search and
 * status (the same WHERE, 'overdue' by the date rule), newest first, streamed as CSV.
 */
export function exportInvoicesCsv(
  db: Database,
  filter: InvoiceListFilter,
  { timeZone, today }: { timeZone: string; today: string },
  options?: CsvStreamOptions,
): Promise<Response> {
  const columns = invoiceExportColumns(today, timeZone);
  const query = db
    .select(csvSelection(columns))
    .from(invoices)
    .where(invoiceListWhere(filter, today))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return csvResponse(db, query, columns, csvFileName("invoices", today), options);
}

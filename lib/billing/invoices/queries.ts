import "server-only";

import { and, desc, eq, ilike, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { InvoiceStatus } from "@/db/enums";
import { invoicePayments, invoices, mailOutbox } from "@/db/schema";
import { formatDateTime } from "@/lib/dates";
import { containsPattern, PAGE_SIZE, pageCount as countPages } from "@/lib/list/params";

import { overdueCondition } from "./overdue";
import { clientInvoiceUrl, unsealClientToken } from "@/lib/billing/client-links/tokens";
import { getInvoiceDocument, invoiceColumns, listInvoiceItems, listPayments } from "./records";
import type { InvoiceDetails, InvoicePage, InvoiceStats, ReminderRow } from "@/lib/billing/types";

export { overdueCondition };
export { listInvoiceItems };

/** The Billing tab's search and filter; status 'overdue' means the date rule, undefined means all. */
export type InvoiceListFilter = { q: string; status: InvoiceStatus | undefined };

/**
 * The Billing tab's search and status filter as one WHERE condition, shared by the page query, its
 * count and the CSV export, so an export holds exactly the rows the tab lists.
 */
export function invoiceListWhere(params: InvoiceListFilter, today: string): SQL | undefined {
  const conditions: SQL[] = [];
  // search_text is invoice_number, client_name and client_email in one generated column with a
  // pg_trgm GIN index, so '%q%' does not scan the table.
  if (params.q) conditions.push(ilike(invoices.searchText, containsPattern(params.q)));
  if (params.status === "overdue") conditions.push(overdueCondition(today));
  else if (params.status) conditions.push(eq(invoices.status, params.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const listColumns = (today: string) => ({
  ...invoiceColumns,
  overdue: sql<boolean>`${overdueCondition(today)}`.mapWith(Boolean),
  hasClientLink: sql<boolean>`(${invoices.clientLinkHash} is not null)`.mapWith(Boolean),
});

/** Matching invoices newest first: created_at DESC NULLS FIRST with id as tie-break. */
const orderedList = (db: Db, where: SQL | undefined, today: string) =>
  db
    .select(listColumns(today))
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id));

/** One page of the Billing tab, newest first, searched, filtered and counted in SQL. */
export async function listInvoices(
  db: Db,
  params: InvoiceListFilter & { page: number },
  today: string,
  pageSize: number = PAGE_SIZE,
): Promise<InvoicePage> {
  const where = invoiceListWhere(params, today);
  const [countRow] = await db.select({ count: sql<number>`count(*)::int` }).from(invoices).where(where);
  const total = countRow?.count ?? 0;
  const pageCount = countPages(total, pageSize);
  // A page past the end (rows deleted, an old link) shows the last page instead of nothing.
  const page = Math.min(params.page, pageCount);
  // created_at DESC NULLS FIRST with id as tie-break is exactly invoices_created_at_idx (and the
  // status one behind an equality filter), so a page reads only its rows.
  const rows = await orderedList(db, where, today)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total, page, pageCount };
}

/** Total Revenue (the header and the Billing cards): every payment received, partial ones included, as numeric text. */
export async function sumPaymentsReceived(db: Db): Promise<string> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${invoicePayments.amount}), 0)::numeric(14,2)::text` }).from(invoicePayments);
  return row?.total ?? "0.00";
}

/**
 * The Billing tab's five cards. Total Revenue is the money received (every payment, partial ones
 * included); Pending is what is still owed on invoices neither paid nor cancelled.
 */
export async function getInvoiceStats(db: Db, today: string): Promise<InvoiceStats> {
  const [[row], revenue] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        paid: sql<number>`(count(*) filter (where ${invoices.status} = 'paid'))::int`,
        overdue: sql<number>`(count(*) filter (where ${overdueCondition(today)}))::int`,
        pending: sql<string>`coalesce(sum(${invoices.totalAmount} - ${invoices.amountPaid}) filter (where ${invoices.status} not in ('paid', 'cancelled')), 0)::numeric(14,2)::text`,
      })
      .from(invoices),
    sumPaymentsReceived(db),
  ]);
  return { total: row?.total ?? 0, paid: row?.paid ?? 0, overdue: row?.overdue ?? 0, pending: row?.pending ?? "0.00", revenue };
}

/** One invoice with its items and payments, or null (the admin's PDF). */
export const getInvoice = getInvoiceDocument;

/** The reminders mailed (or still queued) for an invoice, oldest first, with the stage each was for. */
async function listReminders(db: Db, invoiceId: string, timeZone: string): Promise<ReminderRow[]> {
  const rows = await db
    .select({ id: mailOutbox.id, dedupeKey: mailOutbox.dedupeKey, createdAt: mailOutbox.createdAt, status: mailOutbox.status })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.invoiceId, invoiceId), eq(mailOutbox.kind, "invoice_reminder")))
    .orderBy(mailOutbox.createdAt);
  // The key is 'invoice-reminder:<invoice id>:<days past due>' (lib/invoices/reminder-service.ts).
  return rows.map((row) => ({ id: row.id, daysLate: Number(row.dedupeKey?.split(":")[2] ?? 0), queuedAt: formatDateTime(row.createdAt, timeZone) ?? "", status: row.status }));
}

export type DetailsContext = { siteUrl: string; linkSecret: string | undefined; timeZone: string };

/**
 * What the details dialog loads when it opens: items, payments, reminders, the client link (its
 * token unsealed for 'Copy link') and the first view. Null for an unknown invoice.
 */
export async function getInvoiceDetails(db: Db, id: string, { siteUrl, linkSecret, timeZone }: DetailsContext): Promise<InvoiceDetails | null> {
  const [invoice] = await db
    .select({ sealed: invoices.clientLinkSealed, linkCreatedAt: invoices.clientLinkCreatedAt, viewedAt: invoices.viewedAt })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!invoice) return null;
  const [items, payments, reminders] = await Promise.all([listInvoiceItems(db, id), listPayments(db, id), listReminders(db, id, timeZone)]);
  const token = invoice.sealed && linkSecret ? unsealClientToken(invoice.sealed, linkSecret) : null;
  return {
    items,
    payments,
    reminders,
    clientLink: token ? { url: clientInvoiceUrl(siteUrl, token), createdAt: formatDateTime(invoice.linkCreatedAt, timeZone) ?? "" } : null,
    viewedAt: formatDateTime(invoice.viewedAt, timeZone),
  };
}

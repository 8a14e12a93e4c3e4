import "server-only";

import { and, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoiceItems, invoices } from "@/db/schema";

import type { InvoiceStatus } from "@/db/enums";
import { containsPattern, PAGE_SIZE, pageCount as countPages } from "@/lib/list/params";

import { overdueCondition } from "./overdue";

export { overdueCondition };

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

/** Every column the table, the details dialog and the edit form need; items load on demand. */
const invoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  clientName: invoices.clientName,
  clientEmail: invoices.clientEmail,
  clientAddress: invoices.clientAddress,
  description: invoices.description,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  paidDate: invoices.paidDate,
  paymentMethod: invoices.paymentMethod,
  subtotal: invoices.subtotal,
  taxRate: invoices.taxRate,
  taxAmount: invoices.taxAmount,
  totalAmount: invoices.totalAmount,
  status: invoices.status,
  notes: invoices.notes,
  createdAt: invoices.createdAt,
};

const listColumns = (today: string) => ({
  ...invoiceColumns,
  overdue: sql<boolean>`${overdueCondition(today)}`.mapWith(Boolean),
});

/** Matching invoices newest first: created_at DESC NULLS FIRST with id as tie-break. */
const orderedList = (db: Db, where: SQL | undefined, today: string) =>
  db
    .select(listColumns(today))
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id));

export type InvoiceListRow = Awaited<ReturnType<typeof orderedList>>[number];

export type InvoicePage = { rows: InvoiceListRow[]; total: number; page: number; pageCount: number };

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

export type InvoiceStats = {
  total: number;
  paid: number;
  overdue: number;
  /** SPEC §9: the sum of paid totals, numeric text ("0.00"). */
  revenue: string;
  /** SPEC §9: the sum of totals neither paid nor cancelled, numeric text. */
  pending: string;
};

/** The Billing tab's five cards in one pass over invoices. */
export async function getInvoiceStats(db: Db, today: string): Promise<InvoiceStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${invoices.status} = 'paid'))::int`,
      overdue: sql<number>`(count(*) filter (where ${overdueCondition(today)}))::int`,
      revenue: sql<string>`coalesce(sum(${invoices.totalAmount}) filter (where ${invoices.status} = 'paid'), 0)::numeric(14,2)::text`,
      pending: sql<string>`coalesce(sum(${invoices.totalAmount}) filter (where ${invoices.status} not in ('paid', 'cancelled')), 0)::numeric(14,2)::text`,
    })
    .from(invoices);
  return row ?? { total: 0, paid: 0, overdue: 0, revenue: "0.00", pending: "0.00" };
}

export async function listInvoiceItems(db: Db, invoiceId: string) {
  return db
    .select({
      id: invoiceItems.id,
      description: invoiceItems.description,
      quantity: invoiceItems.quantity,
      unitPrice: invoiceItems.unitPrice,
      totalPrice: invoiceItems.totalPrice,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.position), asc(invoiceItems.id));
}

export type InvoiceItemRow = Awaited<ReturnType<typeof listInvoiceItems>>[number];

/** One invoice with its items, or null. */
export async function getInvoice(db: Db, id: string) {
  const [invoice] = await db.select(invoiceColumns).from(invoices).where(eq(invoices.id, id));
  if (!invoice) return null;
  return { ...invoice, items: await listInvoiceItems(db, id) };
}

export type InvoiceWithItems = NonNullable<Awaited<ReturnType<typeof getInvoice>>>;

import { and, asc, desc, eq, ilike, isNull, ne, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";

import type { Db } from "@/db/client";
import type { InvoiceStatus } from "@/db/enums";
import { invoiceItems, invoicePayments, invoices, mailOutbox, proposals } from "@/db/schema";
import { clientInvoiceUrl, hashClientToken, isWellFormedToken, unsealClientToken } from "@/lib/billing/client-links/tokens";
import type {
  AgingBucket,
  DepositChoice,
  InvoiceDetails,
  InvoiceDocument,
  InvoiceDraft,
  InvoiceItemRow,
  InvoicePage,
  InvoiceStats,
  PaymentRow,
  Receivables,
  ReminderRow,
} from "@/lib/billing/types";
import { formatDateTime } from "@/lib/dates";
import { containsPattern, PAGE_SIZE, pageCount as countPages } from "@/lib/list/params";
import { readInvoiceCounts, readPaymentsReceived } from "@/lib/running-totals/queries";

/*
 * No "server-only" marker: the job worker (plain Node, where the marker throws) loads these reads
 * to render PDFs for the mail it delivers, list overdue invoices for the digest and copy a
 * retainer's items. eslint.config.mjs keeps components/ from importing this module.
 */

/**
 * DESIGN.md's overdue rule in SQL: neither paid nor cancelled, due before today (the agency's
 * date), whatever the stored status. Mirrors isInvoiceOverdue in lib/dates; the card, the filter
 * and the row tint all use this one expression.
 */
/** Neither paid nor cancelled, written as the list of invoices_open_idx's condition so the planner uses it. */
const openCondition = sql`${invoices.status} in ('draft', 'sent', 'overdue')`;

export const overdueCondition = (today: string): SQL => sql`(${openCondition} and ${invoices.dueDate} < ${today}::date)`;

/** Overdue invoices by DESIGN.md's rule, oldest due date first (invoices_due_date_idx), with their balance and the count. */
export async function listOverdueInvoices(db: Db, today: string, limit: number) {
  const where = overdueCondition(today);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        clientName: invoices.clientName,
        // What is still owed: a partial payment lowers it.
        balance: sql<string>`(${invoices.totalAmount} - ${invoices.amountPaid})::numeric(12,2)::text`,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(where)
      .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The number of the deposit invoice an invoice deducts ("Less deposit INV-..."), or null; by primary key. */
// The outer row is named by the table's own name: inside the subquery a bare column would be the deposit's.
const lessDepositInvoiceNumber = sql<
  string | null
>`(select deposit.invoice_number from ${invoices} as deposit where deposit.id = "invoices"."less_deposit_invoice_id")`;

/** Every column screens may see; the client link's hash and sealed token never leave the server. */
export const invoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  clientId: invoices.clientId,
  projectId: invoices.projectId,
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
  amountPaid: invoices.amountPaid,
  status: invoices.status,
  notes: invoices.notes,
  viewedAt: invoices.viewedAt,
  remindersEnabled: invoices.remindersEnabled,
  clientLinkCreatedAt: invoices.clientLinkCreatedAt,
  recurringScheduleId: invoices.recurringScheduleId,
  recurringRunDate: invoices.recurringRunDate,
  lessDepositInvoiceId: invoices.lessDepositInvoiceId,
  depositDeduction: invoices.depositDeduction,
  lessDepositInvoiceNumber,
  createdAt: invoices.createdAt,
};

/** The columns a Billing row leaves out (InvoiceParticulars). */
const particularColumns = {
  clientId: invoices.clientId,
  projectId: invoices.projectId,
  clientAddress: invoices.clientAddress,
  description: invoices.description,
  notes: invoices.notes,
  paidDate: invoices.paidDate,
  paymentMethod: invoices.paymentMethod,
  remindersEnabled: invoices.remindersEnabled,
  subtotal: invoices.subtotal,
  taxRate: invoices.taxRate,
  taxAmount: invoices.taxAmount,
  lessDepositInvoiceId: invoices.lessDepositInvoiceId,
  depositDeduction: invoices.depositDeduction,
  lessDepositInvoiceNumber,
};

export async function listInvoiceItems(db: Db, invoiceId: string): Promise<InvoiceItemRow[]> {
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

/** An invoice's payments, oldest first. */
export async function listPayments(db: Db, invoiceId: string): Promise<PaymentRow[]> {
  return db
    .select({
      id: invoicePayments.id,
      amount: invoicePayments.amount,
      paidOn: invoicePayments.paidOn,
      method: invoicePayments.method,
      note: invoicePayments.note,
      fromStatusChange: invoicePayments.fromStatusChange,
      providerReference: invoicePayments.providerReference,
      overpayment: invoicePayments.overpayment,
      overpaymentResolvedAt: invoicePayments.overpaymentResolvedAt,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
}

/** One invoice with its items and payments (what the PDF draws), or null. */
export async function getInvoiceDocument(db: Db, id: string): Promise<InvoiceDocument | null> {
  const [invoice] = await db.select(invoiceColumns).from(invoices).where(eq(invoices.id, id));
  if (!invoice) return null;
  const [items, payments] = await Promise.all([listInvoiceItems(db, id), listPayments(db, id)]);
  return { ...invoice, items, payments };
}

/**
 * The invoice a client page's token opens, or null (unknown, revoked, or not a token at all). The
 * lookup is by the token's hash; an invoice is only ever found by its own token.
 */
export async function findInvoiceByToken(db: Db, token: string): Promise<InvoiceDocument | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.clientLinkHash, hashClientToken(token)));
  return row ? getInvoiceDocument(db, row.id) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One of a client's invoices as the client may see it (sent, overdue, paid or cancelled: never a
 * draft), or null, also for an id that is not a UUID (no query runs). The client portal's lookup.
 */
export async function findClientInvoice(db: Db, clientId: string, id: string): Promise<InvoiceDocument | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.clientId, clientId), ne(invoices.status, "draft")));
  return row ? getInvoiceDocument(db, row.id) : null;
}

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
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  clientName: invoices.clientName,
  clientEmail: invoices.clientEmail,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  totalAmount: invoices.totalAmount,
  amountPaid: invoices.amountPaid,
  status: invoices.status,
  overdue: sql<boolean>`${overdueCondition(today)}`.mapWith(Boolean),
  // Such an invoice cannot be deleted (its payments are the provider's record): the row offers no Delete.
  // Written out: inside a select's column list Drizzle names columns without their table.
  paidOnline:
    sql<boolean>`exists (select 1 from invoice_payments p where p.invoice_id = invoices.id and p.provider_reference is not null)`.mapWith(
      Boolean,
    ),
});

/** Matching invoices newest first: created_at DESC NULLS FIRST with id as tie-break. */
const orderedList = (db: Db, where: SQL | undefined, today: string) =>
  db.select(listColumns(today)).from(invoices).where(where).orderBy(desc(invoices.createdAt), desc(invoices.id));

/**
 * How many invoices match: without a search, from the running totals (a stored status, or all);
 * the overdue rule and a search are counted in SQL (the open-invoices and trigram indexes).
 */
async function countInvoices(db: Db, params: InvoiceListFilter, where: SQL | undefined): Promise<number> {
  if (!params.q && params.status !== "overdue") {
    const counts = await readInvoiceCounts(db);
    return params.status ? counts[params.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(where);
  return row?.count ?? 0;
}

/** One page of the Billing tab, newest first, searched, filtered and counted in SQL. */
export async function listInvoices(
  db: Db,
  params: InvoiceListFilter & { page: number },
  today: string,
  pageSize: number = PAGE_SIZE,
): Promise<InvoicePage> {
  const where = invoiceListWhere(params, today);
  // created_at DESC NULLS FIRST with id as tie-break is exactly invoices_created_at_idx (and the
  // status one behind an equality filter), so a page reads only its rows.
  const readPage = (page: number) =>
    orderedList(db, where, today)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  // The asked page is read beside the count; only a page past the end waits for it.
  const [total, asked] = await Promise.all([countInvoices(db, params, where), readPage(params.page)]);
  const pageCount = countPages(total, pageSize);
  // A page past the end (rows deleted, an old link) shows the last page instead of nothing.
  const page = Math.min(params.page, pageCount);
  const rows = page === params.page ? asked : await readPage(page);
  return { rows, total, page, pageCount };
}

/** Total Revenue (the header and the Billing cards): every payment received, partial ones included, as numeric text. */
export const sumPaymentsReceived = readPaymentsReceived;

/**
 * The Billing tab's five cards. Total Revenue is the money received (every payment, partial ones
 * included); Pending is what is still owed on invoices neither paid nor cancelled.
 */
export async function getInvoiceStats(db: Db, today: string): Promise<InvoiceStats> {
  const [counts, [open], revenue] = await Promise.all([
    readInvoiceCounts(db),
    db
      .select({
        overdue: sql<number>`(count(*) filter (where ${invoices.dueDate} < ${today}::date))::int`,
        pending: sql<string>`coalesce(sum(${invoices.totalAmount} - ${invoices.amountPaid}), 0)::numeric(14,2)::text`,
      })
      .from(invoices)
      .where(openCondition),
    sumPaymentsReceived(db),
  ]);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { total, paid: counts.paid, overdue: open?.overdue ?? 0, pending: open?.pending ?? "0.00", revenue };
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
  // The key is 'invoice-reminder:<invoice id>:<days past due>' (lib/billing/reminders/service.ts).
  return rows.map((row) => ({
    id: row.id,
    daysLate: Number(row.dedupeKey?.split(":")[2] ?? 0),
    queuedAt: formatDateTime(row.createdAt, timeZone) ?? "",
    status: row.status,
  }));
}

/** What the edit form of a draft loads when it opens, or null for an unknown invoice. */
export async function getInvoiceDraft(db: Db, id: string): Promise<InvoiceDraft | null> {
  const [[invoice], items] = await Promise.all([
    db.select({ particulars: particularColumns }).from(invoices).where(eq(invoices.id, id)),
    listInvoiceItems(db, id),
  ]);
  return invoice ? { particulars: invoice.particulars, items } : null;
}

export type DetailsContext = { siteUrl: string; linkSecret: string | undefined; timeZone: string };

/**
 * What the details dialog loads when it opens: items, payments, reminders, the client link (its
 * token unsealed for 'Copy link') and the first view. Null for an unknown invoice.
 */
export async function getInvoiceDetails(
  db: Db,
  id: string,
  { siteUrl, linkSecret, timeZone }: DetailsContext,
): Promise<InvoiceDetails | null> {
  const [invoice] = await db
    .select({
      particulars: particularColumns,
      sealed: invoices.clientLinkSealed,
      linkCreatedAt: invoices.clientLinkCreatedAt,
      viewedAt: invoices.viewedAt,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!invoice) return null;
  const [items, payments, reminders] = await Promise.all([listInvoiceItems(db, id), listPayments(db, id), listReminders(db, id, timeZone)]);
  const token = invoice.sealed && linkSecret ? unsealClientToken(invoice.sealed, linkSecret) : null;
  return {
    particulars: invoice.particulars,
    items,
    payments,
    reminders,
    clientLink: token ? { url: clientInvoiceUrl(siteUrl, token), createdAt: formatDateTime(invoice.linkCreatedAt, timeZone) ?? "" } : null,
    viewedAt: formatDateTime(invoice.viewedAt, timeZone),
  };
}

const BUCKETS: { key: AgingBucket["key"]; label: string; condition: string }[] = [
  { key: "current", label: "Current (not yet due)", condition: "late <= 0" },
  { key: "1-30", label: "1-30 days past due", condition: "late between 1 and 30" },
  { key: "31-60", label: "31-60 days past due", condition: "late between 31 and 60" },
  { key: "61-90", label: "61-90 days past due", condition: "late between 61 and 90" },
  { key: "90+", label: "90+ days past due", condition: "late > 90" },
];

/**
 * Outstanding and its aging in one aggregate over open invoices (sent or overdue with a balance), days
 * counted from the due date to the agency's today. Reads invoice rows only: amount_paid is kept on them.
 */
export async function getReceivables(db: Db, today: string): Promise<Receivables> {
  const columns = BUCKETS.map(
    ({ key, condition }) =>
      sql`coalesce(sum(balance) filter (where ${sql.raw(condition)}), 0)::numeric(14,2)::text as ${sql.identifier(`amount_${key}`)},
          (count(*) filter (where ${sql.raw(condition)}))::int as ${sql.identifier(`count_${key}`)}`,
  );
  const [row] = await db.execute<Record<string, string | number>>(sql`
    with open as (
      select total_amount - amount_paid as balance, ${today}::date - due_date as late
      from invoices
      where status in ('sent', 'overdue') and amount_paid < total_amount
    )
    select coalesce(sum(balance), 0)::numeric(14,2)::text as outstanding, count(*)::int as count, ${sql.join(columns, sql`, `)}
    from open`);
  return {
    outstanding: String(row?.outstanding ?? "0.00"),
    count: Number(row?.count ?? 0),
    buckets: BUCKETS.map(({ key, label }) => ({
      key,
      label,
      amount: String(row?.[`amount_${key}`] ?? "0.00"),
      count: Number(row?.[`count_${key}`] ?? 0),
    })),
  };
}

const deducting = alias(invoices, "deducting");

/**
 * The deposit invoices an invoice of this project may deduct ("Less deposit INV-..."): each the
 * deposit invoice of one of the project's proposals (proposals.deposit_invoice_id), not cancelled,
 * not the invoice itself, and not deducted yet by another invoice (invoices_less_deposit_key allows
 * one). `invoiceId` is the draft being edited, whose own deduction stays on offer.
 */
export async function listDepositChoices(db: Db, projectId: string, invoiceId: string | null = null): Promise<DepositChoice[]> {
  const notSelf = (column: AnyPgColumn) => (invoiceId ? ne(column, invoiceId) : undefined);
  return db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, totalAmount: invoices.totalAmount })
    .from(proposals)
    .innerJoin(invoices, eq(invoices.id, proposals.depositInvoiceId))
    .leftJoin(deducting, and(eq(deducting.lessDepositInvoiceId, invoices.id), notSelf(deducting.id)))
    .where(and(eq(proposals.projectId, projectId), ne(invoices.status, "cancelled"), isNull(deducting.id), notSelf(invoices.id)))
    .orderBy(asc(invoices.invoiceNumber));
}

import "server-only";

import { asc, desc, eq, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { AdminRole } from "@/db/enums";
import { adminUsers, clientContacts, clients, communications, invoicePayments, invoices, leads, projects } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import type { HistoryEntry, HistoryMessage } from "@/lib/activity/types";
import { OWNER_ONLY } from "@/lib/authentication/guards";
import { containsPattern, type BoundedCount } from "@/lib/list/params";
import { toCents } from "@/lib/money";

import { searchClientOptions } from "./picker-queries";
import type { StatementRange } from "./record-schema";
import type { ClientListRow, ClientMoney, ClientPage, ClientRecord, Statement } from "./record-types";
import { runningStatement, type StatementEntry } from "./statement";
import type { ClientOption } from "./types";

/**
 * The Clients section's reads. Who asks is passed in (`viewer`): money (balances, invoices,
 * payments, statements) is read for owners only, and asking for it as staff throws, so no page
 * can leak it by mistake.
 */

export type ClientViewer = { role: AdminRole };

/** Money (balances, invoices, payments, statements) is the owners' (CONTRACT.md roles): anyone else is refused. */
export function requireMoneyViewer(viewer: ClientViewer): void {
  if (viewer.role !== "owner") throw new UserFacingError(OWNER_ONLY);
}

/** The statuses that still owe money: neither paid nor cancelled (SPEC's "pending", invoices_open_idx). */
const OPEN_INVOICE = sql`('draft', 'sent', 'overdue')`;
/** What a statement lists: invoices the client received (not drafts), not cancelled ones. */
const BILLED_INVOICE = sql`('sent', 'paid', 'overdue')`;

/** A page's lists show this many rows at most; the activity, this many entries. */
const PAGE_LIST_LIMIT = 100;
const ACTIVITY_LIMIT = 100;
const COMMUNICATIONS_LIMIT = 50;

export type ClientListFilters = { q: string; offset: number; limit: number };

/** A search counts at most this many matches past the page's first row; beyond, the list says "1,000+". */
export const CLIENT_SEARCH_COUNT_LIMIT = 1000;

type ListRow = {
  id: string;
  display_name: string;
  company: string | null;
  contact_name: string | null;
  contact_email: string | null;
  open_projects: number;
  balance_due?: string;
  last_payment?: string | null;
  total?: number;
};

/**
 * One page of clients by name (clients_display_name_idx order) and how many match, searched by
 * display name, company and billing email (search_text, clients_search_trgm_idx) or any contact's
 * email (client_contacts_email_trgm_idx). A search first counts the clients' own matches up to the
 * cap (one trigram read, or a short walk for a text too short for trigrams): past it, the text is
 * broad ("a"), so the page walks the name index and stops at its last row, and the list says
 * "1,000+"; else both indexes' ids are joined once by a union that gives the page and the exact
 * count in one statement. The figures of each row (primary contact, open projects and, for owners,
 * balance due and last payment) are read for the page's 25 rows only.
 */
export async function listClients(
  db: Db,
  filters: ClientListFilters,
  viewer: ClientViewer,
): Promise<{ rows: ClientListRow[] } & BoundedCount> {
  const cap = filters.offset + CLIENT_SEARCH_COUNT_LIMIT;
  const pattern = containsPattern(filters.q);
  const page = (where: SQL | undefined) =>
    db
      .select({ id: clients.id, displayName: clients.displayName, company: clients.company })
      .from(clients)
      .where(where)
      .orderBy(sql`lower(${clients.displayName})`, asc(clients.id))
      .limit(filters.limit)
      .offset(filters.offset);
  const read = (ctes: SQL, total?: SQL) => db.execute<ListRow>(listStatement(ctes, total, viewer.role === "owner"));

  let rows: ListRow[];
  let count: BoundedCount;
  if (!filters.q) {
    const [pageRows, [all]] = await Promise.all([
      read(sql`page as (${page(undefined)})`),
      db.select({ n: sql<number>`count(*)::int` }).from(clients),
    ]);
    rows = pageRows;
    count = { total: all?.n ?? 0 };
  } else {
    const [own] = await db.execute<{ n: number }>(sql`select count(*)::int as n from (
      select 1 from ${clients} where ${clients.searchText} ilike ${pattern} limit ${cap + 1}) as matches`);
    if (Number(own?.n ?? 0) > cap) {
      rows = await read(
        sql`page as (${page(sql`(${clients.searchText} ilike ${pattern} or exists (
        select 1 from ${clientContacts} where ${clientContacts.clientId} = ${clients.id} and ${clientContacts.email} ilike ${pattern}))`)})`,
      );
      count = { total: cap, atLeast: true };
    } else {
      // Materialized: the page and the count read the union's ids once.
      rows = await read(
        sql`matched as materialized (
          select ${clients.id} as id from ${clients} where ${clients.searchText} ilike ${pattern}
          union
          select ${clientContacts.clientId} from ${clientContacts} where ${clientContacts.email} ilike ${pattern}),
        page as (${page(sql`${clients.id} in (select id from matched)`)})`,
        sql`(select count(*)::int from matched)`,
      );
      count = { total: rows[0]?.total ?? 0 };
    }
  }
  return { rows: rows.filter((row) => row.id !== null).map(listRow), ...count };
}

/**
 * The page's rows with their figures, after the CTEs that make `page`. With `total`, one row holds
 * the count even when the page is empty (its other columns null).
 */
function listStatement(ctes: SQL, total: SQL | undefined, withMoney: boolean): SQL {
  const money = withMoney
    ? sql`,
      (select coalesce(sum(i.total_amount - i.amount_paid), 0)::text from invoices i
        where i.client_id = page.id and i.status in ${OPEN_INVOICE}) as balance_due,
      (select max(pay.paid_on)::text from invoice_payments pay join invoices i on i.id = pay.invoice_id
        where i.client_id = page.id and pay.amount > 0) as last_payment`
    : sql``;
  const figures = sql`page.id, page.display_name, page.company, contact.name as contact_name, contact.email as contact_email,
    (select count(*)::int from projects p where p.client_id = page.id and p.status <> 'completed') as open_projects
    ${money}`;
  const joined = sql`page left join client_contacts contact on contact.client_id = page.id and contact.is_primary`;
  return total
    ? sql`with ${ctes}
      select ${figures}, counted.total from (select ${total} as total) counted left join (${joined}) on true
      order by lower(page.display_name), page.id`
    : sql`with ${ctes}
      select ${figures} from ${joined}
      order by lower(page.display_name), page.id`;
}

const listRow = (row: ListRow): ClientListRow => ({
  id: row.id,
  displayName: row.display_name,
  company: row.company,
  primaryContact: row.contact_name && row.contact_email ? { name: row.contact_name, email: row.contact_email } : null,
  openProjects: row.open_projects,
  ...(row.balance_due !== undefined
    ? { money: { balanceDueCents: toCents(row.balance_due ?? "0"), lastPaymentDate: row.last_payment ?? null } }
    : {}),
});

/** A client with its contacts (primary first), or null; both read at once. */
export async function getClientRecord(db: Db, id: string): Promise<ClientRecord | null> {
  const [[client], contacts] = await Promise.all([
    db
      .select({
        id: clients.id,
        kind: clients.kind,
        displayName: clients.displayName,
        company: clients.company,
        billingEmail: clients.billingEmail,
        billingAddress: clients.billingAddress,
        phone: clients.phone,
        taxId: clients.taxId,
        notes: clients.notes,
        createdAt: clients.createdAt,
      })
      .from(clients)
      .where(eq(clients.id, id)),
    db
      .select({
        id: clientContacts.id,
        name: clientContacts.name,
        email: clientContacts.email,
        phone: clientContacts.phone,
        role: clientContacts.role,
        isPrimary: clientContacts.isPrimary,
      })
      .from(clientContacts)
      .where(eq(clientContacts.clientId, id))
      .orderBy(desc(clientContacts.isPrimary), sql`lower(${clientContacts.name})`, asc(clientContacts.id)),
  ]);
  return client ? { ...client, contacts } : null;
}

const uuidArray = (ids: string[]) =>
  ids.length > 0
    ? sql`array[${sql.join(
        ids.map((one) => sql`${one}::uuid`),
        sql`, `,
      )}]`
    : sql`'{}'::uuid[]`;

/** The ids of what hangs from a client, for its communications and activity. */
async function linkedIds(db: Db, clientId: string) {
  const rows = await db.execute<{ kind: "project" | "lead" | "invoice"; id: string }>(sql`
    select 'project' as kind, id from projects where client_id = ${clientId}
    union all select 'lead', id from leads where client_id = ${clientId}
    union all select 'invoice', id from invoices where client_id = ${clientId}`);
  const of = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  return { projectIds: of("project"), leadIds: of("lead"), invoiceIds: of("invoice") };
}

/**
 * A client and every client merged into it, however many merges deep: the merged client's own
 * entries stay under its id (entries are never changed) and the 'merged' entry names it.
 */
async function clientAndMergedIds(db: Db, clientId: string): Promise<string[]> {
  // UNION drops ids already found, so even a loop of merge entries ends.
  const rows = await db.execute<{ id: string }>(sql`
    with recursive merged (id) as (
      select ${clientId}::uuid
      union
      select (entry.metadata ->> 'merged_client_id')::uuid
      from activity_log entry join merged on entry.entity_type = 'client' and entry.entity_id = merged.id
      where entry.action = 'merged' and entry.metadata ? 'merged_client_id'
    )
    select id from merged`);
  return rows.map((row) => row.id);
}

/**
 * The audit entries of the client (and the clients merged into it), its projects, its leads and
 * (for owners) its invoices, newest first; each part reads activity_log_entity_idx.
 */
async function listClientActivity(
  db: Db,
  clientIds: string[],
  ids: Awaited<ReturnType<typeof linkedIds>>,
  withMoney: boolean,
): Promise<HistoryEntry[]> {
  const part = (entityType: string, entityIds: SQL) => sql`(select * from activity_log
      where entity_type = ${entityType} and entity_id = any(${entityIds})
      order by created_at desc limit ${ACTIVITY_LIMIT})`;
  const parts = [
    part("client", uuidArray(clientIds)),
    part("project", uuidArray(ids.projectIds)),
    part("lead", uuidArray(ids.leadIds)),
    ...(withMoney ? [part("invoice", uuidArray(ids.invoiceIds))] : []),
  ];
  const rows = await db.execute<{
    id: string;
    entity_type: string;
    action: string;
    description: string;
    changes: HistoryEntry["changes"];
    created_at: Date | string;
    performed_by: string | null;
  }>(sql`
    select entry.id, entry.entity_type, entry.action, entry.description, entry.changes, entry.created_at, admin.username as performed_by
    from (${sql.join(parts, sql` union all `)}) entry
    left join admin_users admin on admin.id = entry.performed_by
    order by entry.created_at desc, entry.id desc
    limit ${ACTIVITY_LIMIT}`);
  return rows.map((row) => ({
    id: row.id,
    entityType: row.entity_type,
    action: row.action,
    description: row.description,
    changes: row.changes,
    createdAt: new Date(row.created_at),
    performedBy: row.performed_by,
  }));
}

/** The communications of the client's leads and projects, newest first. */
async function listClientCommunications(db: Db, ids: Awaited<ReturnType<typeof linkedIds>>): Promise<HistoryMessage[]> {
  if (ids.leadIds.length === 0 && ids.projectIds.length === 0) return [];
  return (
    db
      .select({
        id: communications.id,
        type: communications.type,
        subject: communications.subject,
        content: communications.content,
        createdAt: communications.createdAt,
        createdBy: adminUsers.username,
        fromEmail: communications.fromEmail,
        toEmail: communications.toEmail,
      })
      .from(communications)
      .leftJoin(adminUsers, eq(adminUsers.id, communications.createdBy))
      // Two index reads (communications_lead_id_idx, communications_project_id_idx) joined by a bitmap OR.
      .where(
        sql`(${communications.leadId} = any(${uuidArray(ids.leadIds)}) or ${communications.projectId} = any(${uuidArray(ids.projectIds)}))`,
      )
      .orderBy(desc(communications.createdAt), desc(communications.id))
      .limit(COMMUNICATIONS_LIMIT)
  );
}

/** The owners' part of a client page: invoices, payments and the balance due. Throws for staff. */
export async function getClientMoney(db: Db, clientId: string, viewer: ClientViewer): Promise<ClientMoney> {
  requireMoneyViewer(viewer);
  const [invoiceRows, paymentRows, [balance]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        status: invoices.status,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
        totalAmount: invoices.totalAmount,
        amountPaid: invoices.amountPaid,
      })
      .from(invoices)
      .where(eq(invoices.clientId, clientId))
      .orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber))
      .limit(PAGE_LIST_LIMIT),
    db
      .select({
        id: invoicePayments.id,
        invoiceNumber: invoices.invoiceNumber,
        amount: invoicePayments.amount,
        paidOn: invoicePayments.paidOn,
        method: invoicePayments.method,
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(eq(invoices.clientId, clientId))
      .orderBy(desc(invoicePayments.paidOn), desc(invoicePayments.createdAt))
      .limit(PAGE_LIST_LIMIT),
    db.execute<{ due: string }>(sql`
      select coalesce(sum(total_amount - amount_paid), 0)::text as due
      from invoices where client_id = ${clientId} and status in ${OPEN_INVOICE}`),
  ]);
  return { invoices: invoiceRows, payments: paymentRows, balanceDueCents: toCents(balance?.due ?? "0") };
}

/** Everything a client page shows, money only for owners; null for an unknown id. */
export async function getClientPage(db: Db, id: string, viewer: ClientViewer): Promise<ClientPage | null> {
  // Two rounds: what names the rest (the record, the linked ids, the merged clients), then the rest at once.
  const [client, ids, clientIds] = await Promise.all([getClientRecord(db, id), linkedIds(db, id), clientAndMergedIds(db, id)]);
  if (!client) return null;
  const withMoney = viewer.role === "owner";
  const [projectRows, leadRows, communicationRows, activity, money] = await Promise.all([
    db
      .select({
        id: projects.id,
        title: projects.title,
        status: projects.status,
        progressPercentage: projects.progressPercentage,
        startDate: projects.startDate,
        endDate: projects.endDate,
      })
      .from(projects)
      .where(eq(projects.clientId, id))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(PAGE_LIST_LIMIT),
    db
      .select({ id: leads.id, name: leads.name, email: leads.email, status: leads.status, createdAt: leads.createdAt })
      .from(leads)
      .where(eq(leads.clientId, id))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(PAGE_LIST_LIMIT),
    listClientCommunications(db, ids),
    listClientActivity(db, clientIds, ids, withMoney),
    withMoney ? getClientMoney(db, id, viewer) : Promise.resolve(undefined),
  ]);
  return {
    client,
    projects: projectRows,
    leads: leadRows,
    communications: communicationRows,
    activity,
    ...(money ? { money } : {}),
  };
}

/** Clients to merge into `excludeId`: the pickers' search (name, company or any email), without this one. */
export async function listClientChoices(db: Db, q: string, excludeId: string): Promise<ClientOption[]> {
  return (await searchClientOptions(db, q)).filter((option) => option.id !== excludeId);
}

/**
 * A client's statement over a range (owners only): the opening balance (billed before `from` less
 * paid before it), then each invoice issued and each payment received in the range with the running
 * balance. Drafts and cancelled invoices are not billed, so neither they nor their payments count.
 */
export async function getClientStatement(db: Db, clientId: string, range: StatementRange, viewer: ClientViewer): Promise<Statement | null> {
  requireMoneyViewer(viewer);
  return readClientStatement(db, clientId, range);
}

/**
 * The statement itself, for a caller that has already decided who may read it: the owners' page
 * above, and the client portal (the signed-in contact's own client, lib/portal/statement.ts).
 */
export async function readClientStatement(db: Db, clientId: string, range: StatementRange): Promise<Statement | null> {
  const [client] = await db
    .select({
      id: clients.id,
      displayName: clients.displayName,
      company: clients.company,
      billingEmail: clients.billingEmail,
      billingAddress: clients.billingAddress,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) return null;
  const [[opening], invoiceRows, paymentRows] = await Promise.all([
    db.execute<{ billed: string; paid: string }>(sql`
      select
        (select coalesce(sum(total_amount), 0)::text from invoices
          where client_id = ${clientId} and status in ${BILLED_INVOICE} and issue_date < ${range.from}) as billed,
        (select coalesce(sum(pay.amount), 0)::text from invoice_payments pay join invoices i on i.id = pay.invoice_id
          where i.client_id = ${clientId} and i.status in ${BILLED_INVOICE} and pay.paid_on < ${range.from}) as paid`),
    db.execute<{ number: string; date: string; description: string | null; total: string }>(sql`
      select invoice_number as number, issue_date::text as date, description, total_amount::text as total
      from invoices
      where client_id = ${clientId} and status in ${BILLED_INVOICE} and issue_date between ${range.from} and ${range.to}`),
    db.execute<{ number: string; date: string; method: string | null; amount: string }>(sql`
      select i.invoice_number as number, pay.paid_on::text as date, pay.method, pay.amount::text as amount
      from invoice_payments pay join invoices i on i.id = pay.invoice_id
      where i.client_id = ${clientId} and i.status in ${BILLED_INVOICE} and pay.paid_on between ${range.from} and ${range.to}
        and pay.amount <> 0`),
  ]);
  const entries: StatementEntry[] = [
    ...invoiceRows.map((row) => ({
      date: row.date,
      kind: "invoice" as const,
      reference: row.number,
      description: row.description ? `Invoice ${row.number}: ${row.description}` : `Invoice ${row.number}`,
      chargeCents: toCents(row.total),
      paymentCents: 0,
    })),
    ...paymentRows.map((row) => ({
      date: row.date,
      kind: "payment" as const,
      reference: row.number,
      // A refund of a card payment taken online is a negative payment: it adds back to the balance.
      description: `${toCents(row.amount) < 0 ? "Refund" : "Payment"} on ${row.number}${row.method ? ` (${row.method})` : ""}`,
      chargeCents: 0,
      paymentCents: toCents(row.amount),
    })),
  ];
  const openingBalanceCents = toCents(opening?.billed ?? "0") - toCents(opening?.paid ?? "0");
  return { client, ...range, ...runningStatement(openingBalanceCents, entries) };
}

import "server-only";

import { and, desc, eq, getTableColumns, ilike, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { LeadSource, LeadStatus } from "@/db/enums";
import { leads } from "@/db/schema";
import { getHistory } from "@/lib/activity/history";
import { type BoundedCount, containsPattern } from "@/lib/list/params";
import { countLeadTotals, type LeadTotal, readLeadTotals } from "@/lib/running-totals/queries";

import type { LeadDetails, LeadListRow, LeadSummary } from "./types";

export type LeadListFilters = {
  q: string;
  status?: LeadStatus;
  source?: LeadSource;
  offset: number;
  limit: number;
};

/**
 * The Leads tab's search and filters as one WHERE condition, shared by the page query, its count
 * and the CSV export, so an export holds exactly the rows the tab lists.
 */
export function leadWhere(filters: Omit<LeadListFilters, "offset" | "limit">): SQL | undefined {
  return and(
    // search_text is name, email and company, indexed by leads_search_trgm_idx (pg_trgm GIN).
    filters.q ? ilike(leads.searchText, containsPattern(filters.q)) : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.source ? eq(leads.source, filters.source) : undefined,
  );
}

/** The columns of the Leads table and its edit and conversion dialogs (the details dialog reads the rest). */
const leadListColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  company: leads.company,
  source: leads.source,
  status: leads.status,
  priority: leads.priority,
  leadScore: leads.leadScore,
  service: leads.service,
  budget: leads.budget,
  estimatedValue: leads.estimatedValue,
  expectedCloseDate: leads.expectedCloseDate,
  nextFollowUpDate: leads.nextFollowUpDate,
  tags: leads.tags,
  duplicateOfId: leads.duplicateOfId,
  createdAt: leads.createdAt,
};

/** A search counts at most this many matches past the page's first row; beyond, the list says "1,000+". */
export const SEARCH_COUNT_LIMIT = 1000;

/**
 * One page of leads, newest first, and how many match. The order (created_at desc, id desc) is
 * exactly the newest-first indexes' order, with or without the status/source filter, so a page
 * reads 25 index entries. Without a search the count comes from the running totals (exact, no
 * scan; the caller may already hold them for the key figures). A search counts its matches up to
 * SEARCH_COUNT_LIMIT past the page (counting every "smith" of a million leads takes most of a
 * second) and says so with `atLeast`.
 */
export async function listLeads(
  db: Db,
  filters: LeadListFilters,
  knownTotals?: Promise<LeadTotal[]>,
): Promise<{ rows: LeadListRow[] } & BoundedCount> {
  const where = leadWhere(filters);
  const [rows, count] = await Promise.all([
    db
      .select(leadListColumns)
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(filters.limit)
      .offset(filters.offset),
    filters.q
      ? countSearchMatches(db, where, filters.offset + SEARCH_COUNT_LIMIT)
      : (knownTotals ?? readLeadTotals(db)).then((totals) => ({ total: countLeadTotals(totals, filters) })),
  ]);
  return { rows, ...count };
}

async function countSearchMatches(db: Db, where: SQL | undefined, cap: number): Promise<BoundedCount> {
  const matches = db
    .select({ one: sql`1` })
    .from(leads)
    .where(where)
    .limit(cap + 1)
    .as("matches");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, atLeast: true } : { total: n };
}

/** Every field of one lead and its history (activity entries and communications, newest first). */
export async function getLeadDetails(db: Db, id: string): Promise<LeadDetails | null> {
  const { searchText, ...columns } = getTableColumns(leads);
  void searchText; // generated for the search index; nothing to show
  const [fields] = await db.select(columns).from(leads).where(eq(leads.id, id));
  if (!fields) return null;
  const [history, original] = await Promise.all([getHistory(db, "lead", id), getDuplicateOriginals(db, fields.duplicateOfId)]);
  return { lead: fields, ...history, original };
}

/**
 * The lead a duplicate was matched to, and the lead a merge would fold it into: the root of the
 * duplicate chain. Intake always points at the oldest lead with the same email, so the
 * two are nearly always the same lead; a chain only forms when leads were marked by hand or two
 * arrived at once. The walk stops at a lead that is no duplicate; a loop has no root (null).
 */
export async function findDuplicateRoot(db: Db, originalId: string): Promise<string | null> {
  const [row] = await db.execute<{ id: string }>(sql`
    with recursive chain (id, duplicate_of_id, path) as (
      select id, duplicate_of_id, array[id] from ${leads} where id = ${originalId}
      union all
      select parent.id, parent.duplicate_of_id, chain.path || parent.id
      from chain join ${leads} as parent on parent.id = chain.duplicate_of_id
      where not parent.id = any(chain.path) and cardinality(chain.path) < 100
    )
    select id from chain where duplicate_of_id is null limit 1`);
  return row?.id ?? null;
}

const leadSummary = { id: leads.id, name: leads.name, email: leads.email };

/** For the details dialog: the direct original (linked) and the merge target (named in the confirmation). */
async function getDuplicateOriginals(
  db: Db,
  duplicateOfId: string | null,
): Promise<{ direct: LeadSummary; mergeTarget: LeadSummary | null } | null> {
  if (!duplicateOfId) return null;
  const [direct] = await db.select(leadSummary).from(leads).where(eq(leads.id, duplicateOfId));
  if (!direct) return null;
  const rootId = await findDuplicateRoot(db, direct.id);
  if (rootId === direct.id) return { direct, mergeTarget: direct };
  const [root] = rootId ? await db.select(leadSummary).from(leads).where(eq(leads.id, rootId)) : [];
  return { direct, mergeTarget: root ?? null };
}

import "server-only";

import { and, eq, ilike, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { leadStatuses, type LeadStatus } from "@/db/enums";
import { leads } from "@/db/schema";
import { containsPattern } from "@/lib/list/params";
import { toCents } from "@/lib/money";
import { type LeadTotal, readLeadTotals } from "@/lib/running-totals/queries";

import { BOARD_PAGE_SIZE, type BoardCursor } from "./board-schema";
import type { BoardCard, BoardColumn, BoardColumnPage, BoardColumnSummary, BoardFilters } from "./types";

/**
 * The pipeline board's reads. A column follows leads_status_created_at_idx, so a page reads about 20
 * index entries whatever the table's size, and 'Load more' uses a keyset cursor instead of OFFSET.
 */

/** The board's search and source filter (the status is the column, never a filter). */
function boardWhere(filters: BoardFilters): SQL | undefined {
  return and(
    filters.q ? ilike(leads.searchText, containsPattern(filters.q)) : undefined,
    filters.source ? eq(leads.source, filters.source) : undefined,
  );
}

// Microseconds, in UTC, so the text parses back to the exact stored instant.
const createdAtText = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// Aliased to BoardCard's own field names, so a row is a card as it comes.
const cardColumns = sql`${leads.id} as id, ${leads.name} as name, ${leads.company} as company, ${leads.service} as service,
  ${leads.budget} as budget, ${leads.priority}::int as priority, ${leads.estimatedValue}::text as "estimatedValue",
  ${leads.status} as status, ${leads.duplicateOfId} as "duplicateOfId", ${createdAtText} as "createdAt"`;

/** Pages are read one card longer than shown: the extra card only says whether more exist. */
function toPage(rows: BoardCard[], limit: number): BoardColumnPage {
  const cards = rows.slice(0, limit);
  const last = cards[cards.length - 1];
  return { cards, nextCursor: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}

/**
 * Count and sum of estimated values per status; every status is in the answer, with zeros when no
 * lead has it. Without a search these come from the running totals (no scan); a search groups its
 * matches (a trigram bitmap scan).
 */
export async function getBoardSummary(db: Db, filters: BoardFilters, totalsReady?: Promise<LeadTotal[]>): Promise<BoardColumnSummary[]> {
  if (!filters.q) {
    const totals = (await (totalsReady ?? readLeadTotals(db))).filter((total) => !filters.source || total.source === filters.source);
    return leadStatuses.map((status) => {
      const ofStatus = totals.filter((total) => total.status === status);
      return {
        status,
        count: ofStatus.reduce((sum, total) => sum + total.rows, 0),
        sumCents: ofStatus.reduce((sum, total) => sum + toCents(total.estimatedValue), 0),
      };
    });
  }
  const rows = await db
    .select({
      status: leads.status,
      count: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${leads.estimatedValue}), 0)::text`,
    })
    .from(leads)
    .where(boardWhere(filters))
    .groupBy(leads.status);
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return leadStatuses.map((status) => {
    const row = byStatus.get(status);
    return { status, count: row?.count ?? 0, sumCents: row ? toCents(row.sum) : 0 };
  });
}

/**
 * The first page of every column in one statement: a LATERAL subquery per status, each an index
 * scan on leads_status_created_at_idx that stops after limit + 1 rows.
 */
export async function listBoardFirstPages(
  db: Db,
  filters: BoardFilters,
  limit = BOARD_PAGE_SIZE,
): Promise<Record<LeadStatus, BoardColumnPage>> {
  const where = boardWhere(filters);
  const rows = await db.execute<BoardCard>(sql`
    select card.* from unnest(enum_range(null::lead_status)) as column_status(status)
    cross join lateral (
      select ${cardColumns} from ${leads}
      where ${leads.status} = column_status.status ${where ? sql`and ${where}` : sql``}
      order by ${leads.createdAt} desc, ${leads.id} desc
      limit ${limit + 1}
    ) as card`);
  const grouped = Object.fromEntries(leadStatuses.map((status) => [status, [] as BoardCard[]])) as Record<LeadStatus, BoardCard[]>;
  for (const card of rows) grouped[card.status].push(card);
  return Object.fromEntries(leadStatuses.map((status) => [status, toPage(grouped[status], limit)])) as Record<LeadStatus, BoardColumnPage>;
}

/** One column's next page ('Load more'): the cards after the cursor, newest first. */
export async function listBoardColumnPage(
  db: Db,
  input: BoardFilters & { status: LeadStatus; cursor: BoardCursor },
  limit = BOARD_PAGE_SIZE,
): Promise<BoardColumnPage> {
  const where = boardWhere(input);
  const rows = await db.execute<BoardCard>(sql`
    select ${cardColumns} from ${leads}
    where ${leads.status} = ${input.status}
      and (${leads.createdAt}, ${leads.id}) < (${input.cursor.createdAt}::timestamptz, ${input.cursor.id}::uuid)
      ${where ? sql`and ${where}` : sql``}
    order by ${leads.createdAt} desc, ${leads.id} desc
    limit ${limit + 1}`);
  return toPage([...rows], limit);
}

/**
 * The board's first load: every column's count, sum and first page, read side by side.
 * `leadTotals`: the request's running totals when the page already reads them (the key figures do).
 */
export async function getBoard(db: Db, filters: BoardFilters, leadTotals?: Promise<LeadTotal[]>): Promise<BoardColumn[]> {
  const [summary, pages] = await Promise.all([getBoardSummary(db, filters, leadTotals), listBoardFirstPages(db, filters)]);
  return summary.map((column) => ({ ...column, ...pages[column.status] }));
}

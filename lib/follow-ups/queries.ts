// No "server-only" marker: the daily digest job reads this list in the worker, which also runs
// as plain Node (`npm run worker`), where that marker throws.
import { and, asc, isNotNull, lte, notInArray, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { leads } from "@/db/schema";
import { pageCount } from "@/lib/list/params";
import { countDueFollowUps } from "@/lib/running-totals/queries";

import { CLOSED_LEAD_STATUSES } from "./schema";
import type { DueFollowUp } from "./types";

/**
 * A follow-up is due when the lead is open (not won or lost) and its date is the agency's today or
 * earlier. One condition for the Overview and the digest, served by leads_next_follow_up_idx.
 */
export const followUpDueCondition = (today: string): SQL =>
  and(isNotNull(leads.nextFollowUpDate), lte(leads.nextFollowUpDate, today), notInArray(leads.status, [...CLOSED_LEAD_STATUSES]))!;

const dueColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  company: leads.company,
  status: leads.status,
  dueDate: sql<string>`${leads.nextFollowUpDate}`,
};

/** Due follow-ups, oldest date first (then oldest lead), one page at a time, with the total (from the running totals). */
export async function listDueFollowUps(
  db: Db,
  today: string,
  page: { offset: number; limit: number },
): Promise<{ rows: DueFollowUp[]; total: number }> {
  const where = followUpDueCondition(today);
  const [rows, count] = await Promise.all([
    db
      .select(dueColumns)
      .from(leads)
      .where(where)
      .orderBy(asc(leads.nextFollowUpDate), asc(leads.createdAt), asc(leads.id))
      .limit(page.limit)
      .offset(page.offset),
    countDueFollowUps(db, today),
  ]);
  return { rows, total: count };
}

/** Ten a page: the Overview shows several sections, and the oldest are what matters. */
export const FOLLOW_UPS_PAGE_SIZE = 10;

/** One page of 'Follow-ups due'; a page past the end (its last rows just done) is the last page. */
export async function listDueFollowUpsPage(db: Db, today: string, requestedPage: number) {
  const read = (page: number) => listDueFollowUps(db, today, { offset: (page - 1) * FOLLOW_UPS_PAGE_SIZE, limit: FOLLOW_UPS_PAGE_SIZE });
  const first = await read(requestedPage);
  const pages = pageCount(first.total, FOLLOW_UPS_PAGE_SIZE);
  if (requestedPage <= pages) return { ...first, page: requestedPage, pages };
  return { ...(await read(pages)), page: pages, pages };
}

import { and, gte, like, lte, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import {
  invoiceStatuses,
  leadSources,
  leadStatuses,
  projectStatuses,
  type InvoiceStatus,
  type LeadSource,
  type LeadStatus,
  type ProjectStatus,
} from "@/db/enums";
import { runningTotals } from "@/db/schema";

/**
 * Reads of the running totals that database triggers keep beside leads, projects and payments
 * (db/schema.ts runningTotals): exact figures from a few hundred small rows, whatever the tables'
 * size. No `server-only` marker: the job worker loads billing's queries, which read the payments
 * total; the linter keeps components away from it all the same.
 */

type Total = { rows: number; amount: string };

async function readTotals(db: Db, prefix: string): Promise<Map<string, Total>> {
  const rows = await db
    .select({
      key: runningTotals.key,
      rows: sql<string>`sum(${runningTotals.rows})::text`,
      amount: sql<string>`sum(${runningTotals.amount})::numeric(16, 2)::text`,
    })
    .from(runningTotals)
    .where(like(runningTotals.key, `${prefix}%`))
    .groupBy(runningTotals.key);
  return new Map(rows.map((row) => [row.key, { rows: Number(row.rows), amount: row.amount }]));
}

export type LeadTotal = { status: LeadStatus; source: LeadSource; rows: number; estimatedValue: string };

/** Leads per status and source, with the sum of their estimated values; every pair, zeros included. */
export async function readLeadTotals(db: Db): Promise<LeadTotal[]> {
  const totals = await readTotals(db, "leads:");
  return leadStatuses.flatMap((status) =>
    leadSources.map((source) => {
      const total = totals.get(`leads:${status}:${source}`);
      return { status, source, rows: total?.rows ?? 0, estimatedValue: total?.amount ?? "0.00" };
    }),
  );
}

/** How many leads have this status and source (either may be left open). */
export function countLeadTotals(totals: LeadTotal[], filter: { status?: LeadStatus; source?: LeadSource }): number {
  return totals
    .filter((total) => (!filter.status || total.status === filter.status) && (!filter.source || total.source === filter.source))
    .reduce((sum, total) => sum + total.rows, 0);
}

/** Projects per status; every status, zeros included. */
export async function readProjectCounts(db: Db): Promise<Record<ProjectStatus, number>> {
  const totals = await readTotals(db, "projects:");
  return Object.fromEntries(projectStatuses.map((status) => [status, totals.get(`projects:${status}`)?.rows ?? 0])) as Record<
    ProjectStatus,
    number
  >;
}

/** Invoices per stored status; every status, zeros included. */
export async function readInvoiceCounts(db: Db): Promise<Record<InvoiceStatus, number>> {
  const totals = await readTotals(db, "invoices:");
  return Object.fromEntries(invoiceStatuses.map((status) => [status, totals.get(`invoices:${status}`)?.rows ?? 0])) as Record<
    InvoiceStatus,
    number
  >;
}

/** Every payment received, summed (a decimal string with two places). */
export async function readPaymentsReceived(db: Db): Promise<string> {
  const totals = await readTotals(db, "payments");
  return totals.get("payments")?.amount ?? "0.00";
}

/** Open leads (neither won nor lost) whose follow-up date is `today` (the agency's date) or earlier. */
export async function countDueFollowUps(db: Db, today: string): Promise<number> {
  const [row] = await db
    .select({ rows: sql<string>`coalesce(sum(${runningTotals.rows}), 0)::text` })
    .from(runningTotals)
    .where(and(gte(runningTotals.key, "follow-ups:"), lte(runningTotals.key, `follow-ups:${today}`)));
  return Number(row?.rows ?? 0);
}

/** Payments received per month ("2026-03"), for the months from `first` to `last`; months without any are left out. */
export async function readMonthlyPayments(db: Db, first: string, last: string): Promise<Map<string, string>> {
  const totals = await db
    .select({ key: runningTotals.key, amount: sql<string>`sum(${runningTotals.amount})::numeric(16, 2)::text` })
    .from(runningTotals)
    .where(and(gte(runningTotals.key, `payments:${first}`), lte(runningTotals.key, `payments:${last}`)))
    .groupBy(runningTotals.key);
  return new Map(totals.map((total) => [total.key.slice("payments:".length), total.amount]));
}

import { like, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { leadSources, leadStatuses, projectStatuses, type LeadSource, type LeadStatus, type ProjectStatus } from "@/db/enums";
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
  return Object.fromEntries(projectStatuses.map((status) => [status, totals.get(`projects:${status}`)?.rows ?? 0])) as Record<ProjectStatus, number>;
}

/** Every payment received, summed (a decimal string with two places). */
export async function readPaymentsReceived(db: Db): Promise<string> {
  const totals = await readTotals(db, "payments");
  return totals.get("payments")?.amount ?? "0.00";
}

import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";

import type { AgingBucket, Receivables } from "@/lib/billing/types";

const BUCKETS: { key: AgingBucket["key"]; label: string; condition: string }[] = [
  { key: "current", label: "Current (not yet due)", condition: "late <= 0" },
  { key: "1-30", label: "1-30 days past due", condition: "late between 1 and 30" },
  { key: "31-60", label: "31-60 days past due", condition: "late between 31 and 60" },
  { key: "61-90", label: "61-90 days past due", condition: "late between 61 and 90" },
  { key: "90+", label: "90+ days past due", condition: "late > 90" },
];

/**
 * Outstanding and its aging, in one aggregate over the open invoices: sent or overdue with a
 * balance (drafts are not owed yet; paid and cancelled ones are not owed). Days past due count
 * from the due date to the agency's today. Reads invoice rows only (amount_paid is kept on the
 * invoice), so 20,000 invoices take a few milliseconds.
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
    buckets: BUCKETS.map(({ key, label }) => ({ key, label, amount: String(row?.[`amount_${key}`] ?? "0.00"), count: Number(row?.[`count_${key}`] ?? 0) })),
  };
}

import { asc, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";

/*
 * No "server-only" marker here: the job worker (`npm run worker`, plain Node) reads overdue
 * invoices for the daily digest, and that marker throws outside Next's server bundles.
 */

/**
 * DESIGN.md's overdue rule in SQL: neither paid nor cancelled, due before today (the agency's
 * date), whatever the stored status. Mirrors isInvoiceOverdue in lib/dates; the card, the filter
 * and the row tint all use this one expression.
 */
export const overdueCondition = (today: string): SQL =>
  sql`(${invoices.status} not in ('paid', 'cancelled') and ${invoices.dueDate} < ${today}::date)`;

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
    db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

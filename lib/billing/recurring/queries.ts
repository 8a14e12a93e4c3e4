import "server-only";

import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { RecurringStatus } from "@/db/enums";
import { recurringInvoices } from "@/db/schema";
import type { RecurringPage } from "@/lib/billing/types";
import { containsPattern } from "@/lib/list/params";

export type RecurringListQuery = { q: string; status: RecurringStatus | undefined; offset: number; limit: number };

/**
 * The Recurring list: retainers newest first, searched by client or source invoice number and
 * filtered by status, with how many invoices each has made. Retainers are few (one per client
 * contract), so the search scans the table.
 */
export async function listRecurringInvoices(db: Db, { q, status, offset, limit }: RecurringListQuery): Promise<RecurringPage> {
  const conditions: SQL[] = [];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        ilike(recurringInvoices.clientName, pattern),
        ilike(recurringInvoices.clientEmail, pattern),
        ilike(recurringInvoices.sourceInvoiceNumber, pattern),
      )!,
    );
  }
  if (status) conditions.push(eq(recurringInvoices.status, status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [[count], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(recurringInvoices)
      .where(where),
    db
      .select({
        id: recurringInvoices.id,
        sourceInvoiceNumber: recurringInvoices.sourceInvoiceNumber,
        clientName: recurringInvoices.clientName,
        clientEmail: recurringInvoices.clientEmail,
        totalAmount: recurringInvoices.totalAmount,
        frequency: recurringInvoices.frequency,
        startDate: recurringInvoices.startDate,
        endDate: recurringInvoices.endDate,
        autoSend: recurringInvoices.autoSend,
        status: recurringInvoices.status,
        nextRunDate: recurringInvoices.nextRunDate,
        lastRunDate: recurringInvoices.lastRunDate,
        // invoices_recurring_run_key leads with the schedule id, so this is an index count.
        invoicesMade: sql<number>`(select count(*) from invoices where invoices.recurring_schedule_id = recurring_invoices.id)::int`,
      })
      .from(recurringInvoices)
      .where(where)
      .orderBy(desc(recurringInvoices.createdAt), desc(recurringInvoices.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { rows, total: count?.total ?? 0 };
}

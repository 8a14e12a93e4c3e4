import { and, eq, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { checkoutSessions, invoices } from "@/db/schema";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import { lockInvoice } from "@/lib/billing/invoices/service";
import { reminderEmail } from "@/lib/billing/mail";
import { balanceCents, reminderStage } from "@/lib/billing/rules";
import { getBillingSettings } from "@/lib/billing/settings/queries";
import { daysBetween } from "@/lib/dates";
import { queueOutboxMail } from "@/lib/mail/outbox";

/*
 * No "server-only" marker: the job worker (plain Node) runs the reminders.
 */

/** One reminder per invoice and stage (days past due), however often or on how many workers the run goes. */
export const reminderDedupeKey = (invoiceId: string, daysLate: number) => `invoice-reminder:${invoiceId}:${daysLate}`;

/** The most reminders one run queues; the next hourly run goes on with the rest. */
const RUN_LIMIT = 500;

/**
 * A card payment on its way: the client paid online with a method that settles later (a bank
 * debit), so the invoice is not reminded while the money is in transit; a failed one lets it be again.
 */
const paymentProcessing = (invoiceId: SQL) =>
  sql`exists (select 1 from ${checkoutSessions} cs where cs.invoice_id = ${invoiceId} and cs.status = 'processing')`;

/** What makes an invoice due for reminders: sent or overdue, money still owed, reminders on, no payment processing. */
const remindable = sql`${invoices.status} in ('sent', 'overdue') and ${invoices.amountPaid} < ${invoices.totalAmount} and ${invoices.remindersEnabled}
  and not ${paymentProcessing(sql`${invoices.id}`)}`;

export type ReminderRun = { queued: number };

/**
 * The daily reminder run: each invoice that reached a stage not yet reminded gets one mail through the
 * outbox, keyed 'invoice-reminder:<invoice>:<days>'. Never for paid, cancelled, draft or switched-off ones.
 */
export async function sendInvoiceReminders(db: Db, { today, replyTo }: { today: string; replyTo: string }): Promise<ReminderRun> {
  const settings = await getBillingSettings(db);
  if (!settings.remindersEnabled || settings.reminderDays.length === 0) return { queued: 0 };
  const days = [...settings.reminderDays].sort((a, b) => a - b);
  const daysArray = `{${days.join(",")}}`;

  // Stage and key computed in SQL, so invoices already reminded for their stage are skipped here.
  const candidates = await db.execute<{ id: string; stage: number }>(sql`
    select i.id, s.stage
    from ${invoices} i
    cross join lateral (
      select max(d) as stage from unnest(${daysArray}::int[]) as d where d <= (${today}::date - i.due_date)
    ) s
    where i.status in ('sent', 'overdue') and i.amount_paid < i.total_amount and i.reminders_enabled
      and not ${paymentProcessing(sql`i.id`)}
      and i.due_date <= ${today}::date - ${days[0]!}::int
      and not exists (
        select 1 from mail_outbox m where m.dedupe_key = 'invoice-reminder:' || i.id::text || ':' || s.stage::text
      )
    order by i.due_date, i.id
    limit ${RUN_LIMIT}`);

  let queued = 0;
  for (const candidate of candidates) {
    if (await remindInvoice(db, candidate.id, days, today, replyTo)) queued += 1;
  }
  return { queued };
}

/** One invoice's reminder in its own transaction, checked again with the invoice locked. */
async function remindInvoice(db: Db, invoiceId: string, days: number[], today: string, replyTo: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked only while still remindable: paid, deleted or switched off since the search, it is skipped.
    const [eligible] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), remindable))
      .for("update");
    if (!eligible) return false;
    const invoice = await lockInvoice(tx, invoiceId);
    const daysLate = daysBetween(invoice.dueDate, today);
    const stage = reminderStage(days, daysLate);
    if (stage === null) return false;
    const mail = reminderEmail(
      {
        invoiceNumber: invoice.invoiceNumber,
        clientName: invoice.clientName,
        dueDate: invoice.dueDate,
        totalAmount: invoice.totalAmount,
        balance: balanceCents(invoice),
      },
      invoice.clientEmail,
      daysLate,
      replyTo,
    );
    const { queued } = await queueOutboxMail(tx, {
      mail,
      invoiceId,
      attachment: "invoice_pdf",
      dedupeKey: reminderDedupeKey(invoiceId, stage),
    });
    if (!queued) return false;
    await logActivity(tx, {
      entityType: "invoice",
      entityId: invoiceId,
      entityName: invoice.invoiceNumber,
      action: "reminder_queued",
      description: `Payment reminder queued (${daysLate} days past due)`,
      performedBy: null,
      metadata: { stage, days_late: daysLate },
    });
    return true;
  });
}

/** Turns one invoice's reminders on or off, with its log entry. */
export async function setInvoiceReminders(db: Db, id: string, enabled: boolean, performedBy: string | null) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    await tx.update(invoices).set({ remindersEnabled: enabled, updatedAt: new Date() }).where(eq(invoices.id, id));
    await logActivity(tx, {
      entityType: "invoice",
      entityId: id,
      entityName: invoice.invoiceNumber,
      action: enabled ? "reminders_on" : "reminders_off",
      description: `Payment reminders ${enabled ? "turned on" : "turned off"} for ${invoice.invoiceNumber}`,
      performedBy,
      changes: changedFields(invoice, { remindersEnabled: enabled }),
    });
  });
}

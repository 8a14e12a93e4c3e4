import { and, asc, eq, lte, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { RecurringStatus } from "@/db/enums";
import { invoices, recurringInvoices, type ActivityChanges, type RecurringInvoice } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import type { AuditAction } from "@/lib/activity/vocabulary";
import { listInvoiceItems } from "@/lib/billing/invoices/queries";
import { createInvoice, lockInvoice, queueInvoiceMail } from "@/lib/billing/invoices/service";
import { defaultInvoiceMessage } from "@/lib/billing/mail";
import { addDays, daysBetween, formatIsoDate } from "@/lib/dates";
import { RUN_RECURRING_INVOICES } from "@/lib/jobs/queue";
import { logger } from "@/lib/log";
import { centsToDecimal, formatMoney, toCents } from "@/lib/money";

import { frequencyLabels, periodsUntil, shiftByPeriods } from "./periods";
import { REPEAT_IN_PAST, type RecurringFormInput } from "./schema";

const log = logger("recurring");

/*
 * No "server-only" marker: the job worker (plain Node) makes the retainers' invoices.
 */

export const RECURRING_NOT_FOUND = "This retainer no longer exists.";

/** Periods one run catches up per retainer at most (a worker down for years); the next run goes on. */
const CATCH_UP_LIMIT = 60;

type Actor = string | null;

async function logRecurring(
  tx: Db,
  schedule: Pick<RecurringInvoice, "id" | "sourceInvoiceNumber" | "clientName">,
  action: AuditAction,
  description: string,
  performedBy: Actor,
  changes?: ActivityChanges,
) {
  await logActivity(tx, {
    entityType: "recurring_invoice",
    entityId: schedule.id,
    entityName: `${schedule.clientName} (from ${schedule.sourceInvoiceNumber})`,
    action,
    description,
    performedBy,
    changes,
  });
}

/** Asks the worker for a run now (a retainer starting today need not wait for the next hour). */
const runSoonSql = sql`select graphile_worker.add_job(${RUN_RECURRING_INVOICES}::text, '{}'::json, job_key := ${RUN_RECURRING_INVOICES}::text, job_key_mode := 'preserve_run_at')`;

/**
 * 'Repeat': a retainer made from an invoice. Its fields and items are copied now (the invoice may
 * change or go later); each new invoice is dated start_date moved by n periods, its due date as
 * far after that as the source invoice's was after its issue date.
 */
export async function createRecurringInvoice(db: Db, input: RecurringFormInput, performedBy: Actor, today: string) {
  if (input.startDate < today) throw new UserFacingError(REPEAT_IN_PAST);
  return db.transaction(async (tx) => {
    const source = await lockInvoice(tx, input.invoiceId);
    const [full] = await tx
      .select({
        clientAddress: invoices.clientAddress,
        description: invoices.description,
        notes: invoices.notes,
        taxRate: invoices.taxRate,
        depositDeduction: invoices.depositDeduction,
      })
      .from(invoices)
      .where(eq(invoices.id, source.id));
    const items = await listInvoiceItems(tx, source.id);
    const [schedule] = await tx
      .insert(recurringInvoices)
      .values({
        sourceInvoiceId: source.id,
        sourceInvoiceNumber: source.invoiceNumber,
        clientId: source.clientId,
        clientName: source.clientName,
        clientEmail: source.clientEmail,
        // A deposit is deducted once: the retainer's invoices bill the items in full.
        totalAmount: centsToDecimal(toCents(source.totalAmount) + toCents(full!.depositDeduction)),
        template: {
          clientName: source.clientName,
          clientEmail: source.clientEmail,
          clientAddress: full!.clientAddress ?? "",
          description: full!.description ?? "",
          notes: full!.notes ?? "",
          paymentMethod: "",
          taxRate: Number(full!.taxRate),
          items: items.map((item) => ({
            description: item.description,
            quantity: Number(item.quantity),
            unitPrice: Number(item.unitPrice),
          })),
        },
        frequency: input.frequency,
        startDate: input.startDate,
        endDate: input.endDate,
        dueDays: daysBetween(source.issueDate, source.dueDate),
        autoSend: input.autoSend,
        nextRunDate: input.startDate,
        createdBy: performedBy,
      })
      .returning();
    const how = `${frequencyLabels[input.frequency].toLowerCase()} from ${formatIsoDate(input.startDate)}${input.endDate ? ` until ${formatIsoDate(input.endDate)}` : ""}, ${input.autoSend ? "sent automatically" : "as drafts"}`;
    await logActivity(tx, {
      entityType: "invoice",
      entityId: source.id,
      entityName: source.invoiceNumber,
      action: "repeat_created",
      description: `Repeats ${how}`,
      performedBy,
      metadata: { recurring_invoice_id: schedule!.id },
    });
    await logRecurring(tx, schedule!, "created", `Retainer of ${formatMoney(schedule!.totalAmount)} ${how}`, performedBy);
    if (input.startDate <= today) await tx.execute(runSoonSql);
    return { id: schedule!.id };
  });
}

async function lockSchedule(tx: Db, id: string) {
  const [schedule] = await tx.select().from(recurringInvoices).where(eq(recurringInvoices.id, id)).for("update");
  if (!schedule) throw new UserFacingError(RECURRING_NOT_FOUND);
  return schedule;
}

const changeRefused = (status: RecurringStatus, verb: string) => new UserFacingError(`This retainer is ${status}; it cannot be ${verb}.`);

export async function pauseRecurringInvoice(db: Db, id: string, performedBy: Actor) {
  await db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, id);
    if (schedule.status !== "active") throw changeRefused(schedule.status, "paused");
    const values = { status: "paused" as const };
    await tx.update(recurringInvoices).set(values).where(eq(recurringInvoices.id, id));
    await logRecurring(tx, schedule, "paused", "Retainer paused", performedBy, changedFields(schedule, values));
  });
}

/**
 * Resumes a paused retainer from its first date on or after today: the periods that passed while
 * it was paused are skipped, not billed late. Past its end date, it ends instead.
 */
export async function resumeRecurringInvoice(db: Db, id: string, performedBy: Actor, today: string) {
  return db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, id);
    if (schedule.status !== "paused") throw changeRefused(schedule.status, "resumed");
    const nextPeriod = Math.max(schedule.nextPeriod, periodsUntil(schedule.startDate, schedule.frequency, today));
    const nextRunDate = shiftByPeriods(schedule.startDate, schedule.frequency, nextPeriod);
    const ended = schedule.endDate !== null && nextRunDate > schedule.endDate;
    const values = ended
      ? { status: "ended" as const, nextRunDate: null, nextPeriod }
      : { status: "active" as const, nextRunDate, nextPeriod };
    await tx.update(recurringInvoices).set(values).where(eq(recurringInvoices.id, id));
    const description = ended ? "Retainer ended: its end date has passed" : `Retainer resumed; next invoice ${formatIsoDate(nextRunDate)}`;
    await logRecurring(tx, schedule, ended ? "ended" : "resumed", description, performedBy, changedFields(schedule, values));
    if (!ended && nextRunDate <= today) await tx.execute(runSoonSql);
    return { status: ended ? "ended" : "active", nextRunDate: ended ? null : nextRunDate };
  });
}

export async function endRecurringInvoice(db: Db, id: string, performedBy: Actor) {
  await db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, id);
    if (schedule.status === "ended") throw changeRefused(schedule.status, "ended");
    const values = { status: "ended" as const, nextRunDate: null };
    await tx.update(recurringInvoices).set(values).where(eq(recurringInvoices.id, id));
    await logRecurring(tx, schedule, "ended", "Retainer ended", performedBy, changedFields(schedule, values));
  });
}

export type RecurringRunOptions = {
  /** The agency date of the run: every period dated up to it is made. */
  today: string;
  /** SESSION_SECRET, for the client links of retainers that send automatically. */
  linkSecret: string | undefined;
  /** Replies to automatically sent invoices go to the agency inbox. */
  replyTo: string;
};

/**
 * Makes one retainer's next invoice if due by `today`, in one transaction. The row lock and the unique
 * (schedule, date) key keep a second worker from making it twice. Returns whether one was made.
 */
async function runNextPeriod(db: Db, scheduleId: string, { today, linkSecret, replyTo }: RecurringRunOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [schedule] = await tx
      .select()
      .from(recurringInvoices)
      .where(and(eq(recurringInvoices.id, scheduleId), eq(recurringInvoices.status, "active"), lte(recurringInvoices.nextRunDate, today)))
      .for("update");
    if (!schedule?.nextRunDate) return false;
    const period = schedule.nextPeriod;
    const issueDate = schedule.nextRunDate;
    const dueDate = shiftByPeriods(addDays(schedule.startDate, schedule.dueDays), schedule.frequency, period);
    const created = await createInvoice(
      tx,
      { ...schedule.template, clientId: schedule.clientId, projectId: null, issueDate, dueDate },
      null,
      issueDate,
      {
        recurringScheduleId: schedule.id,
        recurringRunDate: issueDate,
      },
    );
    if (schedule.autoSend) {
      if (!linkSecret) throw new Error("SESSION_SECRET is not set: a retainer set to send automatically cannot make its client link.");
      const invoice = await lockInvoice(tx, created.id);
      await queueInvoiceMail(tx, invoice, defaultInvoiceMessage(invoice, "send"), {
        sender: { name: null, email: replyTo },
        performedBy: null,
        linkSecret,
      });
    }
    const nextRunDate = shiftByPeriods(schedule.startDate, schedule.frequency, period + 1);
    const ended = schedule.endDate !== null && nextRunDate > schedule.endDate;
    await tx
      .update(recurringInvoices)
      .set({
        nextPeriod: period + 1,
        nextRunDate: ended ? null : nextRunDate,
        lastRunDate: issueDate,
        ...(ended ? { status: "ended" as const } : {}),
      })
      .where(eq(recurringInvoices.id, schedule.id));
    await logRecurring(
      tx,
      schedule,
      "invoice_created",
      `Invoice ${created.invoiceNumber} made for ${formatIsoDate(issueDate)}${schedule.autoSend ? " and sent" : ""}${ended ? "; retainer ended" : ""}`,
      null,
    );
    return true;
  });
}

/**
 * The retainer run: every active retainer due by `today` makes its invoices, one period at a time
 * (a worker that was down catches up, each invoice dated its own period). A retainer that fails
 * is logged and left for the next run; the others go on.
 */
export async function runRecurringInvoices(db: Db, options: RecurringRunOptions): Promise<{ made: number }> {
  const due = await db
    .select({ id: recurringInvoices.id })
    .from(recurringInvoices)
    .where(and(eq(recurringInvoices.status, "active"), lte(recurringInvoices.nextRunDate, options.today)))
    .orderBy(asc(recurringInvoices.nextRunDate), asc(recurringInvoices.id))
    .limit(200);
  let made = 0;
  for (const { id } of due) {
    try {
      for (let run = 0; run < CATCH_UP_LIMIT && (await runNextPeriod(db, id, options)); run++) made += 1;
    } catch (error) {
      log.error({ err: error, retainerId: id }, "a retainer could not make its invoice; the next run tries again");
    }
  }
  return { made };
}

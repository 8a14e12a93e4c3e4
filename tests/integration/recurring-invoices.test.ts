import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { createDatabase } from "@/db/client";
import { activityLog, invoiceItems, invoices, mailOutbox, recurringInvoices } from "@/db/schema";
import { createRecurringInvoiceAction, endRecurringInvoiceAction, pauseRecurringInvoiceAction } from "@/lib/billing/recurring/actions";
import { listRecurringInvoices } from "@/lib/billing/recurring/queries";
import { REPEAT_IN_PAST } from "@/lib/billing/recurring/schema";
import {
  createRecurringInvoice,
  endRecurringInvoice,
  pauseRecurringInvoice,
  resumeRecurringInvoice,
  runRecurringInvoices,
  type RecurringRunOptions,
} from "@/lib/billing/recurring/service";
import { addDays } from "@/lib/dates";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { clientIdFor } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { draftInvoice, linkSecret } from "../support/invoices";
import { clearJobs } from "../support/lead-capture";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const options = (today: string): RecurringRunOptions => ({ today, linkSecret: linkSecret(), replyTo: "hello@summit.test" });
let dana: string;

beforeEach(async () => {
  await clearJobs(db);
  dana = (await insertDana(db)).id;
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await closeAppDatabase();
});

/** A retainer from a 627.85 invoice issued Jan 31, 2026 and due 30 days later (Mar 2). */
async function retainer(
  changes: { frequency?: "week" | "month" | "quarter" | "year"; startDate?: string; endDate?: string | null; autoSend?: boolean } = {},
) {
  const source = await draftInvoice(db, dana, { issueDate: "2026-01-31", dueDate: "2026-03-02" }, "2026-01-31");
  const { id } = await createRecurringInvoice(
    db,
    { invoiceId: source.id, frequency: "month", startDate: "2026-01-31", endDate: null, autoSend: false, ...changes },
    dana,
    "2026-01-31",
  );
  return { id, source };
}

const made = (scheduleId: string) =>
  db
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      status: invoices.status,
      total: invoices.totalAmount,
      runDate: invoices.recurringRunDate,
    })
    .from(invoices)
    .where(eq(invoices.recurringScheduleId, scheduleId))
    .orderBy(asc(invoices.issueDate));

describe("retainers", () => {
  it("a monthly retainer run by two workers at once makes one invoice per period across a year of simulated dates", async () => {
    const { id } = await retainer();
    // Two workers: separate connection pools, running every day's job at the same moment.
    const workerA = createDatabase(process.env.DATABASE_URL!, { max: 2 });
    const workerB = createDatabase(process.env.DATABASE_URL!, { max: 2 });
    try {
      // Jan 31, 2026 to Jan 30, 2027: twelve periods.
      for (let day = 0; day < 365; day++) {
        const today = addDays("2026-01-31", day);
        await Promise.all([runRecurringInvoices(workerA, options(today)), runRecurringInvoices(workerB, options(today))]);
      }
    } finally {
      await Promise.all([workerA.$client.end(), workerB.$client.end()]);
    }
    const rows = await made(id);
    // Jan 31 and then each month's 31st, or its last day (end-of-month clamping from the start date).
    expect(rows.map((row) => row.issueDate)).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
      "2026-12-31",
    ]);
    expect(rows.map((row) => row.runDate)).toEqual(rows.map((row) => row.issueDate));
    // Due dates moved by the period from the first one (Jan 31 + 30 days = Mar 2).
    expect(rows.slice(0, 3).map((row) => row.dueDate)).toEqual(["2026-03-02", "2026-04-02", "2026-05-02"]);
    expect(rows.every((row) => row.status === "draft" && row.total === "627.85")).toBe(true);
    // Fresh, gap-free numbers: the source took 0001.
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: 12 }, (_, i) => `INV-2026-${String(i + 2).padStart(4, "0")}`));
    for (const row of rows) {
      const items = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, row.id)).orderBy(invoiceItems.position);
      expect(items.map((item) => [item.description, item.quantity, item.unitPrice])).toEqual([
        ["Brand strategy workshop", "2.00", "150.00"],
        ["Logo design hours", "3.50", "80.00"],
      ]);
    }
    const [schedule] = await db.select().from(recurringInvoices).where(eq(recurringInvoices.id, id));
    expect(schedule).toMatchObject({ status: "active", nextPeriod: 12, nextRunDate: "2027-01-31", lastRunDate: "2026-12-31" });
    expect(await db.$count(activityLog, and(eq(activityLog.entityId, id), eq(activityLog.action, "invoice_created")))).toBe(12);
  });

  it("the retainer and every invoice it makes belong to the source invoice's client", async () => {
    const { id, source } = await retainer();
    const [sourceRow] = await db.select({ clientId: invoices.clientId }).from(invoices).where(eq(invoices.id, source.id));
    const [schedule] = await db
      .select({ clientId: recurringInvoices.clientId })
      .from(recurringInvoices)
      .where(eq(recurringInvoices.id, id));
    expect(schedule!.clientId).toBe(sourceRow!.clientId);
    await runRecurringInvoices(db, options("2026-03-31"));
    const generated = await db.select({ clientId: invoices.clientId }).from(invoices).where(eq(invoices.recurringScheduleId, id));
    expect(generated).toHaveLength(3);
    expect(new Set(generated.map((invoice) => invoice.clientId))).toEqual(new Set([sourceRow!.clientId]));
  });

  it("the database refuses a second invoice for the same retainer and date, whatever the code does", async () => {
    const { id } = await retainer();
    await runRecurringInvoices(db, options("2026-01-31"));
    const [first] = await made(id);
    const clientId = await clientIdFor(db, "x@example.com", "X");
    await expect(
      db.insert(invoices).values({
        clientId,
        invoiceNumber: "INV-X",
        clientName: "X",
        clientEmail: "x@example.com",
        issueDate: "2026-01-31",
        dueDate: "2026-03-02",
        recurringScheduleId: id,
        recurringRunDate: first!.runDate,
      }),
    ).rejects.toThrow();
  });

  it("catches up the periods a stopped worker missed, each invoice dated its own period, and ends at the end date", async () => {
    const { id } = await retainer({ frequency: "week", startDate: "2026-02-02", endDate: "2026-03-02" });
    await runRecurringInvoices(db, options("2026-02-20"));
    expect((await made(id)).map((row) => row.issueDate)).toEqual(["2026-02-02", "2026-02-09", "2026-02-16"]);
    await runRecurringInvoices(db, options("2026-06-01"));
    expect((await made(id)).map((row) => row.issueDate)).toEqual(["2026-02-02", "2026-02-09", "2026-02-16", "2026-02-23", "2026-03-02"]);
    const [schedule] = await db.select().from(recurringInvoices).where(eq(recurringInvoices.id, id));
    expect(schedule).toMatchObject({ status: "ended", nextRunDate: null });
  });

  it("sends each new invoice automatically when asked: sent, with its mail and client link", async () => {
    const { id } = await retainer({ frequency: "quarter", autoSend: true });
    await runRecurringInvoices(db, options("2026-05-01"));
    const rows = await made(id);
    expect(rows.map((row) => [row.issueDate, row.status])).toEqual([
      ["2026-01-31", "sent"],
      ["2026-04-30", "sent"],
    ]);
    const mail = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "invoice_email"), isNotNull(mailOutbox.invoiceId)));
    expect(mail.map((row) => row.invoiceId).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(mail[0]).toMatchObject({ replyTo: "hello@summit.test", attachment: "invoice_pdf" });
    const linked = await db.execute(
      sql`select count(*)::int as n from invoices where recurring_schedule_id = ${id} and client_link_hash is not null`,
    );
    expect(linked[0]!.n).toBe(2);
  });

  it("pause stops it; resume skips the periods that passed while paused; end stops it for good", async () => {
    const { id } = await retainer();
    await runRecurringInvoices(db, options("2026-02-28"));
    await pauseRecurringInvoice(db, id, dana);
    await expect(pauseRecurringInvoice(db, id, dana)).rejects.toThrow("This retainer is paused; it cannot be paused.");
    await runRecurringInvoices(db, options("2026-05-15"));
    expect(await made(id)).toHaveLength(2);

    expect(await resumeRecurringInvoice(db, id, dana, "2026-05-15")).toEqual({ status: "active", nextRunDate: "2026-05-31" });
    await runRecurringInvoices(db, options("2026-06-01"));
    expect((await made(id)).map((row) => row.issueDate)).toEqual(["2026-01-31", "2026-02-28", "2026-05-31"]);

    await endRecurringInvoice(db, id, dana);
    await runRecurringInvoices(db, options("2026-12-31"));
    expect(await made(id)).toHaveLength(3);
    await expect(resumeRecurringInvoice(db, id, dana, "2026-12-31")).rejects.toThrow("This retainer is ended; it cannot be resumed.");
    const actions = await db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, id))
      .orderBy(activityLog.createdAt);
    expect(actions.map((row) => row.action)).toEqual([
      "created",
      "invoice_created",
      "invoice_created",
      "paused",
      "resumed",
      "invoice_created",
      "ended",
    ]);
  });

  it("keeps its copy of the items when the source invoice is deleted, and lists each retainer with its next date", async () => {
    const { id, source } = await retainer({ startDate: "2026-02-28" });
    await db.delete(invoices).where(eq(invoices.id, source.id));
    await runRecurringInvoices(db, options("2026-02-28"));
    expect((await made(id)).map((row) => row.total)).toEqual(["627.85"]);
    const page = await listRecurringInvoices(db, { q: "aspen", status: "active", offset: 0, limit: 25 });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      id,
      clientName: "Aspen Dental Group",
      sourceInvoiceNumber: "INV-2026-0001",
      frequency: "month",
      nextRunDate: "2026-03-28",
      invoicesMade: 1,
      status: "active",
    });
    expect((await listRecurringInvoices(db, { q: "nobody", status: undefined, offset: 0, limit: 25 })).total).toBe(0);
    expect((await listRecurringInvoices(db, { q: "", status: "paused", offset: 0, limit: 25 })).total).toBe(0);
  });

  it("the actions check the session, refuse a start in the past and an end before the start", async () => {
    const source = await draftInvoice(db, dana);
    const input = { invoiceId: source.id, frequency: "month" as const, startDate: "2999-01-01", endDate: "", autoSend: false };
    expect((await createRecurringInvoiceAction(input)).serverError).toBe("Your session has expired. Please sign in again.");
    await signedInBrowser(db, dana);
    expect((await createRecurringInvoiceAction({ ...input, startDate: "2020-01-01" })).serverError).toBe(REPEAT_IN_PAST);
    expect((await createRecurringInvoiceAction({ ...input, endDate: "2998-12-31" })).validationErrors?.endDate?._errors).toEqual([
      "The end date cannot be before the start date.",
    ]);
    expect((await createRecurringInvoiceAction({ ...input, frequency: "daily" as "month" })).validationErrors?.frequency).toBeDefined();
    expect(await db.$count(recurringInvoices)).toBe(0);
    const created = await createRecurringInvoiceAction(input);
    expect(created.data?.id).toBeDefined();
    expect((await pauseRecurringInvoiceAction({ id: created.data!.id })).serverError).toBeUndefined();
    expect((await endRecurringInvoiceAction({ id: "not-a-uuid" })).validationErrors).toBeDefined();
  });
});

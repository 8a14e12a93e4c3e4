import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { activityLog, mailOutbox } from "@/db/schema";
import { getInvoiceDetails } from "@/lib/billing/invoices/queries";
import { updateInvoiceStatus } from "@/lib/billing/invoices/service";
import { recordPayment } from "@/lib/billing/payments/service";
import { setInvoiceRemindersAction } from "@/lib/billing/reminders/actions";
import { reminderDedupeKey, sendInvoiceReminders } from "@/lib/billing/reminders/service";
import { updateBillingSettingsAction } from "@/lib/billing/settings/actions";
import { getBillingSettings } from "@/lib/billing/settings/queries";
import { updateBillingSettings } from "@/lib/billing/settings/service";
import { addDays } from "@/lib/dates";
import { SEND_INVOICE_REMINDERS } from "@/lib/jobs/queue";
import { runDueJobsOnce } from "@/lib/worker/run";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, resetDatabase, testDb } from "../support/database";
import { draftInvoice, linkSecret, sentInvoice as sendFixtureInvoice } from "../support/invoices";
import { clearJobs } from "../support/lead-capture";
import { FakeRequestContext, requestContext } from "../support/request-context";

/** The proposal settings and payment terms as they start; these tests are about the payment reminders. */
const PROPOSAL_DEFAULTS = { proposalValidDays: 30, proposalDepositPercent: 50, proposalReminderDays: 3, paymentTermsDays: null };

const db = testDb();
const connectionString = process.env.DATABASE_URL!;
const DUE = "2026-03-31";
const INBOX = "hello@summit.test";
let dana: string;

beforeEach(async () => {
  await clearJobs(db);
  dana = (await insertDana(db)).id;
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await closeAppDatabase();
});

/** A sent invoice of 627.85 due Mar 31, 2026. */
const sentInvoice = (clientName = "Aspen Dental Group") => sendFixtureInvoice(db, dana, { clientName, dueDate: DUE });

const run = (today: string) => sendInvoiceReminders(db, { today, replyTo: INBOX });
const reminders = () => db.select().from(mailOutbox).where(eq(mailOutbox.kind, "invoice_reminder")).orderBy(mailOutbox.createdAt);

/** Every agency date from the due date to `days` later, one run each. */
async function runDaily(days: number, each?: (today: string) => Promise<void>) {
  for (let day = 0; day <= days; day++) {
    const today = addDays(DUE, day);
    await each?.(today);
    await run(today);
  }
}

describe("payment reminders", () => {
  it("mail an overdue invoice at 3, 10 and 30 days past due, once each, over 31 simulated days", async () => {
    const { id, invoiceNumber } = await sentInvoice();
    const queuedOn: string[] = [];
    await runDaily(31, async (today) => {
      const before = (await reminders()).length;
      await run(today); // a second run the same day (another worker, a restart) adds nothing
      if ((await reminders()).length > before) queuedOn.push(today);
    });
    expect(queuedOn).toEqual(["2026-04-03", "2026-04-10", "2026-04-30"]);
    const mail = await reminders();
    expect(mail.map((row) => row.dedupeKey)).toEqual([3, 10, 30].map((days) => reminderDedupeKey(id, days)));
    expect(mail[0]).toMatchObject({
      toAddress: "billing@aspendental.example",
      replyTo: INBOX,
      invoiceId: id,
      attachment: "invoice_pdf",
      subject: `Reminder: invoice ${invoiceNumber} from Summit Digital is past due`,
    });
    expect(mail[0]!.textBody).toContain("is now 3 days past due");
    expect(mail[2]!.textBody).toContain("is now 30 days past due");
    expect(await db.$count(activityLog, and(eq(activityLog.entityId, id), eq(activityLog.action, "reminder_queued")))).toBe(3);
    const jobs = await db.execute(sql`select 1 from graphile_worker.jobs where task_identifier = 'deliver_mail'`);
    expect(jobs).toHaveLength(4); // the invoice mail and three reminders

    const details = await getInvoiceDetails(db, id, {
      siteUrl: "https://summit.example",
      linkSecret: linkSecret(),
      timeZone: "America/Denver",
    });
    expect(details!.reminders.map((row) => [row.daysLate, row.status])).toEqual([
      [3, "queued"],
      [10, "queued"],
      [30, "queued"],
    ]);
  });

  it("stop once the invoice is paid, and never go out for cancelled, draft or switched-off invoices", async () => {
    const paid = await sentInvoice("Paid Soon");
    const partly = await sentInvoice("Partly Paid");
    const cancelled = await sentInvoice("Cancelled Co");
    const draft = await draftInvoice(db, dana, { clientName: "Draft Co", dueDate: DUE });
    const quiet = await sentInvoice("Quiet Co");
    await updateInvoiceStatus(db, cancelled.id, "cancelled", dana, DUE);
    await signedInBrowser(db, dana);
    expect((await setInvoiceRemindersAction({ id: quiet.id, enabled: false })).data).toEqual({ enabled: false });
    const actor = { id: dana, sender: { name: "Dana", email: "dana@summitdigital.co" } };

    await runDaily(31, async (today) => {
      if (today === "2026-04-05") {
        await recordPayment(
          db,
          { invoiceId: paid.id, amount: 627.85, paidOn: today, method: "ACH", note: "", sendReceipt: false },
          actor,
          today,
        );
        await recordPayment(
          db,
          { invoiceId: partly.id, amount: 27.85, paidOn: today, method: "ACH", note: "", sendReceipt: false },
          actor,
          today,
        );
      }
    });
    const byInvoice = (id: string) =>
      reminders().then((rows) => rows.filter((row) => row.invoiceId === id).map((row) => row.dedupeKey!.split(":")[2]));
    expect(await byInvoice(paid.id)).toEqual(["3"]); // before the payment only
    expect(await byInvoice(partly.id)).toEqual(["3", "10", "30"]); // still owes 600.00
    expect((await reminders()).find((row) => row.invoiceId === partly.id && row.dedupeKey!.endsWith(":10"))!.textBody).toContain(
      "Amount due: $600.00",
    );
    for (const id of [cancelled.id, draft.id, quiet.id]) expect(await byInvoice(id)).toEqual([]);
  });

  it("follow the settings stored in the database: other days, or none at all", async () => {
    expect(await getBillingSettings(db)).toEqual({ remindersEnabled: true, reminderDays: [3, 10, 30], ...PROPOSAL_DEFAULTS });
    await signedInBrowser(db, dana);
    const refused = await updateBillingSettingsAction({
      remindersEnabled: true,
      firstReminder: 5,
      secondReminder: 5,
      thirdReminder: 400,
      ...PROPOSAL_DEFAULTS,
    });
    expect(refused.validationErrors?.secondReminder?._errors).toEqual(["Must come after the first reminder."]);
    expect(refused.validationErrors?.thirdReminder?._errors).toEqual(["Third reminder must be between 1 and 365."]);
    expect(
      (
        await updateBillingSettingsAction({
          remindersEnabled: true,
          firstReminder: 1,
          secondReminder: 7,
          thirdReminder: 14,
          ...PROPOSAL_DEFAULTS,
        })
      ).data,
    ).toEqual({ remindersEnabled: true, reminderDays: [1, 7, 14], ...PROPOSAL_DEFAULTS });
    expect(await db.$count(activityLog, eq(activityLog.entityType, "billing_settings"))).toBe(1);

    await sentInvoice();
    await runDaily(20);
    expect((await reminders()).map((row) => row.dedupeKey!.split(":")[2])).toEqual(["1", "7", "14"]);

    await resetDatabase(db);
    dana = (await insertDana(db)).id;
    await updateBillingSettings(
      db,
      { remindersEnabled: false, firstReminder: 3, secondReminder: 10, thirdReminder: 30, ...PROPOSAL_DEFAULTS },
      dana,
    );
    await updateBillingSettings(
      db,
      { remindersEnabled: false, firstReminder: 3, secondReminder: 10, thirdReminder: 30, ...PROPOSAL_DEFAULTS },
      dana,
    );
    expect(await db.execute(sql`select 1 from billing_settings`)).toHaveLength(1);
    await sentInvoice();
    await runDaily(31);
    expect(await reminders()).toEqual([]);
  });

  it("a worker down on day 10 sends the day-10 reminder on day 12, not the day-3 one as well", async () => {
    const { id } = await sentInvoice();
    await run("2026-04-12");
    await run("2026-04-13");
    expect((await reminders()).map((row) => row.dedupeKey)).toEqual([reminderDedupeKey(id, 10)]);
  });

  it("run as the worker's job from 8:00 agency time, and two runs at once queue each reminder once", async () => {
    const { id } = await sentInvoice();
    const addJob = () => db.execute(sql`select graphile_worker.add_job(${SEND_INVOICE_REMINDERS}::text, '{}'::json)`);
    const env = { RESEND_API_KEY: undefined, EMAIL_FROM: "Summit <a@b.c>", AGENCY_TIMEZONE: "America/Denver", AGENCY_INBOX: INBOX };
    // Apr 3, 7:30 in Denver (MDT, UTC-6): too early.
    await addJob();
    await runDueJobsOnce({ connectionString, db, env, transport: null, now: () => new Date("2026-04-03T13:30:00Z") });
    expect(await reminders()).toEqual([]);
    await addJob();
    await runDueJobsOnce({ connectionString, db, env, transport: null, now: () => new Date("2026-04-03T14:00:00Z") });
    expect((await reminders()).map((row) => row.dedupeKey)).toEqual([reminderDedupeKey(id, 3)]);

    await Promise.all([run("2026-04-10"), run("2026-04-10"), run("2026-04-11")]);
    expect((await reminders()).map((row) => row.dedupeKey)).toEqual([reminderDedupeKey(id, 3), reminderDedupeKey(id, 10)]);
    expect(await db.$count(activityLog, eq(activityLog.action, "reminder_queued"))).toBe(2);
  });
});

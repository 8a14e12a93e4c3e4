import { and, eq, sql } from "drizzle-orm";
import { parseCrontab } from "graphile-worker";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { activityLog, adminUsers, invoices, leads, mailOutbox, type NewLead } from "@/db/schema";
import { createInvoice, updateInvoiceStatus } from "@/lib/billing/invoices/service";
import { agencyToday } from "@/lib/dates/agency";
import { sendDailyDigests } from "@/lib/digest/send";
import { completeFollowUpAction, snoozeFollowUpAction } from "@/lib/follow-ups/actions";
import { listDueFollowUps } from "@/lib/follow-ups/queries";
import { SNOOZE_PAST_MESSAGE } from "@/lib/follow-ups/schema";
import { completeFollowUp, FOLLOW_UP_GONE, snoozeFollowUp } from "@/lib/follow-ups/service";
import { SEND_DAILY_DIGEST } from "@/lib/jobs/queue";
import { createResendTransport } from "@/lib/mail/transport";
import { upsertAdmin } from "@/lib/team/service";
import { runDueJobsOnce } from "@/lib/worker/run";
import { CRONTAB } from "@/lib/worker/tasks";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { clientIdFor } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { type FakeServer, type ResendMode, startFakeResend } from "../support/fake-servers";
import { clearJobs } from "../support/lead-capture";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const connectionString = process.env.DATABASE_URL!;
const DENVER = "America/Denver";
const SITE = "https://summit.example";
/** 8:00 on Tuesday Mar 10, 2026 in Denver (MDT, UTC-6). */
const EIGHT_AM = new Date("2026-03-10T14:00:00Z");
const TODAY = "2026-03-10";
let dana: string;
let lee: string;
let resend: FakeServer<ResendMode>;

beforeAll(async () => {
  resend = await startFakeResend();
});
beforeEach(async () => {
  await clearJobs(db);
  resend.requests.length = 0;
  dana = (await insertDana(db)).id;
  lee = (
    await upsertAdmin(db, {
      username: "lee",
      email: "lee@summitdigital.co",
      pin: "1357",
      password: "Summit-Pass-2",
      firstName: null,
      lastName: null,
      phone: null,
    })
  ).id;
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await resend.close();
  await closeAppDatabase();
});

async function insertLeads(values: (Partial<NewLead> & { name: string })[]) {
  return db
    .insert(leads)
    .values(
      values.map((lead, index) => ({
        email: `lead${index}@example.com`,
        source: "contact_form" as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
        ...lead,
      })),
    )
    .returning({ id: leads.id, name: leads.name });
}

/** The known data set: which follow-ups are due on Mar 10, 2026 and which are not. */
async function seedFollowUps() {
  return insertLeads([
    { name: "Due Long Ago", status: "qualified", nextFollowUpDate: "2026-02-01" },
    { name: "Due Yesterday", status: "new", nextFollowUpDate: "2026-03-09", company: "Front Range Dental" },
    { name: "Due Today", status: "proposal", nextFollowUpDate: TODAY },
    { name: "Due Today Older Lead", status: "contacted", nextFollowUpDate: TODAY, createdAt: new Date("2025-12-01T00:00:00Z") },
    { name: "Due Tomorrow", status: "new", nextFollowUpDate: "2026-03-11" },
    { name: "Won Long Ago", status: "won", nextFollowUpDate: "2026-02-01" },
    { name: "Lost Yesterday", status: "lost", nextFollowUpDate: "2026-03-09" },
    { name: "No Date", status: "new" },
  ]);
}

async function seedInvoices() {
  const form = (clientName: string, dueDate: string) => ({
    clientName,
    clientEmail: "billing@example.com",
    clientAddress: "",
    issueDate: "2026-01-01",
    dueDate,
    taxRate: 0,
    items: [{ description: "Work", quantity: 1, unitPrice: 100 }],
    description: "",
    notes: "",
    paymentMethod: "",
  });
  const make = async (name: string, dueDate: string, status?: "sent" | "paid" | "cancelled") => {
    const values = form(name, dueDate);
    const clientId = await clientIdFor(db, values.clientEmail, name);
    const { id } = await createInvoice(db, { ...values, clientId, projectId: null }, dana, "2026-01-01");
    if (status) await updateInvoiceStatus(db, id, status, dana, "2026-01-02");
  };
  await make("Late Sent Client", "2026-03-09", "sent");
  await make("Late Draft Client", "2026-02-15");
  await make("Due Today Client", TODAY, "sent");
  await make("Paid Late Client", "2026-02-01", "paid");
  await make("Cancelled Late Client", "2026-02-01", "cancelled");
}

const outbox = () => db.select().from(mailOutbox).orderBy(mailOutbox.toAddress);
const deliveryJobs = async () =>
  Number(
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'deliver_mail'`))[0]!
      .n,
  );

describe("follow-ups due on the Overview", () => {
  it("lists open leads due today or earlier in the agency's calendar, oldest first, paged and counted", async () => {
    await seedFollowUps();
    const page = await listDueFollowUps(db, TODAY, { offset: 0, limit: 3 });
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.name)).toEqual(["Due Long Ago", "Due Yesterday", "Due Today Older Lead"]);
    expect((await listDueFollowUps(db, TODAY, { offset: 3, limit: 3 })).rows.map((row) => [row.name, row.dueDate])).toEqual([
      ["Due Today", TODAY],
    ]);
    expect((await listDueFollowUps(db, "2026-03-11", { offset: 0, limit: 10 })).total).toBe(5);
    expect((await listDueFollowUps(db, "2026-01-01", { offset: 0, limit: 10 })).total).toBe(0);
  });

  it("'Mark done' clears the date and logs it in one step; a second time is refused", async () => {
    const [lead] = await seedFollowUps();
    await completeFollowUp(db, lead!.id, dana);
    const [row] = await db.select({ due: leads.nextFollowUpDate }).from(leads).where(eq(leads.id, lead!.id));
    expect(row!.due).toBeNull();
    const entries = await db.select().from(activityLog).where(eq(activityLog.entityId, lead!.id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: "follow_up_done",
        description: "Follow-up done (was due Feb 1, 2026)",
        performedBy: dana,
        entityName: "Due Long Ago",
      }),
    ]);
    await expect(completeFollowUp(db, lead!.id, dana)).rejects.toThrow(FOLLOW_UP_GONE);
    expect(await db.$count(activityLog, eq(activityLog.entityType, "lead"))).toBe(1);
  });

  it("snoozing moves the date and logs it; the action refuses a past date and a browser without a session", async () => {
    const [lead] = await seedFollowUps();
    const today = agencyToday();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    expect((await snoozeFollowUpAction({ id: lead!.id, date: tomorrow })).serverError).toBe(
      "Your session has expired. Please sign in again.",
    );
    await signedInBrowser(db, dana);
    const past = await snoozeFollowUpAction({ id: lead!.id, date: "2020-01-01" });
    expect(past.validationErrors?.date?._errors).toEqual([SNOOZE_PAST_MESSAGE]);
    const bad = await snoozeFollowUpAction({ id: lead!.id, date: "2026-02-30" });
    expect(bad.validationErrors?.date?._errors).toEqual(["Enter a valid date."]);
    expect(await db.$count(activityLog, eq(activityLog.entityType, "lead"))).toBe(0);

    expect((await snoozeFollowUpAction({ id: lead!.id, date: tomorrow })).data).toEqual({ date: tomorrow });
    const [row] = await db.select({ due: leads.nextFollowUpDate }).from(leads).where(eq(leads.id, lead!.id));
    expect(row!.due).toBe(tomorrow);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, lead!.id), eq(activityLog.action, "follow_up_snoozed")));
    expect(entry!.description).toMatch(/^Follow-up snoozed from Feb 1, 2026 to /);
    expect(entry!.performedBy).toBe(dana);

    expect((await completeFollowUpAction({ id: lead!.id })).data).toEqual({ done: true });
    expect((await completeFollowUpAction({ id: lead!.id })).serverError).toBe(FOLLOW_UP_GONE);
    expect((await completeFollowUpAction({ id: "not-a-uuid" })).validationErrors).toBeDefined();
  });

  it("a snooze on a deleted lead changes nothing", async () => {
    const [lead] = await seedFollowUps();
    await db.delete(leads).where(eq(leads.id, lead!.id));
    await expect(snoozeFollowUp(db, { id: lead!.id, date: "2030-01-01" }, dana)).rejects.toThrow("This lead no longer exists.");
    expect(await db.$count(activityLog, eq(activityLog.entityType, "lead"))).toBe(0);
  });
});

describe("the daily digest", () => {
  const run = (now: Date) => sendDailyDigests(db, { now, timeZone: DENVER, siteUrl: SITE });

  it("mails each admin the follow-ups due and the overdue invoices, through the outbox", async () => {
    await seedFollowUps();
    await seedInvoices();
    expect(await run(EIGHT_AM)).toEqual({ status: "queued", date: TODAY, queued: 2 });

    const mail = await outbox();
    expect(mail.map((m) => [m.toAddress, m.kind, m.status, m.dedupeKey])).toEqual([
      ["dana@summitdigital.co", "daily_digest", "queued", `digest:${dana}:${TODAY}`],
      ["lee@summitdigital.co", "daily_digest", "queued", `digest:${lee}:${TODAY}`],
    ]);
    const [toDana, toLee] = mail;
    expect(toDana!.subject).toBe("Daily digest for Mar 10, 2026: 4 follow-ups due, 2 overdue invoices");
    expect(toDana!.textBody).toMatch(/^Good morning Dana,/);
    expect(toLee!.textBody).toMatch(/^Good morning lee,/);
    for (const name of [
      "Due Long Ago",
      "Due Yesterday (Front Range Dental)",
      "Due Today Older Lead",
      "Due Today,",
      "Late Sent Client",
      "Late Draft Client",
    ]) {
      expect(toDana!.textBody).toContain(name);
    }
    for (const name of [
      "Due Tomorrow",
      "Won Long Ago",
      "Lost Yesterday",
      "No Date",
      "Due Today Client",
      "Paid Late Client",
      "Cancelled Late Client",
    ]) {
      expect(toDana!.textBody).not.toContain(name);
    }
    // Oldest first in both lists.
    expect(toDana!.textBody.indexOf("Due Long Ago")).toBeLessThan(toDana!.textBody.indexOf("Due Yesterday"));
    expect(toDana!.textBody.indexOf("Late Draft Client")).toBeLessThan(toDana!.textBody.indexOf("Late Sent Client"));
    expect(toDana!.textBody).toContain(`${SITE}/admin/dashboard`);
    expect(await deliveryJobs()).toBe(2);
  });

  it("tells staff only their follow-ups (Billing is the owners'), and mails no deactivated admin", async () => {
    await seedInvoices();
    await db.update(adminUsers).set({ role: "staff" }).where(eq(adminUsers.id, lee));
    expect(await run(EIGHT_AM)).toEqual({ status: "queued", date: TODAY, queued: 1 }); // only invoices are due: nothing for staff
    await db.delete(mailOutbox);
    await seedFollowUps();
    await run(EIGHT_AM);
    const toLee = (await outbox()).find((mail) => mail.toAddress === "lee@summitdigital.co");
    expect(toLee!.subject).toBe("Daily digest for Mar 10, 2026: 4 follow-ups due");
    expect(toLee!.textBody).not.toContain("Late Sent Client");

    await db.delete(mailOutbox);
    await db.update(adminUsers).set({ active: false }).where(eq(adminUsers.id, lee));
    expect((await run(new Date("2026-03-12T14:00:00Z"))).queued).toBe(1);
    expect((await outbox()).map((mail) => mail.toAddress)).toEqual(["dana@summitdigital.co"]);
  });

  it("sends one digest per admin per day, however often it runs", async () => {
    await seedFollowUps();
    expect((await run(EIGHT_AM)).queued).toBe(2);
    expect(await run(EIGHT_AM)).toEqual({ status: "queued", date: TODAY, queued: 0 });
    expect((await run(new Date("2026-03-10T20:00:00Z"))).queued).toBe(0); // 2 pm, same agency day
    // Two instances at once: still one each.
    await Promise.all([run(EIGHT_AM), run(EIGHT_AM)]);
    expect(await db.$count(mailOutbox)).toBe(2);
    expect(await deliveryJobs()).toBe(2);
    // The next agency day gets its own.
    expect((await run(new Date("2026-03-11T14:00:00Z"))).queued).toBe(2);
    expect(await db.$count(mailOutbox)).toBe(4);
  });

  it("sends nothing before 8:00 agency time, or on a day with nothing due", async () => {
    await seedFollowUps();
    // 7:59 in Denver, though 13:59 in UTC.
    expect(await run(new Date("2026-03-10T13:59:00Z"))).toEqual({ status: "too_early", date: null, queued: 0 });
    await db.delete(leads);
    await seedInvoices();
    await db.update(invoices).set({ status: "paid", paidDate: "2026-03-01" });
    expect(await run(EIGHT_AM)).toEqual({ status: "nothing_due", date: TODAY, queued: 0 });
    expect(await db.$count(mailOutbox)).toBe(0);
    expect(await deliveryJobs()).toBe(0);
  });

  it("judges 'today' by the agency's calendar at the timezone edge", async () => {
    await insertLeads([{ name: "Due Mar 11", status: "new", nextFollowUpDate: "2026-03-11" }]);
    // 03:00 UTC on Mar 11 is 9 pm on Mar 10 in Denver: the Mar 11 follow-up is not due yet.
    expect(await run(new Date("2026-03-11T03:00:00Z"))).toEqual({ status: "nothing_due", date: TODAY, queued: 0 });
    expect((await run(new Date("2026-03-11T14:00:00Z"))).queued).toBe(2);
  });

  it("runs as the hourly job of the queue with an injected clock, and the mail goes out with the template", async () => {
    await seedFollowUps();
    const transport = createResendTransport("re_test", resend.url);
    const deps = {
      connectionString,
      db,
      env: { RESEND_API_KEY: "re_test", EMAIL_FROM: "Summit <hello@summit.test>", AGENCY_TIMEZONE: DENVER, SITE_URL: SITE },
      transport,
    };
    const addDigestJob = () => db.execute(sql`select graphile_worker.add_job(${SEND_DAILY_DIGEST}::text)`);

    await addDigestJob();
    await runDueJobsOnce({ ...deps, now: () => new Date("2026-03-10T13:00:00Z") }); // 7:00 in Denver
    expect(await db.$count(mailOutbox)).toBe(0);

    await addDigestJob();
    await runDueJobsOnce({ ...deps, now: () => EIGHT_AM }); // queues the digests...
    await runDueJobsOnce({ ...deps, now: () => EIGHT_AM }); // ...and delivers them
    const mail = await outbox();
    expect(mail.map((m) => m.status)).toEqual(["sent", "sent"]);
    expect(mail[0]!.htmlBody).toContain("Daily digest for Mar 10, 2026");
    expect(mail[0]!.htmlBody).toContain("Due Long Ago");
    expect(resend.requests).toHaveLength(2);

    // A restarted worker running the job again sends nothing more.
    await addDigestJob();
    await runDueJobsOnce({ ...deps, now: () => new Date("2026-03-10T15:00:00Z") });
    await runDueJobsOnce({ ...deps, now: () => new Date("2026-03-10T15:00:00Z") });
    expect(resend.requests).toHaveLength(2);
  });

  it("is on the worker's crontab every hour, with the missed tick filled after a restart", () => {
    const items = parseCrontab(CRONTAB);
    const digest = items.find((item) => item.task === SEND_DAILY_DIGEST);
    expect(digest).toBeDefined();
    expect(digest!.match).toBeTypeOf("function");
    expect(digest!.options.backfillPeriod).toBe(3_600_000);
  });
});

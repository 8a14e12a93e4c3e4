import { eq, sql } from "drizzle-orm";
import { parseCrontab } from "graphile-worker";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { POST as sendContact } from "@/app/api/functions/send-contact-form/route";
import { activityLog, filteredSubmissions, leads, mailOutbox } from "@/db/schema";
import { SESSION_ENDED } from "@/lib/action-errors";
import { deleteFilteredSubmissionAction, getFilteredSubmissionAction, markNotSpamAction } from "@/lib/filtered-submissions/actions";
import { listFilteredSubmissions } from "@/lib/filtered-submissions/queries";
import { FILTERED_GONE } from "@/lib/filtered-submissions/schema";
import { PRUNE_FILTERED_SUBMISSIONS } from "@/lib/jobs/queue";
import { runDueJobsOnce } from "@/lib/worker/run";
import { CRONTAB } from "@/lib/worker/tasks";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { clearJobs, countRows, jsonRequest, validContact } from "../support/lead-capture";
import { FakeRequestContext, requestContext } from "../support/request-context";

const CONTACT = "/api/functions/send-contact-form";
const db = testDb();

const honeypotted = (overrides = {}) => validContact({ honeypot: "http://spam.example", ...overrides });
const tooFast = (overrides = {}) => {
  const now = Date.now();
  return validContact({ formLoadTime: now - 1_200, formSubmitTime: now, ...overrides });
};
const filteredRows = () => db.select().from(filteredSubmissions).orderBy(filteredSubmissions.receivedAt);
const jobNames = async () =>
  (
    await db.execute<{ name: string }>(
      sql`select t.identifier as name from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id`,
    )
  ).map((row) => row.name);

let staffId: string;

beforeEach(async () => {
  await clearJobs(db);
  process.env.PUBLIC_FORM_LIMIT = "100";
  process.env.AGENCY_INBOX = "inbox@summit.test";
  delete process.env.TRUST_PROXY;
  staffId = (await insertDana(db, { username: "sam", email: "sam@summitdigital.co", role: "staff" })).id;
});

afterAll(async () => {
  await closeAppDatabase();
});

describe("a trapped contact submission", () => {
  it("is answered exactly like a real one, and kept as filtered (honeypot) with no lead and no mail", async () => {
    const real = await sendContact(jsonRequest(CONTACT, validContact({ email: "real@example.com" })));
    const trapped = await sendContact(jsonRequest(CONTACT, honeypotted()));
    expect(trapped.status).toBe(real.status);
    expect(await trapped.text()).toBe(await real.text());
    expect([...trapped.headers]).toEqual([...real.headers]);

    expect(await countRows(db)).toMatchObject({ leads: 1, mail: 2 });
    const [row] = await filteredRows();
    expect(row).toMatchObject({ source: "contact_form", reason: "honeypot" });
    expect(row!.fields).toEqual({
      name: "Jordan Lee",
      email: "jordan@example.com",
      phone: "(303) 555-0100",
      company: "Lee Outfitters",
      service: "web-development",
      budget: "10k-25k",
      timeline: "1-month",
      message: "We need a new website for our outdoor gear shop.",
    });
    expect(Date.now() - row!.receivedAt.getTime()).toBeLessThan(60_000);
  });

  it("is kept as filtered (timing) when sent under 3 s after the form appeared, with no lead, mail or job", async () => {
    const response = await sendContact(jsonRequest(CONTACT, tooFast({ name: "Quick Typist" })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await countRows(db)).toEqual({ leads: 0, mail: 0, jobs: 0 });
    const rows = await filteredRows();
    expect(rows.map((row) => [row.reason, row.fields.name])).toEqual([["timing", "Quick Typist"]]);
  });

  it("meets the public-form limit (429) before anything is stored", async () => {
    process.env.PUBLIC_FORM_LIMIT = "1";
    expect((await sendContact(jsonRequest(CONTACT, honeypotted()))).status).toBe(200);
    const limited = await sendContact(jsonRequest(CONTACT, honeypotted({ name: "Second Try" })));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
    expect((await filteredRows()).map((row) => row.fields.name)).toEqual(["Jordan Lee"]);
  });
});

describe("the Filtered view", () => {
  it("lists newest first with the reason, name, email and a message preview, and reads one in full", async () => {
    const long = `Please call me back. ${"About our shop. ".repeat(40)}The end.`;
    await sendContact(jsonRequest(CONTACT, honeypotted({ name: "First Sender", email: "first@example.com" })));
    await sendContact(jsonRequest(CONTACT, tooFast({ name: "Second Sender", email: "second@example.com", message: long })));
    const { rows, total } = await listFilteredSubmissions(db, { offset: 0, limit: 25 });
    expect(total).toBe(2);
    expect(rows.map((row) => [row.name, row.email, row.reason])).toEqual([
      ["Second Sender", "second@example.com", "timing"],
      ["First Sender", "first@example.com", "honeypot"],
    ]);
    expect(rows[0]!.messagePreview.length).toBeLessThan(long.length);
    expect(long.startsWith(rows[0]!.messagePreview)).toBe(true);

    await signedInBrowser(db, staffId);
    const details = await getFilteredSubmissionAction({ id: rows[0]!.id });
    expect(details?.data?.message).toBe(long);
    expect(details?.data?.fields).toContainEqual({ label: "Service", value: "Web Development" });
  });

  it("refuses its actions without a session", async () => {
    await sendContact(jsonRequest(CONTACT, honeypotted()));
    const [row] = await filteredRows();
    requestContext.current = new FakeRequestContext();
    expect((await markNotSpamAction({ id: row!.id }))?.serverError).toBe(SESSION_ENDED);
    expect((await deleteFilteredSubmissionAction({ id: row!.id }))?.serverError).toBe(SESSION_ENDED);
    expect(await filteredRows()).toHaveLength(1);
  });

  it("'Not spam' makes the submission a lead as if it had just arrived: duplicate marking, both mails with their job, an audit entry", async () => {
    await sendContact(jsonRequest(CONTACT, validContact({ name: "Jordan First" })));
    const [original] = await db.select().from(leads);
    await clearJobs(db);
    await sendContact(jsonRequest(CONTACT, honeypotted({ email: " JORDAN@example.com", name: "Jordan Lee" })));
    const [row] = await filteredRows();

    await signedInBrowser(db, staffId);
    const result = await markNotSpamAction({ id: row!.id });
    expect(result?.serverError).toBeUndefined();
    expect(result?.data?.name).toBe("Jordan Lee");

    const lead = (await db.select().from(leads).where(eq(leads.id, result!.data!.leadId)))[0]!;
    expect(lead).toMatchObject({
      source: "contact_form",
      status: "new",
      name: "Jordan Lee",
      email: "JORDAN@example.com",
      duplicateOfId: original!.id,
    });
    expect(Date.now() - lead.createdAt.getTime()).toBeLessThan(60_000);
    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.id));
    expect(mail.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ["contact_acknowledgement", "JORDAN@example.com"],
      ["contact_notification", "inbox@summit.test"],
    ]);
    expect(mail.find((m) => m.kind === "contact_acknowledgement")!.textBody.startsWith("Hi Jordan,")).toBe(true);
    expect(await jobNames()).toEqual(["deliver_mail"]);
    expect(await filteredRows()).toEqual([]);

    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "marked_not_spam"));
    expect(entry).toMatchObject({
      entityType: "lead",
      entityId: lead.id,
      performedBy: staffId,
      metadata: { filtered_submission_id: row!.id, reason: "honeypot" },
    });

    // A second click (another tab) finds it gone and changes nothing.
    expect((await markNotSpamAction({ id: row!.id }))?.serverError).toBe(FILTERED_GONE);
    expect(await db.$count(leads)).toBe(2);
  });

  it("'Delete' removes it for good, with an audit entry", async () => {
    await sendContact(jsonRequest(CONTACT, tooFast({ name: "Bot Maybe" })));
    const [row] = await filteredRows();
    await signedInBrowser(db, staffId);
    expect((await deleteFilteredSubmissionAction({ id: row!.id }))?.serverError).toBeUndefined();
    expect(await filteredRows()).toEqual([]);
    expect(await countRows(db)).toEqual({ leads: 0, mail: 0, jobs: 0 });
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.entityType, "filtered_submission"));
    expect(entry).toMatchObject({ action: "deleted", entityId: row!.id, entityName: "Bot Maybe", performedBy: staffId });
    expect((await deleteFilteredSubmissionAction({ id: row!.id }))?.serverError).toBe(FILTERED_GONE);
  });
});

describe("the 30-day prune", () => {
  it("deletes filtered submissions received more than 30 days ago, as the worker's hourly job", async () => {
    const now = new Date("2026-06-30T12:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db.insert(filteredSubmissions).values(
      [
        ["old", daysAgo(31)],
        ["edge", daysAgo(30.01)],
        ["recent", daysAgo(29.9)],
        ["new", daysAgo(1)],
      ].map(([name, receivedAt]) => ({
        source: "contact_form" as const,
        reason: "honeypot" as const,
        fields: { name },
        receivedAt: receivedAt as Date,
      })),
    );
    await db.execute(sql`select graphile_worker.add_job(${PRUNE_FILTERED_SUBMISSIONS}::text)`);
    await runDueJobsOnce({
      connectionString: process.env.DATABASE_URL!,
      db,
      env: { RESEND_API_KEY: undefined, EMAIL_FROM: "Summit <hello@summit.test>" },
      transport: null,
      now: () => now,
    });
    expect((await filteredRows()).map((row) => row.fields.name)).toEqual(["recent", "new"]);
  });

  it("is on the worker's crontab, so it runs once an hour per worker fleet", () => {
    const item = parseCrontab(CRONTAB).find((entry) => entry.task === PRUNE_FILTERED_SUBMISSIONS);
    expect(item).toBeDefined();
  });
});

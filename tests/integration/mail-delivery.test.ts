import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { POST as sendContact } from "@/app/api/functions/send-contact-form/route";
import { mailOutbox } from "@/db/schema";
import { CONFIGURATION_RETRY_SECONDS, NOT_CONFIGURED_ERROR, STALE_SENDING_MINUTES } from "@/lib/mail/deliver";
import { flushDeliveries } from "@/lib/mail/delivery-batch";
import { requeueStrandedMail, STRANDED_AFTER_SECONDS } from "@/lib/mail/sweep";
import { createResendTransport } from "@/lib/mail/transport";
import { runDueJobsOnce } from "@/lib/worker/run";

import { closeAppDatabase, resetDatabase, testDb } from "../support/database";
import { startFakeResend } from "../support/fake-servers";
import { clearJobs, jsonRequest, makeJobsDue, validContact } from "../support/lead-capture";

const CONTACT = "/api/functions/send-contact-form";
const db = testDb();
const connectionString = process.env.DATABASE_URL!;
const env = { RESEND_API_KEY: "re_test", EMAIL_FROM: "Summit Digital <hello@summit.test>" };
let resend: Awaited<ReturnType<typeof startFakeResend>>;

beforeAll(async () => {
  resend = await startFakeResend();
});

afterAll(async () => {
  await resend.close();
  await closeAppDatabase();
});

beforeEach(async () => {
  await clearJobs(db);
  resend.mode = "ok";
  resend.requests.length = 0;
  resend.accepted.length = 0;
  process.env.PUBLIC_FORM_LIMIT = "100";
  process.env.AGENCY_INBOX = "inbox@summit.test";
});

/** Runs the worker once over every due job (after adding the batched ones), as the in-process worker would. */
async function dispatch(transport = createResendTransport("re_test", resend.url)) {
  await flushDeliveries();
  await runDueJobsOnce({ connectionString, db, env, transport });
}

async function submitContact() {
  const response = await sendContact(jsonRequest(CONTACT, validContact()));
  expect(response.status).toBe(200);
}

describe("mail delivery through the outbox and the job queue", () => {
  it("delivers both contact mails through Resend and records the send", async () => {
    await submitContact();
    await dispatch();
    const mail = await db.select().from(mailOutbox);
    expect(mail.map((m) => m.status)).toEqual(["sent", "sent"]);
    for (const m of mail) {
      expect(m.attempts).toBe(1);
      expect(m.sentAt).not.toBeNull();
      expect(m.providerMessageId).toMatch(/^fake-email-/);
      expect(m.htmlBody).toContain("<html");
    }
    const bodies = resend.requests.map(
      (r) => r.body as { to: string[] | string; from: string; text: string; html: string; reply_to?: string },
    );
    expect(bodies.map((b) => [b.to].flat()[0]).sort()).toEqual(["inbox@summit.test", "jordan@example.com"]);
    expect(bodies.every((b) => b.from === env.EMAIL_FROM)).toBe(true);
    expect(resend.requests.every((r) => String(r.headers["idempotency-key"]).startsWith("mail-outbox-"))).toBe(true);
    const remaining = await db.execute(sql`select 1 from graphile_worker.jobs`);
    expect(remaining).toHaveLength(0);
  });

  it("escapes visitor HTML in the HTML part", async () => {
    await sendContact(jsonRequest(CONTACT, validContact({ message: "<img src=x onerror=alert(1)> & <b>hi</b>" })));
    await dispatch();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "contact_notification"));
    expect(mail!.htmlBody).not.toContain("<img src=x");
    expect(mail!.htmlBody).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail!.textBody).toContain("<img src=x onerror=alert(1)>");
  });

  it("keeps the lead and the queued mail through a provider outage and delivers once it recovers", async () => {
    resend.mode = "down";
    await submitContact();
    await dispatch();
    let mail = await db.select().from(mailOutbox);
    expect(mail.map((m) => m.status)).toEqual(["queued", "queued"]);
    for (const m of mail) {
      expect(m.attempts).toBe(1);
      expect(m.lastError).toMatch(/503/);
      expect(m.sentAt).toBeNull();
      expect(m.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    const leadRows = await db.execute<{ leads: number }>(sql`select count(*)::int as leads from leads`);
    expect(leadRows[0]!.leads).toBe(1);

    resend.mode = "ok";
    await makeJobsDue(db);
    await dispatch();
    mail = await db.select().from(mailOutbox);
    expect(mail.map((m) => m.status)).toEqual(["sent", "sent"]);
    expect(mail.map((m) => m.attempts)).toEqual([2, 2]);
    expect(mail.every((m) => m.lastError === null)).toBe(true);
  });

  it("marks a mail failed at once when Resend refuses it, and after the last attempt otherwise", async () => {
    resend.mode = "reject";
    await submitContact();
    await dispatch();
    const rejected = await db.select().from(mailOutbox);
    expect(rejected.map((m) => m.status)).toEqual(["failed", "failed"]);
    expect(rejected[0]!.lastError).toMatch(/400/);

    await resetDatabase(db);
    await clearJobs(db);
    resend.mode = "down";
    await submitContact();
    await flushDeliveries();
    await db.execute(sql`update graphile_worker._private_jobs set max_attempts = 2`);
    await dispatch();
    await makeJobsDue(db);
    await dispatch();
    const exhausted = await db.select().from(mailOutbox);
    expect(exhausted.map((m) => [m.status, m.attempts])).toEqual([
      ["failed", 2],
      ["failed", 2],
    ]);
  });

  it("without RESEND_API_KEY keeps the mail queued, marked as not sent", async () => {
    await submitContact();
    await flushDeliveries();
    await runDueJobsOnce({ connectionString, db, env: { ...env, RESEND_API_KEY: undefined }, transport: null });
    const mail = await db.select().from(mailOutbox);
    expect(mail.map((m) => [m.status, m.attempts, m.sentAt, m.lastError])).toEqual([
      ["queued", 0, null, NOT_CONFIGURED_ERROR],
      ["queued", 0, null, NOT_CONFIGURED_ERROR],
    ]);
    expect(resend.requests).toHaveLength(0);
  });

  it("gives a job again to mail whose job was lost after its commit, once, and leaves the rest alone", async () => {
    await submitContact();
    await clearJobs(db); // as if the process died between the lead's commit and its job
    const old = new Date(Date.now() - (STRANDED_AFTER_SECONDS + 60) * 1000).toISOString();
    await db.execute(sql`update mail_outbox set created_at = ${old}::timestamptz`);
    // Not stranded: too recent, waiting for a provider, already sent.
    await submitContact();
    const [waiting, sent] = await db.execute<{ id: string }>(sql`
      insert into mail_outbox (kind, to_address, subject, text_body, status, attempts, last_error, created_at)
      values ('contact_notification', 'a@summit.test', 'Waiting', 'x', 'queued', 0, ${NOT_CONFIGURED_ERROR}, ${old}::timestamptz),
             ('contact_notification', 'b@summit.test', 'Sent', 'x', 'sent', 1, null, ${old}::timestamptz)
      returning id`);
    expect([waiting?.id, sent?.id]).toEqual([expect.any(String), expect.any(String)]);

    expect(await requeueStrandedMail(db)).toBe(2);
    expect(await requeueStrandedMail(db)).toBe(2); // keyed jobs: asking again adds none
    const jobs = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from graphile_worker._private_jobs where key like 'mail:%'`);
    expect(jobs[0]!.n).toBe(2);

    await dispatch();
    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "contact_acknowledgement"));
    expect(mail.map((m) => m.status).sort()).toEqual(["sent", "sent"]);
    expect(resend.requests).toHaveLength(4); // both leads' two mails, each once; not the two others
  });

  it.each([
    ["403 (a restricted API key)", "restricted-key", 403],
    ["422 (an unverified sender domain)", "unverified-domain", 422],
  ] as const)("leaves mail refused with %s retryable, never failed", async (_case, mode, status) => {
    resend.mode = mode;
    await submitContact();
    await dispatch();
    const mail = await db.select().from(mailOutbox);
    expect(mail.map((m) => [m.status, m.attempts])).toEqual([
      ["queued", 1],
      ["queued", 1],
    ]);
    expect(mail[0]!.lastError).toContain(String(status));
    resend.mode = "ok";
    await makeJobsDue(db);
    await dispatch();
    expect((await db.select().from(mailOutbox)).map((m) => m.status)).toEqual(["sent", "sent"]);
  });

  it("through a 401 outage that outlasts every retry, a good key then delivers every mail exactly once", async () => {
    const keyed = await startFakeResend("ok", { apiKey: "re_good" });
    try {
      const badKey = createResendTransport("re_bad", keyed.url);
      await submitContact();
      await sendContact(jsonRequest(CONTACT, validContact({ email: "sam@example.com" })));
      await flushDeliveries();
      await db.execute(sql`update graphile_worker._private_jobs set max_attempts = 2`);
      await dispatch(badKey);
      await makeJobsDue(db);
      await dispatch(badKey); // the job's last attempt: the mail must not be parked
      const waiting = await db.select().from(mailOutbox);
      expect(waiting.map((m) => [m.status, m.attempts])).toEqual(Array(4).fill(["queued", 2]));
      expect(waiting.every((m) => /401/.test(m.lastError ?? ""))).toBe(true);
      expect(waiting.every((m) => m.nextAttemptAt.getTime() > Date.now() + (CONFIGURATION_RETRY_SECONDS - 60) * 1000)).toBe(true);
      expect(await db.execute(sql`select 1 from graphile_worker.jobs where attempts < max_attempts`)).toHaveLength(0);
      expect(keyed.accepted).toHaveLength(0);

      // The key is fixed; the sweep an hour later gives every waiting mail its job again.
      const goodKey = createResendTransport("re_good", keyed.url);
      const later = new Date(Date.now() + (CONFIGURATION_RETRY_SECONDS + 3 * 60) * 1000);
      expect(await requeueStrandedMail(db, later)).toBe(4);
      await dispatch(goodKey);
      await dispatch(goodKey);
      const sent = await db.select().from(mailOutbox);
      expect(sent.map((m) => m.status)).toEqual(Array(4).fill("sent"));
      expect(keyed.accepted.sort()).toEqual(sent.map((m) => `mail-outbox-${m.id}`).sort());
    } finally {
      await keyed.close();
    }
  });

  it("the sweep takes back a mail stuck in 'sending' for over 10 minutes and delivers it once", async () => {
    const stuckAt = new Date(Date.now() - (STALE_SENDING_MINUTES + 1) * 60_000).toISOString();
    const recentAt = new Date(Date.now() - 2 * 60_000).toISOString();
    const [stuck, busy] = await db.execute<{ id: string }>(sql`
      insert into mail_outbox (kind, to_address, subject, text_body, status, attempts, created_at, updated_at)
      values ('contact_notification', 'stuck@summit.test', 'Stuck', 'x', 'sending', 1, ${stuckAt}::timestamptz, ${stuckAt}::timestamptz),
             ('contact_notification', 'busy@summit.test', 'Busy', 'x', 'sending', 1, ${recentAt}::timestamptz, ${recentAt}::timestamptz)
      returning id`);

    expect(await requeueStrandedMail(db)).toBe(1);
    await dispatch();
    const rows = await db.select().from(mailOutbox);
    expect(rows.find((m) => m.id === stuck!.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(rows.find((m) => m.id === busy!.id)).toMatchObject({ status: "sending", attempts: 1 });
    expect(resend.accepted.filter((key) => key === `mail-outbox-${stuck!.id}`)).toHaveLength(1);
    expect(resend.requests).toHaveLength(1);
    expect(await requeueStrandedMail(db)).toBe(0);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { POST as sendContact } from "@/app/api/functions/send-contact-form/route";
import { captureLogs } from "@/lib/log";
import { flushDeliveries } from "@/lib/mail/delivery-batch";
import type { MailTransport } from "@/lib/mail/transport";
import { type JobWorker, startJobWorker, WORKER_APPLICATION_NAME } from "@/lib/worker/run";

import { closeAppDatabase, testDb } from "../support/database";
import { clearJobs, jsonRequest, validContact } from "../support/lead-capture";

const db = testDb();
const connectionString = process.env.DATABASE_URL!;
const env = { RESEND_API_KEY: "re_test", EMAIL_FROM: "Summit Digital <hello@summit.test>" };

afterAll(closeAppDatabase);

beforeEach(async () => {
  await clearJobs(db);
  await db.execute(sql`delete from mail_outbox`);
  process.env.PUBLIC_FORM_LIMIT = "100";
  process.env.AGENCY_INBOX = "inbox@summit.test";
});

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const count = async (query: ReturnType<typeof sql>) => (await db.execute<{ n: number }>(query))[0]!.n;
const workerConnections = () =>
  count(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${WORKER_APPLICATION_NAME}`,
  );
const sentMails = () => count(sql`select count(*)::int as n from mail_outbox where status = 'sent'`);

/**
 * A worker running a contact form's mail, whose first send waits until the test lets it go. The
 * test then makes the job's result impossible to record: the job table is locked, and the
 * connection waiting on that lock is ended, as a database restart would end it. The worker that ran
 * the job cannot release it and dies.
 */
async function workerThatDiesMidJob(firstSendError?: Error): Promise<JobWorker> {
  let releaseSend!: () => void;
  const sendHeld = new Promise<void>((resolve) => (releaseSend = resolve));
  let sends = 0;
  const transport: MailTransport = {
    async send() {
      sends += 1;
      if (sends === 1) {
        await sendHeld;
        if (firstSendError) throw firstSendError;
      }
      return { id: `fake-${sends}` };
    },
  };
  const worker = await startJobWorker({ connectionString, db, env, transport, concurrency: 2 });
  expect((await sendContact(jsonRequest("/api/functions/send-contact-form", validContact()))).status).toBe(200);
  await flushDeliveries();
  await waitFor(async () => sends > 0, "the first send");
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table graphile_worker._private_jobs in access exclusive mode`);
    releaseSend();
    await waitFor(
      async () =>
        (
          await tx.execute(
            sql`select 1 from pg_stat_activity where datname = current_database() and application_name = ${WORKER_APPLICATION_NAME} and wait_event_type = 'Lock'`,
          )
        ).length > 0,
      "the job's result to wait on the lock",
    );
    await tx.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${WORKER_APPLICATION_NAME}`,
    );
  });
  return worker;
}

describe("the job worker when the database drops its connections mid-job", () => {
  it("replaces the runner whose worker died, and the new one delivers the next form's mail", async () => {
    const worker = await workerThatDiesMidJob();
    try {
      // The held send finished before the job's result was lost: both of the first form's mails went.
      await waitFor(async () => (await sentMails()) === 2, "the first form's mails");
      expect(
        (await sendContact(jsonRequest("/api/functions/send-contact-form", validContact({ email: "second@example.com" })))).status,
      ).toBe(200);
      await flushDeliveries();
      await waitFor(async () => (await sentMails()) === 4, "the second form's mails, sent by the new runner");
    } finally {
      await worker.stop();
    }
  }, 60_000);

  it("logs the worker's death without the failed job's own error, which may name a person", async () => {
    const lines: string[] = [];
    const release = captureLogs({ write: (line: string) => lines.push(line) });
    const worker = await workerThatDiesMidJob(new Error("Jordan Lee's mailbox at Lee Outfitters is full"));
    try {
      await waitFor(async () => lines.some((line) => line.includes("a worker died")), "the dead worker's replacement");
    } finally {
      await worker.stop();
      release();
    }
    expect(lines.join("\n")).not.toMatch(/Jordan Lee|Lee Outfitters/);
    const death = lines.find((line) => line.includes("could not record"));
    expect(death && JSON.parse(death)).toMatchObject({ level: 50, task: "deliver_mail", jobId: expect.stringMatching(/^\d+$/) });
  }, 60_000);

  it("stops cleanly while it is replacing a dead worker, and leaves no connection open", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const worker = await workerThatDiesMidJob();
      // Before the replacement's two seconds are up: the runner that died has already stopped.
      await worker.stop();
      await waitFor(async () => (await workerConnections()) === 0, "the worker's connections to close", 5_000);
      // And no new runner starts after the stop.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await workerConnections()).toBe(0);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  }, 60_000);
});

describe("the job worker when its first job fetch fails", () => {
  /**
   * graphile-worker's lookup of its task ids, made at a runner's first job fetch, fails as a
   * connection ended by a database restart fails (57P01), until the trigger is dropped.
   */
  const failTaskLookup = async () => {
    await db.execute(sql`create sequence if not exists test_task_lookup_failures`);
    await db.execute(
      sql.raw(`
        create or replace function test_fail_task_lookup() returns trigger language plpgsql as $$
        begin
          if current_query() like '%_private_tasks as tasks (identifier) select unnest%' then
            perform nextval('test_task_lookup_failures');
            raise exception 'terminating connection due to administrator command' using errcode = 'admin_shutdown';
          end if;
          return null;
        end $$`),
    );
    await db.execute(
      sql`create or replace trigger test_fail_task_lookup before insert on graphile_worker._private_tasks
          for each statement execute function test_fail_task_lookup()`,
    );
  };
  const lookupFailures = () => count(sql`select (case when is_called then last_value else 0 end)::int as n from test_task_lookup_failures`);
  const restoreTaskLookup = async () => {
    await db.execute(sql`drop trigger if exists test_fail_task_lookup on graphile_worker._private_tasks`);
    await db.execute(sql`drop function if exists test_fail_task_lookup()`);
    await db.execute(sql`drop sequence if exists test_task_lookup_failures`);
  };

  it("replaces a runner whose job fetches keep failing with the database back, and the new one delivers the mail", async () => {
    let sends = 0;
    const transport: MailTransport = { send: async () => ({ id: `fake-${++sends}` }) };
    await failTaskLookup();
    let worker: JobWorker | undefined;
    try {
      worker = await startJobWorker({ connectionString, db, env, transport, concurrency: 2 });
      await waitFor(async () => (await lookupFailures()) > 0, "the runner's first job fetch to fail");
      await restoreTaskLookup();
      expect((await sendContact(jsonRequest("/api/functions/send-contact-form", validContact()))).status).toBe(200);
      await flushDeliveries();
      // graphile-worker 0.16 alone would answer every later fetch with the first failure.
      await waitFor(async () => (await sentMails()) === 2, "the form's mails, sent by the runner that replaced it");
    } finally {
      await worker?.stop();
      await restoreTaskLookup();
    }
  }, 60_000);
});

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { createDatabase, executePrepared } from "@/db/client";
import { limitPublicForm } from "@/lib/intake/public-form-limit";
import { contactSubmissionSchema } from "@/lib/intake/schema";
import { IntakeUnavailableError, submitContactForm } from "@/lib/intake/service";

import { testDb } from "../support/database";
import { clearJobs, jsonRequest, validContact } from "../support/lead-capture";

const db = testDb();
const APPLICATION_NAME = "summit-restart-test";
/** A pool with the application's settings, named so that only its connections are ended. */
const appDb = createDatabase(process.env.DATABASE_URL!, { connection: { application_name: APPLICATION_NAME } });
const env = { AGENCY_INBOX: "inbox@summit.test", PUBLIC_FORM_LIMIT: 1_000_000, TRUST_PROXY: { kind: "none" } as const };

afterAll(async () => {
  await clearJobs(appDb);
  await appDb.$client.end({ timeout: 1 });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A promise's value, or `fallback` if it has not settled within `ms`. */
const within = <T, F>(promise: Promise<T>, ms: number, fallback: F) => Promise.race([promise, pause(ms).then(() => fallback)]);

/** What a database restart does to the application: every one of its connections is ended at once. */
const endAppConnections = () =>
  db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${APPLICATION_NAME}`);

/**
 * Twenty visitors, twice the pool's connections, each running `visit` over and over while the
 * database ends the pool's connections twice, 0.8 s apart. Answers whether every visitor's last
 * visit settled within 10 s of the end.
 */
async function visitWhileRestarting(visit: () => Promise<void>): Promise<boolean> {
  let visiting = true;
  const visitors = Array.from({ length: 20 }, async () => {
    while (visiting) await visit();
  });
  await pause(600);
  await endAppConnections();
  await pause(800);
  await endAppConnections();
  await pause(1_000);
  visiting = false;
  return within(
    Promise.all(visitors).then(() => true),
    10_000,
    false,
  );
}

/** Ten queries of 0.3 s at once finish together only when all ten connections are usable. */
async function tenQueriesAtOnceMs(): Promise<number> {
  const started = Date.now();
  const tenAtOnce = Promise.all(Array.from({ length: 10 }, () => appDb.execute(sql`select pg_sleep(0.3)`)));
  return within(
    tenAtOnce.then(() => Date.now() - started),
    5_000,
    Infinity,
  );
}

describe("the database pool when PostgreSQL ends every connection", () => {
  it("settles every query, and serves with all its connections afterwards", async () => {
    let visits = 0;
    const settled = await visitWhileRestarting(async () => {
      // A prepared statement (as the session check and the intake's insert are), still running when its connection ends.
      await executePrepared(appDb, "restart_visit", sql`select ${(visits += 1)}::int as visit, pg_sleep(0.003)`).catch(() => undefined);
    });
    expect(settled, "a query was left waiting after the restarts").toBe(true);
    expect(await tenQueriesAtOnceMs()).toBeLessThan(1_500);
  }, 30_000);

  it("answers every contact submission and stores each answered one once", async () => {
    const storedIds: string[] = [];
    const failures: unknown[] = [];
    let sent = 0;
    const settled = await visitWhileRestarting(async () => {
      const submission = contactSubmissionSchema.parse(validContact({ email: `visitor-${(sent += 1)}@example.com` }));
      try {
        // The route's two steps: the per-address limit, then the lead with its mail.
        expect(await limitPublicForm(appDb, jsonRequest("/api/functions/send-contact-form", submission), "restart-test", env)).toBeNull();
        const outcome = await submitContactForm(appDb, submission, env);
        if (outcome.stored) storedIds.push(outcome.leadId);
      } catch (error) {
        failures.push(error);
      }
    });
    expect(settled, "a submission was left waiting after the restarts").toBe(true);
    // Those not stored were told so (the forms answer 503 and keep what was typed).
    for (const failure of failures) expect(failure).toBeInstanceOf(IntakeUnavailableError);
    expect(storedIds.length).toBeGreaterThan(failures.length);
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from leads where id in ${storedIds} group by id`);
    expect(rows.length).toBe(storedIds.length);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    expect(await tenQueriesAtOnceMs()).toBeLessThan(1_500);
  }, 30_000);
});

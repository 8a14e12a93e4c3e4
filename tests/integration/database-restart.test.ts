import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { createDatabase } from "@/db/client";
import { limitPublicForm } from "@/lib/intake/public-form-limit";
import { contactSubmissionSchema } from "@/lib/intake/schema";
import { IntakeUnavailableError, STEP_DEADLINE_MS, submitContactForm } from "@/lib/intake/service";

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

/** What a database restart does to the application: every one of its connections is ended at once. */
const endAppConnections = () =>
  db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${APPLICATION_NAME}`,
  );

/** The longest a submission's two steps may take: three tries each, with the pauses between them. */
const LONGEST_SUBMISSION_MS = 2 * (3 * STEP_DEADLINE_MS + 600);

describe("the contact form while the database ends every connection", () => {
  it("answers every submission in bounded time and stores each answered one once", async () => {
    const storedIds: string[] = [];
    const failures: unknown[] = [];
    let sent = 0;
    let submitting = true;
    // Twenty visitors, twice the pool's connections, each sending form after form through the
    // route's two steps: the per-address limit, then the lead with its mail.
    const visitors = Array.from({ length: 20 }, async () => {
      while (submitting) {
        const submission = contactSubmissionSchema.parse(validContact({ email: `visitor-${(sent += 1)}@example.com` }));
        try {
          const limited = await limitPublicForm(appDb, jsonRequest("/api/functions/send-contact-form", submission), "restart-test", env);
          if (limited) throw new Error(`limited with ${limited.status}`);
          const outcome = await submitContactForm(appDb, submission, env);
          if (outcome.stored) storedIds.push(outcome.leadId);
        } catch (error) {
          failures.push(error);
        }
      }
    });
    await pause(600);
    await endAppConnections();
    await pause(800);
    await endAppConnections();
    await pause(1_000);
    submitting = false;

    const answered = await Promise.race([Promise.all(visitors).then(() => true), pause(LONGEST_SUBMISSION_MS + 2_000).then(() => false)]);
    expect(answered, "a submission was left waiting after the restarts").toBe(true);
    // Those not stored were told so: the form answers 503 and keeps what was typed.
    for (const failure of failures) expect(failure).toBeInstanceOf(IntakeUnavailableError);
    expect(storedIds.length).toBeGreaterThan(failures.length);
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from leads where id in ${storedIds} group by id`);
    expect(rows.length).toBe(storedIds.length);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  }, 45_000);
});

import { sql } from "drizzle-orm";
import { quickAddJob, runOnce } from "graphile-worker";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { z } from "zod";

import { createDatabase } from "@/db/client";
import { captureLogs } from "@/lib/log";
import { actionClient } from "@/lib/safe-action";
import { workerLogger } from "@/lib/worker/run";

import { testDb } from "../support/database";

const url = process.env.DATABASE_URL!;
const admin = testDb();
// Its own one-connection pool, so the test knows which backend to end.
const victim = createDatabase(url, { max: 1 });
afterAll(() => victim.$client.end({ timeout: 1 }));

const PERSONAL = ["jordan@example.com", "Jordan Lee", "Lee Outfitters", "We need a new website", "555-0100"];

const lines: string[] = [];
let release: (() => void) | undefined;
const capture = () => {
  lines.length = 0;
  release = captureLogs({ write: (line: string) => lines.push(line) });
};
afterEach(() => {
  release?.();
  release = undefined;
});

const expectNothingPersonal = (text: string) => {
  for (const value of PERSONAL) expect(text.toLowerCase()).not.toContain(value.toLowerCase());
};

describe("the log of a failure", () => {
  it("holds a dropped connection's type and code, and none of the query's parameters", async () => {
    const [{ pid }] = (await victim.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)) as unknown as [{ pid: number }];
    // A server action whose query dies mid-flight: its error (drizzle's, quoting SQL and parameters) reaches the action's error path.
    const storeLead = actionClient
      .inputSchema(z.object({ name: z.string(), email: z.string(), message: z.string() }))
      .action(async ({ parsedInput }) => {
        await victim.execute(sql`select pg_sleep(10), ${parsedInput.name}::text, ${parsedInput.email}::text, ${parsedInput.message}::text`);
      });
    capture();
    const pending = storeLead({ name: "Jordan Lee", email: "jordan@example.com", message: "We need a new website" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await admin.execute(sql`select pg_terminate_backend(${pid})`);
    const result = await pending;
    expect(result.serverError).toBeDefined();

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { err: { type: string; code?: string } };
    expect(entry.err).toMatchObject({ type: "DrizzleQueryError", code: "CONNECTION_CLOSED" });
    expectNothingPersonal(lines[0]!);
    expect(lines[0]).not.toContain("pg_sleep");
  });

  it("holds a failed job's task, attempt, error type and code, and none of its message or payload", async () => {
    await admin.execute(sql`delete from graphile_worker._private_jobs`);
    await quickAddJob(
      { connectionString: url },
      "probe_personal_failure",
      { email: "jordan@example.com", name: "Jordan Lee" },
      { maxAttempts: 1 },
    );
    capture();
    await runOnce({
      connectionString: url,
      logger: workerLogger,
      noHandleSignals: true,
      taskList: {
        probe_personal_failure: async (payload) => {
          const { email, name } = payload as { email: string; name: string };
          throw Object.assign(new Error(`could not write to ${name} <${email}> at Lee Outfitters, 555-0100`), { code: "EPROBE" });
        },
      },
    });
    const failures = lines.filter((line) => line.includes("a job failed"));
    expect(failures).toHaveLength(1);
    expect(JSON.parse(failures[0]!)).toMatchObject({
      level: 50,
      task: "probe_personal_failure",
      attempt: 1,
      err: { type: "Error", code: "EPROBE" },
    });
    expectNothingPersonal(lines.join("\n"));
    await admin.execute(sql`delete from graphile_worker._private_jobs`);
  });
});

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type Database } from "@/db/client";
import { PRUNE_RATE_LIMITS } from "@/lib/jobs/queue";
import { freePort } from "@/scripts/cluster";

/*
 * How the processes of a deployment start: production refuses an incomplete configuration with one
 * line and never starts a database of its own, and a web server runs the job worker only when WORKER
 * is not off.
 */

const root = path.resolve(import.meta.dirname, "../..");
const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
const SECRET = "configuration-test-secret-".padEnd(40, "x");

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs a command with exactly this environment (plus PATH) and waits for it to exit. */
function run(args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<Run> {
  return new Promise((resolve) => {
    // Nothing of this process's environment but PATH: what the command needs must be in `env`.
    const childEnv: NodeJS.ProcessEnv = { NODE_ENV: "production", PATH: process.env.PATH ?? "", HOME: os.tmpdir(), ...env };
    const child = spawn(process.execPath, args, { cwd: root, env: childEnv });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const lastLine = (text: string) => text.trim().split("\n").at(-1) ?? "";

describe("a production configuration that is not complete", () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "summit-no-embedded-"));
    rmSync(dataDir, { recursive: true });
  });

  it.each([
    ["no DATABASE_URL and no SESSION_SECRET", {}, "set DATABASE_URL (a PostgreSQL URL) and SESSION_SECRET (32+ characters)"],
    ["no DATABASE_URL", { SESSION_SECRET: SECRET }, "set DATABASE_URL (a PostgreSQL URL)."],
    [
      "a SESSION_SECRET under 32 characters",
      { DATABASE_URL: "postgres://app@127.0.0.1:1/none", SESSION_SECRET: "short" },
      "set SESSION_SECRET (32+ characters).",
    ],
    [
      "a TRUST_PROXY that is neither hops nor addresses",
      { DATABASE_URL: "postgres://app@127.0.0.1:1/none", SESSION_SECRET: SECRET, TRUST_PROXY: "yes" },
      "TRUST_PROXY",
    ],
  ])("with %s: next start exits non-zero with one line naming it", async (_case, env, expected) => {
    const port = await freePort();
    const result = await run([next, "start", "-p", String(port), "-H", "127.0.0.1"], { NODE_ENV: "production", DATA_DIR: dataDir, ...env });
    expect(result.code).not.toBe(0);
    expect(lastLine(result.stderr)).toContain(expected);
    expect(lastLine(result.stderr)).toMatch(/^Refusing to start/);
  });

  it.each([["worker"], ["migrate"]])(
    "the launcher's %s command (npm run worker, npm run db:migrate) exits non-zero naming DATABASE_URL and starts no embedded database",
    async (command) => {
      const result = await run(["--import", "tsx", path.join(root, "scripts", "run.ts"), command], {
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        SESSION_SECRET: SECRET,
      });
      expect(result.code).toBe(1);
      expect(lastLine(result.stderr)).toBe("Refusing to start in production: set DATABASE_URL (a PostgreSQL URL).");
      expect(existsSync(dataDir)).toBe(false);
    },
  );
});

describe("the job worker in a web server", () => {
  const databaseName = `summit_worker_flag_${process.pid}`;
  const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  let db: Database;

  beforeAll(async () => {
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.unsafe(`create database ${databaseName}`);
    db = createDatabase(url.toString(), { max: 2 });
  });

  afterAll(async () => {
    await db?.$client.end();
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  /** Starts `next start` on the test database, adds a job, and says whether the job ran within 8 s. */
  async function jobRunsWith(worker: string): Promise<boolean> {
    const port = await freePort();
    const child = spawn(process.execPath, [next, "start", "-p", String(port), "-H", "127.0.0.1"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: url.toString(), SESSION_SECRET: SECRET, WORKER: worker },
      stdio: "ignore",
      detached: true,
    });
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/health`).then(
              (response) => response.status,
              () => 0,
            ),
          { timeout: 60_000 },
        )
        .toBe(200);
      await db.execute(sql`select graphile_worker.add_job(${PRUNE_RATE_LIMITS}::text, '{}'::json)`);
      const deadline = Date.now() + 8_000;
      while (Date.now() < deadline) {
        const [row] = await db.execute<{ count: string }>(
          sql`select count(*) from graphile_worker.jobs where task_identifier = ${PRUNE_RATE_LIMITS}`,
        );
        if (Number(row!.count) === 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    } finally {
      process.kill(-child.pid!, "SIGTERM");
      await db.execute(sql`delete from graphile_worker._private_jobs`);
    }
  }

  it("runs queued jobs by default and leaves them to a worker with WORKER=off", async () => {
    expect(await jobRunsWith("off")).toBe(false);
    expect(await jobRunsWith("on")).toBe(true);
  });
});

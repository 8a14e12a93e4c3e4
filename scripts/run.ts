/**
 * The launcher of every command of CONTRACT.md but `npm start` (which is `next start`): it makes
 * sure there is a database (DATABASE_URL, else outside production the embedded PostgreSQL under
 * DATA_DIR), sets DATABASE_URL and SESSION_SECRET, then runs the demo, the development server, a
 * CLI, the worker or the tests, and stops the embedded server afterwards if it started it.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";

import { site } from "@/content/site";
import { createDatabase } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { clientContacts, communications, leads } from "@/db/schema";
import { productionSettingsProblem, readEnv } from "@/lib/env";
import { logger } from "@/lib/log";
import { isDroppedQueueConnection, startJobWorker } from "@/lib/worker/run";
import { CliInputError, createAdminCli, processSecretSources } from "@/scripts/create-admin";
import { parseSeedArgs, seedSampleData } from "@/scripts/seed";

import { findChromium } from "./chromium";
import { findNginx } from "./cluster";
import { demoSignInText, seedDemoAdmins, type DemoDatabase } from "./demo-admins";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";

const root = process.cwd();
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const [command = "", ...args] = process.argv.slice(2);

let embedded: EmbeddedDatabase | undefined;

/**
 * Uses DATABASE_URL when set; otherwise the embedded server of `dataDir`, except in production,
 * which never starts a database of its own.
 */
async function prepareDatabase(dataDir = process.env.DATA_DIR || ".data"): Promise<string> {
  if (process.env.NODE_ENV === "production") {
    const problem = productionSettingsProblem();
    if (problem) fail(problem);
  }
  if (process.env.DATABASE_URL) {
    if (!process.env.SESSION_SECRET && ["dev", "demo", "worker"].includes(command)) {
      fail("SESSION_SECRET (32+ characters) is required when DATABASE_URL is set.");
    }
    return process.env.DATABASE_URL;
  }
  embedded = await startEmbeddedPostgres(dataDir);
  process.env.DATABASE_URL = embedded.url;
  if (!process.env.SESSION_SECRET) process.env.SESSION_SECRET = sessionSecret(dataDir);
  return embedded.url;
}

/** In embedded mode the session secret is generated once and kept in DATA_DIR. */
function sessionSecret(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), "session-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Runs a child process with the prepared environment; resolves with its exit code. */
function runChild(file: string, childArgs: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(file, childArgs, { stdio: "inherit", env });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function withDb<T>(work: (db: ReturnType<typeof createDatabase>) => Promise<T>): Promise<T> {
  const url = await prepareDatabase();
  await migrateDatabase(url);
  const db = createDatabase(url, { max: 4 });
  try {
    return await work(db);
  } finally {
    await db.$client.end();
  }
}

/** Next.js's own production server (`next start`, PORT, default 3000), as `npm start` runs it. */
const startServer = () => runChild(bin("next"), ["start"]);

async function dev() {
  await prepareDatabase();
  return runChild(bin("next"), ["dev", "-p", process.env.PORT || "3000"]);
}

/** `npm run worker`: only the background job worker, for deployments that scale it apart. */
async function worker(): Promise<number> {
  const url = await prepareDatabase();
  await migrateDatabase(url);
  const env = readEnv();
  const db = createDatabase(url, { max: 4 });
  // graphile-worker 0.16 leaves some failures unhandled when the database drops its connections
  // (isDroppedQueueConnection). The runner restarts itself (lib/worker/run.ts), so those are logged
  // and the process goes on, as `next start` does in the web process; any other still ends it.
  process.on("unhandledRejection", (reason) => {
    if (!isDroppedQueueConnection(reason)) throw reason;
    logger("worker").warn({ err: reason }, "the database dropped a job worker connection");
  });
  const runner = await startJobWorker({ connectionString: url, db, env });
  logger("worker").info(
    `Job worker running (mail ${env.RESEND_API_KEY ? "via Resend" : "kept in the outbox: RESEND_API_KEY is not set"}). Ctrl+C stops it.`,
  );
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await runner.stop();
  await db.$client.end();
  return 0;
}

async function demo() {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.log("Building the production server (first run only)...");
    const built = await runChild(bin("next"), ["build"]);
    if (built !== 0) return built;
  }
  // Decided before withDb starts the embedded server (which sets DATABASE_URL).
  const database: DemoDatabase = process.env.DATABASE_URL ? "external" : "embedded";
  const portalContact = await withDb(async (db) => {
    await seedDemoAdmins(db, database);
    const [lead] = await db.select({ id: leads.id }).from(leads).limit(1);
    if (!lead) await seedSampleData(db, { leads: 40, invoices: 12 });
    // The seeded contact who wrote in the portal: signing in as them shows shared updates and messages.
    const [contact] = await db
      .select({ email: clientContacts.email })
      .from(communications)
      .innerJoin(clientContacts, eq(clientContacts.id, communications.portalContactId))
      .limit(1);
    return contact?.email ?? null;
  });
  if (database === "embedded") allowTestPayments();
  const port = process.env.PORT || "3000";
  // The address the demo prints: client links and the checkout's way back must lead to this server.
  process.env.SITE_URL ||= `http://localhost:${port}`;
  const testPayments = process.env.TEST_PAYMENTS === "on" && !process.env.STRIPE_SECRET_KEY;
  console.log(`
  ${site.name} is starting on http://localhost:${port}
  Back office: http://localhost:${port}/admin/login
${demoSignInText(database)}${testPayments ? "\n  Card payments: built-in test payments (no card is charged).\n" : ""}${process.env.TEST_MAIL === "on" ? `\n  Client portal: http://localhost:${port}/portal${portalContact ? ` (try ${portalContact})` : ""}\n  Test mailbox (mail is kept here, not sent; the sign-in links arrive here): http://localhost:${port}/test-mailbox\n` : ""}
`);
  return startServer();
}

/**
 * The demo on its embedded database, and the browser tests' server, take card payments through the built-in test
 * provider (no keys, no network). The production server allows that only on the database named
 * here (lib/env.ts productionSettingsProblem), so the setting cannot follow a real deployment.
 */
const testPaymentsEnv = () => ({ TEST_PAYMENTS: "on", TEST_PAYMENTS_DATABASE_URL: process.env.DATABASE_URL });

/**
 * The demo on its embedded database also keeps its mail in the test mailbox (/test-mailbox), vouched
 * for the same way. Not the browser tests: their Outbox and Communication specs pin mail that is not sent.
 */
function allowTestPayments() {
  Object.assign(process.env, testPaymentsEnv(), { TEST_MAIL: "on" });
}

/** Runs `work` against a database made for the tests: DATABASE_URL when set, else a throw-away embedded one. */
async function withTestDatabase(work: () => Promise<number>): Promise<number> {
  const chromium = findChromium();
  if (!chromium) {
    fail(
      "No Chromium found for the end-to-end tests. Install one:\n" +
        "  Debian/Ubuntu: sudo apt-get install chromium   (used from /usr/bin/chromium)\n" +
        "  elsewhere:     npx playwright install chromium\n" +
        "or point CHROME_PATH at a Chromium or Chrome binary.",
    );
  }
  process.env.CHROME_PATH = chromium;
  const throwAway = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), "summit-test-"));
  try {
    if (throwAway) process.env.EMBEDDED_PG_PORT ??= "0";
    await prepareDatabase(throwAway);
    process.env.SESSION_SECRET ??= randomBytes(32).toString("base64url");
    await migrateDatabase(process.env.DATABASE_URL!);
    return await work();
  } finally {
    await embedded?.stop();
    embedded = undefined;
    if (throwAway) rmSync(throwAway, { recursive: true, force: true });
  }
}

/** A production build, unless SKIP_BUILD=1 reuses the last one. */
async function build(): Promise<number> {
  return process.env.SKIP_BUILD === "1" ? 0 : runChild(bin("next"), ["build"]);
}

/**
 * One database per browser-test slot (E2E_WORKERS, default 2; playwright.config.ts gives each slot a
 * server): slot 0 uses DATABASE_URL, the others a database beside it, made and migrated here.
 */
async function browserSlotDatabases(): Promise<string[]> {
  const main = process.env.DATABASE_URL!;
  const slots = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
  const urls = [main];
  for (let slot = 1; slot < slots; slot++) {
    const url = new URL(main);
    url.pathname = `/${url.pathname.slice(1) || "postgres"}_e2e_${slot}`;
    await ensureDatabase(main, url.pathname.slice(1));
    await migrateDatabase(url.toString());
    urls.push(url.toString());
  }
  return urls;
}

/** The Playwright specs (all, or those named in `specArgs`) on the production build. */
async function endToEnd(specArgs: string[]): Promise<number> {
  const built = await build();
  if (built !== 0) return built;
  const databases = await browserSlotDatabases();
  // Only the browser tests' servers: the other suites choose their provider themselves, and the deployment
  // suite's production servers, on databases of their own, must not inherit it.
  return runChild(bin("playwright"), ["test", ...specArgs], {
    ...process.env,
    ...testPaymentsEnv(),
    E2E_DATABASE_URLS: databases.join(","),
  });
}

/** Two web instances and two workers behind nginx, on the production build (tests/deployment). */
async function deployment(): Promise<number> {
  try {
    findNginx();
  } catch (error) {
    fail((error as Error).message);
  }
  return runChild(bin("vitest"), ["run", "--project", "deployment"]);
}

async function test() {
  return withTestDatabase(async () => {
    const unit = await runChild(bin("vitest"), ["run", "--project", "unit", "--project", "integration", ...args]);
    if (unit !== 0) return unit;
    if (process.env.SKIP_E2E === "1") return 0;
    return (await endToEnd([])) || deployment();
  });
}

async function main(): Promise<number> {
  switch (command) {
    case "dev":
      return dev();
    case "demo":
      return demo();
    case "migrate":
      await withDb(async () => console.log("Migrations applied."));
      return 0;
    case "seed":
      return withDb(async (db) => {
        const sizes = parseSeedArgs(args);
        const started = Date.now();
        const added = await seedSampleData(db, sizes);
        console.log(
          `Added ${added.leads} leads, ${added.projects} projects, ${added.communications} communications, ${added.invoices} invoices and ${added.clients} more clients in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
        );
        return 0;
      });
    case "admin:create":
      return withDb(async (db) => {
        await createAdminCli(db, args, processSecretSources());
        return 0;
      });
    case "test":
      return test();
    case "integration":
      return withTestDatabase(() => runChild(bin("vitest"), ["run", "--project", "integration", ...args]));
    case "e2e":
      return withTestDatabase(() => endToEnd(args));
    case "deployment":
      return withTestDatabase(async () => (await build()) || deployment());
    case "bench":
      return withTestDatabase(() => runChild(process.execPath, ["--import", "tsx", path.join(root, "scripts", "bench.ts")]));
    case "worker":
      return worker();
    default:
      fail(
        `Unknown command "${command}". Use dev, demo, worker, migrate, seed, admin:create, test, integration, e2e, deployment or bench.`,
      );
  }
}

main()
  .then(async (code) => {
    await embedded?.stop();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    await embedded?.stop();
    if (error instanceof CliInputError) fail(error.message);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

import { type Browser, chromium, expect as browserExpect, type Page } from "@playwright/test";
import { and, eq, inArray, sql } from "drizzle-orm";
import { sealData } from "iron-session";
import postgres from "postgres";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createDatabase, type Database } from "@/db/client";
import { adminUsers, invoices, leads, mailOutbox, rateLimits } from "@/db/schema";
import { startSession } from "@/lib/authentication/service";
import { SESSION_COOKIE, sessionFor } from "@/lib/authentication/session-seal";
import { sendInvoice } from "@/lib/billing/invoices/service";
import { createRecurringInvoice } from "@/lib/billing/recurring/service";
import { billingDateAt } from "@/lib/billing/schedule";
import { addDays } from "@/lib/dates";
import { RUN_RECURRING_INVOICES, SEND_DAILY_DIGEST, SEND_INVOICE_REMINDERS } from "@/lib/jobs/queue";
import { upsertAdmin } from "@/lib/team/service";
import { WORKER_APPLICATION_NAME } from "@/lib/worker/run";
import { type Cluster, startCluster } from "@/scripts/cluster";

import { startFakeResend } from "../support/fake-servers";
import { draftInvoice } from "../support/invoices";

/*
 * The deployment of deploy/compose.yaml on this machine: two web instances (WORKER=off) and two
 * job workers of the production build on one fresh PostgreSQL database, behind nginx running the
 * shipped proxy configuration. Every process starts at the same moment on the empty database.
 */

const SESSION_SECRET = "deployment-test-secret-".padEnd(48, "x");
const OWNER = {
  username: "owner",
  email: "owner@summit.test",
  pin: "2468",
  password: "Owner-Pass-2026",
  firstName: "Olive",
  lastName: null,
  phone: null,
  role: "owner" as const,
};
const STAFF = {
  ...OWNER,
  username: "staff",
  email: "staff@summit.test",
  pin: "1357",
  password: "Staff-Pass-2026",
  firstName: "Sam",
  role: "staff" as const,
};
const LIMITS = { PUBLIC_FORM_LIMIT: 4, LOGIN_FAILURE_LIMIT: 3, LOGIN_IP_LIMIT: 8 };

/** An IANA zone where it is about noon now, so the billing runs and the digest (from 8:00) act today. */
function zoneAtNoon(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return "Etc/GMT";
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

const timeZone = zoneAtNoon();
const databaseName = `summit_deploy_${process.pid}`;
const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
const url = new URL(process.env.DATABASE_URL!);
url.pathname = `/${databaseName}`;

let cluster: Cluster;
let db: Database;
let resend: Awaited<ReturnType<typeof startFakeResend>>;
let browser: Browser;

beforeAll(async () => {
  await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
  await admin.unsafe(`create database ${databaseName}`);
  resend = await startFakeResend();
  cluster = await startCluster({
    databaseUrl: url.toString(),
    webInstances: 2,
    workers: 2,
    env: {
      SESSION_SECRET,
      AGENCY_TIMEZONE: timeZone,
      RESEND_API_KEY: "re_test_key",
      RESEND_BASE_URL: resend.url,
      AGENCY_INBOX: "inbox@summit.test",
      ...Object.fromEntries(Object.entries(LIMITS).map(([key, value]) => [key, String(value)])),
    },
  });
  db = createDatabase(url.toString(), { max: 4 });
  await upsertAdmin(db, OWNER);
  await upsertAdmin(db, STAFF);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
  await db?.$client.end();
  await resend?.close();
  await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}, 60_000);

/** A POST of JSON through the proxy from one loopback address (nginx sees it as the client). */
function postFrom(localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const target = new URL(path, cluster.proxyUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        localAddress,
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers },
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(payload);
  });
}

const contact = (email: string) => ({
  name: "Taylor Visitor",
  email,
  service: "branding",
  message: "We would like a quote.",
  formLoadTime: Date.now() - 10_000,
  formSubmitTime: Date.now(),
  honeypot: "",
});

/** The web instances (host:port) nginx sent the matching requests to. */
const upstreamsOf = (lines: string[], match: string) =>
  new Set(lines.filter((line) => line.includes(match)).map((line) => line.split(" ")[0]));

async function signInThroughProxy(page: Page, credentials: { username: string; email: string; pin: string; password: string }) {
  // nginx takes turns per request; a sign-in is a fixed number of them, so without a nudge every
  // attempt's POST could reach the same instance.
  const served = cluster
    .accessLog()
    .filter((line) => line.includes("POST /admin/login"))
    .map((line) => line.split(" ")[0]);
  if (served.length >= 2 && served.at(-1) === served.at(-2)) await fetch(`${cluster.proxyUrl}/api/health`);
  await page.goto(`${cluster.proxyUrl}/admin/login`);
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("PIN").fill(credentials.pin);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The answer of each web instance, asked directly, to a back-office page with this cookie. */
async function dashboardStatusOnEachInstance(cookie: string): Promise<number[]> {
  return Promise.all(
    cluster.webUrls.map(async (web) => (await fetch(`${web}/admin/dashboard`, { headers: { cookie }, redirect: "manual" })).status),
  );
}

async function sessionCookie(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "admin_session");
  if (!session) throw new Error("no admin_session cookie");
  return `admin_session=${session.value}`;
}

describe("starting together on an empty database", () => {
  it("brought every instance up, answers through the proxy, and applied each migration once", async () => {
    expect((await fetch(`${cluster.proxyUrl}/api/health`)).status).toBe(200);
    for (const web of cluster.webUrls) expect(await (await fetch(`${web}/api/health`)).json()).toEqual({ ok: true });
    const applied = await db.execute<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length);
  });
});

describe("the shipped proxy configuration", () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, cluster.proxyUrl), { headers: { "accept-encoding": "gzip", ...headers }, redirect: "manual" });

  it("compresses pages, stylesheets and JSON, keeps build files for a year and public pages briefly, never the back office", async () => {
    const home = await get("/");
    expect(home.headers.get("content-encoding")).toBe("gzip");
    const stylesheets = [...(await home.text()).matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((match) => match[1]!);
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const stylesheet of stylesheets) {
      const size = (await (await get(stylesheet)).arrayBuffer()).byteLength;
      const again = await get(stylesheet);
      // Below 1 KB nothing is worth compressing (gzip_min_length, and Next.js's own threshold).
      expect(again.headers.get("content-encoding"), stylesheet).toBe(size >= 1024 ? "gzip" : null);
      expect(again.headers.get("cache-control"), stylesheet).toContain("immutable");
      expect(again.headers.get("x-cache"), stylesheet).toBe("HIT");
    }

    expect((await get("/headlines.json")).headers.get("content-encoding")).toBe("gzip");

    await (await get("/services/branding")).arrayBuffer();
    expect((await get("/services/branding")).headers.get("x-cache")).toMatch(/^(HIT|UPDATING|STALE)$/);

    for (let n = 0; n < 2; n++) {
      const login = await get("/admin/login");
      expect(login.headers.get("cache-control")).toContain("no-store");
      expect(login.headers.get("x-cache")).toBe("MISS");
    }
  });

  it("answers long URLs with a 4xx and keeps every instance in rotation", async () => {
    // Around 3 KB the cache key and the answer's headers once overflowed nginx's default buffer.
    for (const length of [1_000, 2_900, 3_300, 5_000, 7_000]) {
      const long = "x".repeat(length);
      for (const path of [`/${long}`, `/services/${long}`, `/api/admin/clients/${long}/statement/pdf`, `/_next/static/${long}`]) {
        const status = (await get(path)).status;
        expect(status, `${path.slice(0, 30)} (${length})`).toBeGreaterThanOrEqual(400);
        expect(status, `${path.slice(0, 30)} (${length})`).toBeLessThan(500);
      }
    }
    // Longer than the 8 KB request line nginx accepts: refused at the proxy.
    expect((await get(`/${"x".repeat(9_000)}`)).status).toBe(414);

    const before = cluster.accessLog().length;
    for (let n = 0; n < 4; n++) expect((await get("/api/health")).status).toBe(200);
    expect(upstreamsOf(cluster.accessLog().slice(before), "GET /api/health").size).toBe(2);
  });
});

describe("limits counted across instances", () => {
  beforeEach(async () => {
    await db.delete(rateLimits);
  });

  it("the public-form limit holds over both instances, and a forged X-Forwarded-For changes nothing", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < LIMITS.PUBLIC_FORM_LIMIT + 2; n++) {
      // Each request claims another address; only the one nginx saw counts (TRUST_PROXY=1).
      statuses.push(
        await postFrom("127.0.0.2", "/api/functions/send-contact-form", contact(`limit-${n}@example.com`), {
          "x-forwarded-for": `198.51.100.${n + 1}`,
        }),
      );
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.PUBLIC_FORM_LIMIT).fill(200), 429, 429]);
    expect(upstreamsOf(cluster.accessLog(), "POST /api/functions/send-contact-form").size).toBe(2);
    // Another visitor is not held back by the first one's count.
    expect(await postFrom("127.0.0.3", "/api/functions/send-contact-form", contact("other-visitor@example.com"))).toBe(200);
  });

  it("sign-in: the per-username lock and the per-address limit hold over both instances, and another admin still signs in", async () => {
    const page = await browser.newPage();
    try {
      const wrong = { ...OWNER, password: "Not-The-Password-1" };
      for (let attempt = 0; attempt < LIMITS.LOGIN_FAILURE_LIMIT; attempt++) {
        await signInThroughProxy(page, wrong);
        await browserExpect(page.getByText("Invalid admin credentials. All fields must match.").first()).toBeVisible();
      }
      // The right credentials are refused too, whichever instance answers.
      await signInThroughProxy(page, OWNER);
      await browserExpect(page.getByText(/Too many failed sign-in attempts/).first()).toBeVisible();

      // Another admin still signs in from here while the owner's username is locked (attempt 5).
      const staffPage = await browser.newPage();
      await signInThroughProxy(staffPage, STAFF);
      await browserExpect(staffPage).toHaveURL(/\/admin\/dashboard$/);
      await staffPage.close();
      // Attempts 6 to 8 with other usernames are checked; the 9th from this address is not.
      for (let attempt = 6; attempt <= LIMITS.LOGIN_IP_LIMIT; attempt++) {
        await signInThroughProxy(page, { ...OWNER, username: `nobody-${attempt}` });
        await browserExpect(page.getByText("Invalid admin credentials. All fields must match.").first()).toBeVisible();
      }
      await signInThroughProxy(page, STAFF);
      await browserExpect(page.getByText(/Too many sign-in attempts from your network/).first()).toBeVisible();
      expect(upstreamsOf(cluster.accessLog(), "POST /admin/login").size).toBe(2);
    } finally {
      await page.close();
    }
  });
});

describe("sessions ended on one instance", () => {
  beforeEach(async () => {
    await db.delete(rateLimits);
  });

  it("signing out ends the session on every instance at its next request", async () => {
    const page = await browser.newPage();
    try {
      await signInThroughProxy(page, OWNER);
      await browserExpect(page).toHaveURL(/\/admin\/dashboard$/);
      const cookie = await sessionCookie(page);
      expect(await dashboardStatusOnEachInstance(cookie)).toEqual([200, 200]);
      await page.getByRole("button", { name: "Logout" }).click();
      await browserExpect(page).toHaveURL(`${cluster.proxyUrl}/`);
      // The copy of the cookie kept here is refused by both instances.
      expect((await dashboardStatusOnEachInstance(cookie)).every((status) => status >= 300 && status < 400)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("'Sign out everywhere else' ends the other sessions on every instance and keeps this one", async () => {
    const [here, elsewhere] = [await browser.newPage(), await browser.newPage({ userAgent: "Another browser" })];
    try {
      for (const page of [here, elsewhere]) {
        await signInThroughProxy(page, OWNER);
        await browserExpect(page).toHaveURL(/\/admin\/dashboard$/);
      }
      const [kept, ended] = [await sessionCookie(here), await sessionCookie(elsewhere)];
      await here.goto(`${cluster.proxyUrl}/admin/profile`);
      await here.getByRole("button", { name: "Sign out everywhere else" }).click();
      await here.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere else" }).click();
      await browserExpect(here.getByRole("alertdialog")).toBeHidden();
      await expect
        .poll(() => dashboardStatusOnEachInstance(ended))
        .toSatisfy((statuses: number[]) => statuses.every((status) => status >= 300 && status < 400));
      expect(await dashboardStatusOnEachInstance(kept)).toEqual([200, 200]);
    } finally {
      await here.close();
      await elsewhere.close();
    }
  });
});

describe("scheduled work with two workers", () => {
  it("a reminder, a retainer invoice and the daily digest due at once are made once, and each mail is delivered once", async () => {
    const today = billingDateAt(new Date(), timeZone)!;
    const [owner] = await db.execute<{ id: string }>(sql`select id from admin_users where username = ${OWNER.username}`);
    const ownerId = owner!.id;
    const author = { sender: { name: "Olive", email: OWNER.email }, performedBy: ownerId, linkSecret: SESSION_SECRET };
    // Sent 33 days ago and 3 days overdue: its first reminder is due today.
    const overdue = await draftInvoice(db, ownerId, { issueDate: addDays(today, -33), dueDate: addDays(today, -3) }, addDays(today, -33));
    await sendInvoice(db, { id: overdue.id, message: "Thank you" }, author);
    // A monthly retainer whose first invoice is due today, mailed as it is made.
    const source = await draftInvoice(db, ownerId, { clientName: "Retainer Client", issueDate: today, dueDate: addDays(today, 30) }, today);
    const retainer = await createRecurringInvoice(
      db,
      { invoiceId: source.id, frequency: "month", startDate: today, endDate: null, autoSend: true },
      ownerId,
      today,
    );

    // Each scheduled job twice, as if both workers' schedulers had fired at the same moment.
    for (const task of [
      SEND_INVOICE_REMINDERS,
      RUN_RECURRING_INVOICES,
      SEND_DAILY_DIGEST,
      SEND_INVOICE_REMINDERS,
      RUN_RECURRING_INVOICES,
      SEND_DAILY_DIGEST,
    ]) {
      await db.execute(sql`select graphile_worker.add_job(${task}::text, '{}'::json)`);
    }

    const pendingJobs = async () => Number((await db.execute<{ count: string }>(sql`select count(*) from graphile_worker.jobs`))[0]!.count);
    const unsent = async () =>
      (
        await db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(inArray(mailOutbox.status, ["queued", "sending"]))
      ).length;
    await expect.poll(async () => (await pendingJobs()) + (await unsent()), { timeout: 60_000, interval: 500 }).toBe(0);

    const made = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.recurringScheduleId, retainer.id));
    expect(made).toHaveLength(1);
    const mail = await db.select({ kind: mailOutbox.kind, status: mailOutbox.status, to: mailOutbox.toAddress }).from(mailOutbox);
    const count = (kind: string) => mail.filter((row) => row.kind === kind).length;
    expect(count("invoice_reminder")).toBe(1);
    expect(count("daily_digest")).toBe(1);
    // The overdue invoice's own mail, the source's none (a draft), the retainer invoice's one.
    expect(count("invoice_email")).toBe(2);
    expect(mail.every((row) => row.status === "sent")).toBe(true);
    // Delivered once each: Resend saw every outbox row's idempotency key exactly once.
    expect(resend.accepted.length).toBe(mail.length);
    expect(new Set(resend.accepted).size).toBe(resend.accepted.length);
  });
});

describe("an instance killed under load", () => {
  it("every contact submission answered 2xx through the proxy is stored, none twice, while one instance dies and comes back", async () => {
    await db.delete(rateLimits);
    const answered = new Map<string, number>();
    const started = Date.now();
    const stopAt = started + 12_000;
    let sequence = 0;
    // Each request from its own loopback address, so the public-form limit never stands in the way.
    const nextAddress = () => {
      sequence += 1;
      return `127.1.${(sequence >> 8) & 255}.${sequence & 255 || 1}`;
    };
    const loop = async () => {
      while (Date.now() < stopAt) {
        const email = `load-${sequence}-${Math.random().toString(36).slice(2)}@example.com`;
        const status = await postFrom(nextAddress(), "/api/functions/send-contact-form", contact(email)).catch(() => 0);
        answered.set(email, status);
      }
    };
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      cluster.killWeb(0);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await cluster.startWeb(0);
    })();
    await Promise.all([...Array.from({ length: 16 }, loop), outage]);

    const ok = [...answered].filter(([, status]) => status >= 200 && status < 300).map(([email]) => email);
    expect(ok.length).toBeGreaterThan(100);
    const stored = await db
      .select({ email: leads.email })
      .from(leads)
      .where(and(eq(leads.source, "contact_form"), sql`${leads.email} like 'load-%'`));
    const storedEmails = stored.map((row) => row.email);
    expect(new Set(storedEmails).size).toBe(storedEmails.length);
    const storedSet = new Set(storedEmails);
    expect(ok.filter((email) => !storedSet.has(email))).toEqual([]);
    // The instance that came back serves again.
    expect((await fetch(`${cluster.webUrls[0]}/api/health`)).status).toBe(200);
    // Longer than startWeb's own two minutes, so a restart that never comes up fails with its output, not a bare timeout.
  }, 180_000);
});

describe("the job workers when the database drops their connections", () => {
  it("keep running through repeated drops while forms come in, and every form's mail is sent once", async () => {
    await db.delete(rateLimits);
    const stopAt = Date.now() + 8_000;
    let sequence = 0;
    const submitted: string[] = [];
    const submit = async () => {
      while (Date.now() < stopAt) {
        sequence += 1;
        const email = `storm-${sequence}@example.com`;
        const status = await postFrom(
          `127.2.${(sequence >> 8) & 255}.${sequence & 255 || 1}`,
          "/api/functions/send-contact-form",
          contact(email),
        );
        if (status === 200) submitted.push(email);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    // As a database restart or failover would, over and over: every connection of the job queue ends.
    const storm = async () => {
      while (Date.now() < stopAt) {
        await db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${WORKER_APPLICATION_NAME} and datname = current_database()`,
        );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    await Promise.all([submit(), submit(), storm()]);
    expect(submitted.length).toBeGreaterThan(20);

    const stormMail = () =>
      db
        .select({ status: mailOutbox.status, id: mailOutbox.id })
        .from(mailOutbox)
        .innerJoin(leads, eq(mailOutbox.leadId, leads.id))
        .where(sql`${leads.email} like 'storm-%'`);
    await expect
      .poll(async () => (await stormMail()).filter((mail) => mail.status !== "sent").length, { timeout: 60_000, interval: 500 })
      .toBe(0);
    // Two mails per form (the agency's notice and the visitor's acknowledgement), each accepted once.
    const mail = await stormMail();
    expect(mail).toHaveLength(submitted.length * 2);
    const accepted = new Set(resend.accepted);
    expect(mail.filter((row) => !accepted.has(`mail-outbox-${row.id}`))).toEqual([]);
    expect(resend.accepted.length).toBe(accepted.size);
    expect(cluster.exitedWorkers()).toEqual([]);
  }, 120_000);
});

/** An id no row has: dynamic segments and arguments that name a record which does not exist. */
const UNKNOWN_ID = "3f1c2b7e-9d4a-4c1e-8b2a-1a2b3c4d5e6f";

/** The page a server action's form lives on, from its entry in the build's manifest ("app/admin/(protected)/clients/[id]/page"). */
const actionPagePath = (worker: string) =>
  worker
    .replace(/^app/, "")
    .replace(/\/page$/, "")
    .replace(/\/\([^)]*\)/g, "")
    .replace(/\[[^\]]+\]/g, UNKNOWN_ID) || "/";

/** Argument lists no browser sends: wrong shapes, wrong types, unknown ids, far too many or too large values. */
const MALFORMED_ARGUMENTS = [
  [],
  [null],
  [{}],
  ["text"],
  [[]],
  [{ id: "not-a-uuid" }],
  [{ id: 1, email: ["x"], amount: -1e308, date: "2026-02-31", status: "nope", page: -1 }],
  [{ ids: Array.from({ length: 5_000 }, () => UNKNOWN_ID) }],
  ["x".repeat(200_000)],
  ["$undefined", { id: UNKNOWN_ID }, true, 7],
]
  .map((args) => JSON.stringify(args))
  .concat('[{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}]');

describe("bad input from a signed-in owner", () => {
  it("every server action of the build answers malformed arguments and forms without a server error", async () => {
    const manifestPath = path.join(process.cwd(), ".next", "server", "server-reference-manifest.json");
    const actions = (JSON.parse(readFileSync(manifestPath, "utf8")) as { node: Record<string, { workers: Record<string, unknown> }> }).node;
    expect(Object.keys(actions).length).toBeGreaterThan(50);
    const [owner] = await db.select().from(adminUsers).where(eq(adminUsers.username, OWNER.username));
    const failures: string[] = [];
    const unanswered: string[] = [];
    for (const [actionId, { workers }] of Object.entries(actions)) {
      // A session of its own for each action, since some end the session they run in (signing out).
      const session = await startSession(db, { adminId: owner!.id, userAgent: "deployment test", ip: "127.0.0.1" });
      const cookie = `${SESSION_COOKIE}=${await sealData(sessionFor(owner!, session), { password: SESSION_SECRET, ttl: 3_600 })}`;
      const target = new URL(actionPagePath(Object.keys(workers)[0]!), cluster.proxyUrl);
      const signedIn = { cookie, origin: cluster.proxyUrl };
      const form = new FormData();
      form.append("id", "zzz");
      form.append("amount", "-5");
      form.append(`1_$ACTION_ID_${actionId}`, "");
      const posts = [
        ...MALFORMED_ARGUMENTS.map((body) => ({
          body,
          headers: { ...signedIn, "next-action": actionId, "content-type": "text/plain;charset=UTF-8" },
        })),
        { body: form, headers: signedIn },
      ];
      for (const post of posts) {
        const response = await fetch(target, { method: "POST", redirect: "manual", ...post });
        await response.arrayBuffer();
        const answer = `${response.status} ${target.pathname} ${actionId} ${String(post.body).slice(0, 40)}`;
        if (response.status >= 500) failures.push(answer);
        // The arguments reached the action, which refused them in its answer: not a page or action that was never found.
        if (typeof post.body === "string" && response.status !== 200) unanswered.push(answer);
      }
    }
    expect(failures).toEqual([]);
    expect(unanswered).toEqual([]);
  }, 300_000);
});

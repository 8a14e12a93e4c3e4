import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { mailOutbox } from "@/db/schema";
import { PAGE_SIZE } from "@/lib/list/params";
import { retryAllFailedMailAction, retryMailAction } from "@/lib/outbox/actions";
import { countFailedMail, listOutbox } from "@/lib/outbox/queries";
import { MAIL_NOT_FAILED } from "@/lib/outbox/service";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { clearJobs } from "../support/lead-capture";
import { FakeRequestContext, requestContext } from "../support/request-context";

vi.mock("next/headers", async () => {
  const { requestContext: context } = await import("../support/request-context");
  return { cookies: async () => context.current.cookieStore, headers: async () => context.current.headers };
});

const db = testDb();

beforeEach(async () => {
  await clearJobs(db);
  await signedInBrowser(db, (await insertDana(db)).id);
});
afterAll(async () => {
  await closeAppDatabase();
});

type Seed = { to: string; subject: string; status: "queued" | "sending" | "sent" | "failed"; minutesAgo: number };

async function seed(rows: Seed[]) {
  return db
    .insert(mailOutbox)
    .values(
      rows.map((row) => ({
        kind: "admin_email",
        toAddress: row.to,
        subject: row.subject,
        textBody: "Hello",
        status: row.status,
        attempts: row.status === "queued" ? 0 : 1,
        lastError: row.status === "failed" ? "Resend 400: Invalid `to` field." : null,
        createdAt: new Date(Date.now() - row.minutesAgo * 60_000),
      })),
    )
    .returning({ id: mailOutbox.id, toAddress: mailOutbox.toAddress });
}

const page = { q: "", offset: 0, limit: PAGE_SIZE };
const jobKeys = async () =>
  (await db.execute<{ key: string }>(sql`select key from graphile_worker._private_jobs order by key`)).map((row) => row.key);

describe("the Outbox list", () => {
  beforeEach(async () => {
    await seed([
      { to: "ana@example.com", subject: "Your proposal", status: "sent", minutesAgo: 30 },
      { to: "ben@example.com", subject: "Kickoff notes", status: "failed", minutesAgo: 20 },
      { to: "cat@example.com", subject: "Invoice reminder", status: "queued", minutesAgo: 10 },
      { to: "dan@example.com", subject: "Proposal follow-up", status: "sending", minutesAgo: 5 },
    ]);
  });

  it("lists every mail newest first with its delivery, never its body", async () => {
    const { rows, total } = await listOutbox(db, page);
    expect(total).toBe(4);
    expect(rows.map((row) => row.toAddress)).toEqual(["dan@example.com", "cat@example.com", "ben@example.com", "ana@example.com"]);
    expect(rows[2]).toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringContaining("400") });
    expect(Object.keys(rows[0]!)).not.toContain("textBody");
  });

  it("filters by state and searches recipient or subject in SQL, paging the matches", async () => {
    expect((await listOutbox(db, { ...page, status: "failed" })).rows.map((row) => row.toAddress)).toEqual(["ben@example.com"]);
    expect((await listOutbox(db, { ...page, q: "proposal" })).rows.map((row) => row.toAddress)).toEqual([
      "dan@example.com",
      "ana@example.com",
    ]);
    expect((await listOutbox(db, { ...page, q: "CAT@" })).total).toBe(1);
    expect((await listOutbox(db, { ...page, q: "100%_" })).total).toBe(0); // wildcards match literally
    const second = await listOutbox(db, { ...page, offset: 2, limit: 2 });
    expect([second.total, second.rows.map((row) => row.toAddress)]).toEqual([4, ["ben@example.com", "ana@example.com"]]);
  });
});

describe("Retry and Retry all failed", () => {
  it("'Retry' queues one failed mail again with its own job, and refuses any other state", async () => {
    const [failed, sent] = await seed([
      { to: "ben@example.com", subject: "Kickoff notes", status: "failed", minutesAgo: 20 },
      { to: "ana@example.com", subject: "Your proposal", status: "sent", minutesAgo: 30 },
    ]);
    expect((await retryMailAction({ id: failed!.id })).data).toEqual({ ok: true });
    expect((await listOutbox(db, { ...page, q: "ben" })).rows[0]).toMatchObject({ status: "queued" });
    expect(await jobKeys()).toEqual([`mail:${failed!.id}`]);
    expect((await retryMailAction({ id: failed!.id })).serverError).toBe(MAIL_NOT_FAILED);
    expect((await retryMailAction({ id: sent!.id })).serverError).toBe(MAIL_NOT_FAILED);
    expect(await jobKeys()).toEqual([`mail:${failed!.id}`]);
  });

  it("'Retry all failed' queues every failed mail and nothing else", async () => {
    const seeded = await seed([
      { to: "a@example.com", subject: "One", status: "failed", minutesAgo: 3 },
      { to: "b@example.com", subject: "Two", status: "failed", minutesAgo: 2 },
      { to: "c@example.com", subject: "Three", status: "sent", minutesAgo: 1 },
    ]);
    expect(await countFailedMail(db)).toBe(2);
    expect((await retryAllFailedMailAction()).data).toEqual({ queued: 2 });
    expect(await countFailedMail(db)).toBe(0);
    expect(await jobKeys()).toEqual(
      seeded
        .slice(0, 2)
        .map((row) => `mail:${row.id}`)
        .sort(),
    );
    expect((await retryAllFailedMailAction()).data).toEqual({ queued: 0 });
  });

  it("is refused without a session", async () => {
    const [failed] = await seed([{ to: "a@example.com", subject: "One", status: "failed", minutesAgo: 3 }]);
    requestContext.current = new FakeRequestContext();
    expect((await retryAllFailedMailAction()).serverError).toMatch(/session has expired/);
    expect((await retryMailAction({ id: failed!.id })).serverError).toMatch(/session has expired/);
    expect(await countFailedMail(db)).toBe(1);
  });
});

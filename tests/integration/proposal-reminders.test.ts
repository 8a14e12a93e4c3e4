import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { activityLog, billingSettings, mailOutbox, proposals } from "@/db/schema";
import { SEND_PROPOSAL_REMINDERS } from "@/lib/jobs/queue";
import { acceptProposal } from "@/lib/proposals/acceptance";
import { runProposalReminders } from "@/lib/proposals/reminders";
import { jobTasks } from "@/lib/worker/tasks";

import { closeAppDatabase, testDb } from "../support/database";
import { linkSecret } from "../support/invoices";
import { insertProposal } from "../support/proposal-fixtures";

const db = testDb();
afterAll(closeAppDatabase);

const TZ = "America/Denver";
const run = (today: string) => runProposalReminders(db, { today, timeZone: TZ, agencyInbox: "hello@summit.test" });
const proposalRow = async (id: string) => (await db.select().from(proposals).where(eq(proposals.id, id)))[0]!;
const mailOf = (id: string) => db.select().from(mailOutbox).where(eq(mailOutbox.proposalId, id)).orderBy(mailOutbox.createdAt);

describe("the proposal reminder", () => {
  it("goes out once, three days before the valid-until date, with the page's link filled in at delivery", async () => {
    const fixture = await insertProposal(db, { validUntil: "2026-03-20" });
    expect(await run("2026-03-16")).toEqual({ reminded: 0, expired: 0 });
    expect(await run("2026-03-17")).toEqual({ reminded: 1, expired: 0 });
    expect(await run("2026-03-17")).toEqual({ reminded: 0, expired: 0 });
    expect(await run("2026-03-18")).toEqual({ reminded: 0, expired: 0 });

    const mail = await mailOf(fixture.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "proposal_reminder",
      toAddress: "maya@aspenbrew.example",
      replyTo: "hello@summit.test",
      subject: "Reminder: proposal PRO-2026-0001 from Summit Digital is valid until Mar 20, 2026",
    });
    expect(mail[0]!.textBody).toContain("{{client_invoice_link}}");
    expect((await proposalRow(fixture.id)).reminderSentAt).toBeInstanceOf(Date);
    expect(await db.$count(activityLog, eq(activityLog.action, "reminder_queued"))).toBe(1);
  });

  it("still goes out, once, when fewer days are left and none went out yet, and follows the setting", async () => {
    await db.insert(billingSettings).values({ proposalReminderDays: 5 });
    const late = await insertProposal(db, { validUntil: "2026-03-20" });
    const early = await insertProposal(db, { proposalNumber: "PRO-2026-0002", validUntil: "2026-03-24" });
    expect(await run("2026-03-19")).toEqual({ reminded: 2, expired: 0 });
    expect(await mailOf(late.id)).toHaveLength(1);
    expect(await mailOf(early.id)).toHaveLength(1);
  });

  it("is queued once by two runs at the same time", async () => {
    const fixtures = await Promise.all(
      Array.from({ length: 4 }, (_, index) => insertProposal(db, { proposalNumber: `PRO-2026-000${index + 1}`, validUntil: "2026-03-20" })),
    );
    const runs = await Promise.all([run("2026-03-18"), run("2026-03-18"), run("2026-03-18")]);
    expect(runs.reduce((sum, one) => sum + one.reminded, 0)).toBe(4);
    for (const fixture of fixtures) expect(await mailOf(fixture.id)).toHaveLength(1);
  });

  it("never goes to an accepted, declined, replaced or draft proposal, nor one sent today", async () => {
    const accepted = await insertProposal(db, { validUntil: "2026-03-20" });
    await acceptProposal(
      db,
      accepted.token,
      { packageId: accepted.lineId("Growth"), optionalIds: [], name: "Maya Torres", agreed: true },
      {
        today: "2026-03-10",
        timeZone: TZ,
        ip: "203.0.113.7",
        userAgent: "test",
        linkSecret: linkSecret(),
        agencyInbox: "hello@summit.test",
      },
    );
    const others = await Promise.all(
      (["declined", "replaced", "draft"] as const).map((status, index) =>
        insertProposal(db, { status, proposalNumber: `PRO-2026-001${index}`, validUntil: "2026-03-20" }),
      ),
    );
    // Sent at 18:00 in Denver on the 17th (01:00 UTC on the 18th): the same agency day as the run.
    const sentToday = await insertProposal(db, {
      proposalNumber: "PRO-2026-0020",
      validUntil: "2026-03-19",
      sentAt: new Date("2026-03-18T01:00:00Z"),
    });
    expect(await run("2026-03-17")).toEqual({ reminded: 0, expired: 0 });
    for (const fixture of [accepted, ...others, sentToday]) {
      expect((await mailOf(fixture.id)).filter((mail) => mail.kind === "proposal_reminder")).toHaveLength(0);
    }
    // The next day it was sent before today, so its reminder goes out.
    expect(await run("2026-03-18")).toEqual({ reminded: 1, expired: 0 });
  });
});

describe("the expiry", () => {
  it("marks an open proposal expired on the first agency day past its valid-until date and tells the agency once", async () => {
    const fixture = await insertProposal(db, { validUntil: "2026-03-20", status: "viewed" });
    await db.update(proposals).set({ reminderSentAt: new Date() }).where(eq(proposals.id, fixture.id));
    expect(await run("2026-03-20")).toEqual({ reminded: 0, expired: 0 });
    expect((await proposalRow(fixture.id)).status).toBe("viewed");

    const runs = await Promise.all([run("2026-03-21"), run("2026-03-21")]);
    expect(runs.reduce((sum, one) => sum + one.expired, 0)).toBe(1);
    expect(await run("2026-03-22")).toEqual({ reminded: 0, expired: 0 });

    const row = await proposalRow(fixture.id);
    expect(row.status).toBe("expired");
    expect(row.expiryNoticeSentAt).toBeInstanceOf(Date);
    const mail = await mailOf(fixture.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "proposal_expired_notice",
      toAddress: "hello@summit.test",
      subject: "Proposal PRO-2026-0001 expired without an answer",
    });
    expect(await db.$count(activityLog, eq(activityLog.action, "expired"))).toBe(1);
  });

  it("leaves decided and replaced proposals as they are", async () => {
    const fixtures = await Promise.all(
      (["accepted", "declined", "replaced"] as const).map((status, index) =>
        insertProposal(db, {
          status: status === "accepted" ? "sent" : status,
          proposalNumber: `PRO-2026-000${index + 1}`,
          validUntil: "2026-03-01",
        }),
      ),
    );
    // An accepted proposal as the acceptance leaves it (the evidence is required by a check).
    await db
      .update(proposals)
      .set({
        status: "accepted",
        acceptedName: "Maya Torres",
        acceptedHash: "0".repeat(64),
        acceptedSnapshot: {
          number: "PRO-2026-0001",
          version: 1,
          title: "t",
          introduction: "",
          terms: "",
          validUntil: "2026-03-01",
          lines: [],
          subtotal: "0.00",
          taxRate: "0.00",
          taxAmount: "0.00",
          total: "0.00",
          depositPercent: "0.00",
          depositAmount: "0.00",
        },
      })
      .where(eq(proposals.id, fixtures[0]!.id));
    expect(await run("2026-03-10")).toEqual({ reminded: 0, expired: 0 });
    expect((await Promise.all(fixtures.map((fixture) => proposalRow(fixture.id)))).map((row) => row.status)).toEqual([
      "accepted",
      "declined",
      "replaced",
    ]);
    expect(await db.$count(mailOutbox)).toBe(0);
  });
});

describe("the hourly job", () => {
  it("does nothing before 8:00 agency time and runs from 8:00", async () => {
    const fixture = await insertProposal(db, { validUntil: "2026-03-20" });
    const env = {
      RESEND_API_KEY: undefined,
      EMAIL_FROM: "Summit <hello@summit.test>",
      AGENCY_TIMEZONE: TZ,
      AGENCY_INBOX: "hello@summit.test",
    };
    const helpers = {} as never;
    // 7:59 and 8:00 in Denver (MDT, UTC-6) on March 17th.
    await jobTasks({ db, env, transport: null, now: () => new Date("2026-03-17T13:59:00Z") })[SEND_PROPOSAL_REMINDERS]!({}, helpers);
    expect(await mailOf(fixture.id)).toHaveLength(0);
    await jobTasks({ db, env, transport: null, now: () => new Date("2026-03-17T14:00:00Z") })[SEND_PROPOSAL_REMINDERS]!({}, helpers);
    expect(await mailOf(fixture.id)).toHaveLength(1);
  });
});

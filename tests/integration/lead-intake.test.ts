import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { POST as generateInsights } from "@/app/api/functions/generate-brand-insights/route";
import { POST as sendContact } from "@/app/api/functions/send-contact-form/route";
import { leads, mailOutbox } from "@/db/schema";
import { insightsResponseSchema } from "@/lib/intake/schema";
import { flushDeliveries } from "@/lib/mail/delivery-batch";

import { runAfterTasks } from "../support/after-tasks";
import { closeAppDatabase, testDb } from "../support/database";
import { clearJobs, countRows, jsonRequest, validContact, validInsights } from "../support/lead-capture";

/** graphile-worker's queued jobs with their task names. */
const deliveryJobs = () =>
  db.execute<{ task_identifier: string; payload: { outboxIds: string[] } }>(
    sql`select t.identifier as task_identifier, j.payload from graphile_worker._private_jobs j
        join graphile_worker._private_tasks t on t.id = j.task_id`,
  );

const CONTACT = "/api/functions/send-contact-form";
const INSIGHTS = "/api/functions/generate-brand-insights";

const db = testDb();

beforeEach(async () => {
  await clearJobs(db);
  process.env.PUBLIC_FORM_LIMIT = "100";
  process.env.AGENCY_INBOX = "inbox@summit.test";
  delete process.env.OPENAI_API_KEY;
  delete process.env.TRUST_PROXY;
});

afterAll(async () => {
  await closeAppDatabase();
});

describe("POST /api/functions/send-contact-form", () => {
  it("stores the lead first, with every field in its column, and queues both mails with their jobs", async () => {
    const response = await sendContact(jsonRequest(CONTACT, validContact()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({
      source: "contact_form",
      status: "new",
      name: "Jordan Lee",
      email: "jordan@example.com",
      phone: "(303) 555-0100",
      company: "Lee Outfitters",
      service: "web-development",
      budget: "10k-25k",
      timeline: "1-month",
      message: "We need a new website for our outdoor gear shop.",
      duplicateOfId: null,
    });

    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead!.id));
    expect(mail.map((m) => [m.kind, m.toAddress, m.status]).sort()).toEqual([
      ["contact_acknowledgement", "jordan@example.com", "queued"],
      ["contact_notification", "inbox@summit.test", "queued"],
    ]);
    expect(mail.find((m) => m.kind === "contact_notification")!.replyTo).toBe("jordan@example.com");
    expect(mail.find((m) => m.kind === "contact_notification")!.textBody).toContain("outdoor gear shop");

    // The delivery job follows the commit, batched with other leads' mail (lib/mail/delivery-batch.ts).
    await flushDeliveries();
    const jobs = await deliveryJobs();
    expect(jobs.map((job) => job.task_identifier)).toEqual(["deliver_mail"]);
    expect([...jobs[0]!.payload.outboxIds].sort()).toEqual(mail.map((m) => m.id).sort());
  });

  it("sends the visitor's address nothing they typed, not even a name that is more than letters", async () => {
    const spam = {
      name: "Win-a-prize-at-https://spam.example/claim-now-please Victim",
      email: "victim@example.com",
      phone: "CALL 1-900-555-0100",
      company: "Visit spam.example",
      message: "Buy cheap watches at https://spam.example today!\nReply STOP to stop.",
    };
    expect((await sendContact(jsonRequest(CONTACT, validContact(spam)))).status).toBe(200);
    const [ack] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "contact_acknowledgement"));
    expect(ack!.toAddress).toBe("victim@example.com");
    const mail = `${ack!.subject}\n${ack!.textBody}`;
    expect(ack!.textBody.startsWith("Hello,\n")).toBe(true); // the name holds more than letters: a plain greeting
    for (const typed of [
      "Win-a-prize",
      "spam.example",
      "claim-now",
      "Victim",
      "cheap watches",
      "STOP",
      "1-900",
      "Visit spam",
      "Web Development",
    ]) {
      expect(mail).not.toContain(typed);
    }
    // The agency's own notification still carries everything.
    const [notice] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "contact_notification"));
    expect(notice!.textBody).toContain("Buy cheap watches");

    // A name of letters, spaces, apostrophes and hyphens: greeted by its first word, and by nothing else.
    await sendContact(jsonRequest(CONTACT, validContact({ name: "Zoë O'Brien-Łukasz", email: "zoe@example.com" })));
    const [greeted] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "zoe@example.com"));
    expect(greeted!.textBody.startsWith("Hi Zoë,\n")).toBe(true);
    expect(greeted!.textBody).not.toContain("O'Brien");
  });

  it("gives the mail of leads answered before the first delivery job is added one job", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((n) => sendContact(jsonRequest(CONTACT, { ...validContact(), email: `burst${n}@example.com` }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await runAfterTasks();
    const jobs = await deliveryJobs();
    const mail = await db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(mail).toHaveLength(6);
    expect(jobs).toHaveLength(1);
    expect([...jobs[0]!.payload.outboxIds].sort()).toEqual(mail.map((m) => m.id).sort());
  });

  it("accepts ISO timestamps as well as milliseconds", async () => {
    const now = Date.now();
    const body = validContact({
      formLoadTime: new Date(now - 60_000).toISOString(),
      formSubmitTime: new Date(now).toISOString(),
    });
    expect((await sendContact(jsonRequest(CONTACT, body))).status).toBe(200);
    expect((await countRows(db)).leads).toBe(1);
  });

  it("answers a filled honeypot with the same success and stores no lead and no mail", async () => {
    const response = await sendContact(jsonRequest(CONTACT, validContact({ honeypot: "http://spam.example" })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await countRows(db)).toEqual({ leads: 0, mail: 0, jobs: 0 });
  });

  it("answers a submission under 3 s after the form loaded with success and stores no lead and no mail", async () => {
    const now = Date.now();
    const response = await sendContact(jsonRequest(CONTACT, validContact({ formLoadTime: now - 2_999, formSubmitTime: now })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await countRows(db)).toEqual({ leads: 0, mail: 0, jobs: 0 });

    const atThree = await sendContact(jsonRequest(CONTACT, validContact({ formLoadTime: now - 3_000, formSubmitTime: now })));
    expect(atThree.status).toBe(200);
    expect((await countRows(db)).leads).toBe(1);
  });

  it("marks a later lead with the same email as a duplicate of the first", async () => {
    await sendContact(jsonRequest(CONTACT, validContact()));
    await sendContact(jsonRequest(CONTACT, validContact({ email: "  JORDAN@example.com ", name: "Jordan again" })));
    const rows = await db.select().from(leads).orderBy(leads.createdAt);
    expect(rows).toHaveLength(2);
    const first = rows.find((row) => row.name === "Jordan Lee")!;
    const second = rows.find((row) => row.name === "Jordan again")!;
    expect(second.duplicateOfId).toBe(first.id);
  });

  it("refuses bad JSON, schema failures and oversized bodies with 400/413 and stores nothing", async () => {
    const badJson = await sendContact(jsonRequest(CONTACT, "{not json"));
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: expect.any(String) });

    const missing = await sendContact(jsonRequest(CONTACT, { ...validContact(), service: undefined }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/service/);

    const badEmail = await sendContact(jsonRequest(CONTACT, validContact({ email: "not-an-email" })));
    expect(badEmail.status).toBe(400);

    const tooLong = await sendContact(jsonRequest(CONTACT, validContact({ message: "x".repeat(5001) })));
    expect(tooLong.status).toBe(400);

    const oversized = await sendContact(jsonRequest(CONTACT, validContact({ message: "x".repeat(70 * 1024) })));
    expect(oversized.status).toBe(413);

    const nul = await sendContact(jsonRequest(CONTACT, validContact({ name: "a\u0000b" })));
    expect(nul.status).toBe(400);

    expect(await countRows(db)).toEqual({ leads: 0, mail: 0, jobs: 0 });
  });

  it("limits each client IP to PUBLIC_FORM_LIMIT submissions per window with a 429 and Retry-After", async () => {
    process.env.PUBLIC_FORM_LIMIT = "2";
    // Behind the trusted proxy the right-most X-Forwarded-For entry is the client's address.
    process.env.TRUST_PROXY = "1";
    const from = (ip: string, n: number) =>
      sendContact(jsonRequest(CONTACT, validContact({ email: `visitor${n}@example.com` }), { "x-forwarded-for": ip }));
    expect((await from("198.51.100.1", 1)).status).toBe(200);
    expect((await from("198.51.100.1", 2)).status).toBe(200);
    const limited = await from("198.51.100.1", 3);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await limited.json()).error).toMatch(/Too many submissions.*try again in 10 minutes/);
    // Another client has its own count; the other endpoint has its own bucket.
    expect((await from("198.51.100.2", 4)).status).toBe(200);
    const insights = await generateInsights(jsonRequest(INSIGHTS, validInsights(), { "x-forwarded-for": "198.51.100.1" }));
    expect(insights.status).toBe(200);
    expect((await countRows(db)).leads).toBe(4);
  });
});

describe("POST /api/functions/generate-brand-insights (offline generator)", () => {
  it("stores the lead, queues the agency notification, answers the SPEC shape and saves the insights", async () => {
    const response = await generateInsights(jsonRequest(INSIGHTS, validInsights()));
    expect(response.status).toBe(200);
    const body = insightsResponseSchema.parse(await response.json());
    expect(body.insights).toContain("Peak Coffee");
    expect(body.insights).toContain("peakcoffee.co");
    expect(body.insights).toContain("Online ordering for three cafes");
    expect(body.insights.match(/^## /gm)).toHaveLength(4);
    expect(body.pricingEstimate?.costBreakdown.length).toBeGreaterThan(0);

    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({
      source: "brand_analysis",
      status: "new",
      name: "Sam Rivera",
      email: "sam@peakcoffee.co",
      phone: "720-555-0199",
      brandName: "Peak Coffee",
      domainName: "peakcoffee.co",
      service: "web-development",
      budget: "15k-50k",
      timeline: "3-months",
      message: "Online ordering for three cafes. Loyalty program. Better local search visibility.",
      insightsGenerated: body.insights,
    });
    const mail = await db.select().from(mailOutbox);
    expect(mail.map((m) => [m.kind, m.toAddress])).toEqual([["insights_notification", "inbox@summit.test"]]);
  });

  it("refuses a request missing a required field with the SPEC message and stores nothing", async () => {
    const response = await generateInsights(jsonRequest(INSIGHTS, validInsights({ projectRequirements: "   " })));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain("Please fill in all required fields including project requirements");
    expect(await countRows(db)).toEqual({ leads: 0, mail: 0, jobs: 0 });
  });

  it("accepts the optional selects left empty", async () => {
    const response = await generateInsights(
      jsonRequest(INSIGHTS, validInsights({ projectType: "", budgetRange: "", preferredTimeline: "", domainName: "" })),
    );
    expect(response.status).toBe(200);
    const [lead] = await db.select().from(leads);
    expect(lead).toMatchObject({ service: null, budget: null, timeline: null, domainName: null });
  });
});

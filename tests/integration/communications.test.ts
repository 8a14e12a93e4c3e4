import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as generateAiResponseRoute } from "@/app/api/functions/generate-ai-response/route";
import { POST as sendCommunicationNotificationRoute } from "@/app/api/functions/send-communication-notification/route";
import { POST as sendEmailRoute } from "@/app/api/functions/send-email/route";
import { activityLog, communications, leads, mailOutbox, projects } from "@/db/schema";
import { createOpenAiDraftProvider, type DraftProvider, type DraftRequest, DraftProviderError } from "@/lib/ai/draft";
import { GENERAL_CONTEXT } from "@/lib/ai/draft-context";
import { enhanceDraftAction, markCommunicationReadAction } from "@/lib/communications/actions";
import { withDeliveryState } from "@/lib/communications/delivery";
import { getCommunicationDetails, listCommunications, RELATION_OPTION_LIMIT, searchRelationOptions } from "@/lib/communications/queries";
import { communicationFormSchema, type CommunicationFormValues } from "@/lib/communications/schema";
import {
  type Author,
  createCommunication,
  deleteCommunication,
  draftWithAi,
  notifyCommunication,
  RETRY_REFUSED,
  retryCommunicationEmail,
} from "@/lib/communications/service";
import { getLeadDetails } from "@/lib/leads/queries";
import { captureLogs } from "@/lib/log";
import { createResendTransport } from "@/lib/mail/transport";
import { runDueJobsOnce } from "@/lib/worker/run";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { clientIdFor } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { FAKE_DRAFT, type FakeServer, type OpenAiMode, type ResendMode, startFakeOpenAi, startFakeResend } from "../support/fake-servers";
import { clearJobs, makeJobsDue } from "../support/lead-capture";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const connectionString = process.env.DATABASE_URL!;
const INBOX = "inbox@summit.test";
const env = { AGENCY_INBOX: INBOX };
const workerEnv = { RESEND_API_KEY: "re_test", EMAIL_FROM: "Summit Digital <hello@summit.test>" };
let resend: FakeServer<ResendMode>;
let openai: FakeServer<OpenAiMode>;
let author: Author;

beforeAll(async () => {
  [resend, openai] = await Promise.all([startFakeResend(), startFakeOpenAi()]);
});

afterAll(async () => {
  await Promise.all([resend.close(), openai.close()]);
  await closeAppDatabase();
});

beforeEach(async () => {
  await clearJobs(db);
  resend.mode = "ok";
  resend.requests.length = 0;
  openai.mode = "ok";
  openai.requests.length = 0;
  process.env.AGENCY_INBOX = INBOX;
  delete process.env.OPENAI_API_KEY;
  delete process.env.RESEND_API_KEY;
  const admin = await insertDana(db, { lastName: "Reyes" });
  author = { id: admin.id, email: "dana@summitdigital.co", name: "Dana Reyes" };
  requestContext.current = new FakeRequestContext();
});

/** Runs the worker once over every due job, as the in-process worker would. */
const dispatch = () => runDueJobsOnce({ connectionString, db, env: workerEnv, transport: createResendTransport("re_test", resend.url) });

const form = (changes: Partial<CommunicationFormValues> = {}) =>
  communicationFormSchema.parse({
    type: "email",
    leadId: "",
    projectId: "",
    toEmail: "client@example.com",
    subject: "Proposal follow-up",
    content: "Thanks for the call.\n\nThe proposal follows on Friday.",
    isAiGenerated: false,
    responseRequired: false,
    ...changes,
  } satisfies CommunicationFormValues);

async function insertLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await db
    .insert(leads)
    .values({
      name: "Jordan Lee",
      email: "jordan@example.com",
      source: "contact_form",
      company: "Lee Outfitters",
      service: "web-development",
      budget: "10k-25k",
      status: "qualified",
      ...values,
    })
    .returning();
  return lead!;
}

async function insertProject(values: Partial<typeof projects.$inferInsert> = {}) {
  const [project] = await db
    .insert(projects)
    .values({
      clientId: await clientIdFor(db, values.clientEmail ?? "grace@example.com", values.clientName ?? "Grace Hopper"),
      title: "Website Rebuild",
      clientName: "Grace Hopper",
      clientEmail: "grace@example.com",
      status: "in_progress",
      progressPercentage: 40,
      ...values,
    })
    .returning();
  return project!;
}

const outbox = (kind: "communication_email" | "communication_notification") =>
  db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
/** Successful sends the fake Resend answered, per recipient. */
const sendsTo = (address: string) =>
  resend.requests.filter((request) => [(request.body as { to: string | string[] }).to].flat().includes(address)).length;

async function listRow(id: string, withProvider = true) {
  const { rows } = await listCommunications(db, { q: "", offset: 0, limit: 25 });
  const row = rows.find((candidate) => candidate.id === id);
  return row ? withDeliveryState(row, { RESEND_API_KEY: withProvider ? "re_test" : undefined }) : undefined;
}

describe("sending an email communication", () => {
  it("queues the email with its communication and the agency notification, and delivers each once", async () => {
    const created = await createCommunication(db, form({ content: "<script>alert(1)</script> & see you Friday" }), author, env);
    const [saved] = await db.select().from(communications).where(eq(communications.id, created.id));
    expect(saved).toMatchObject({
      type: "email",
      fromEmail: author.email,
      createdBy: author.id,
      readStatus: false,
      toEmail: "client@example.com",
    });

    const [email] = await outbox("communication_email");
    expect(email).toMatchObject({
      id: created.outboxId,
      communicationId: created.id,
      toAddress: "client@example.com",
      replyTo: author.email,
      subject: "Proposal follow-up",
      status: "queued",
    });
    expect(email!.textBody).toMatch(/see you Friday\n\nDana Reyes\nSummit Digital$/);
    const [notification] = await outbox("communication_notification");
    expect(notification).toMatchObject({ toAddress: INBOX, communicationId: created.id });
    const jobs = await db.execute(sql`select 1 from graphile_worker.jobs`);
    expect(jobs).toHaveLength(2);
    expect((await listRow(created.id))?.deliveryState).toMatchObject({ kind: "queued", detail: null });

    await dispatch();
    await dispatch();
    expect(sendsTo("client@example.com")).toBe(1);
    expect(sendsTo(INBOX)).toBe(1);
    const [sent] = await outbox("communication_email");
    expect(sent).toMatchObject({ status: "sent", attempts: 1 });
    expect(sent!.htmlBody).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(sent!.htmlBody).not.toContain("<script>alert");
    const request = resend.requests.find((r) => [(r.body as { to: string | string[] }).to].flat().includes("client@example.com"));
    expect((request!.body as { text: string }).text).toContain("<script>alert(1)</script>"); // the plain-text part, as typed
    expect(request!.headers["idempotency-key"]).toBe(`mail-outbox-${created.outboxId}`);
    expect((await listRow(created.id))?.deliveryState).toMatchObject({ kind: "sent", label: "Sent" });
  });

  it("retries through a provider outage until it recovers, and sends nothing twice", async () => {
    resend.mode = "down";
    const created = await createCommunication(db, form(), author, env);
    await dispatch();
    let [email] = await outbox("communication_email");
    expect(email).toMatchObject({ status: "queued", attempts: 1 });
    expect(email!.lastError).toMatch(/503/);
    expect((await listRow(created.id))?.deliveryState?.detail).toMatch(/^Retrying after 1 attempt: Resend 503/);

    await makeJobsDue(db);
    await dispatch();
    [email] = await outbox("communication_email");
    expect(email).toMatchObject({ status: "queued", attempts: 2 });

    resend.mode = "ok";
    const before = resend.requests.length;
    await makeJobsDue(db);
    await dispatch();
    await makeJobsDue(db);
    await dispatch();
    [email] = await outbox("communication_email");
    expect(email).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    const successful = resend.requests.slice(before);
    expect(successful.filter((r) => r.headers["idempotency-key"] === `mail-outbox-${created.outboxId}`)).toHaveLength(1);
    expect(await db.execute(sql`select 1 from graphile_worker.jobs`)).toHaveLength(0);
  });

  it("keeps a communication whose mail fails, shows it failed, and Retry sends it once", async () => {
    resend.mode = "reject";
    const created = await createCommunication(db, form(), author, env);
    await dispatch();
    expect(await db.select().from(communications).where(eq(communications.id, created.id))).toHaveLength(1);
    const row = await listRow(created.id);
    expect(row?.deliveryState).toEqual({ kind: "failed", label: "Failed after 1 attempt", detail: expect.stringMatching(/400/) });
    expect((await getCommunicationDetails(db, created.id))?.delivery).toMatchObject({ status: "failed", attempts: 1 });

    resend.mode = "ok";
    await retryCommunicationEmail(db, created.id, author.id);
    expect((await listRow(created.id))?.deliveryState?.kind).toBe("queued");
    await expect(retryCommunicationEmail(db, created.id, author.id)).rejects.toThrow(RETRY_REFUSED); // queued again, not failed
    const retried = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, created.id), eq(activityLog.action, "email_retried")));
    expect(retried).toHaveLength(1);
    await dispatch();
    await dispatch();
    const [email] = await outbox("communication_email");
    expect(email).toMatchObject({ status: "sent", attempts: 2, id: created.outboxId });
    const accepted = resend.requests.filter((r) => r.headers["idempotency-key"] === `mail-outbox-${created.outboxId}`);
    expect(accepted).toHaveLength(2); // one refused by the provider, one sent
    expect(sendsTo("client@example.com")).toBe(2);
  });

  it("without a mail provider the email stays queued and says why", async () => {
    const created = await createCommunication(db, form(), author, env);
    await runDueJobsOnce({ connectionString, db, env: { ...workerEnv, RESEND_API_KEY: undefined }, transport: null });
    const row = await listRow(created.id, false);
    expect(row?.deliveryState).toMatchObject({ kind: "queued", detail: expect.stringMatching(/No mail provider is configured/) });
    // The worker's own record says it too, whatever this server's environment.
    expect((await listRow(created.id, true))?.deliveryState?.detail).toMatch(/No mail provider is configured/);
    expect(resend.requests).toHaveLength(0);
  });

  it("queues no email for other types or without a to address, but always the notification", async () => {
    await createCommunication(db, form({ type: "call", toEmail: "client@example.com" }), author, env);
    await createCommunication(db, form({ toEmail: "" }), author, env);
    expect(await outbox("communication_email")).toHaveLength(0);
    expect(await outbox("communication_notification")).toHaveLength(2);
  });

  it("a failing notification never undoes the communication or its email", async () => {
    const lines: string[] = [];
    const release = captureLogs({ write: (line: string) => lines.push(line) });
    // A NULL inbox violates mail_outbox.to_address NOT NULL inside the notification's savepoint.
    const created = await createCommunication(db, form(), author, { AGENCY_INBOX: null as unknown as string });
    release();
    expect(created.notified).toBe(false);
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ scope: "communications.notify", err: expect.objectContaining({ code: "23502", column: "to_address" }) }),
    );
    expect(await db.select().from(communications).where(eq(communications.id, created.id))).toHaveLength(1);
    expect(await outbox("communication_email")).toHaveLength(1);
    expect(await outbox("communication_notification")).toHaveLength(0);
  });

  it("refuses a relation that no longer exists with a readable message and saves nothing", async () => {
    await expect(createCommunication(db, form({ leadId: "2f1d3c4b-5a69-4788-9aab-bccddeeff001" }), author, env)).rejects.toThrow(
      /no longer exists/,
    );
    expect(await db.select().from(communications)).toHaveLength(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("the agency notification names the client (SPEC §7)", () => {
  const notificationText = async () => (await outbox("communication_notification"))[0]!.textBody;

  it("from the lead first", async () => {
    const lead = await insertLead();
    const project = await insertProject();
    await createCommunication(
      db,
      form({ type: "note", leadId: lead.id, projectId: project.id, toEmail: "other@example.com" }),
      author,
      env,
    );
    const text = await notificationText();
    expect(text).toContain("Client: Jordan Lee <jordan@example.com>");
    expect(text).toContain("Related to: Lead: Jordan Lee");
    expect(text).toContain("Dana Reyes logged a note");
  });

  it("else from the project", async () => {
    const project = await insertProject();
    await createCommunication(db, form({ type: "meeting", projectId: project.id, toEmail: "other@example.com" }), author, env);
    expect(await notificationText()).toContain("Client: Grace Hopper <grace@example.com>");
  });

  it("else from the to address, named by the part before the at sign", async () => {
    await createCommunication(db, form({ toEmail: "sam.rivera@peak.co" }), author, env);
    const [notification] = await outbox("communication_notification");
    expect(notification!.textBody).toContain("Client: sam.rivera <sam.rivera@peak.co>");
    expect(notification!.subject).toBe("New email for sam.rivera: Proposal follow-up");
    expect(notification!.toAddress).toBe(INBOX);
  });

  it("and says when there is no client", async () => {
    await createCommunication(db, form({ type: "note", toEmail: "" }), author, env);
    expect(await notificationText()).toContain("Client: Not linked to a client");
  });

  it("through the endpoint's body, once per communication", async () => {
    const created = await createCommunication(db, form({ type: "note", toEmail: "" }), author, env);
    await db.delete(mailOutbox);
    const body = {
      communication_id: created.id,
      type: "note" as const,
      subject: null,
      content: "x",
      client_email: "ada@example.com",
      client_name: "Ada",
      lead_id: null,
      project_id: null,
    };
    await notifyCommunication(db, body, author, env);
    await notifyCommunication(db, body, author, env);
    const rows = await outbox("communication_notification");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textBody).toContain("Client: Ada <ada@example.com>");
  });
});

describe("AI drafting context (SPEC §7 generate-ai-response)", () => {
  function capturingProvider(): DraftProvider & { last?: DraftRequest } {
    const provider: DraftProvider & { last?: DraftRequest } = {
      name: "offline",
      generate: async (request) => {
        provider.last = request;
        return "draft";
      },
    };
    return provider;
  }
  const enhance = (changes: Record<string, string> = {}) => ({
    content: "call went well",
    type: "email" as const,
    leadId: null,
    projectId: null,
    toEmail: null,
    ...changes,
  });

  it("sends the lead's name, company, service, budget and status", async () => {
    const lead = await insertLead();
    const project = await insertProject();
    const provider = capturingProvider();
    await draftWithAi(db, provider, enhance({ leadId: lead.id, projectId: project.id }), author);
    expect(provider.last).toEqual({
      originalContent: "call went well",
      context:
        "Related lead: Jordan Lee\nCompany: Lee Outfitters\nService: Web Development\nBudget: $10,000 - $25,000\nLead status: Qualified",
      tone: "professional",
      contactName: "Jordan Lee",
      senderName: "Dana Reyes",
    });
  });

  it("else the project's title, client, status and progress", async () => {
    const project = await insertProject();
    const provider = capturingProvider();
    await draftWithAi(db, provider, enhance({ projectId: project.id }), author);
    expect(provider.last?.context).toBe(
      "Related project: Website Rebuild\nClient: Grace Hopper\nProject status: In Progress\nProgress: 40%",
    );
    expect(provider.last?.contactName).toBe("Grace Hopper");
  });

  it("else general agency text, greeting the to address's name", async () => {
    const provider = capturingProvider();
    await draftWithAi(db, provider, enhance({ toEmail: "sam@peak.co" }), author);
    expect(provider.last).toMatchObject({ context: GENERAL_CONTEXT, contactName: "sam" });
  });

  it("asks an OpenAI-compatible API with a timeout, and reports its failures", async () => {
    const provider = createOpenAiDraftProvider({ apiKey: "sk-test", baseURL: openai.url, model: "fake-model", timeoutMs: 300 });
    const lead = await insertLead();
    expect(await draftWithAi(db, provider, enhance({ leadId: lead.id }), author)).toBe(FAKE_DRAFT);
    const sent = openai.requests[0]!.body as { messages: { role: string; content: string }[] };
    expect(sent.messages[1]!.content).toContain("Related lead: Jordan Lee");
    expect(sent.messages[1]!.content).toContain("Tone: professional");
    expect(sent.messages[1]!.content).toContain("call went well");

    openai.mode = "error";
    await expect(draftWithAi(db, provider, enhance(), author)).rejects.toBeInstanceOf(DraftProviderError);
    openai.mode = "timeout";
    await expect(draftWithAi(db, provider, enhance(), author)).rejects.toThrow(/timed out/);
  });

  it("the form's action answers 'Failed to generate AI response.' when the provider fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await signedInBrowser(db, author.id);
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = openai.url;
    openai.mode = "error";
    const failed = await enhanceDraftAction({ content: "notes", type: "note", leadId: "", projectId: "", toEmail: "" });
    expect(failed?.serverError).toBe("Failed to generate AI response.");
    openai.mode = "ok";
    expect((await enhanceDraftAction({ content: "notes", type: "note", leadId: "", projectId: "", toEmail: "" }))?.data).toEqual({
      content: FAKE_DRAFT,
    });
    delete process.env.OPENAI_BASE_URL;
    errors.mockRestore();
  });
});

describe("the Communication Hub list", () => {
  it("pages, searches and filters in SQL, newest first, with Related To joined", async () => {
    const lead = await insertLead();
    const project = await insertProject();
    const base = Date.parse("2026-03-01T12:00:00Z");
    await db.insert(communications).values([
      {
        type: "email",
        subject: "Kickoff agenda",
        content: "Agenda attached",
        toEmail: "zed@example.com",
        fromEmail: "dana@summitdigital.co",
        leadId: lead.id,
        createdAt: new Date(base),
      },
      {
        type: "call",
        content: "Discussed 100% of the_scope",
        projectId: project.id,
        readStatus: true,
        responseRequired: true,
        createdAt: new Date(base + 1000),
      },
      { type: "note", content: "Internal only", readStatus: true, createdAt: new Date(base + 2000) },
    ]);
    const all = await listCommunications(db, { q: "", offset: 0, limit: 25 });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.type)).toEqual(["note", "call", "email"]);
    expect(all.rows.map((row) => [row.leadName, row.projectTitle])).toEqual([
      [null, null],
      [null, "Website Rebuild"],
      ["Jordan Lee", null],
    ]);

    const search = (q: string) => listCommunications(db, { q, offset: 0, limit: 25 }).then((page) => page.rows.map((row) => row.type));
    expect(await search("agenda")).toEqual(["email"]); // subject and content
    expect(await search("zed@")).toEqual(["email"]); // to address
    expect(await search("dana@summit")).toEqual(["email"]); // from address
    expect(await search("100%")).toEqual(["call"]); // wildcards match literally
    expect(await search("the_scope")).toEqual(["call"]);
    expect(await search("nothing like this")).toEqual([]);

    expect((await listCommunications(db, { q: "", type: "note", offset: 0, limit: 25 })).total).toBe(1);
    expect((await listCommunications(db, { q: "", status: "unread", offset: 0, limit: 25 })).rows.map((row) => row.type)).toEqual([
      "email",
    ]);
    expect((await listCommunications(db, { q: "", status: "needs_response", offset: 0, limit: 25 })).rows.map((row) => row.type)).toEqual([
      "call",
    ]);
    const second = await listCommunications(db, { q: "", offset: 2, limit: 2 });
    expect(second).toMatchObject({ total: 3, rows: [{ type: "email" }] });
  });

  it("marks a communication read once, through the action with a session", async () => {
    const created = await createCommunication(db, form({ type: "note" }), author, env);
    await signedInBrowser(db, author.id);
    expect((await markCommunicationReadAction({ id: created.id }))?.data).toEqual({ changed: true });
    expect((await markCommunicationReadAction({ id: created.id }))?.data).toEqual({ changed: false });
    expect((await listCommunications(db, { q: "", status: "unread", offset: 0, limit: 25 })).total).toBe(0);
    requestContext.current = new FakeRequestContext();
    expect((await markCommunicationReadAction({ id: created.id }))?.serverError).toMatch(/session/);
  });

  it("deletes with an audit entry that the lead's history shows, and cancels its unsent email", async () => {
    const lead = await insertLead();
    const created = await createCommunication(db, form({ leadId: lead.id }), author, env);
    await deleteCommunication(db, created.id, author.id);
    expect(await db.select().from(communications)).toHaveLength(0);
    expect(await outbox("communication_email")).toHaveLength(0);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "communication"), eq(activityLog.action, "deleted")));
    expect(entry).toMatchObject({
      entityId: created.id,
      entityName: "Email: Proposal follow-up",
      description: "Email: Proposal follow-up deleted",
      performedBy: author.id,
    });
    expect(entry!.metadata).toMatchObject({ lead_id: lead.id });
    const history = await getLeadDetails(db, lead.id);
    expect(history!.activity.map((item) => item.description)).toEqual(["Email: Proposal follow-up deleted"]);
    await dispatch(); // the cancelled email's job finds nothing to send
    expect(sendsTo("client@example.com")).toBe(0);
    await expect(deleteCommunication(db, created.id, author.id)).rejects.toThrow(/no longer exists/);
  });

  it("keeps a sent email's record when its communication is deleted", async () => {
    const created = await createCommunication(db, form(), author, env);
    await dispatch();
    await deleteCommunication(db, created.id, author.id);
    const [email] = await outbox("communication_email");
    expect(email).toMatchObject({ status: "sent", communicationId: null });
  });

  it("reads 'General' after the related lead is deleted (foreign keys set null)", async () => {
    const lead = await insertLead();
    const created = await createCommunication(db, form({ type: "note", leadId: lead.id }), author, env);
    await db.delete(leads).where(eq(leads.id, lead.id));
    const row = await listRow(created.id);
    expect(row).toMatchObject({ leadId: null, leadName: null });
  });

  it("offers at most a few relation matches, searched on the server", async () => {
    await db.insert(leads).values(
      Array.from({ length: RELATION_OPTION_LIMIT + 5 }, (_, i) => ({
        name: `Picker Lead ${i}`,
        email: `p${i}@example.com`,
        source: "contact_form" as const,
      })),
    );
    expect(await searchRelationOptions(db, "lead", "")).toHaveLength(RELATION_OPTION_LIMIT);
    expect(await searchRelationOptions(db, "lead", "Picker Lead 17")).toEqual([
      { id: expect.any(String), label: "Picker Lead 17", detail: "p17@example.com" },
    ]);
    await insertProject();
    expect(await searchRelationOptions(db, "project", "grace")).toEqual([
      { id: expect.any(String), label: "Website Rebuild", detail: "Grace Hopper" },
    ]);
  });
});

describe("the admin endpoints", () => {
  const url = (name: string) => `http://localhost/api/functions/${name}`;

  it("answer 401 without a session", async () => {
    const anonymous = new FakeRequestContext();
    for (const [route, name] of [
      [generateAiResponseRoute, "generate-ai-response"],
      [sendEmailRoute, "send-email"],
      [sendCommunicationNotificationRoute, "send-communication-notification"],
    ] as const) {
      const response = await route(anonymous.postJson(url(name), {}), undefined);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("generate-ai-response answers { content }, or 400 for a blank original", async () => {
    const browser = await signedInBrowser(db, author.id);
    const response = await generateAiResponseRoute(
      browser.postJson(url("generate-ai-response"), {
        originalContent: "homepage approved",
        context: "Related project: Site\nClient: Grace Hopper",
        tone: "professional",
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    const { content } = (await response.json()) as { content: string };
    expect(content).toMatch(/^Hi Grace,/);
    expect(content).toContain("Homepage approved.");
    expect(content).toMatch(/Dana Reyes\nSummit Digital$/);
    const blank = await generateAiResponseRoute(
      browser.postJson(url("generate-ai-response"), { originalContent: " ", context: "", tone: "professional" }),
      undefined,
    );
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: "originalContent: originalContent must not be blank." });
  });

  it("send-email queues { to, subject, content } and answers the outbox row's id", async () => {
    const browser = await signedInBrowser(db, author.id);
    const response = await sendEmailRoute(
      browser.postJson(url("send-email"), { to: "ada@example.com", subject: "Hello", content: "Body" }),
      undefined,
    );
    expect(response.status).toBe(200);
    const { ok, id } = (await response.json()) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ kind: "admin_email", toAddress: "ada@example.com", replyTo: author.email, status: "queued" });
    await dispatch();
    expect(sendsTo("ada@example.com")).toBe(1);

    const bad = await sendEmailRoute(browser.postJson(url("send-email"), { to: "not-an-address", subject: "x", content: "y" }), undefined);
    expect(bad.status).toBe(400);
  });

  it("send-email for a communication the form already queued returns that mail, never a second one", async () => {
    const created = await createCommunication(db, form(), author, env);
    const browser = await signedInBrowser(db, author.id);
    const body = { to: "client@example.com", subject: "Proposal follow-up", content: "x", communication_id: created.id };
    const response = await sendEmailRoute(browser.postJson(url("send-email"), body), undefined);
    expect(await response.json()).toEqual({ ok: true, id: created.outboxId });
    expect(await outbox("communication_email")).toHaveLength(1);
    const missing = await sendEmailRoute(
      browser.postJson(url("send-email"), { ...body, communication_id: "2f1d3c4b-5a69-4788-9aab-bccddeeff001" }),
      undefined,
    );
    expect(missing.status).toBe(404);
  });

  it("send-communication-notification answers { ok: true } and queues one notice for the inbox", async () => {
    const created = await createCommunication(db, form({ type: "note", toEmail: "" }), author, env);
    const browser = await signedInBrowser(db, author.id);
    const body = {
      communication_id: created.id,
      type: "note",
      subject: null,
      content: "x",
      client_email: null,
      client_name: null,
      lead_id: null,
      project_id: null,
    };
    const response = await sendCommunicationNotificationRoute(browser.postJson(url("send-communication-notification"), body), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await outbox("communication_notification")).toHaveLength(1);
    const unknown = await sendCommunicationNotificationRoute(
      browser.postJson(url("send-communication-notification"), { ...body, communication_id: "2f1d3c4b-5a69-4788-9aab-bccddeeff001" }),
      undefined,
    );
    expect(unknown.status).toBe(404);
  });
});

describe("the demo seed", () => {
  it("gives the hub a realistic mix: every type, both directions, delivery states and relations", async () => {
    const { seedSampleData } = await import("@/scripts/seed");
    const added = await seedSampleData(db, { leads: 200, invoices: 0 });
    const { rows, total } = await listCommunications(db, { q: "", offset: 0, limit: 25 });
    // The hub's twenty, and what the demo shares in the client portal.
    expect(total).toBe(20 + added.portal.communications);
    const all = await db.select().from(communications);
    expect(new Set(all.map((row) => row.type))).toEqual(new Set(["email", "call", "meeting", "note"]));
    const emails = all.filter((row) => row.type === "email");
    expect(emails.some((row) => row.fromEmail === author.email)).toBe(true); // ours
    expect(emails.some((row) => row.toEmail === author.email && row.fromEmail !== author.email)).toBe(true); // the client's
    expect(all.some((row) => row.leadId) && all.some((row) => row.projectId) && all.some((row) => !row.leadId && !row.projectId)).toBe(
      true,
    );
    expect(all.some((row) => !row.readStatus) && all.some((row) => row.responseRequired) && all.some((row) => row.isAiGenerated)).toBe(
      true,
    );
    const delivery = await outbox("communication_email");
    expect(delivery.length).toBe(emails.filter((row) => row.fromEmail === author.email).length);
    expect(new Set(delivery.map((row) => row.status))).toEqual(new Set(["sent", "failed"]));
    expect(rows.some((row) => row.delivery?.status === "sent")).toBe(true);
  });
});

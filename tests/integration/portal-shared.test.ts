import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { POST as postMessage } from "@/app/api/portal/messages/route";
import { activityLog, clientContacts, communications, leads, mailOutbox, projects, projectUpdates } from "@/db/schema";
import { belongsToClient, communicationClientId } from "@/lib/communications/client-scope";
import { listCommunications } from "@/lib/communications/queries";
import { createCommunication } from "@/lib/communications/service";
import { NOTES_STAY_INTERNAL, SHARE_NEEDS_CLIENT } from "@/lib/communications/sharing-rules";
import { setCommunicationVisibility } from "@/lib/communications/sharing-service";
import { DEFAULT_PORTAL_SUBJECT } from "@/lib/portal/message-schema";
import { PORTAL_MESSAGE_LIMIT } from "@/lib/portal/messages-service";
import { listPortalThread } from "@/lib/portal/messages-service";
import { deleteProjectUpdate, listProjectUpdates, postProjectUpdate, setProjectUpdateVisibility } from "@/lib/projects/updates-service";

import { insertDana } from "../support/admins";
import { insertClient } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { clearJobs } from "../support/lead-capture";
import { portalSessionFor } from "../support/portal";

const db = testDb();
const env = { AGENCY_INBOX: "inbox@summitdigital.example" };

let adminId: string;
let ours: { clientId: string; contactId: string; projectId: string };
let theirs: { clientId: string; contactId: string; projectId: string };
let cookie: string;

async function clientWithProject(name: string, email: string, title: string) {
  const clientId = await insertClient(db, { displayName: name, contacts: [{ name: `${name} Contact`, email }] });
  const [contact] = await db.select({ id: clientContacts.id }).from(clientContacts).where(eq(clientContacts.clientId, clientId));
  const [project] = await db
    .insert(projects)
    .values({ clientId, title, clientName: name, clientEmail: email })
    .returning({ id: projects.id });
  return { clientId, contactId: contact!.id, projectId: project!.id };
}

beforeEach(async () => {
  await clearJobs(db);
  delete process.env.SITE_URL;
  delete process.env.TRUST_PROXY;
  adminId = (await insertDana(db)).id;
  ours = await clientWithProject("Lee Outfitters", "jordan@lee.example", "Lee website");
  theirs = await clientWithProject("Other Bakery", "olive@bakery.example", "Bakery menu");
  cookie = (await portalSessionFor(db, ours.contactId)).header;
});
afterAll(async () => {
  await closeAppDatabase();
});

/** A POST as the portal page on http://localhost sends it; headers given as null are left out. */
function messageRequest(body: unknown, headers: Record<string, string | null> = {}): Request {
  const base: Record<string, string> = { host: "localhost", origin: "http://localhost", "content-type": "application/json", cookie };
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) delete base[name];
    else base[name] = value;
  }
  return new Request("http://localhost/api/portal/messages", {
    method: "POST",
    headers: base,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const portalMessages = () =>
  db
    .select()
    .from(communications)
    .where(sql`${communications.portalContactId} is not null`);

const author = () => ({ id: adminId, email: "dana@summitdigital.co", name: "Dana" });

describe("POST /api/portal/messages", () => {
  it("answers 401 without a portal session and stores nothing", async () => {
    const response = await postMessage(messageRequest({ message: "Hello" }, { cookie: null }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.stringContaining("Sign in") });
    expect(await portalMessages()).toHaveLength(0);
  });

  it("answers 401 for a forged cookie or a revoked contact", async () => {
    expect((await postMessage(messageRequest({ message: "Hello" }, { cookie: "portal_session=forged" }))).status).toBe(401);
    await db.update(clientContacts).set({ portalRevokedAt: new Date() }).where(eq(clientContacts.id, ours.contactId));
    expect((await postMessage(messageRequest({ message: "Hello" }))).status).toBe(401);
  });

  it("answers 415 for a body that is not JSON", async () => {
    const response = await postMessage(messageRequest("message=Hello", { "content-type": "application/x-www-form-urlencoded" }));
    expect(response.status).toBe(415);
    expect(await portalMessages()).toHaveLength(0);
  });

  it("answers 403 for a post from another site's page", async () => {
    const response = await postMessage(messageRequest({ message: "Hello" }, { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
    expect(await portalMessages()).toHaveLength(0);
  });

  it("answers 400 for another client's project, a blank or too long message", async () => {
    const other = await postMessage(messageRequest({ message: "About the menu", projectId: theirs.projectId }));
    expect(other.status).toBe(400);
    expect((await other.json()).error).toMatch(/one of your projects/);
    expect((await postMessage(messageRequest({ message: "   " }))).status).toBe(400);
    expect((await postMessage(messageRequest({ message: "x".repeat(5001) }))).status).toBe(400);
    expect((await postMessage(messageRequest({ message: "Hi", projectId: "not-a-uuid" }))).status).toBe(400);
    expect(await portalMessages()).toHaveLength(0);
  });

  it("answers 429 once the contact has sent the limit", async () => {
    for (let i = 0; i < PORTAL_MESSAGE_LIMIT; i++) {
      expect((await postMessage(messageRequest({ message: `Message ${i}` }))).status).toBe(201);
    }
    const limited = await postMessage(messageRequest({ message: "One more" }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await portalMessages()).toHaveLength(PORTAL_MESSAGE_LIMIT);
  });

  it("stores one inbound message needing a response, audited with the contact, and queues the agency's notice", async () => {
    const response = await postMessage(messageRequest({ message: "Can we move the launch?", projectId: ours.projectId }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const stored = await portalMessages();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id,
      type: "email",
      subject: DEFAULT_PORTAL_SUBJECT,
      content: "Can we move the launch?",
      fromEmail: "jordan@lee.example",
      clientId: ours.clientId,
      projectId: ours.projectId,
      portalContactId: ours.contactId,
      readStatus: false,
      responseRequired: true,
      clientVisible: true,
      createdBy: null,
    });

    const audit = await db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityType: "communication",
      action: "created",
      performedBy: null,
      performedByContactId: ours.contactId,
      performedByContactName: "Lee Outfitters Contact",
    });

    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.communicationId, id));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "communication_notification",
      toAddress: expect.any(String),
      replyTo: "jordan@lee.example",
      subject: "New message from Lee Outfitters Contact in the client portal",
    });

    // The Hub's "needs response" filter finds it.
    const needing = await listCommunications(db, { q: "", status: "needs_response", offset: 0, limit: 20 });
    expect(needing.rows.map((row) => row.id)).toEqual([id]);
    expect(needing.rows[0]).toMatchObject({ portalContactId: ours.contactId, clientVisible: true });
  });

  it("keeps the client's own subject", async () => {
    await postMessage(messageRequest({ message: "Invoice question", subject: "  March invoice " }));
    expect((await portalMessages())[0]!.subject).toBe("March invoice");
  });
});

describe("which communications belong to a client", () => {
  it("reads the client from client_id, else the project, else the converted lead, and never another client's", async () => {
    const [lead] = await db
      .insert(leads)
      .values({ name: "Jordan", email: "jordan@lee.example", source: "contact_form", clientId: ours.clientId })
      .returning({ id: leads.id });
    const rows = await db
      .insert(communications)
      .values([
        { type: "call", content: "direct", clientId: ours.clientId },
        { type: "call", content: "by project", projectId: ours.projectId },
        { type: "call", content: "by lead", leadId: lead!.id },
        { type: "call", content: "theirs", projectId: theirs.projectId },
        // client_id wins over the project: one owner, so it can never show in two portals.
        { type: "call", content: "theirs with our project", clientId: theirs.clientId, projectId: ours.projectId },
        { type: "call", content: "nobody's" },
      ])
      .returning({ id: communications.id, content: communications.content });
    const mine = await db.select({ content: communications.content }).from(communications).where(belongsToClient(ours.clientId));
    expect(mine.map((row) => row.content).sort()).toEqual(["by lead", "by project", "direct"]);
    const byContent = Object.fromEntries(rows.map((row) => [row.content, row.id]));
    expect(await communicationClientId(db, byContent["theirs with our project"]!)).toBe(theirs.clientId);
    expect(await communicationClientId(db, byContent["nobody's"]!)).toBeNull();
  });

  it("the portal thread shows only what is marked visible, never a note, never another client's; oldest first", async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 10, minutes));
    await db.insert(communications).values([
      { type: "email", subject: "Kickoff recap", content: "shared", projectId: ours.projectId, clientVisible: true, createdAt: at(1) },
      { type: "email", subject: "Internal", content: "hidden", projectId: ours.projectId, clientVisible: false, createdAt: at(2) },
      // A note marked visible by hand (the service refuses it) still never shows.
      { type: "note", content: "internal note", projectId: ours.projectId, clientVisible: true, createdAt: at(3) },
      { type: "call", content: "their shared one", projectId: theirs.projectId, clientVisible: true, createdAt: at(4) },
      {
        type: "email",
        subject: "Question",
        content: "from the client",
        clientId: ours.clientId,
        portalContactId: ours.contactId,
        clientVisible: true,
        createdAt: at(5),
      },
    ]);
    const thread = await listPortalThread(db, ours.clientId);
    expect(thread.map((message) => message.content)).toEqual(["shared", "from the client"]);
    expect(thread[0]).toMatchObject({ author: "Summit Digital", fromClient: false, projectTitle: "Lee website" });
    expect(thread[1]).toMatchObject({ author: "Lee Outfitters Contact", fromClient: true });
    // A message stays the client's own when its contact is deleted later.
    await db.delete(clientContacts).where(eq(clientContacts.id, ours.contactId));
    expect((await listPortalThread(db, ours.clientId))[1]).toMatchObject({
      content: "from the client",
      author: "Your team",
      fromClient: true,
    });
  });
});

describe("sharing with the client", () => {
  it("shows and hides a communication in the portal with audit entries", async () => {
    const [row] = await db.insert(communications).values({ type: "call", content: "Design ready", projectId: ours.projectId }).returning();
    expect(await setCommunicationVisibility(db, { id: row!.id, visible: true }, adminId)).toEqual({ changed: true });
    expect(await setCommunicationVisibility(db, { id: row!.id, visible: true }, adminId)).toEqual({ changed: false });
    expect((await listPortalThread(db, ours.clientId)).map((m) => m.id)).toEqual([row!.id]);
    await setCommunicationVisibility(db, { id: row!.id, visible: false }, adminId);
    expect(await listPortalThread(db, ours.clientId)).toEqual([]);
    const audit = await db
      .select({ description: activityLog.description, changes: activityLog.changes, performedBy: activityLog.performedBy })
      .from(activityLog)
      .where(eq(activityLog.entityId, row!.id))
      .orderBy(activityLog.createdAt, activityLog.id);
    expect(audit).toEqual([
      { description: "Shown in the client portal", changes: { client_visible: { old: false, new: true } }, performedBy: adminId },
      { description: "Hidden from the client portal", changes: { client_visible: { old: true, new: false } }, performedBy: adminId },
    ]);
  });

  it("refuses to share a communication without a client, or a note", async () => {
    const [general] = await db.insert(communications).values({ type: "call", content: "General" }).returning();
    const [note] = await db.insert(communications).values({ type: "note", content: "Private", projectId: ours.projectId }).returning();
    await expect(setCommunicationVisibility(db, { id: general!.id, visible: true }, adminId)).rejects.toThrow(SHARE_NEEDS_CLIENT);
    await expect(setCommunicationVisibility(db, { id: note!.id, visible: true }, adminId)).rejects.toThrow(NOTES_STAY_INTERNAL);
    const shared = await db.select().from(communications).where(eq(communications.clientVisible, true));
    expect(shared).toEqual([]);
    expect(await db.select().from(activityLog).where(eq(activityLog.action, "updated"))).toEqual([]);
  });

  it("the new communication form's 'Show in client portal' is refused without a client, kept with one", async () => {
    const form = {
      type: "email" as const,
      leadId: null,
      projectId: null,
      toEmail: null,
      subject: "Hello",
      content: "Hi there",
      isAiGenerated: false,
      responseRequired: false,
      clientVisible: true,
    };
    await expect(createCommunication(db, form, author(), env)).rejects.toThrow(SHARE_NEEDS_CLIENT);
    await expect(
      createCommunication(db, { ...form, type: "note", subject: null, projectId: ours.projectId }, author(), env),
    ).rejects.toThrow(NOTES_STAY_INTERNAL);
    const { id } = await createCommunication(db, { ...form, projectId: ours.projectId }, author(), env);
    expect((await listPortalThread(db, ours.clientId)).map((m) => m.id)).toEqual([id]);
    expect(await listPortalThread(db, theirs.clientId)).toEqual([]);
  });

  it("posts, shows, hides and deletes project updates, each audited on the project", async () => {
    const { id } = await postProjectUpdate(db, { projectId: ours.projectId, body: "Mockups ready", clientVisible: false }, adminId);
    expect(await listProjectUpdates(db, ours.projectId)).toEqual([
      expect.objectContaining({ id, body: "Mockups ready", clientVisible: false, authorName: "Dana" }),
    ]);
    expect(await setProjectUpdateVisibility(db, { id, visible: true }, adminId)).toEqual({ changed: true });
    const [shown] = await db.select().from(projectUpdates).where(eq(projectUpdates.id, id));
    expect(shown!.clientVisible).toBe(true);
    await deleteProjectUpdate(db, id, adminId);
    expect(await listProjectUpdates(db, ours.projectId)).toEqual([]);
    const audit = await db
      .select({ action: activityLog.action, description: activityLog.description })
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "project"), eq(activityLog.entityId, ours.projectId)))
      .orderBy(activityLog.createdAt, activityLog.id);
    expect(audit).toEqual([
      { action: "created", description: "Update posted: Mockups ready" },
      { action: "updated", description: "Update shown in the client portal: Mockups ready" },
      { action: "deleted", description: "Update deleted: Mockups ready" },
    ]);
    await expect(setProjectUpdateVisibility(db, { id, visible: false }, adminId)).rejects.toThrow("no longer exists");
  });
});

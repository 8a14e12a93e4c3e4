import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { POST as generateInsights } from "@/app/api/functions/generate-brand-insights/route";
import { POST as sendContact } from "@/app/api/functions/send-contact-form/route";
import { activityLog, communications, leads, mailOutbox, projects, type NewLead } from "@/db/schema";
import { oldestLeadWithEmail } from "@/lib/intake/service";
import { LEAD_NOT_DUPLICATE, mergeLeadIntoOriginal, ORIGINAL_GONE } from "@/lib/leads/merge";
import { MERGE_NOTE_SUBJECT } from "@/lib/leads/merge-rules";
import { getLeadDetails } from "@/lib/leads/queries";
import { convertLeadToProject, deleteLead, LEAD_GONE, updateLeadStatus } from "@/lib/leads/service";
import { leadConversionSchema } from "@/lib/projects/schema";

import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { clearJobs, jsonRequest, validContact, validInsights } from "../support/lead-capture";

const CONTACT = "/api/functions/send-contact-form";
const INSIGHTS = "/api/functions/generate-brand-insights";
const TZ = { timeZone: "America/Denver" };

const db = testDb();
let adminId: string;

beforeEach(async () => {
  await clearJobs(db);
  process.env.PUBLIC_FORM_LIMIT = "100";
  process.env.AGENCY_INBOX = "inbox@summit.test";
  delete process.env.OPENAI_API_KEY;
  delete process.env.TRUST_PROXY;
  adminId = (await insertDana(db)).id;
});

afterAll(async () => {
  await closeAppDatabase();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function insertLead(values: Partial<NewLead> & { name: string }) {
  const [lead] = await db
    .insert(leads)
    .values({ email: "casey@example.com", source: "contact_form", ...values })
    .returning();
  return lead!;
}

const leadByName = async (name: string) => (await db.select().from(leads).where(eq(leads.name, name)))[0];

describe("duplicate marking at intake", () => {
  it("marks a contact-form lead as a duplicate of the oldest lead with the same email, trimmed and in any case", async () => {
    const oldest = await insertLead({ name: "Oldest", email: "Jordan@Example.com", createdAt: minutesAgo(60) });
    await insertLead({ name: "Middle", email: "jordan@example.com", createdAt: minutesAgo(30), duplicateOfId: oldest.id });
    await insertLead({ name: "Other", email: "someone@example.com", createdAt: minutesAgo(90) });

    expect((await sendContact(jsonRequest(CONTACT, validContact({ name: "Newest", email: "  JORDAN@example.COM " })))).status).toBe(200);
    expect((await leadByName("Newest"))!.duplicateOfId).toBe(oldest.id);
  });

  it("marks an insights-tool lead too, including against a lead from the other form", async () => {
    const first = await insertLead({ name: "From contact", email: "sam@peakcoffee.co", createdAt: minutesAgo(10) });
    const response = await generateInsights(
      jsonRequest(INSIGHTS, validInsights({ clientName: "From insights", clientEmail: "SAM@PeakCoffee.co" })),
    );
    expect(response.status).toBe(200);
    expect((await leadByName("From insights"))!.duplicateOfId).toBe(first.id);
  });

  it("stores a first-time email unmarked on both endpoints", async () => {
    await sendContact(jsonRequest(CONTACT, validContact({ name: "Contact first" })));
    await generateInsights(jsonRequest(INSIGHTS, validInsights({ clientName: "Insights first" })));
    expect((await leadByName("Contact first"))!.duplicateOfId).toBeNull();
    expect((await leadByName("Insights first"))!.duplicateOfId).toBeNull();
  });

  it("finds the original by reading one index in the lookup's order, however many leads there are", async () => {
    await db.execute(sql`insert into leads (name, email, source, created_at)
      select 'Bulk ' || n, 'bulk-' || n || '@example.com', 'contact_form', now() - n * interval '1 minute'
      from generate_series(1, 5000) as n`);
    // Whatever the statistics say: a freshly filled table had none, and the lookup then walked every lead by date.
    const [plan] = await db.execute<{ "QUERY PLAN": unknown }>(sql`explain (format json) ${oldestLeadWithEmail("bulk-4321@example.com")}`);
    const nodes = JSON.stringify(plan!["QUERY PLAN"]);
    expect(nodes).toContain('"Index Name":"leads_email_normalized_idx"');
    expect(nodes).not.toContain('"Node Type":"Sort"');
  });
});

const conversion = (leadId: string) =>
  leadConversionSchema.parse({
    leadId,
    title: "Duplicate's Project",
    status: "planning",
    description: "",
    clientName: "Casey",
    clientEmail: "casey@example.com",
    startDate: "",
    endDate: "",
    fixedPrice: 0,
    hourlyRate: 150,
    estimatedHours: 0,
    services: "",
    deliverables: "",
    notes: "",
  });

/** An original and a duplicate with history of its own: a status change, a project, a note and mail. */
async function duplicatePair() {
  const original = await insertLead({
    name: "Casey Original",
    phone: null,
    company: "Casey Co",
    service: "branding",
    budget: null,
    message: "First message.",
    tags: ["vip"],
    priority: 2,
    leadScore: 40,
    estimatedValue: null,
    nextFollowUpDate: "2026-07-01",
    createdAt: minutesAgo(120),
  });
  const duplicate = await insertLead({
    name: "Casey Again",
    email: " CASEY@example.com",
    phone: "303-555-0101",
    company: "Casey Company LLC",
    service: "branding",
    budget: "10k-25k",
    timeline: "1-month",
    message: "Second message, with more detail.",
    tags: ["VIP", "urgent"],
    priority: 1,
    leadScore: 70,
    estimatedValue: "4500.00",
    nextFollowUpDate: "2026-06-15",
    status: "qualified",
    duplicateOfId: original.id,
    createdAt: minutesAgo(30),
  });
  await updateLeadStatus(db, { id: duplicate.id, status: "proposal" }, adminId);
  const project = await convertLeadToProject(db, conversion(duplicate.id), adminId);
  await db.insert(communications).values({ type: "call", content: "Called Casey back.", leadId: duplicate.id, createdBy: adminId });
  const [mail] = await db
    .insert(mailOutbox)
    .values({ kind: "contact_notification", toAddress: "inbox@summit.test", subject: "New lead", textBody: "x", leadId: duplicate.id })
    .returning();
  return { original, duplicate, project, mail: mail! };
}

const snapshot = async () => ({
  leads: await db.select().from(leads).orderBy(leads.id),
  communications: await db.select().from(communications).orderBy(communications.id),
  projects: await db.select().from(projects).orderBy(projects.id),
  activity: await db.select().from(activityLog).orderBy(activityLog.id),
  mail: await db.select().from(mailOutbox).orderBy(mailOutbox.id),
});

describe("mergeLeadIntoOriginal", () => {
  it("moves every linked row to the original, fills its empty fields, keeps the message and deletes the duplicate", async () => {
    const { original, duplicate, project, mail } = await duplicatePair();
    const duplicateActivity = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "lead"), eq(activityLog.entityId, duplicate.id)));
    const duplicateMessages = await db.select().from(communications).where(eq(communications.leadId, duplicate.id));
    expect(duplicateActivity.length).toBeGreaterThanOrEqual(2); // status change, conversion
    expect(duplicateMessages).toHaveLength(2); // kickoff note, call

    const result = await mergeLeadIntoOriginal(db, duplicate.id, adminId, TZ);
    expect(result).toMatchObject({
      originalId: original.id,
      moved: { communications: 2, projects: 1, activity: duplicateActivity.length, mail: 1 },
    });

    expect(await db.select().from(leads).where(eq(leads.id, duplicate.id))).toEqual([]);
    const [merged] = await db.select().from(leads).where(eq(leads.id, original.id));
    expect(merged).toMatchObject({
      name: "Casey Original",
      email: "casey@example.com",
      status: "new", // the original's place in the pipeline
      message: "First message.",
      phone: "303-555-0101", // empty: filled
      company: "Casey Co", // set: kept
      budget: "10k-25k",
      timeline: "1-month",
      estimatedValue: "4500.00",
      nextFollowUpDate: "2026-06-15", // the earlier follow-up
      priority: 1,
      leadScore: 70,
      tags: ["vip", "urgent"],
    });
    expect(merged!.lastContactDate).not.toBeNull(); // the duplicate's status change was the last contact

    const [movedProject] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(movedProject!.leadId).toBe(original.id);
    // The client the duplicate became is now the original's.
    expect(merged!.clientId).toBe(project.clientId);
    for (const message of duplicateMessages) {
      const [moved] = await db.select().from(communications).where(eq(communications.id, message.id));
      expect(moved!.leadId).toBe(original.id);
    }
    // Audit entries are never changed: the duplicate's stay as written, and join the original's history.
    for (const entry of duplicateActivity) {
      const [kept] = await db.select().from(activityLog).where(eq(activityLog.id, entry.id));
      expect(kept).toEqual(entry);
    }
    const [movedMail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(movedMail!.leadId).toBe(original.id);

    // The duplicate's submission is kept whole, with the values the original did not take.
    const [note] = await db.select().from(communications).where(eq(communications.subject, MERGE_NOTE_SUBJECT));
    expect(note).toMatchObject({ type: "note", leadId: original.id, createdBy: adminId, createdAt: duplicate.createdAt });
    expect(note!.content).toContain("Second message, with more detail.");
    expect(note!.content).toContain("Company: Casey Company LLC");
    expect(note!.content).toContain("Casey Again");

    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "merged"));
    expect(entry).toMatchObject({
      entityType: "lead",
      entityId: original.id,
      performedBy: adminId,
      metadata: expect.objectContaining({ merged_lead_id: duplicate.id }),
    });
    expect(entry!.description).toContain("Casey Again");

    // The original's details now show everything, with no trace of a duplicate.
    const details = await getLeadDetails(db, original.id);
    expect(details!.communications.map((message) => message.subject ?? message.type)).toEqual(
      expect.arrayContaining(["Project Kickoff", "call", MERGE_NOTE_SUBJECT]),
    );
    expect(details!.activity.map((item) => item.action)).toEqual(
      expect.arrayContaining(["merged", "status_changed", "converted_to_project"]),
    );
    expect(details!.activity.map((item) => item.id)).toEqual(expect.arrayContaining(duplicateActivity.map((entry) => entry.id)));
    expect(details!.original).toBeNull();
  });

  it("is all or nothing: a failure after the first rows moved leaves every table as it was", async () => {
    const { duplicate } = await duplicatePair();
    const before = await snapshot();
    await expect(
      mergeLeadIntoOriginal(db, duplicate.id, adminId, {
        ...TZ,
        hooks: {
          afterFirstMove: async (tx) => {
            // The first move really happened inside the transaction...
            const rows = await tx.execute<{ count: number }>(
              sql`select count(*)::int as count from communications where lead_id = ${duplicate.id}`,
            );
            expect(rows[0]!.count).toBe(0);
            throw new Error("injected failure");
          },
        },
      }),
    ).rejects.toThrow("injected failure");
    // ...and was rolled back with everything else.
    expect(await snapshot()).toEqual(before);
  });

  it("re-points duplicates of the duplicate at the original", async () => {
    const { original, duplicate } = await duplicatePair();
    await insertLead({ name: "Casey Third", duplicateOfId: duplicate.id, createdAt: minutesAgo(5) });
    await mergeLeadIntoOriginal(db, duplicate.id, adminId, TZ);
    expect((await leadByName("Casey Third"))!.duplicateOfId).toBe(original.id);
  });

  it("merges a duplicate of a duplicate into the root of the chain", async () => {
    const root = await insertLead({ name: "Root", createdAt: minutesAgo(60) });
    const middle = await insertLead({ name: "Middle", duplicateOfId: root.id, createdAt: minutesAgo(30) });
    const last = await insertLead({ name: "Last", duplicateOfId: middle.id, createdAt: minutesAgo(10), phone: "720-555-0000" });

    const details = await getLeadDetails(db, last.id);
    expect(details!.original).toEqual({
      direct: { id: middle.id, name: "Middle", email: "casey@example.com" },
      mergeTarget: { id: root.id, name: "Root", email: "casey@example.com" },
    });

    const result = await mergeLeadIntoOriginal(db, last.id, adminId, TZ);
    expect(result.originalId).toBe(root.id);
    expect((await leadByName("Root"))!.phone).toBe("720-555-0000");
    expect((await leadByName("Middle"))!.duplicateOfId).toBe(root.id);
  });

  it("refuses a lead that is no duplicate, one whose original was deleted, and one already merged", async () => {
    const lone = await insertLead({ name: "Lone" });
    await expect(mergeLeadIntoOriginal(db, lone.id, adminId, TZ)).rejects.toThrow(LEAD_NOT_DUPLICATE);

    const { original, duplicate } = await duplicatePair();
    await deleteLead(db, original.id, adminId);
    await expect(mergeLeadIntoOriginal(db, duplicate.id, adminId, TZ)).rejects.toThrow(LEAD_NOT_DUPLICATE);
    expect((await leadByName("Casey Again"))?.id).toBe(duplicate.id);

    const again = await insertLead({ name: "Again", duplicateOfId: lone.id });
    await mergeLeadIntoOriginal(db, again.id, adminId, TZ);
    await expect(mergeLeadIntoOriginal(db, again.id, adminId, TZ)).rejects.toThrow(LEAD_GONE);
  });

  it("refuses a chain that loops, naming no original", async () => {
    const a = await insertLead({ name: "Loop A" });
    const b = await insertLead({ name: "Loop B", duplicateOfId: a.id });
    await db.update(leads).set({ duplicateOfId: b.id }).where(eq(leads.id, a.id));
    await expect(mergeLeadIntoOriginal(db, b.id, adminId, TZ)).rejects.toThrow(ORIGINAL_GONE);
    expect((await getLeadDetails(db, b.id))!.original).toMatchObject({ direct: { id: a.id }, mergeTarget: null });
  });

  it("merges once when the same duplicate is merged concurrently, and the other attempt is refused", async () => {
    const { original, duplicate } = await duplicatePair();
    const attempts = await Promise.allSettled(Array.from({ length: 3 }, () => mergeLeadIntoOriginal(db, duplicate.id, adminId, TZ)));
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    for (const attempt of attempts.filter((attempt) => attempt.status === "rejected")) {
      expect(String((attempt as PromiseRejectedResult).reason)).toContain(LEAD_GONE);
    }
    expect(await db.select().from(communications).where(eq(communications.subject, MERGE_NOTE_SUBJECT))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, "merged"), eq(activityLog.entityId, original.id))),
    ).toHaveLength(1);
  });

  it("a status change racing a merge waits for it and then lands on the merged original or finds the duplicate gone", async () => {
    const { original, duplicate } = await duplicatePair();
    const [merge, onOriginal, onDuplicate] = await Promise.allSettled([
      mergeLeadIntoOriginal(db, duplicate.id, adminId, TZ),
      updateLeadStatus(db, { id: original.id, status: "contacted" }, adminId),
      updateLeadStatus(db, { id: duplicate.id, status: "lost" }, adminId),
    ]);
    expect(merge.status).toBe("fulfilled");
    expect(onOriginal.status).toBe("fulfilled");
    expect((await leadByName("Casey Original"))!.status).toBe("contacted");
    // Either it ran before the merge (its entry moved over) or after (the lead was gone).
    if (onDuplicate.status === "rejected") expect(String(onDuplicate.reason)).toContain(LEAD_GONE);
    expect(await db.select().from(leads).where(eq(leads.id, duplicate.id))).toEqual([]);
  });
});

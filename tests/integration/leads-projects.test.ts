import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { activityLog, communications, leads, projects } from "@/db/schema";
import { listLeads } from "@/lib/leads/queries";
import { leadEditSchema } from "@/lib/leads/schema";
import { convertLeadToProject, deleteLead, KICKOFF_STEPS, updateLead, updateLeadStatus } from "@/lib/leads/service";
import { getProjectParticulars, listProjects } from "@/lib/projects/queries";
import { leadConversionSchema } from "@/lib/projects/schema";
import { projectFormSchema } from "@/lib/projects/schema";
import { createProject, deleteProject, updateProjectStatus } from "@/lib/projects/service";

import { insertDana } from "../support/admins";
import { clientIdFor } from "../support/clients";
import { testDb } from "../support/database";

const db = testDb();
let adminId: string;

beforeEach(async () => {
  adminId = (await insertDana(db)).id;
});

async function insertLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await db
    .insert(leads)
    .values({ name: "Ada Lovelace", email: "ada@example.com", source: "contact_form", status: "qualified", budget: "5k-15k", ...values })
    .returning();
  return lead!;
}

const conversion = (leadId: string, changes: Record<string, unknown> = {}) =>
  leadConversionSchema.parse({
    leadId,
    title: "Brand Refresh",
    status: "planning",
    description: "",
    clientName: "Ada Lovelace",
    clientEmail: "ada@example.com",
    startDate: "",
    endDate: "",
    fixedPrice: 0,
    hourlyRate: 150,
    estimatedHours: 0,
    services: "Branding, Web",
    deliverables: "",
    notes: "",
    ...changes,
  });

const rowCounts = async () => ({
  projects: (await db.select().from(projects)).length,
  communications: (await db.select().from(communications)).length,
  activity: (await db.select().from(activityLog)).length,
});

describe("convertLeadToProject", () => {
  it("marks the lead won and writes the project, kickoff note and paired activity entries", async () => {
    const lead = await insertLead();
    const project = await convertLeadToProject(db, conversion(lead.id), adminId);

    expect(project).toMatchObject({
      leadId: lead.id,
      status: "planning",
      progressPercentage: 0,
      fixedPrice: "5000.00",
      hourlyRate: "150.00",
      services: ["Branding", "Web"],
    });
    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after!.status).toBe("won");

    const [note] = await db.select().from(communications).where(eq(communications.projectId, project.id));
    expect(note).toMatchObject({ type: "note", subject: "Project Kickoff", leadId: lead.id, createdBy: adminId });
    for (const step of KICKOFF_STEPS) expect(note!.content).toContain(step);

    const [leadEntry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "lead"), eq(activityLog.entityId, lead.id)));
    const [projectEntry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "project"), eq(activityLog.entityId, project.id)));
    expect(leadEntry).toMatchObject({ action: "converted_to_project", performedBy: adminId, metadata: { project_id: project.id } });
    expect(projectEntry).toMatchObject({ action: "created_from_lead", performedBy: adminId, metadata: { lead_id: lead.id } });
  });

  it("keeps a fixed price above zero and falls back to 0 for a budget without a number", async () => {
    const priced = await convertLeadToProject(db, conversion((await insertLead()).id, { fixedPrice: 1234.5 }), adminId);
    expect(priced.fixedPrice).toBe("1234.50");
    const unpriced = await convertLeadToProject(
      db,
      conversion((await insertLead({ email: "b@example.com", budget: "discuss" })).id),
      adminId,
    );
    expect(unpriced.fixedPrice).toBe("0.00");
  });

  it("is all or nothing: a failure after the project insert leaves no trace and the lead unchanged", async () => {
    const lead = await insertLead();
    const before = await rowCounts();
    await expect(
      convertLeadToProject(db, conversion(lead.id), adminId, {
        afterProjectInsert: async () => {
          throw new Error("injected failure");
        },
      }),
    ).rejects.toThrow("injected failure");
    expect(await rowCounts()).toEqual(before);
    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after).toEqual(lead);
  });

  it("makes one project when the same lead is converted concurrently", async () => {
    const lead = await insertLead();
    const attempts = await Promise.allSettled(Array.from({ length: 4 }, () => convertLeadToProject(db, conversion(lead.id), adminId)));
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    expect(attempts.filter((attempt) => attempt.status === "rejected")).toHaveLength(3);
    expect(await db.select().from(projects).where(eq(projects.leadId, lead.id))).toHaveLength(1);
    expect(await db.select().from(communications)).toHaveLength(1);
  });

  it("refuses leads that are not qualified or proposal", async () => {
    const lead = await insertLead({ status: "new" });
    await expect(convertLeadToProject(db, conversion(lead.id), adminId)).rejects.toThrow(/qualified or proposal/);
    expect((await rowCounts()).projects).toBe(0);
  });
});

describe("lead writes", () => {
  it("a status change sets last_contact_date and logs 'Status changed to {status}'", async () => {
    const lead = await insertLead({ status: "new" });
    expect(lead.lastContactDate).toBeNull();
    const started = Date.now();
    await updateLeadStatus(db, { id: lead.id, status: "lost" }, adminId);
    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after!.status).toBe("lost");
    expect(after!.lastContactDate!.getTime()).toBeGreaterThanOrEqual(started - 5_000);
    const entries = await db.select().from(activityLog).where(eq(activityLog.entityId, lead.id));
    expect(entries).toEqual([
      expect.objectContaining({ action: "status_changed", description: "Status changed to lost", performedBy: adminId }),
    ]);
  });

  it("an edit saves the fields and logs 'updated'", async () => {
    const lead = await insertLead();
    await updateLead(
      db,
      {
        id: lead.id,
        ...leadEditSchema.parse({
          priority: 1,
          leadScore: 90,
          estimatedValue: 2500.25,
          expectedCloseDate: "2026-06-30",
          nextFollowUpDate: "",
          tags: "vip, ,hot",
        }),
      },
      adminId,
    );
    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after).toMatchObject({
      priority: 1,
      leadScore: 90,
      estimatedValue: "2500.25",
      expectedCloseDate: "2026-06-30",
      nextFollowUpDate: null,
      tags: ["vip", "hot"],
    });
    expect(await db.select().from(activityLog).where(eq(activityLog.action, "updated"))).toHaveLength(1);
  });

  it("deleting a lead keeps its projects and communications, unlinked, and the entry keeps its name", async () => {
    const lead = await insertLead();
    const project = await convertLeadToProject(db, conversion(lead.id), adminId);
    await deleteLead(db, lead.id, adminId);
    const [kept] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(kept!.leadId).toBeNull();
    const [note] = await db.select().from(communications);
    expect(note!.leadId).toBeNull();
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "deleted"));
    expect(entry).toMatchObject({ entityName: "Ada Lovelace", entityId: lead.id });
  });
});

describe("project writes", () => {
  it("creates, changes status and deletes, logging each", async () => {
    const project = await createProject(
      db,
      projectFormSchema.parse({
        title: "Direct",
        clientId: await clientIdFor(db, "bo@example.com", "Bo"),
        status: "planning",
        progressPercentage: 10,
        startDate: "",
        endDate: "",
        estimatedHours: null,
        hourlyRate: null,
        fixedPrice: null,
        description: "",
        services: "",
        deliverables: "",
        notes: "",
      }),
      adminId,
    );
    await updateProjectStatus(db, { id: project.id, status: "review" }, adminId);
    await deleteProject(db, project.id, adminId);
    const actions = (await db.select().from(activityLog).where(eq(activityLog.entityId, project.id))).map((entry) => entry.action).sort();
    expect(actions).toEqual(["created", "deleted", "status_changed"]);
    expect(await db.select().from(projects)).toHaveLength(0);
  });
});

describe("list queries", () => {
  it("page newest first, count and filter leads in SQL", async () => {
    const base = Date.parse("2026-01-01T00:00:00Z");
    await db.insert(leads).values(
      Array.from({ length: 30 }, (_, index) => ({
        name: index % 3 === 0 ? `Smith ${index}` : `Jones ${index}`,
        email: `lead${index}@example.com`,
        source: index % 2 === 0 ? ("contact_form" as const) : ("brand_analysis" as const),
        status: index % 5 === 0 ? ("qualified" as const) : ("new" as const),
        createdAt: new Date(base + index * 60_000),
      })),
    );
    const first = await listLeads(db, { q: "", offset: 0, limit: 25 });
    expect(first.total).toBe(30);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.name).toBe("Jones 29");
    const second = await listLeads(db, { q: "", offset: 25, limit: 25 });
    expect(second.rows.map((row) => row.name)).toEqual(["Jones 4", "Smith 3", "Jones 2", "Jones 1", "Smith 0"]);

    const smiths = await listLeads(db, { q: "smith", offset: 0, limit: 25 });
    expect(smiths.total).toBe(10);
    expect(smiths.rows.every((row) => row.name.startsWith("Smith"))).toBe(true);

    const qualifiedForms = await listLeads(db, { q: "", status: "qualified", source: "contact_form", offset: 0, limit: 25 });
    expect(qualifiedForms.total).toBe(3); // 0, 10, 20
    expect(qualifiedForms.rows.map((row) => row.name)).toEqual(["Jones 20", "Jones 10", "Smith 0"]);

    // Wildcards in the search text match literally.
    expect((await listLeads(db, { q: "%", offset: 0, limit: 25 })).total).toBe(0);
    expect((await listLeads(db, { q: "lead1_@", offset: 0, limit: 25 })).total).toBe(0);
  });

  it("list projects with their lead's source, the rest of the project and its lead loaded apart", async () => {
    const lead = await insertLead();
    await convertLeadToProject(db, conversion(lead.id, { title: "From Lead Site" }), adminId);
    const clientId = await clientIdFor(db, "cy@example.com", "Cy");
    await db.insert(projects).values({ clientId, title: "Direct App", clientName: "Cy", clientEmail: "cy@example.com", status: "review" });
    const all = await listProjects(db, { q: "", offset: 0, limit: 25 });
    expect(all.total).toBe(2);
    const fromLead = all.rows.find((row) => row.title === "From Lead Site")!;
    expect(fromLead.lead).toEqual({ source: "contact_form" });
    expect(fromLead).not.toHaveProperty("notes");
    expect(await getProjectParticulars(db, fromLead.id)).toMatchObject({
      lead: { name: "Ada Lovelace", source: "contact_form", budget: "5k-15k" },
    });
    const direct = all.rows.find((row) => row.title === "Direct App")!;
    expect(direct.lead).toBeNull();
    expect(await getProjectParticulars(db, direct.id)).toMatchObject({ clientId, lead: null, services: [], deliverables: [] });
    // The edit form takes the status from here: an inline change may not have reached its row yet.
    await updateProjectStatus(db, { id: direct.id, status: "completed" }, adminId);
    expect(await getProjectParticulars(db, direct.id)).toMatchObject({ status: "completed" });
    expect(await getProjectParticulars(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect((await listProjects(db, { q: "cy@example", offset: 0, limit: 25 })).rows.map((row) => row.title)).toEqual(["Direct App"]);
    expect((await listProjects(db, { q: "", status: "planning", offset: 0, limit: 25 })).total).toBe(1);
  });
});

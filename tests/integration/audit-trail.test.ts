import { parse } from "csv-parse/sync";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { GET as exportAudit } from "@/app/api/admin/export/audit.csv/route";
import { activityLog, adminUsers, leads, type NewLead } from "@/db/schema";
import { updateProfileAction } from "@/lib/account/actions";
import { logActivity } from "@/lib/activity/log";
import { describeChanges } from "@/lib/audit/format";
import { listAuditEntries } from "@/lib/audit/queries";
import { parseAuditExportFilters, parseAuditParams } from "@/lib/audit/schema";
import { loginAction, logoutAction } from "@/lib/authentication/actions";
import { INVALID_CREDENTIALS } from "@/lib/authentication/service";
import { mergeLeadIntoOriginal } from "@/lib/leads/merge";
import { getLeadDetails } from "@/lib/leads/queries";
import type { LeadEditInput } from "@/lib/leads/schema";
import { updateLead, updateLeadStatus } from "@/lib/leads/service";
import { getProjectHistory } from "@/lib/projects/queries";
import { projectFormSchema } from "@/lib/projects/schema";
import { createProject, updateProject } from "@/lib/projects/service";
import { createTeamAdmin } from "@/lib/team/service";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { insertFixtureClient } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { projectForm } from "../support/projects";
import { FakeRequestContext, requestContext } from "../support/request-context";

vi.mock("next/headers", async () => {
  const { requestContext: context } = await import("../support/request-context");
  return { cookies: async () => context.current.cookieStore, headers: async () => context.current.headers };
});

const db = testDb();
const TZ = "America/Denver";
let adminId: string;

beforeEach(async () => {
  adminId = (await insertDana(db)).id;
  await insertFixtureClient(db);
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await closeAppDatabase();
});

async function insertLead(values: Partial<NewLead> = {}) {
  const [lead] = await db
    .insert(leads)
    .values({
      name: "Ada Lovelace",
      email: "ada@example.com",
      source: "contact_form",
      priority: 2,
      leadScore: 10,
      tags: ["expo"],
      ...values,
    })
    .returning();
  return lead!;
}

const entriesOf = (entityId: string) =>
  db.select().from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(asc(activityLog.createdAt));

/** Every text column of the audit trail, as one string: what a secret must never appear in. */
const everythingRecorded = async () =>
  JSON.stringify(await db.execute(sql`select entity_name, description, changes, metadata from activity_log`));

const leadEdit = (id: string, changes: Partial<LeadEditInput> = {}): LeadEditInput => ({
  id,
  priority: 2,
  leadScore: 10,
  estimatedValue: null,
  expectedCloseDate: null,
  nextFollowUpDate: null,
  tags: ["expo"],
  ...changes,
});

describe("an update's audit entry", () => {
  it("is one row with exactly the changed fields, each with its old and new value", async () => {
    const lead = await insertLead();
    await updateLead(db, leadEdit(lead.id, { priority: 1, leadScore: 75, tags: ["expo", "vip"] }), adminId);

    const entries = await entriesOf(lead.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entityType: "lead", action: "updated", entityName: "Ada Lovelace", performedBy: adminId });
    expect(entries[0]!.changes).toEqual({
      priority: { old: 2, new: 1 },
      lead_score: { old: 10, new: 75 },
      tags: { old: ["expo"], new: ["expo", "vip"] },
    });
  });

  it("holds no changes when the save changed nothing, and a status change holds the status and last contact", async () => {
    const lead = await insertLead({ status: "new" });
    await updateLead(db, leadEdit(lead.id), adminId);
    await updateLeadStatus(db, { id: lead.id, status: "contacted" }, adminId);
    const [unchanged, status] = await entriesOf(lead.id);
    expect(unchanged!.changes).toBeNull();
    expect(Object.keys(status!.changes ?? {}).sort()).toEqual(["last_contact_date", "status"]);
    expect(status!.changes!.status).toEqual({ old: "new", new: "contacted" });
    expect(status!.changes!.last_contact_date!.old).toBeNull();
  });

  it("records a project's changed fields in column names, dates and amounts as stored", async () => {
    const form = projectForm();
    const project = await createProject(db, projectFormSchema.parse(form), adminId);
    await updateProject(
      db,
      { id: project.id, ...projectFormSchema.parse({ ...form, progressPercentage: 40, startDate: "2026-04-01", fixedPrice: 1200.5 }) },
      adminId,
    );
    const [, updated] = await entriesOf(project.id);
    expect(updated!.changes).toEqual({
      progress_percentage: { old: 0, new: 40 },
      start_date: { old: null, new: "2026-04-01" },
      fixed_price: { old: null, new: "1200.50" },
    });
  });

  it("is written in the change's transaction: a failed transaction leaves neither the change nor the entry", async () => {
    const lead = await insertLead();
    await expect(
      db.transaction(async (tx) => {
        await tx.update(leads).set({ priority: 1 }).where(eq(leads.id, lead.id));
        await logActivity(tx, {
          entityType: "lead",
          entityId: lead.id,
          action: "updated",
          description: "Lead updated",
          performedBy: adminId,
          changes: { priority: { old: 2, new: 1 } },
        });
        // A constraint fails after both writes: everything rolls back.
        await tx.update(leads).set({ leadScore: 500 }).where(eq(leads.id, lead.id));
      }),
    ).rejects.toThrow();
    expect(await entriesOf(lead.id)).toEqual([]);
    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after!.priority).toBe(2);
  });

  it("is refused by the database once written: entries can be neither changed nor deleted", async () => {
    const lead = await insertLead();
    await updateLeadStatus(db, { id: lead.id, status: "won" }, adminId);
    await expect(
      db.update(activityLog).set({ description: "nothing happened" }).where(eq(activityLog.entityId, lead.id)),
    ).rejects.toThrow();
    await expect(db.delete(activityLog).where(eq(activityLog.entityId, lead.id))).rejects.toThrow();
    expect((await entriesOf(lead.id))[0]!.description).toBe("Status changed to won");
  });

  it("refuses a plain TRUNCATE of the trail, which row triggers do not see", async () => {
    const lead = await insertLead();
    await updateLeadStatus(db, { id: lead.id, status: "won" }, adminId);
    await expect(db.execute(sql`truncate table activity_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate table leads, activity_log cascade`)).rejects.toThrow();
    expect(await entriesOf(lead.id)).toHaveLength(1);
  });
});

describe("secrets", () => {
  it("are never recorded: not a changed PIN or password, not a temporary one, not a failed sign-in's typing", async () => {
    await signedInBrowser(db, adminId);
    const saved = await updateProfileAction({
      username: "dana",
      email: "dana.reyes@summitdigital.co",
      pin: "97531",
      phone: "",
      firstName: "Dana",
      lastName: "",
      newPassword: "Brand-New-Pass-9",
      currentPassword: "Summit-Pass-1",
    });
    expect(saved?.serverError).toBeUndefined();
    const [profile] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "admin"), eq(activityLog.action, "updated"), eq(activityLog.performedBy, adminId)));
    expect(profile!.changes).toEqual({ email: { old: "dana@summitdigital.co", new: "dana.reyes@summitdigital.co" } });
    expect(profile!.description).toBe("Profile updated; PIN and password changed");

    const made = await createTeamAdmin(
      db,
      { username: "sam", email: "sam@summitdigital.co", firstName: "", lastName: "", role: "staff" },
      { id: adminId },
    );
    requestContext.current = new FakeRequestContext();
    await loginAction({ username: "dana", email: "dana.reyes@summitdigital.co", pin: "0000", password: "Typed-By-Mistake-42" });
    await loginAction({ username: "Typed-Into-Username-99", email: "x@example.com", pin: "1234", password: "whatever-1" });

    const recorded = await everythingRecorded();
    for (const secret of [
      "97531",
      "Brand-New-Pass-9",
      "Summit-Pass-1",
      made.password,
      made.pin,
      "Typed-By-Mistake-42",
      "Typed-Into-Username-99",
    ]) {
      expect(recorded).not.toContain(secret);
    }
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, "dana"));
    expect(recorded).not.toContain(row!.passwordHash);
    expect(recorded).not.toContain(row!.pinHash);
  });

  it("are dropped from changes and metadata whatever a caller passes", async () => {
    const lead = await insertLead();
    await logActivity(db, {
      entityType: "lead",
      entityId: lead.id,
      action: "updated",
      description: "Lead updated",
      performedBy: adminId,
      changes: { pin_hash: { old: "a", new: "b" }, newPassword: { old: "c", new: "d" }, phone: { old: null, new: "303" } },
      metadata: { client_link_sealed: "abc", token: "t", ip: "203.0.113.7" },
    });
    const [entry] = await entriesOf(lead.id);
    expect(entry!.changes).toEqual({ phone: { old: null, new: "303" } });
    expect(entry!.metadata).toEqual({ ip: "203.0.113.7" });
  });
});

describe("sessions in the audit trail", () => {
  it("records sign-in, failed sign-in and sign-out, with the admin, the IP and the device", async () => {
    const browser = new FakeRequestContext();
    requestContext.current = browser;
    expect(
      (await loginAction({ username: "dana", email: "dana@summitdigital.co", pin: "1111", password: "Summit-Pass-1" }))?.serverError,
    ).toBe(INVALID_CREDENTIALS);
    expect((await loginAction({ username: "dana", email: "dana@summitdigital.co", pin: "2468", password: "Summit-Pass-1" }))?.data).toEqual(
      { ok: true },
    );
    await expect(logoutAction()).rejects.toThrow("NEXT_REDIRECT");

    const entries = await db.select().from(activityLog).where(eq(activityLog.entityType, "session")).orderBy(asc(activityLog.createdAt));
    expect(entries.map((entry) => [entry.action, entry.entityId, entry.performedBy])).toEqual([
      ["sign_in_failed", adminId, null],
      ["signed_in", adminId, adminId],
      ["signed_out", adminId, adminId],
    ]);
    expect(entries[0]!.metadata).toMatchObject({ reason: "credentials", ip: "203.0.113.7", device: "Chrome on Linux" });
    const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
    expect(admin!.lastSignInAt).not.toBeNull();
  });

  it("names no admin for a username nobody has", async () => {
    await loginAction({ username: "nobody", email: "nobody@example.com", pin: "1234", password: "whatever-1" });
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "sign_in_failed"));
    expect(entry).toMatchObject({ entityId: null, entityName: null, performedBy: null });
    expect(entry!.description).toContain("unknown username");
  });
});

describe("histories", () => {
  it("show the entries of every lead merged into a lead, however many merges deep, all unchanged", async () => {
    const root = await insertLead({ name: "Root", createdAt: new Date(Date.now() - 60 * 60_000) });
    const middle = await insertLead({ name: "Middle", duplicateOfId: root.id, createdAt: new Date(Date.now() - 30 * 60_000) });
    const last = await insertLead({ name: "Last", duplicateOfId: middle.id, createdAt: new Date(Date.now() - 10 * 60_000) });
    await updateLeadStatus(db, { id: last.id, status: "qualified" }, adminId);
    await updateLeadStatus(db, { id: middle.id, status: "contacted" }, adminId);
    // Last is a duplicate of Middle: a merge folds it into the root of its chain, Root, so make
    // Middle an original first, merge Last into it, then Middle into Root.
    await db.update(leads).set({ duplicateOfId: null }).where(eq(leads.id, middle.id));
    await mergeLeadIntoOriginal(db, last.id, adminId, { timeZone: TZ });
    await db.update(leads).set({ duplicateOfId: root.id }).where(eq(leads.id, middle.id));
    await mergeLeadIntoOriginal(db, middle.id, adminId, { timeZone: TZ });

    const history = (await getLeadDetails(db, root.id))!.activity.map((entry) => entry.description);
    expect(history).toEqual(expect.arrayContaining(["Status changed to qualified", "Status changed to contacted"]));
    expect(history.filter((text) => text.startsWith("Merged duplicate lead"))).toHaveLength(2);
    // The entries still name the lead they were written about.
    const [lastEntry] = await db.select().from(activityLog).where(eq(activityLog.description, "Status changed to qualified"));
    expect(lastEntry!.entityId).toBe(last.id);
  });

  it("read a lead's update as the Audit section reads it: each changed field by name, old and new", async () => {
    const lead = await insertLead({ name: "Priority Lead" });
    await updateLead(db, leadEdit(lead.id, { priority: 1, estimatedValue: 4200.5 }), adminId);
    const [inHistory] = (await getLeadDetails(db, lead.id))!.activity;
    const { rows } = await listAuditEntries(db, { filters: { entity: "lead" }, offset: 0, limit: 25, timeZone: TZ });
    const inAudit = rows.find((row) => row.entityId === lead.id)!;
    const expected = ["Priority: Medium → High", "Estimated value: (empty) → $4,200.50"];
    expect(describeChanges(inHistory!.entityType, inHistory!.changes, TZ).map((line) => line.text)).toEqual(expected);
    expect(describeChanges(inAudit.entityType, inAudit.changes, TZ).map((line) => line.text)).toEqual(expected);
  });

  it("give a project's details the entries about it and its communications", async () => {
    const project = await createProject(db, projectFormSchema.parse(projectForm({ title: "Site" })), adminId);
    const [communication] = await db.execute<{ id: string }>(
      sql`insert into communications (type, content, project_id, created_by) values ('note', 'Kickoff call', ${project.id}, ${adminId}) returning id`,
    );
    await logActivity(db, {
      entityType: "communication",
      entityId: communication!.id,
      action: "deleted",
      description: "Note: Kickoff call deleted",
      performedBy: adminId,
      metadata: { project_id: project.id },
    });
    const history = await getProjectHistory(db, project.id);
    expect(history.activity.map((entry) => entry.description)).toEqual(["Note: Kickoff call deleted", "Project created: Site"]);
    expect(history.communications.map((message) => message.content)).toEqual(["Kickoff call"]);
    expect(history.activity[0]!.performedBy).toBe("dana");
  });
});

describe("the Audit section's list", () => {
  async function seedEntries() {
    const [sam] = await db
      .insert(adminUsers)
      .values({ username: "sam", email: "sam@summitdigital.co", pinHash: "x", passwordHash: "x", role: "staff" })
      .returning();
    const at = (iso: string) => new Date(iso);
    const base = { entityId: "00000000-0000-4000-8000-000000000001", description: "x" } as const;
    await db.insert(activityLog).values([
      { ...base, entityType: "lead", action: "updated", performedBy: adminId, createdAt: at("2026-03-01T06:30:00Z") }, // Feb 28 in Denver
      { ...base, entityType: "lead", action: "deleted", performedBy: sam!.id, createdAt: at("2026-03-01T18:00:00Z") },
      { ...base, entityType: "project", action: "updated", performedBy: sam!.id, createdAt: at("2026-03-02T18:00:00Z") },
      { ...base, entityType: "session", action: "signed_in", performedBy: adminId, createdAt: at("2026-03-03T18:00:00Z") },
    ]);
    return sam!.id;
  }

  const list = (filters: Parameters<typeof listAuditEntries>[1]["filters"], offset = 0, limit = 25) =>
    listAuditEntries(db, { filters, offset, limit, timeZone: TZ });

  it("lists newest first, filtered by admin, entity, action and agency days, paged in SQL with the total", async () => {
    const samId = await seedEntries();
    const all = await list({});
    // "created": dana, made by the test's admin:create a moment ago.
    expect(all.rows.map((row) => row.action)).toEqual(["created", "signed_in", "updated", "deleted", "updated"]);
    expect((await list({ adminId: samId })).rows.map((row) => row.action)).toEqual(["updated", "deleted"]);
    expect((await list({ entity: "lead" })).total).toBe(2);
    expect((await list({ action: "updated", adminId: samId })).rows.map((row) => row.entityType)).toEqual(["project"]);
    // March 1 in Denver starts at 07:00 UTC: the 06:30 UTC entry belongs to February 28.
    expect((await list({ from: "2026-03-01", to: "2026-03-02" })).rows.map((row) => row.action)).toEqual(["updated", "deleted"]);
    expect((await list({ to: "2026-02-28", entity: "lead" })).rows.map((row) => row.action)).toEqual(["updated"]);
    const paged = await list({ entity: "lead" }, 1, 1);
    expect(paged).toMatchObject({ total: 2, rows: [expect.objectContaining({ action: "updated", admin: "dana" })] });
  });

  it("reads the URL leniently for the page and strictly for the export", () => {
    expect(parseAuditParams({ entity: "lead", action: "nope", from: "2026-03-05", to: "2026-03-01", admin: "not-a-uuid" }).filters).toEqual(
      {
        adminId: undefined,
        entity: "lead",
        action: undefined,
        from: "2026-03-01",
        to: "2026-03-05",
      },
    );
    expect(parseAuditExportFilters(new URLSearchParams("action=nope"))).toMatchObject({ ok: false });
    expect(parseAuditExportFilters(new URLSearchParams("from=2026-13-01"))).toEqual({
      ok: false,
      error: "from: must be a date written YYYY-MM-DD.",
    });
    expect(parseAuditExportFilters(new URLSearchParams("entity=all&action="))).toEqual({
      ok: true,
      data: { adminId: undefined, entity: undefined, action: undefined, from: undefined, to: undefined },
    });
  });

  it("exports what the list matches as CSV for an owner, 400 for a bad filter", async () => {
    const samId = await seedEntries();
    const browser = await signedInBrowser(db, adminId);
    const response = await exportAudit(browser.request(`http://localhost/api/admin/export/audit.csv?admin=${samId}`), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Admin, row.Entity, row.Action, row.Time])).toEqual([
      ["sam", "project", "updated", "2026-03-02 11:00:00"],
      ["sam", "lead", "deleted", "2026-03-01 11:00:00"],
    ]);
    const bad = await exportAudit(browser.request("http://localhost/api/admin/export/audit.csv?entity=planet"), undefined);
    expect(bad.status).toBe(400);
  });
});

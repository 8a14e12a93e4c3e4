import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { communications, leads, projects, type Project } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import { clientForLead, clientFromLead, findClientByEmail } from "@/lib/clients/service";
import type { ConversionClientPlan } from "@/lib/clients/types";
import { isConvertible, type LeadConversionInput } from "@/lib/projects/schema";
import { projectColumns } from "@/lib/projects/service";
import { budgetFallback } from "@/lib/projects/value";

import type { LeadEditInput, LeadStatusUpdateInput } from "./schema";

export const LEAD_GONE = "This lead no longer exists.";
export const LEAD_NOT_CONVERTIBLE = "Only qualified or proposal leads can be converted; this lead may already be converted.";

/** SPEC §4: any status to any status; sets last_contact_date and logs 'Status changed to {status}'. */
export async function updateLeadStatus(db: Db, input: LeadStatusUpdateInput, actorId: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: leads.status, lastContactDate: leads.lastContactDate })
      .from(leads)
      .where(eq(leads.id, input.id))
      .for("update");
    if (!before) throw new UserFacingError(LEAD_GONE);
    const [lead] = await tx
      .update(leads)
      .set({ status: input.status, lastContactDate: sql`now()` })
      .where(eq(leads.id, input.id))
      .returning({ id: leads.id, name: leads.name, status: leads.status, lastContactDate: leads.lastContactDate });
    await logActivity(tx, {
      entityType: "lead",
      entityId: lead!.id,
      entityName: lead!.name,
      action: "status_changed",
      description: `Status changed to ${input.status}`,
      performedBy: actorId,
      changes: changedFields(before, { status: lead!.status, lastContactDate: lead!.lastContactDate }),
    });
    return lead!;
  });
}

/** SPEC §2 edit dialog fields, with an 'updated' entry holding exactly the fields that changed. */
export async function updateLead(db: Db, input: LeadEditInput, actorId: string) {
  return db.transaction(async (tx) => {
    const values = {
      priority: input.priority,
      leadScore: input.leadScore,
      estimatedValue: input.estimatedValue === null ? null : input.estimatedValue.toFixed(2),
      expectedCloseDate: input.expectedCloseDate,
      nextFollowUpDate: input.nextFollowUpDate,
      tags: input.tags,
    };
    const [before] = await tx
      .select({
        priority: leads.priority,
        leadScore: leads.leadScore,
        estimatedValue: leads.estimatedValue,
        expectedCloseDate: leads.expectedCloseDate,
        nextFollowUpDate: leads.nextFollowUpDate,
        tags: leads.tags,
      })
      .from(leads)
      .where(eq(leads.id, input.id))
      .for("update");
    if (!before) throw new UserFacingError(LEAD_GONE);
    const [lead] = await tx.update(leads).set(values).where(eq(leads.id, input.id)).returning({ id: leads.id, name: leads.name });
    await logActivity(tx, {
      entityType: "lead",
      entityId: lead!.id,
      entityName: lead!.name,
      action: "updated",
      description: "Lead updated",
      performedBy: actorId,
      changes: changedFields(before, values),
    });
    return lead!;
  });
}

/**
 * Deletes a lead. Its projects, communications and mail stay, unlinked (foreign keys on delete set
 * null); its activity entries keep the name they were written with.
 */
export async function deleteLead(db: Db, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id, name: leads.name });
    if (!lead) throw new UserFacingError(LEAD_GONE);
    await logActivity(tx, {
      entityType: "lead",
      entityId: lead.id,
      entityName: lead.name,
      action: "deleted",
      description: `Lead deleted: ${lead.name}`,
      performedBy: actorId,
    });
    return lead;
  });
}

/** SPEC §7: the four next steps of the 'Project Kickoff' note. */
export const KICKOFF_STEPS = [
  "Send kickoff email to the client",
  "Schedule the initial meeting",
  "Finalize project requirements",
  "Create the project timeline",
] as const;

export function kickoffNote(projectTitle: string, leadName: string): string {
  return [
    `Project "${projectTitle}" was created from the lead ${leadName}.`,
    "",
    "Next steps:",
    ...KICKOFF_STEPS.map((step, index) => `${index + 1}. ${step}`),
  ].join("\n");
}

/** Test seam: runs inside the conversion transaction right after the project insert. */
export type ConversionHooks = { afterProjectInsert?: (tx: Db, project: Project) => Promise<void> };

/**
 * SPEC §4 conversion, all or nothing in one transaction: the lead becomes won and points to its
 * client (the oldest with the lead's email, else one made from the lead); the project is
 * created linked to both (progress 0; a fixed price of 0 falls back to the budget guess); the
 * 'Project Kickoff' note is written; converted_to_project and created_from_lead entries name each
 * other. The lead row is locked FOR UPDATE first, so of two concurrent conversions the second waits,
 * then finds the lead won and is refused: one lead, one project.
 */
export async function convertLeadToProject(
  db: Db,
  input: LeadConversionInput,
  actorId: string,
  hooks: ConversionHooks = {},
): Promise<Project> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        company: leads.company,
        status: leads.status,
        budget: leads.budget,
        clientId: leads.clientId,
      })
      .from(leads)
      .where(eq(leads.id, input.leadId))
      .for("update");
    if (!lead) throw new UserFacingError(LEAD_GONE);
    if (!isConvertible(lead.status)) throw new UserFacingError(LEAD_NOT_CONVERTIBLE);

    const { client } = await clientForLead(tx, lead, actorId, input.clientName);
    await tx.update(leads).set({ status: "won", clientId: client.id }).where(eq(leads.id, lead.id));

    const fixedPrice = input.fixedPrice && input.fixedPrice > 0 ? input.fixedPrice : budgetFallback(lead.budget);
    const [project] = await tx
      .insert(projects)
      .values({ ...projectColumns({ ...input, fixedPrice, progressPercentage: 0 }, client), leadId: lead.id })
      .returning();
    await hooks.afterProjectInsert?.(tx, project!);

    await tx.insert(communications).values({
      type: "note",
      subject: "Project Kickoff",
      content: kickoffNote(project!.title, lead.name),
      leadId: lead.id,
      projectId: project!.id,
      createdBy: actorId,
    });
    await logActivity(tx, {
      entityType: "lead",
      entityId: lead.id,
      entityName: lead.name,
      action: "converted_to_project",
      description: `Converted to project: ${project!.title}`,
      performedBy: actorId,
      changes: changedFields({ status: lead.status, clientId: lead.clientId }, { status: "won", clientId: client.id }),
      metadata: { project_id: project!.id, client_id: client.id },
    });
    await logActivity(tx, {
      entityType: "project",
      entityId: project!.id,
      entityName: project!.title,
      action: "created_from_lead",
      description: `Project created from lead: ${lead.name}`,
      performedBy: actorId,
      metadata: { lead_id: lead.id, client_id: client.id },
    });
    return project!;
  });
}

/** What converting this lead will do about its client, for the dialog to say before submit. */
export async function conversionClientPlan(db: Db, leadId: string): Promise<ConversionClientPlan> {
  const [lead] = await db
    .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, company: leads.company })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw new UserFacingError(LEAD_GONE);
  const existing = await findClientByEmail(db, lead.email);
  return existing ? { existing: true, name: existing.displayName } : { existing: false, name: clientFromLead(lead).displayName };
}

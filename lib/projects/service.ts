import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { projects, type NewProject, type Project } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import { getClientChoice, type ClientChoice } from "@/lib/clients/service";

import type { ProjectInput, ProjectStatusUpdateInput, ProjectUpdateInput } from "./schema";

export const PROJECT_GONE = "This project no longer exists.";

const decimal = (value: number | null) => (value === null ? null : value.toFixed(2));
const textOrNull = (value: string) => (value === "" ? null : value);

/** The project's client as its columns keep it: the client's name and billing email when the project is saved. */
type ProjectClient = Pick<ClientChoice, "id" | "displayName" | "billingEmail">;

/** The form's parsed values as columns (amounts as numeric text, empty text as null). */
export function projectColumns(input: Omit<ProjectInput, "clientId">, client: ProjectClient): Omit<NewProject, "leadId"> {
  return {
    title: input.title,
    clientId: client.id,
    clientName: client.displayName,
    clientEmail: client.billingEmail,
    status: input.status,
    progressPercentage: input.progressPercentage,
    startDate: input.startDate,
    endDate: input.endDate,
    estimatedHours: decimal(input.estimatedHours),
    hourlyRate: decimal(input.hourlyRate),
    fixedPrice: decimal(input.fixedPrice),
    description: textOrNull(input.description),
    services: input.services,
    deliverables: input.deliverables,
    notes: textOrNull(input.notes),
  };
}

/** A direct project (no lead) with its 'created' activity entry, in one transaction. */
export async function createProject(db: Db, input: ProjectInput, actorId: string): Promise<Project> {
  return db.transaction(async (tx) => {
    const client = await getClientChoice(tx, input.clientId);
    const [project] = await tx.insert(projects).values(projectColumns(input, client)).returning();
    await logActivity(tx, {
      entityType: "project",
      entityId: project!.id,
      entityName: project!.title,
      action: "created",
      description: `Project created: ${project!.title}`,
      performedBy: actorId,
      metadata: { client_id: client.id },
    });
    return project!;
  });
}

/** The project row locked for the rest of the transaction (its values before an update). */
async function lockProject(tx: Db, id: string): Promise<Project> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
  if (!project) throw new UserFacingError(PROJECT_GONE);
  return project;
}

/** The form's save, with an 'updated' entry holding exactly the fields that changed. */
export async function updateProject(db: Db, input: ProjectUpdateInput, actorId: string): Promise<Project> {
  return db.transaction(async (tx) => {
    const { id, ...fields } = input;
    const before = await lockProject(tx, id);
    const values = projectColumns(fields, await getClientChoice(tx, fields.clientId));
    const [project] = await tx.update(projects).set(values).where(eq(projects.id, id)).returning();
    await logActivity(tx, {
      entityType: "project",
      entityId: project!.id,
      entityName: project!.title,
      action: "updated",
      description: "Project updated",
      performedBy: actorId,
      changes: changedFields(before, values),
    });
    return project!;
  });
}

/** SPEC §4: any project status may follow any other; every change is logged. */
export async function updateProjectStatus(db: Db, input: ProjectStatusUpdateInput, actorId: string) {
  return db.transaction(async (tx) => {
    const before = await lockProject(tx, input.id);
    const [project] = await tx
      .update(projects)
      .set({ status: input.status })
      .where(eq(projects.id, input.id))
      .returning({ id: projects.id, title: projects.title, status: projects.status });
    await logActivity(tx, {
      entityType: "project",
      entityId: project!.id,
      entityName: project!.title,
      action: "status_changed",
      description: `Status changed to ${input.status}`,
      performedBy: actorId,
      changes: changedFields(before, { status: input.status }),
    });
    return project!;
  });
}

/** Deletes a project; its communications stay, unlinked (FK on delete set null); the entry keeps its title. */
export async function deleteProject(db: Db, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    const [project] = await tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id, title: projects.title });
    if (!project) throw new UserFacingError(PROJECT_GONE);
    await logActivity(tx, {
      entityType: "project",
      entityId: project.id,
      entityName: project.title,
      action: "deleted",
      description: `Project deleted: ${project.title}`,
      performedBy: actorId,
    });
    return project;
  });
}

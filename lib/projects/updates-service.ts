import "server-only";

import { desc, eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers, projects, projectUpdates } from "@/db/schema";
import { UNKNOWN_RECORD, UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import { adminDisplayName } from "@/lib/communications/rules";

import type { ProjectUpdateInput, ProjectUpdateRow } from "./updates-schema";

/*
 * A project's updates: progress notes the agency posts on the project, each shown in the client's
 * portal only when marked "Visible to client". Every write is audited on the project.
 */

export const UPDATE_GONE = "This update no longer exists.";

const excerpt = (body: string) => (body.length > 80 ? `${body.slice(0, 77).trimEnd()}...` : body);

const rowColumns = {
  id: projectUpdates.id,
  projectId: projectUpdates.projectId,
  body: projectUpdates.body,
  clientVisible: projectUpdates.clientVisible,
  createdAt: projectUpdates.createdAt,
  username: adminUsers.username,
  firstName: adminUsers.firstName,
  lastName: adminUsers.lastName,
};

type JoinedRow = Omit<ProjectUpdateRow, "authorName"> & { username: string | null; firstName: string | null; lastName: string | null };

const toRow = ({ username, firstName, lastName, ...row }: JoinedRow): ProjectUpdateRow => ({
  ...row,
  authorName: username === null ? null : adminDisplayName({ username, firstName, lastName }),
});

/** A project's updates, newest first, with their authors (project_updates_project_idx). */
export async function listProjectUpdates(db: Db, projectId: string): Promise<ProjectUpdateRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(projectUpdates)
    .leftJoin(adminUsers, eq(adminUsers.id, projectUpdates.createdBy))
    .where(eq(projectUpdates.projectId, projectId))
    .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id));
  return rows.map(toRow);
}

/** Every update of a client's projects, newest first, with the project's title (the client page). */
export async function listClientProjectUpdates(db: Db, clientId: string): Promise<(ProjectUpdateRow & { projectTitle: string })[]> {
  const rows = await db
    .select({ ...rowColumns, projectTitle: projects.title })
    .from(projectUpdates)
    .innerJoin(projects, eq(projects.id, projectUpdates.projectId))
    .leftJoin(adminUsers, eq(adminUsers.id, projectUpdates.createdBy))
    .where(eq(projects.clientId, clientId))
    .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id));
  return rows.map(({ projectTitle, ...row }) => ({ ...toRow(row), projectTitle }));
}

async function projectOf(tx: Db, projectId: string) {
  const [project] = await tx
    .select({ id: projects.id, title: projects.title, clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new UserFacingError(UNKNOWN_RECORD);
  return project;
}

/** Posts an update on a project, audited on the project. */
export async function postProjectUpdate(db: Db, input: ProjectUpdateInput, actorId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const project = await projectOf(tx, input.projectId);
    const [created] = await tx
      .insert(projectUpdates)
      .values({ projectId: project.id, body: input.body, clientVisible: input.clientVisible, createdBy: actorId })
      .returning({ id: projectUpdates.id });
    await logActivity(tx, {
      entityType: "project",
      entityId: project.id,
      entityName: project.title,
      action: "created",
      description: `Update posted${input.clientVisible ? " (visible to client)" : ""}: ${excerpt(input.body)}`,
      performedBy: actorId,
      metadata: { project_update_id: created!.id, client_visible: input.clientVisible, client_id: project.clientId },
    });
    return { id: created!.id };
  });
}

/** Shows or hides an update in the client portal; returns whether it changed. */
export async function setProjectUpdateVisibility(
  db: Db,
  input: { id: string; visible: boolean },
  actorId: string,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [update] = await tx.select().from(projectUpdates).where(eq(projectUpdates.id, input.id)).for("update");
    if (!update) throw new UserFacingError(UPDATE_GONE);
    if (update.clientVisible === input.visible) return { changed: false };
    const project = await projectOf(tx, update.projectId);
    await tx.update(projectUpdates).set({ clientVisible: input.visible, updatedAt: new Date() }).where(eq(projectUpdates.id, update.id));
    await logActivity(tx, {
      entityType: "project",
      entityId: project.id,
      entityName: project.title,
      action: "updated",
      description: `Update ${input.visible ? "shown in" : "hidden from"} the client portal: ${excerpt(update.body)}`,
      performedBy: actorId,
      changes: { client_visible: { old: update.clientVisible, new: input.visible } },
      metadata: { project_update_id: update.id, client_id: project.clientId },
    });
    return { changed: true };
  });
}

/** Deletes an update, audited on the project. */
export async function deleteProjectUpdate(db: Db, id: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(projectUpdates).where(eq(projectUpdates.id, id)).returning();
    if (!deleted) throw new UserFacingError(UPDATE_GONE);
    const project = await projectOf(tx, deleted.projectId);
    await logActivity(tx, {
      entityType: "project",
      entityId: project.id,
      entityName: project.title,
      action: "deleted",
      description: `Update deleted: ${excerpt(deleted.body)}`,
      performedBy: actorId,
      metadata: { project_update_id: deleted.id, client_id: project.clientId },
    });
  });
}

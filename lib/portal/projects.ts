import "server-only";

import { and, asc, desc, eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ProjectStatus } from "@/db/enums";
import { projects, projectUpdates } from "@/db/schema";

import { isPortalId } from "./scope";

/*
 * The client's projects as the portal shows them: only the columns a client may read (never the
 * internal notes, hourly rate, estimated hours or price), and only the updates marked visible.
 */

export type PortalProjectRow = {
  id: string;
  title: string;
  status: ProjectStatus;
  progressPercentage: number;
  startDate: string | null;
  endDate: string | null;
};

export type PortalProject = PortalProjectRow & {
  description: string | null;
  services: string[];
  deliverables: string[];
  updates: { id: string; body: string; createdAt: Date }[];
};

const rowColumns = {
  id: projects.id,
  title: projects.title,
  status: projects.status,
  progressPercentage: projects.progressPercentage,
  startDate: projects.startDate,
  endDate: projects.endDate,
};

/** Active first (not completed), then the newest. */
export async function listPortalProjects(db: Db, clientId: string): Promise<PortalProjectRow[]> {
  return db
    .select(rowColumns)
    .from(projects)
    .where(eq(projects.clientId, clientId))
    .orderBy(sql`(${projects.status} = 'completed')`, desc(projects.createdAt), asc(projects.id));
}

/** One of the client's projects with its visible updates, newest first; null for anything else. */
export async function getPortalProject(db: Db, clientId: string, id: string): Promise<PortalProject | null> {
  if (!isPortalId(id)) return null;
  const [project] = await db
    .select({ ...rowColumns, description: projects.description, services: projects.services, deliverables: projects.deliverables })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.clientId, clientId)));
  if (!project) return null;
  const updates = await db
    .select({ id: projectUpdates.id, body: projectUpdates.body, createdAt: projectUpdates.createdAt })
    .from(projectUpdates)
    .where(and(eq(projectUpdates.projectId, project.id), eq(projectUpdates.clientVisible, true)))
    .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id));
  return { ...project, updates };
}

import "server-only";

import { and, desc, eq, ilike, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ProjectStatus } from "@/db/enums";
import { leads, projects } from "@/db/schema";
import { getHistory } from "@/lib/activity/history";
import type { History } from "@/lib/activity/types";
import { containsPattern } from "@/lib/list/params";

import type { ProjectListRow, ProjectParticulars } from "./types";

export type ProjectListFilters = { q: string; status?: ProjectStatus; offset: number; limit: number };

function projectWhere(filters: Omit<ProjectListFilters, "offset" | "limit">): SQL | undefined {
  return and(
    // search_text is title, client name and client email (projects_search_trgm_idx).
    filters.q ? ilike(projects.searchText, containsPattern(filters.q)) : undefined,
    filters.status ? eq(projects.status, filters.status) : undefined,
  );
}

/** One page of projects, newest first (projects_created_at_idx order), with the linked lead's source, and how many match. */
export async function listProjects(db: Db, filters: ProjectListFilters): Promise<{ rows: ProjectListRow[]; total: number }> {
  const where = projectWhere(filters);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: projects.id,
        title: projects.title,
        description: projects.description,
        clientName: projects.clientName,
        clientEmail: projects.clientEmail,
        status: projects.status,
        startDate: projects.startDate,
        endDate: projects.endDate,
        estimatedHours: projects.estimatedHours,
        hourlyRate: projects.hourlyRate,
        fixedPrice: projects.fixedPrice,
        progressPercentage: projects.progressPercentage,
        lead: { source: leads.source },
      })
      .from(projects)
      .leftJoin(leads, eq(leads.id, projects.leadId))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(projects)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** What a project's row leaves out (its details and edit form load it), or null for an unknown project. */
export async function getProjectParticulars(db: Db, id: string): Promise<ProjectParticulars | null> {
  const [row] = await db
    .select({
      status: projects.status,
      clientId: projects.clientId,
      services: projects.services,
      deliverables: projects.deliverables,
      notes: projects.notes,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      lead: { name: leads.name, email: leads.email, source: leads.source, service: leads.service, budget: leads.budget },
    })
    .from(projects)
    .leftJoin(leads, eq(leads.id, projects.leadId))
    .where(eq(projects.id, id));
  return row ?? null;
}

/** A project's history, from the audit trail and its communications (the details dialog's History). */
export function getProjectHistory(db: Db, id: string): Promise<History> {
  return getHistory(db, "project", id);
}

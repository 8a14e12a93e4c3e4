import type { Lead, Project } from "@/db/schema";

/** A row of the Projects table: what its cells draw, the linked lead's source for its Origin (SPEC §7). */
export type ProjectListRow = Pick<
  Project,
  | "id"
  | "title"
  | "description"
  | "clientName"
  | "clientEmail"
  | "status"
  | "startDate"
  | "endDate"
  | "estimatedHours"
  | "hourlyRate"
  | "fixedPrice"
  | "progressPercentage"
> & { lead: Pick<Lead, "source"> | null };

/**
 * The rest of a project, loaded when its details or its edit form open, with its linked lead (SPEC §7),
 * and its status again: the row's inline select may have saved one the row has not shown yet.
 */
export type ProjectParticulars = Pick<
  Project,
  "status" | "clientId" | "services" | "deliverables" | "notes" | "createdAt" | "updatedAt"
> & {
  lead: Pick<Lead, "name" | "email" | "source" | "service" | "budget"> | null;
};

/** A whole project as the edit form holds it. */
export type ProjectRecord = ProjectListRow & ProjectParticulars;

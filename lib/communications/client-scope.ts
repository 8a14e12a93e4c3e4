import { and, eq, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { communications, leads, projects } from "@/db/schema";

/*
 * Which client a communication belongs to, in one place: its own client_id (a portal message),
 * else its project's client, else its converted lead's client. The first one set wins, so a
 * communication belongs to at most one client and can never show in two portals.
 */

/**
 * The owning client's id as SQL over `communications` (null: it concerns no client). Written out
 * with its tables named: in a select's column list Drizzle leaves columns unqualified, and there an
 * unqualified "id" inside the subquery would be the subquery's own.
 */
export const communicationClientIdSql: SQL<string | null> = sql<string | null>`coalesce(
  communications.client_id,
  (select p.client_id from projects p where p.id = communications.project_id),
  (select l.client_id from leads l where l.id = communications.lead_id)
)`;

/** The condition "this communication belongs to the client". */
export const belongsToClient = (clientId: string): SQL => sql`${communicationClientIdSql} = ${clientId}::uuid`;

/** Communications the client may see in the portal: theirs, marked visible, and never a note. */
export const visibleToClient = (clientId: string): SQL =>
  and(belongsToClient(clientId), eq(communications.clientVisible, true), sql`${communications.type} <> 'note'`)!;

/** The client a communication belongs to, or null (none, or no such communication). */
export async function communicationClientId(db: Db, communicationId: string): Promise<string | null> {
  const [row] = await db.select({ clientId: communicationClientIdSql }).from(communications).where(eq(communications.id, communicationId));
  return row?.clientId ?? null;
}

/** The client a new communication's lead or project ties it to (the project wins, as above). */
export async function clientOfRelations(db: Db, ids: { leadId: string | null; projectId: string | null }): Promise<string | null> {
  if (ids.projectId) {
    const [project] = await db.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, ids.projectId));
    if (project) return project.clientId;
  }
  if (ids.leadId) {
    const [lead] = await db.select({ clientId: leads.clientId }).from(leads).where(eq(leads.id, ids.leadId));
    if (lead?.clientId) return lead.clientId;
  }
  return null;
}

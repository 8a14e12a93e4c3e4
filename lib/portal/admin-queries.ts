import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";

import type { ContactPortalState } from "./admin-types";

/** Each contact of a client with its portal state: revoked, last sign-in (from the audit), live sessions. */
export async function listContactPortalStates(db: Db, clientId: string, now = new Date()): Promise<ContactPortalState[]> {
  const rows = await db.execute<{
    id: string;
    name: string;
    email: string;
    portal_revoked_at: string | null;
    last_sign_in_at: string | null;
    active_sessions: number;
  }>(sql`
    select c.id, c.name, c.email, c.portal_revoked_at,
      (select max(a.created_at) from activity_log a
        where a.entity_type = 'client' and a.entity_id = c.client_id and a.action = 'portal_signed_in' and a.performed_by_contact_id = c.id) as last_sign_in_at,
      (select count(*)::int from portal_sessions s
        where s.contact_id = c.id and s.client_id = c.client_id and s.expires_at > ${now.toISOString()}::timestamptz) as active_sessions
    from client_contacts c
    where c.client_id = ${clientId}
    order by c.is_primary desc, lower(c.name), c.id`);
  return rows.map((row) => ({
    contactId: row.id,
    name: row.name,
    email: row.email,
    revokedAt: row.portal_revoked_at ? new Date(row.portal_revoked_at) : null,
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
    activeSessions: Number(row.active_sessions),
  }));
}

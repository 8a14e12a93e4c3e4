import "server-only";

import { asc, desc, eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, clients, projects } from "@/db/schema";
import { containsPattern } from "@/lib/list/params";

import { clientChoiceColumns } from "./service";
import type { ClientOption, ClientProjectOption } from "./types";

/** A picker shows a few matches to choose from, never the whole table. */
export const CLIENT_PICKER_LIMIT = 10;

/**
 * The client pickers' matches: display name, company or billing email (search_text,
 * clients_search_trgm_idx) or any contact's email (client_contacts_email_trgm_idx), alphabetical.
 * The two index scans are joined by id (a union, not an OR across tables, so each keeps its index);
 * nothing typed reads the first names of clients_display_name_idx.
 */
export async function searchClientOptions(db: Db, q: string): Promise<ClientOption[]> {
  const text = q.trim();
  const query = db.select(clientChoiceColumns).from(clients);
  const rows = text
    ? await query
        .where(
          sql`${clients.id} in (
          select ${clients.id} from ${clients} where ${clients.searchText} ilike ${containsPattern(text)}
          union
          select ${clientContacts.clientId} from ${clientContacts} where ${clientContacts.email} ilike ${containsPattern(text)}
        )`,
        )
        .orderBy(sql`lower(${clients.displayName})`, asc(clients.id))
        .limit(CLIENT_PICKER_LIMIT)
    : await query.orderBy(sql`lower(${clients.displayName})`, asc(clients.id)).limit(CLIENT_PICKER_LIMIT);
  return rows.map(toClientOption);
}

export const toClientOption = (row: {
  id: string;
  displayName: string;
  company: string | null;
  billingEmail: string;
  billingAddress: string | null;
}): ClientOption => ({
  id: row.id,
  label: row.displayName,
  detail: [row.billingEmail, row.company !== row.displayName ? row.company : null].filter(Boolean).join(" · "),
  billingEmail: row.billingEmail,
  billingAddress: row.billingAddress ?? "",
});

/** A client's projects, newest first, for an invoice's optional project (projects_client_id_idx). */
export async function listClientProjectOptions(db: Db, clientId: string): Promise<ClientProjectOption[]> {
  return db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(eq(projects.clientId, clientId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(200);
}

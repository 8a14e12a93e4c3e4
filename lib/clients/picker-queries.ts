import "server-only";

import { asc, desc, eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, clients, projects } from "@/db/schema";
import { containsPattern } from "@/lib/list/params";

import { clientChoiceColumns } from "./service";
import type { ClientOption, ClientProjectOption } from "./types";

/** A picker shows a few matches to choose from, never the whole table. */
export const CLIENT_PICKER_LIMIT = 10;

/** Past this many matching rows a search counts as broad (see searchClientOptions). */
const BROAD_SEARCH = 200;

/**
 * The client pickers' matches: display name, company or billing email (search_text,
 * clients_search_trgm_idx) or any contact's email (client_contacts_email_trgm_idx), alphabetical.
 * Two plans, because neither is fast for every text (20,000 clients): a narrow text takes both
 * trigram index scans joined by id, then sorts the few matches; a broad one ("a", "example") walks
 * clients_display_name_idx and stops at the tenth match. A capped count of the matches picks the plan.
 */
export async function searchClientOptions(db: Db, q: string): Promise<ClientOption[]> {
  const text = q.trim();
  const byName = [sql`lower(${clients.displayName})`, asc(clients.id)] as const;
  const query = db.select(clientChoiceColumns).from(clients);
  if (!text) return (await query.orderBy(...byName).limit(CLIENT_PICKER_LIMIT)).map(toClientOption);

  const pattern = containsPattern(text);
  const [probe] = await db.execute<{ n: number }>(sql`select count(*)::int as n from (
    select 1 from ${clients} where ${clients.searchText} ilike ${pattern}
    union all
    select 1 from ${clientContacts} where ${clientContacts.email} ilike ${pattern}
    limit ${BROAD_SEARCH}) as matches`);
  const matching =
    Number(probe?.n ?? 0) < BROAD_SEARCH
      ? sql`${clients.id} in (
          select ${clients.id} from ${clients} where ${clients.searchText} ilike ${pattern}
          union
          select ${clientContacts.clientId} from ${clientContacts} where ${clientContacts.email} ilike ${pattern})`
      : sql`(${clients.searchText} ilike ${pattern} or exists (
          select 1 from ${clientContacts} where ${clientContacts.clientId} = ${clients.id} and ${clientContacts.email} ilike ${pattern}))`;
  const rows = await query
    .where(matching)
    .orderBy(...byName)
    .limit(CLIENT_PICKER_LIMIT);
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

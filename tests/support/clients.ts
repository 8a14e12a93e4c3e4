import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, clients } from "@/db/schema";
import type { ClientFormValues } from "@/lib/clients/schema";

/**
 * The id of the client billed at `email` (trimmed, any case), made with one primary contact when
 * there is none: fixtures that insert projects or invoices straight into the tables need one.
 */
export async function clientIdFor(db: Db, email: string, name = "Ada Park"): Promise<string> {
  const [found] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`lower(trim(${clients.billingEmail})) = ${email.trim().toLowerCase()}`)
    .orderBy(clients.createdAt, clients.id)
    .limit(1);
  if (found) return found.id;
  const [client] = await db.insert(clients).values({ displayName: name, billingEmail: email.trim() }).returning({ id: clients.id });
  await db.insert(clientContacts).values({ clientId: client!.id, name, email: email.trim(), isPrimary: true });
  return client!.id;
}

/** The fixed id of the client the project form fixture names (insertFixtureClient makes it). */
export const FIXTURE_CLIENT_ID = "00000000-0000-4000-8000-00000000c11e";

/** Lee Outfitters, billed at jordan@example.com, under FIXTURE_CLIENT_ID; harmless to call twice. */
export async function insertFixtureClient(db: Db): Promise<string> {
  await db
    .insert(clients)
    .values({ id: FIXTURE_CLIENT_ID, displayName: "Lee Outfitters", billingEmail: "jordan@example.com" })
    .onConflictDoNothing();
  await db
    .insert(clientContacts)
    .values({ clientId: FIXTURE_CLIENT_ID, name: "Jordan Lee", email: "jordan@example.com", isPrimary: true })
    .onConflictDoNothing();
  return FIXTURE_CLIENT_ID;
}

/** The client form as a browser sends it; pass the fields a test cares about. */
export const clientForm = (changes: Partial<ClientFormValues> = {}): ClientFormValues => ({
  kind: "company",
  displayName: "Lee Outfitters",
  company: "Lee Outfitters LLC",
  billingEmail: "billing@leeoutfitters.example",
  billingAddress: "12 Walnut St, Boulder, CO",
  phone: "303-555-0101",
  taxId: "",
  notes: "",
  contacts: [
    { name: "Jordan Lee", email: "jordan@leeoutfitters.example", phone: "", role: "Owner", isPrimary: true },
    { name: "Sam Ortiz", email: "sam@leeoutfitters.example", phone: "", role: "Accounts", isPrimary: false },
  ],
  ...changes,
});

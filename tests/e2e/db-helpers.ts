import { asc, eq } from "drizzle-orm";

import { createDatabase, type Database } from "@/db/client";
import { adminUsers, leads, type Lead, type NewLead } from "@/db/schema";

import { clientIdFor } from "../support/clients";

/** Runs `work` on a one-connection pool of the test database (this slot's DATABASE_URL), then closes it. */
export async function withTestDb<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("End-to-end tests need DATABASE_URL: run them through `npm test`.");
  const db = createDatabase(url, { max: 1 });
  try {
    return await work(db);
  } finally {
    await db.$client.end();
  }
}

/** Inserts leads straight into the test database, for tests that need a specific state. */
export async function insertLeads(values: (Partial<NewLead> & { name: string })[]): Promise<Lead[]> {
  return withTestDb((db) =>
    db
      .insert(leads)
      .values(
        values.map((lead) => ({
          email: `${lead.name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`,
          source: "contact_form" as const,
          ...lead,
        })),
      )
      .returning(),
  );
}

/** A client billed at `email` with one primary contact there (clientIdFor), for flows that pick or link one. */
export async function insertClient(name: string, email: string): Promise<string> {
  return withTestDb((db) => clientIdFor(db, email, name));
}

/** A name no other test (or seeded lead) has. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The leads stored for an email address, oldest first. */
export async function leadsByEmail(email: string): Promise<Lead[]> {
  return withTestDb((db) => db.select().from(leads).where(eq(leads.email, email)).orderBy(asc(leads.createdAt)));
}

/** Moves the time an admin's temporary password and PIN were made `hours` into the past. */
export async function ageTemporaryCredentials(username: string, hours: number): Promise<void> {
  await withTestDb((db) =>
    db
      .update(adminUsers)
      .set({ temporaryCredentialsIssuedAt: new Date(Date.now() - hours * 60 * 60 * 1000) })
      .where(eq(adminUsers.username, username)),
  );
}

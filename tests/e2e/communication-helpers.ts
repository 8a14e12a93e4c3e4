import { createDatabase } from "@/db/client";
import { communications, type Communication, type NewCommunication } from "@/db/schema";

/** Puts communications straight into the test database, for tests that need a given state. */
export async function insertCommunications(values: (Partial<NewCommunication> & Pick<NewCommunication, "type" | "content">)[]): Promise<Communication[]> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("End-to-end tests need DATABASE_URL: run them through `npm test`.");
  const db = createDatabase(url, { max: 1 });
  try {
    return await db.insert(communications).values(values).returning();
  } finally {
    await db.$client.end();
  }
}

import { afterAll } from "vitest";

import { createDatabase, type Database, getDb } from "@/db/client";

import { resetDatabase as reset } from "./reset";

let shared: Database | undefined;

/** The run's test database (DATABASE_URL), one small pool per test file. */
export function testDb(): Database {
  if (!shared) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: run integration tests through `npm test`.");
    shared = createDatabase(url, { max: 4 });
    afterAll(async () => {
      await shared?.$client.end();
      shared = undefined;
    });
  }
  return shared;
}

export const resetDatabase = (db: Database = testDb()) => reset(db);

/**
 * Ends the pool the application code opened through getDb() and forgets it, so the next test file
 * in the same worker opens a fresh one.
 */
export async function closeAppDatabase() {
  await getDb().$client.end();
  delete (globalThis as { summitDatabase?: unknown }).summitDatabase;
}

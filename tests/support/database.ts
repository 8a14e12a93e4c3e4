import { afterAll } from "vitest";

import { closeDb, createDatabase, type Database } from "@/db/client";

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

/** Ends the pool the application code opened through getDb(); the next test file in the worker opens a fresh one. */
export const closeAppDatabase = closeDb;

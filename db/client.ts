import { drizzle, type PostgresJsQueryResultHKT } from "drizzle-orm/postgres-js";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase } from "drizzle-orm/pg-core";
import postgres from "postgres";

import * as schema from "./schema";

export type Schema = typeof schema;
/** The database or an open transaction: every query and service takes one of these first. */
export type Db = PgDatabase<PostgresJsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export function createDatabase(url: string, options: postgres.Options<Record<string, never>> = {}) {
  const client = postgres(url, {
    max: 10,
    idle_timeout: 30,
    connect_timeout: 10,
    // postgres-js's default backoff grows to 20 s across the pool, so after a database restart every
    // query would queue that long; a short cap keeps lead intake from stalling.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
    onnotice: () => {},
    // SSD storage: with the default (4) the planner seq-scans leads for a trigram search instead of
    // using leads_search_trgm_idx (docs/performance.md).
    connection: { random_page_cost: 1.1 },
    ...options,
  });
  return drizzle(client, { schema });
}

export type Database = ReturnType<typeof createDatabase>;

// One pool per process, kept on globalThis so dev hot reload does not open new pools.
const globalForDb = globalThis as typeof globalThis & { summitDatabase?: Database };

/** The process-wide database. Fails loudly when called during `next build`, which must stay offline. */
export function getDb(): Database {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("A database query ran during `next build`. Pages that read data must be dynamic.");
  }
  if (globalForDb.summitDatabase) return globalForDb.summitDatabase;
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Start the app with `npm start`, `npm run dev` or `npm run demo` (they start the embedded database), or set DATABASE_URL.",
    );
  }
  globalForDb.summitDatabase = createDatabase(url);
  return globalForDb.summitDatabase;
}

/** Ends the process-wide pool, if one was opened; the next getDb() opens a fresh one. */
export async function closeDb(): Promise<void> {
  const db = globalForDb.summitDatabase;
  delete globalForDb.summitDatabase;
  await db?.$client.end();
}

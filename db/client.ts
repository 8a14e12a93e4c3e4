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
    // postgres-js counts reconnect failures across the whole pool and waits up to 20 s between
    // attempts (3^n / 100 s): after a database restart every query would queue that long. A short
    // cap lets the pool come back within a second of the server (lead intake must not stall).
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
    onnotice: () => {},
    // Storage is SSD: random reads cost about what sequential ones do. With the default (4) the
    // planner seq-scans 100,000 leads for a trigram search (~120 ms) instead of a bitmap scan of
    // leads_search_trgm_idx (~10 ms warm).
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

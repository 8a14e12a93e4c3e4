import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { type PgDatabase, PgDialect } from "drizzle-orm/pg-core";
import { drizzle, type PostgresJsQueryResultHKT } from "drizzle-orm/postgres-js";
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
    ...options,
    // SSD storage: with the default (4) the planner seq-scans leads for a trigram search instead of
    // using leads_search_trgm_idx (docs/performance.md).
    connection: { random_page_cost: 1.1, ...options.connection },
  });
  return drizzle(client, { schema });
}

export type Database = ReturnType<typeof createDatabase>;

const dialect = new PgDialect();

/**
 * Runs a statement prepared, as drizzle's `.prepare(name)` runs its query builders: each connection
 * parses and plans it once, where `db.execute` sends it unnamed and PostgreSQL plans it on every call
 * (for the intake's insert, a third of its database time). Only for hot statements whose text does not
 * vary with their input, since each distinct text stays prepared on every connection.
 */
export function executePrepared<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery<{ execute: Row[]; all: Row[]; values: unknown[][] }>(
    dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
  return prepared.execute();
}

// One pool per process, kept on globalThis so dev hot reload does not open new pools.
const globalForDb = globalThis as typeof globalThis & { summitDatabase?: Database; summitExportDatabase?: Database };

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

/** Connections the CSV exports may hold at once, whatever the number of downloads. */
export const EXPORT_POOL_SIZE = 2;
/** An export's query stops after this long on the server (lib/export/csv-stream.ts also cuts off a download nobody reads). */
export const EXPORT_STATEMENT_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * A pool of its own for the CSV exports: a download's cursor holds its connection until the client
 * has read the file, so slow or stalled readers take turns on these few connections, while every
 * other request keeps getDb()'s pool.
 */
export function createExportDatabase(url: string, statementTimeoutMs = EXPORT_STATEMENT_TIMEOUT_MS): Database {
  return createDatabase(url, {
    max: EXPORT_POOL_SIZE,
    connection: { application_name: "summit-export", statement_timeout: statementTimeoutMs },
  });
}

/** The process-wide export pool (createExportDatabase), opened on the first export. */
export function getExportDb(): Database {
  if (globalForDb.summitExportDatabase) return globalForDb.summitExportDatabase;
  getDb(); // the same checks: not during the build, DATABASE_URL set
  globalForDb.summitExportDatabase = createExportDatabase(process.env.DATABASE_URL!);
  return globalForDb.summitExportDatabase;
}

/** Ends the process-wide pools, if opened; the next getDb() or getExportDb() opens a fresh one. */
export async function closeDb(): Promise<void> {
  const pools = [globalForDb.summitDatabase, globalForDb.summitExportDatabase];
  delete globalForDb.summitDatabase;
  delete globalForDb.summitExportDatabase;
  await Promise.all(pools.map((db) => db?.$client.end()));
}

import path from "node:path";

import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { Logger, runMigrations } from "graphile-worker";
import postgres from "postgres";

// Any fixed number: every process that migrates takes this advisory lock first, so any number of
// servers, workers and release steps starting together apply each migration once.
const MIGRATION_LOCK = 4_172_026_001;

export const migrationsFolder = () => process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), "db", "migrations");

/** graphile-worker reports each migration at info level; only its problems are worth a line. */
const quietLogger = new Logger(() => (level, message) => {
  if (level === "error" || level === "warning") process.stderr.write(`[migrate] ${message}\n`);
});

/**
 * Applies our pending migrations, then graphile-worker's schema (the lead intake adds jobs with
 * graphile_worker.add_job), all under one advisory lock: safe to call from many processes at once.
 */
export async function migrateDatabase(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    await runMigrations({ connectionString: url, logger: quietLogger });
  } finally {
    await client`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => undefined);
    await client.end();
  }
}

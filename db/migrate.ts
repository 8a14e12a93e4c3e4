import path from "node:path";

import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

// Any fixed number: every process that migrates takes this advisory lock first, so two servers
// starting together apply each migration once.
const MIGRATION_LOCK = 4_172_026_001;

export const migrationsFolder = () =>
  process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), "db", "migrations");

/** Applies pending migrations under an advisory lock. Safe to call from many processes at once. */
export async function migrateDatabase(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => undefined);
    await client.end();
  }
}

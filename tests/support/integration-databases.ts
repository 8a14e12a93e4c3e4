import postgres from "postgres";

import { migrateDatabase } from "@/db/migrate";
import { ensureDatabase } from "@/scripts/embedded-postgres";

/** Worker `worker`'s database (1-based, Vitest's VITEST_POOL_ID): the first is DATABASE_URL, the others beside it. */
function integrationDatabaseUrl(baseUrl: string, worker: number): string {
  if (worker <= 1) return baseUrl;
  const url = new URL(baseUrl);
  url.pathname = `/${url.pathname.slice(1) || "postgres"}_integration_${worker}`;
  return url.toString();
}

/**
 * Integration files run in several workers at once, each on a database of its own: makes and
 * migrates every worker's database; returns their URLs and a function that drops the extra ones.
 */
export async function prepareIntegrationDatabases(
  baseUrl: string,
  workers: number,
): Promise<{ urls: string[]; drop: () => Promise<void> }> {
  const urls = Array.from({ length: workers }, (_, index) => integrationDatabaseUrl(baseUrl, index + 1));
  const extra = urls.slice(1).map((url) => new URL(url).pathname.slice(1));
  for (const name of extra) await ensureDatabase(baseUrl, name);
  await Promise.all(urls.map((url) => migrateDatabase(url)));
  const drop = async () => {
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    try {
      for (const name of extra) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    } finally {
      await admin.end();
    }
  };
  return { urls, drop };
}

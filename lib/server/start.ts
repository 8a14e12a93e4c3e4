import { getDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { productionSettingsProblem, readEnv } from "@/lib/env";
import { logger } from "@/lib/log";
import { startJobWorker } from "@/lib/worker/run";

const log = logger("start");

/**
 * A web server's start-up (instrumentation.ts): refuse to run on a configuration that is not
 * complete, apply pending migrations under their advisory lock, then run the job worker unless
 * WORKER=off.
 */
export async function onServerStart() {
  const problem = process.env.NODE_ENV === "production" ? productionSettingsProblem() : null;
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  const env = readEnv();
  if (env.TRUST_PROXY.kind === "none") {
    log.warn(
      "TRUST_PROXY is not set: each client is known by the address it connects from, and one that sends its own X-Forwarded-For header picks its rate-limit key. Behind a reverse proxy, set TRUST_PROXY (1 = the proxy in front).",
    );
  }
  const url = env.DATABASE_URL;
  if (!url) {
    log.warn("DATABASE_URL is not set: pages that read data will fail. Use `npm run dev` or `npm run demo`.");
    return;
  }
  await migrateDatabase(url);
  if (env.WORKER) await startJobWorker({ connectionString: url, db: getDb(), env });
}

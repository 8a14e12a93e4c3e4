import { getDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { readEnv } from "@/lib/env";
import { migrateJobQueue, startJobWorker } from "@/lib/jobs/worker";
import { logger } from "@/lib/log";

import { guardClientAddress } from "./client-address";

const log = logger("start");

/**
 * Server start-up: our migrations (under the advisory lock), then graphile-worker's schema (the
 * lead intake adds jobs with graphile_worker.add_job), then the in-process job worker unless
 * WORKER=off. Without TRUST_PROXY, client-sent X-Forwarded-For headers are replaced first.
 */
export async function onServerStart() {
  const env = readEnv();
  if (!env.TRUST_PROXY) guardClientAddress();
  const url = env.DATABASE_URL;
  if (!url) {
    log.warn("DATABASE_URL is not set: pages that read data will fail. Use `npm start`.");
    return;
  }
  await migrateDatabase(url);
  await migrateJobQueue(url);
  if (env.WORKER) {
    await startJobWorker({ connectionString: url, db: getDb(), env });
  }
}

import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";

import { FILTERED_RETENTION_DAYS } from "./schema";

/**
 * Deletes filtered submissions received more than FILTERED_RETENTION_DAYS ago; the worker's
 * crontab runs it. No "server-only" marker: the worker (plain Node) loads it.
 */
export async function pruneFilteredSubmissions(db: Db, now: Date): Promise<number> {
  const deleted = await db.execute<{ id: string }>(sql`
    delete from filtered_submissions
    where received_at < ${now.toISOString()}::timestamptz - make_interval(days => ${FILTERED_RETENTION_DAYS})
    returning id`);
  return deleted.length;
}

import type { Db } from "@/db/client";
import { logger } from "@/lib/log";

import { enqueueDelivery } from "./queue";

const log = logger("mail");

/**
 * Delivery jobs for the public forms' mail, batched in this process: the outbox rows of every
 * lead stored within BATCH_WINDOW_MS share one job (up to MAX_IDS_PER_JOB mails each).
 *
 * A job per lead cost more than storing the lead (add_job, then the worker's fetch, update and
 * delete of the job); under a burst of submissions the queue's own work was the limit. Mail is
 * never lost by batching: the outbox rows have committed before they are handed in here, and if
 * the process stops before the job is added, requeueStrandedMail gives them one.
 */

export const BATCH_WINDOW_MS = 50;
/** lib/jobs/worker.ts accepts at most 100 ids per deliver_mail job. */
const MAX_IDS_PER_JOB = 100;

const pending = new Map<Db, string[]>();
let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<void> = Promise.resolve();

/** Hands in committed outbox rows; their delivery job is added within BATCH_WINDOW_MS. */
export function deliverSoon(db: Db, outboxIds: readonly string[]): void {
  if (outboxIds.length === 0) return;
  pending.set(db, [...(pending.get(db) ?? []), ...outboxIds]);
  timer ??= setTimeout(() => void flushDeliveries(), BATCH_WINDOW_MS);
}

/** Adds the jobs for everything handed in so far (tests call it instead of waiting). */
export function flushDeliveries(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const batches = [...pending];
  pending.clear();
  inFlight = inFlight.then(async () => {
    for (const [db, ids] of batches) {
      for (let start = 0; start < ids.length; start += MAX_IDS_PER_JOB) {
        const chunk = ids.slice(start, start + MAX_IDS_PER_JOB);
        try {
          await enqueueDelivery(db, chunk);
        } catch (error) {
          // The mail is stored; only its job is missing, and requeue_stranded_mail will add it.
          log.error({ err: error, mails: chunk.length }, "a delivery job was not queued; requeue_stranded_mail will queue it");
        }
      }
    }
  });
  return inFlight;
}

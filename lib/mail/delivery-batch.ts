import type { Db } from "@/db/client";
import { enqueueDelivery, MAX_MAILS_PER_JOB } from "@/lib/jobs/queue";
import { logger } from "@/lib/log";

const log = logger("mail");

/**
 * Delivery jobs for the public forms' mail, batched in this process. The route handlers hand in
 * each lead's committed outbox rows (deliverSoon) and schedule flushDeliveries after their response
 * with Next.js's after(). Flushes run one after another, and each takes every mail handed in so
 * far: under a burst of submissions, the leads stored while one add_job is on its way share the
 * next job, which is what keeps the queue's own work (add_job's NOTIFY lets one transaction commit
 * at a time) from limiting the intake.
 *
 * Mail is never lost by batching: the outbox rows have committed before they are handed in here,
 * and if the process stops before the job is added, requeueStrandedMail gives them one.
 */

const pending = new Map<Db, string[]>();
let inFlight: Promise<void> = Promise.resolve();

/** Hands in committed outbox rows; the next flushDeliveries adds their job. */
export function deliverSoon(db: Db, outboxIds: readonly string[]): void {
  if (outboxIds.length === 0) return;
  pending.set(db, [...(pending.get(db) ?? []), ...outboxIds]);
}

/** Adds the jobs for everything handed in before this flush's turn came. */
export function flushDeliveries(): Promise<void> {
  inFlight = inFlight.then(async () => {
    const batches = [...pending];
    pending.clear();
    for (const [db, ids] of batches) {
      for (let start = 0; start < ids.length; start += MAX_MAILS_PER_JOB) {
        const chunk = ids.slice(start, start + MAX_MAILS_PER_JOB);
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

import { Logger, run, runOnce, type Runner, type TaskList } from "graphile-worker";
import { z } from "zod";

import type { Db } from "@/db/client";
import { pruneExpiredSessions } from "@/lib/authentication/service";
import { runRecurringInvoices } from "@/lib/billing/recurring/service";
import { sendInvoiceReminders } from "@/lib/billing/reminders/service";
import { billingDateAt } from "@/lib/billing/schedule";
import { sendDailyDigests } from "@/lib/digest/send";
import { deliverOutboxBatch } from "@/lib/email/deliver";
import { createResendTransport, type MailTransport } from "@/lib/email/transport";
import { readEnv, type Env } from "@/lib/env";
import { logger } from "@/lib/log";
import { pruneRateLimits } from "@/lib/rate-limit";

import {
  DELIVER_MAIL,
  PRUNE_RATE_LIMITS,
  PRUNE_SESSIONS,
  REQUEUE_STRANDED_MAIL,
  requeueStrandedMail,
  requeueUnsentMail,
  RUN_RECURRING_INVOICES,
  SEND_DAILY_DIGEST,
  SEND_INVOICE_REMINDERS,
} from "./queue";

const log = logger("worker");

/**
 * The background job worker (graphile-worker 0.16, its queue in our PostgreSQL): mail delivery
 * with retries and the sweep of mail that stopped moving, the hourly clean-up of rate-limit
 * windows and ended sessions, the daily digest, payment reminders and retainers. Runs in the web server process
 * unless WORKER=off, or alone with `npm run worker`.
 */

/** graphile-worker logs every job at info level; keep warnings and errors only. */
const quietLogger = new Logger((scope) => (level, message) => {
  if (level === "error") log.error({ task: scope.taskIdentifier }, message);
  else if (level === "warning") log.warn({ task: scope.taskIdentifier }, message);
});

const deliverPayload = z.object({ outboxIds: z.array(z.uuid()).min(1).max(100) });

export type WorkerDeps = {
  db: Db;
  /** AGENCY_TIMEZONE, SITE_URL, SESSION_SECRET (client links) and AGENCY_INBOX default to the environment's. */
  env: Pick<Env, "RESEND_API_KEY" | "EMAIL_FROM"> & Partial<Pick<Env, "AGENCY_TIMEZONE" | "SITE_URL" | "SESSION_SECRET" | "AGENCY_INBOX">>;
  transport?: MailTransport | null;
  /** The clock of scheduled jobs (the digest); tests inject one. */
  now?: () => Date;
};

/**
 * graphile-worker's crontab is matched in UTC, not in AGENCY_TIMEZONE, so the digest, the payment
 * reminders and the retainers run hourly and decide themselves when 8:00 agency time has come
 * (lib/digest/schedule.ts, lib/billing/schedule.ts). fill=1h: a worker started just after the
 * hour runs the missed tick at once.
 */
export const CRONTAB = [
  `0 * * * * ${PRUNE_RATE_LIMITS}`,
  `30 * * * * ${PRUNE_SESSIONS}`,
  `0 * * * * ${SEND_DAILY_DIGEST} ?fill=1h&max=1`,
  `0 * * * * ${SEND_INVOICE_REMINDERS} ?fill=1h&max=1`,
  `0 * * * * ${RUN_RECURRING_INVOICES} ?fill=1h&max=1`,
  `* * * * * ${REQUEUE_STRANDED_MAIL}`,
].join("\n");

export function mailTransportFor(env: Pick<Env, "RESEND_API_KEY">): MailTransport | null {
  return env.RESEND_API_KEY ? createResendTransport(env.RESEND_API_KEY) : null;
}

export function jobTasks({ db, env, transport = mailTransportFor(env), now = () => new Date() }: WorkerDeps): TaskList {
  const setting = <K extends "AGENCY_TIMEZONE" | "SITE_URL" | "SESSION_SECRET" | "AGENCY_INBOX">(key: K): Env[K] => env[key] ?? readEnv()[key];
  return {
    [DELIVER_MAIL]: async (payload, helpers) => {
      const parsed = deliverPayload.safeParse(payload);
      if (!parsed.success) {
        helpers.logger.error(`ignoring a ${DELIVER_MAIL} job with a malformed payload`);
        return;
      }
      await deliverOutboxBatch(db, parsed.data.outboxIds, {
        transport,
        from: env.EMAIL_FROM,
        siteUrl: setting("SITE_URL"),
        linkSecret: setting("SESSION_SECRET"),
        attempt: helpers.job.attempts,
        maxAttempts: helpers.job.max_attempts,
      });
    },
    [PRUNE_RATE_LIMITS]: async () => {
      await pruneRateLimits(db);
    },
    [PRUNE_SESSIONS]: async () => {
      await pruneExpiredSessions(db, now());
    },
    [REQUEUE_STRANDED_MAIL]: async () => {
      const requeued = await requeueStrandedMail(db, now(), { delivering: transport !== null });
      if (requeued > 0) log.warn({ mails: requeued }, "mail had stopped moving (a lost job, spent retries or a stuck send); queued again");
    },
    [SEND_DAILY_DIGEST]: async () => {
      const run = await sendDailyDigests(db, { now: now(), timeZone: setting("AGENCY_TIMEZONE"), siteUrl: setting("SITE_URL") });
      if (run.queued > 0) log.info({ mails: run.queued, date: run.date }, "daily digests queued");
    },
    [SEND_INVOICE_REMINDERS]: async () => {
      const today = billingDateAt(now(), setting("AGENCY_TIMEZONE"));
      if (!today) return;
      const run = await sendInvoiceReminders(db, { today, replyTo: setting("AGENCY_INBOX") });
      if (run.queued > 0) log.info({ mails: run.queued, date: today }, "payment reminders queued");
    },
    [RUN_RECURRING_INVOICES]: async () => {
      const today = billingDateAt(now(), setting("AGENCY_TIMEZONE"));
      if (!today) return;
      const run = await runRecurringInvoices(db, { today, linkSecret: setting("SESSION_SECRET"), replyTo: setting("AGENCY_INBOX") });
      if (run.made > 0) log.info({ invoices: run.made, date: today }, "retainer invoices made");
    },
  };
}

export type StartWorkerOptions = WorkerDeps & { connectionString: string; concurrency?: number };

export type JobWorker = { stop(): Promise<void> };

const RESTART_DELAY_MS = 2000;

/**
 * Starts the worker and keeps it running: an unexpected stop, or a worker dying inside the pool,
 * is logged and the runner started again after a short delay. Resolves once the first start is
 * listening.
 */
export async function startJobWorker({ connectionString, concurrency = 4, ...deps }: StartWorkerOptions): Promise<JobWorker> {
  const transport = deps.transport === undefined ? mailTransportFor(deps.env) : deps.transport;
  let stopping = false;
  let current: Runner | undefined;

  const launch = async (): Promise<void> => {
    if (transport) {
      // Mail queued while no key was configured (or whose retries ran out) gets a fresh job.
      const requeued = await requeueUnsentMail(deps.db);
      if (requeued > 0) log.info({ mails: requeued }, "unsent mail queued for delivery");
    }
    const runner = await run({
      connectionString,
      concurrency,
      maxPoolSize: concurrency + 2,
      noHandleSignals: true,
      pollInterval: 2000,
      logger: quietLogger,
      taskList: jobTasks({ ...deps, transport }),
      crontab: CRONTAB,
    });
    current = runner;
    let replaced = false;
    const replace = (why: string) => {
      if (replaced || stopping) return;
      replaced = true;
      relaunch(why);
    };
    runner.promise.then(
      () => replace("stopped"),
      (error: unknown) => replace(`stopped with an error: ${error instanceof Error ? error.message : String(error)}`),
    );
    // A worker that dies (it could not release its job when the database restarted) is not
    // replaced by graphile-worker 0.16's pool, so the whole runner is replaced instead.
    runner.events.on("worker:fatalError", ({ error }) => {
      if (replaced || stopping) return;
      replaced = true;
      runner
        .stop()
        .catch(() => undefined)
        .finally(() => relaunch(`a worker died (${error instanceof Error ? error.message : String(error)})`));
    });
  };

  const relaunch = (why: string) => {
    if (stopping) return;
    log.error(`${why}; restarting in ${RESTART_DELAY_MS / 1000} s`);
    setTimeout(function retry() {
      if (stopping) return;
      launch().catch((error: unknown) => {
        log.error({ err: error }, "the restart failed; trying again");
        setTimeout(retry, RESTART_DELAY_MS);
      });
    }, RESTART_DELAY_MS);
  };

  await launch();
  return {
    async stop() {
      stopping = true;
      await current?.stop();
    },
  };
}

/** Runs every job that is due now, then returns (tests and one-off CLI use). */
export async function runDueJobsOnce({ connectionString, ...deps }: WorkerDeps & { connectionString: string }): Promise<void> {
  await runOnce({ connectionString, logger: quietLogger, noHandleSignals: true, taskList: jobTasks(deps) });
}

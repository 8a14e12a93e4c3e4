import { Logger, run, runOnce } from "graphile-worker";
import pg from "pg";

import { isConnectionError } from "@/db/connection-errors";
import { logger } from "@/lib/log";
import { requeueUnsentMail } from "@/lib/mail/sweep";

import { CRONTAB, jobTasks, mailTransportFor, type WorkerDeps } from "./tasks";

const log = logger("worker");

/**
 * The background job worker (graphile-worker 0.16, its queue in our PostgreSQL): mail delivery
 * with retries and the sweep of mail that stopped moving, the hourly clean-up of rate-limit
 * windows and ended sessions, the daily digest, payment reminders and retainers. Runs in the web server process
 * unless WORKER=off, or alone with `npm run worker`.
 */

type WorkerLogMeta = {
  failure?: boolean;
  job?: { id?: unknown; task_identifier?: unknown; attempts?: unknown; max_attempts?: unknown };
  error?: unknown;
  fatalError?: unknown;
};

/**
 * graphile-worker logs every job at info level; keep warnings and errors only. Its error lines
 * quote the error's message (a failed job's may hold a lead's name or a query's parameters), so a
 * line that comes with an error is written as fixed words plus the error's type and code.
 */
export const workerLogger = new Logger((scope) => (level, message, meta?: WorkerLogMeta) => {
  if (level !== "error" && level !== "warning") return;
  const write = (fields: object, text: string) => (level === "error" ? log.error(fields, text) : log.warn(fields, text));
  const task = scope.taskIdentifier;
  if (meta?.failure && meta.job) {
    const { id, task_identifier: jobTask, attempts, max_attempts: maxAttempts } = meta.job;
    write({ task: jobTask ?? task, jobId: String(id), attempt: attempts, maxAttempts, err: meta.error }, "a job failed");
  } else if (meta?.fatalError !== undefined) {
    // A worker that cannot record a job's result dies; graphile-worker's line quotes the job's own error.
    write(
      { task: meta.job?.task_identifier ?? task, jobId: String(meta.job?.id), err: meta.fatalError },
      "a worker could not record a job's result and stopped",
    );
  } else if (meta?.error !== undefined) {
    write({ task, err: meta.error }, "graphile-worker reported an error");
  } else write({ task }, message);
});

export type StartWorkerOptions = WorkerDeps & { connectionString: string; concurrency?: number };

export type JobWorker = { stop(): Promise<void> };

const RESTART_DELAY_MS = 2000;

/**
 * How long a runner's job fetches may fail without one succeeding before the runner is replaced.
 * graphile-worker 0.16 looks up its task ids once per runner and keeps a failed lookup (a
 * connection ended during the runner's first fetch) for the runner's life: every fetch after it
 * fails, with the database long back.
 */
const FETCH_FAILURE_RESTART_MS = 5000;

/** What the queue's connections are called in pg_stat_activity, apart from the application's. */
export const WORKER_APPLICATION_NAME = "job-worker";

/** What pg-pool throws when a client is released twice. */
const DOUBLE_RELEASE = "Release called on client which has already been released to the pool.";

/**
 * Failures graphile-worker 0.16 leaves unhandled when the database drops the queue's connections:
 * the lost connection's own error, and pg-pool refusing a second release of the listening
 * connection (released by a runner's stop, then again when its LISTEN fails). Nothing is left
 * half-done by either: the pool refuses before it changes anything, and the runner is replaced.
 */
export function isDroppedQueueConnection(reason: unknown): boolean {
  return isConnectionError(reason) || (reason instanceof Error && reason.message === DOUBLE_RELEASE);
}

/**
 * The queue's own connections. graphile-worker takes its error listeners off the pool when its
 * runner stops; a connection the database ends after that (a restart, a failover) would then throw
 * with nobody listening and take the process down. These listeners stay for the pool's whole life;
 * graphile-worker logs the errors while it runs, so they only keep them from being thrown.
 */
function queuePool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, application_name: WORKER_APPLICATION_NAME });
  const ignore = () => undefined;
  pool.on("error", ignore);
  pool.on("connect", (client) => client.on("error", ignore));
  return pool;
}

/**
 * Starts the worker and keeps it running: an unexpected stop, or a worker dying inside the pool,
 * is logged and the runner started again, on new connections, after a short delay. Resolves once
 * the first start is listening.
 */
export async function startJobWorker({ connectionString, concurrency = 4, ...deps }: StartWorkerOptions): Promise<JobWorker> {
  const transport = deps.transport === undefined ? mailTransportFor(deps.env, deps.db) : deps.transport;
  let stopping = false;
  /** Stops the runner now running and ends its connections; the same promise however often called. */
  let retireCurrent: (() => Promise<void>) | undefined;
  let launching: Promise<void> | undefined;

  const launch = async (): Promise<void> => {
    if (transport) {
      // Mail queued while no key was configured (or whose retries ran out) gets a fresh job.
      const requeued = await requeueUnsentMail(deps.db);
      if (requeued > 0) log.info({ mails: requeued }, "unsent mail queued for delivery");
    }
    const pool = queuePool(connectionString, concurrency + 2);
    const runner = await run({
      pgPool: pool,
      concurrency,
      noHandleSignals: true,
      pollInterval: 2000,
      logger: workerLogger,
      taskList: jobTasks({ ...deps, transport }),
      crontab: CRONTAB,
    }).catch(async (error: unknown) => {
      await pool.end().catch(() => undefined);
      throw error;
    });
    let retired: Promise<void> | undefined;
    // A runner that stopped by itself refuses a second stop; either way its connections end.
    const retire = () =>
      (retired ??= runner
        .stop()
        .catch(() => undefined)
        .then(() => pool.end().catch(() => undefined)));
    retireCurrent = retire;
    const replace = (why: string, error?: unknown) => {
      if (retired || stopping) return;
      void retire();
      relaunch(why, error);
    };
    runner.promise.then(
      () => replace("stopped"),
      (error: unknown) => replace("stopped with an error", error),
    );
    // A worker that dies (it could not release its job when the database restarted) is not
    // replaced by graphile-worker 0.16's pool, so the whole runner is replaced instead.
    runner.events.on("worker:fatalError", ({ error }) => replace("a worker died", error));
    let failingSince: number | undefined;
    runner.events.on("worker:getJob:error", ({ error }) => {
      failingSince ??= Date.now();
      if (Date.now() - failingSince >= FETCH_FAILURE_RESTART_MS) replace("its job fetches kept failing", error);
    });
    const fetched = () => (failingSince = undefined);
    runner.events.on("worker:getJob:empty", fetched);
    runner.events.on("job:start", fetched);
  };

  const relaunch = (why: string, error?: unknown) => {
    log.error(error === undefined ? {} : { err: error }, `${why}; restarting in ${RESTART_DELAY_MS / 1000} s`);
    setTimeout(function retry() {
      if (stopping) return;
      launching = launch().catch((error: unknown) => {
        log.error({ err: error }, "the restart failed; trying again");
        setTimeout(retry, RESTART_DELAY_MS);
      });
    }, RESTART_DELAY_MS);
  };

  await launch();
  return {
    async stop() {
      stopping = true;
      await launching;
      await retireCurrent?.();
    },
  };
}

/** Runs every job that is due now, then returns (tests and one-off CLI use). */
export async function runDueJobsOnce({ connectionString, ...deps }: WorkerDeps & { connectionString: string }): Promise<void> {
  await runOnce({ connectionString, logger: workerLogger, noHandleSignals: true, taskList: jobTasks(deps) });
}

import { setTimeout as sleep } from "node:timers/promises";

/** A database call that had not answered by its deadline (the call itself is left to settle). */
export class DatabaseDeadlineError extends Error {
  constructor(deadlineMs: number) {
    super(`The database did not answer within ${deadlineMs} ms.`);
    this.name = "DatabaseDeadlineError";
  }
}

/** The call's result, or DatabaseDeadlineError once `deadlineMs` has passed. */
export async function withinDeadline<T>(call: Promise<T>, deadlineMs: number): Promise<T> {
  const timer = new AbortController();
  const expired = sleep(deadlineMs, undefined, { signal: timer.signal }).then(() => {
    throw new DatabaseDeadlineError(deadlineMs);
  });
  try {
    return await Promise.race([call, expired]);
  } finally {
    timer.abort();
  }
}

import type { Db } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { hitRateLimit, undoRateLimitHit } from "@/lib/rate-limit";

/*
 * The per-username throttle of sign-in: it counts attempts for a username whatever address they
 * come from, so a botnet or a rotating IPv6 range cannot spread its guesses under the per-address
 * limits. Past LOGIN_USERNAME_LIMIT in an hour, each further attempt for that username must wait
 * longer than the last (1 s, 2 s, 4 s... up to 15 minutes after the last one let through). It is
 * keyed by the typed text, so a username no admin has is throttled and answered exactly alike, and
 * it never locks anyone out for good: the wait is capped, the count ends with its hour, and a
 * browser that has signed in as that admin before (the trusted-device cookie) is not slowed at all.
 */

export const USERNAME_THROTTLE_WINDOW_MS = 60 * 60 * 1000;
const FIRST_DELAY_MS = 1000;
export const MAX_THROTTLE_DELAY_MS = 15 * 60 * 1000;
const COUNT_BUCKET = "admin-login-username";
const GATE_BUCKET = "admin-login-username-wait";

export const usernameKey = (username: string) => username.trim().toLowerCase();

/** The wait before the attempt `over` past the free ones: doubling from 1 s, at most 15 minutes. */
export const throttleDelayMs = (over: number) => Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, over - 1), MAX_THROTTLE_DELAY_MS);

function waitText(retryAt: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export class UsernameThrottledError extends UserFacingError {
  constructor(
    readonly retryAt: Date,
    now: Date,
  ) {
    super(`Too many failed sign-in attempts for this username. Please wait ${waitText(retryAt, now)} before trying again.`);
  }
}

export type ThrottleCheck = { allowed: true; startedNow: boolean } | { allowed: false; startedNow: boolean; retryAt: Date };

/**
 * Counts this attempt for the username (one atomic upsert, so a parallel burst cannot slip past)
 * and says whether it may go on. `startedNow` is true for the first attempt past the free ones in
 * this window: the owners are told once.
 */
export async function passUsernameThrottle(db: Db, username: string, freeAttempts: number, now: Date): Promise<ThrottleCheck> {
  const key = usernameKey(username);
  const count = await hitRateLimit(db, { bucket: COUNT_BUCKET, key, limit: freeAttempts, windowMs: USERNAME_THROTTLE_WINDOW_MS, now });
  if (count.allowed) return { allowed: true, startedNow: false };
  // One attempt per wait: the gate's window is the wait that this count has earned.
  const gate = await hitRateLimit(db, { bucket: GATE_BUCKET, key, limit: 1, windowMs: throttleDelayMs(count.hits - freeAttempts), now });
  const startedNow = count.hits === freeAttempts + 1;
  return gate.allowed ? { allowed: true, startedNow } : { allowed: false, startedNow, retryAt: gate.resetAt };
}

/** An attempt that was not a failure (right credentials) no longer counts against the username. */
export async function forgiveUsernameAttempt(db: Db, username: string): Promise<void> {
  await undoRateLimitHit(db, COUNT_BUCKET, usernameKey(username));
}

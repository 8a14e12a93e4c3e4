import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers, type AdminUser } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { clearRateLimit, hitRateLimit } from "@/lib/rate-limit";

import { burnComparison, verifySecret } from "./passwords";
import type { LoginInput } from "./schema";

/** SPEC §5 and §8: the one message for any mismatch, whichever field was wrong. */
export const INVALID_CREDENTIALS = "Invalid admin credentials. All fields must match.";
/** CONTRACT.md LOGIN_FAILURE_LIMIT counts failures per client IP and username in this window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const BUCKET = "admin-login";

export class LoginLockedError extends UserFacingError {
  constructor(readonly retryAt: Date, now: Date) {
    const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
    super(
      `Too many failed sign-in attempts. Sign-in is locked for ${minutes} more minute${minutes === 1 ? "" : "s"}; please try again later.`,
    );
  }
}

/**
 * The admin matching all four fields, or null. Username and email compare without regard to case
 * (both are unique that way); PIN and password with bcrypt. Both comparisons always run, and an
 * unknown username burns two comparisons against a dummy hash, so the answer time tells nothing.
 */
export async function authenticateAdmin(db: Db, input: LoginInput): Promise<AdminUser | null> {
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, input.username.trim().toLowerCase()));
  if (!admin) {
    await Promise.all([burnComparison(input.pin), burnComparison(input.password)]);
    return null;
  }
  const [pinMatches, passwordMatches] = await Promise.all([
    verifySecret(input.pin, admin.pinHash),
    verifySecret(input.password, admin.passwordHash),
  ]);
  const emailMatches = admin.email.toLowerCase() === input.email.trim().toLowerCase();
  return pinMatches && passwordMatches && emailMatches ? admin : null;
}

export type LoginContext = { ip: string; limit: number; now?: Date };

const lockoutKey = (ip: string, username: string) => `${ip}|${username.trim().toLowerCase()}`;

/** When the current lockout of this key ends, or null when it may try. */
async function lockedUntil(db: Db, key: string, limit: number, now: Date): Promise<Date | null> {
  const rows = await db.execute<{ hits: number; expires_at: string | Date }>(sql`
    select hits, expires_at from rate_limits
    where bucket = ${BUCKET} and key = ${key} and expires_at > ${now.toISOString()}::timestamptz`);
  const row = rows[0];
  return row && Number(row.hits) >= limit ? new Date(row.expires_at) : null;
}

/**
 * One sign-in attempt with brute-force protection: after `limit` failures for this IP and
 * username inside 15 minutes every attempt is refused, right credentials included, until the
 * window ends. A success clears the count. Throws UserFacingError on refusal.
 */
export async function loginAdmin(db: Db, input: LoginInput, { ip, limit, now = new Date() }: LoginContext): Promise<AdminUser> {
  const key = lockoutKey(ip, input.username);
  const locked = await lockedUntil(db, key, limit, now);
  if (locked) throw new LoginLockedError(locked, now);

  const admin = await authenticateAdmin(db, input);
  if (!admin) {
    await hitRateLimit(db, { bucket: BUCKET, key, limit, windowMs: LOGIN_WINDOW_MS, now });
    throw new UserFacingError(INVALID_CREDENTIALS);
  }
  await clearRateLimit(db, BUCKET, key);
  return admin;
}

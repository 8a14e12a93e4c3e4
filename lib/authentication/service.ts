import { and, count, eq, isNull, lt, ne, or, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminRecoveryCodes, adminUsers, sessions, type AdminUser } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import type { AuditAction } from "@/lib/activity/vocabulary";
import { rateLimitKey } from "@/lib/http/client-address";
import { clearRateLimit, hitRateLimit } from "@/lib/rate-limit";

import { deviceLabel } from "./device";
import { DUMMY_HASH, verifySecret, type CompareSecret } from "./passwords";
import type { LoginInput } from "./schema";
import { hashRecoveryCode, isTotpCode, matchTotpCode, secondFactorKey, unsealTotpSecret } from "./second-factor";
import { TEMPORARY_CREDENTIALS_EXPIRED, temporaryCredentialsExpired } from "./temporary-credentials";
import { forgiveUsernameAttempt, passUsernameThrottle, UsernameThrottledError } from "./username-throttle";

/*
 * Signing in and the server-side sessions. No "server-only" marker: the job worker (plain Node,
 * where the marker throws) prunes expired sessions with this module; the linter keeps it out of
 * components/.
 */

/** SPEC §5 and §8: the one message for any mismatch, whichever field was wrong. */
export const INVALID_CREDENTIALS = "Invalid admin credentials. All fields must match.";
/** Said only to someone who gave all four right credentials of a deactivated admin. */
export const ACCOUNT_INACTIVE = "This admin account is deactivated. Ask an owner to reactivate it.";
/** CONTRACT.md: LOGIN_FAILURE_LIMIT and LOGIN_IP_LIMIT both count in this window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const USERNAME_BUCKET = "admin-login";
const IP_BUCKET = "admin-login-ip";

/** "7 minutes" until retryAt (at least "1 minute"); `more` reads "7 more minutes". */
function minutesLeft(retryAt: Date, now: Date, more = false): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return `${minutes}${more ? " more" : ""} minute${minutes === 1 ? "" : "s"}`;
}

/** A wrong or already used second-factor code; the same words for a recovery code. */
export const INVALID_SECOND_FACTOR_CODE =
  "That code is not valid. Enter the current 6-digit code from your authenticator app, or an unused recovery code.";
/** LOGIN_USERNAME_LIMIT's default: attempts per username per hour, from any address, before each waits longer. */
export const DEFAULT_USERNAME_LIMIT = 10;

/**
 * The four fields matched an admin who has a second factor, and no code came with them: the form
 * asks for it (not a refusal, so it is no UserFacingError; the login action answers it).
 */
export class SecondFactorNeeded extends Error {
  constructor() {
    super("The second-factor code is needed.");
  }
}

export class LoginLockedError extends UserFacingError {
  constructor(
    readonly retryAt: Date,
    now: Date,
  ) {
    super(`Too many failed sign-in attempts. Sign-in is locked for ${minutesLeft(retryAt, now, true)}; please try again later.`);
  }
}

export class LoginIpLimitError extends UserFacingError {
  constructor(
    readonly retryAt: Date,
    now: Date,
  ) {
    super(`Too many sign-in attempts from your network. Please try again in ${minutesLeft(retryAt, now)}.`);
  }
}

/**
 * The admin matching all four fields, or null. Username and email compare without regard to case
 * (both are unique that way); PIN and password with bcrypt. Both comparisons always run, and an
 * unknown username burns two comparisons against a dummy hash, so the answer time tells nothing.
 */
export async function authenticateAdmin(db: Db, input: LoginInput, compare: CompareSecret = verifySecret): Promise<AdminUser | null> {
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, input.username.trim().toLowerCase()));
  if (!admin) {
    await Promise.all([compare(input.pin, DUMMY_HASH), compare(input.password, DUMMY_HASH)]);
    return null;
  }
  const [pinMatches, passwordMatches] = await Promise.all([compare(input.pin, admin.pinHash), compare(input.password, admin.passwordHash)]);
  const emailMatches = admin.email.toLowerCase() === input.email.trim().toLowerCase();
  return pinMatches && passwordMatches && emailMatches ? admin : null;
}

export type LoginContext = {
  ip: string;
  userAgent?: string | null;
  /** LOGIN_FAILURE_LIMIT: attempts per IP and username that may reach the password check. */
  limit: number;
  /** LOGIN_IP_LIMIT: attempts per IP, whatever the username. */
  ipLimit: number;
  /** LOGIN_USERNAME_LIMIT: attempts per username per hour, from any address, before each must wait longer. */
  usernameLimit?: number;
  /** The browser has signed in as this username before (the trusted-device cookie): not slowed by the username throttle. */
  trustedDevice?: boolean;
  now?: Date;
  /** The bcrypt comparison; tests count the checks that ran. */
  compare?: CompareSecret;
};

const lockoutKey = (ip: string, username: string) => `${rateLimitKey(ip)}|${username.trim().toLowerCase()}`;

/**
 * One sign-in attempt with brute-force protection. Every attempt is counted first, in one atomic
 * upsert per counter, and that count is the gate, so a burst of parallel guesses cannot all pass
 * a check made before any of them was recorded:
 * - per client IP (LOGIN_IP_LIMIT), whatever the username: no hash is computed beyond it, so new
 *   usernames cannot be used to burn CPU;
 * - per IP and username (LOGIN_FAILURE_LIMIT): only the first `limit` attempts reach bcrypt; after
 *   that every attempt is refused, right credentials included, until the 15 minutes have passed;
 * - per username from any address (LOGIN_USERNAME_LIMIT, ./username-throttle.ts): past it, each
 *   further attempt waits longer; the owners are told once per hour.
 * IPv6 clients count by their /64 (rateLimitKey). An admin with a second factor also needs
 * `input.code`: a 6-digit code of a step not used before, or an unused recovery code; without one
 * SecondFactorNeeded is thrown, and a wrong one counts as a failure like a wrong password. A
 * success clears the IP-and-username count. Throws UserFacingError on refusal.
 */
export async function loginAdmin(db: Db, input: LoginInput, context: LoginContext): Promise<AdminUser> {
  const { ip, limit, ipLimit, usernameLimit = DEFAULT_USERNAME_LIMIT, now = new Date(), compare } = context;
  const byIp = await hitRateLimit(db, { bucket: IP_BUCKET, key: rateLimitKey(ip), limit: ipLimit, windowMs: LOGIN_WINDOW_MS, now });
  if (!byIp.allowed) {
    // Once per window, so refused attempts cannot fill the audit trail at request rate.
    if (byIp.hits === ipLimit + 1)
      await logSignInEvent(db, input, context, "ip_limit", `Sign-in attempts from ${ip} refused: over ${ipLimit} in 15 minutes`);
    throw new LoginIpLimitError(byIp.resetAt, now);
  }

  const key = lockoutKey(ip, input.username);
  const attempt = await hitRateLimit(db, { bucket: USERNAME_BUCKET, key, limit, windowMs: LOGIN_WINDOW_MS, now });
  if (!attempt.allowed) {
    if (attempt.hits === limit + 1)
      await logSignInEvent(db, input, context, "locked", `Sign-in locked for 15 minutes after ${limit} failed attempts`);
    throw new LoginLockedError(attempt.resetAt, now);
  }

  const throttle = context.trustedDevice ? null : await passUsernameThrottle(db, input.username, usernameLimit, now);
  if (throttle?.startedNow) {
    await logSignInEvent(
      db,
      input,
      context,
      "throttled",
      `Sign-in slowed down for this username after ${usernameLimit} attempts in an hour from any address`,
      "sign_in_throttled",
    );
  }
  if (throttle && !throttle.allowed) throw new UsernameThrottledError(throttle.retryAt, now);

  const admin = await authenticateAdmin(db, input, compare);
  if (!admin) {
    await logSignInEvent(db, input, context, "credentials", "Failed sign-in: the credentials did not match");
    throw new UserFacingError(INVALID_CREDENTIALS);
  }
  if (!admin.active) {
    await logSignInEvent(db, input, context, "inactive", "Failed sign-in: the admin is deactivated");
    throw new UserFacingError(ACCOUNT_INACTIVE);
  }
  if (temporaryCredentialsExpired(admin, now)) {
    await logSignInEvent(db, input, context, "expired", "Failed sign-in: the temporary password and PIN had expired");
    throw new UserFacingError(TEMPORARY_CREDENTIALS_EXPIRED);
  }
  if (admin.totpEnabledAt) {
    const code = input.code?.trim();
    if (!code) {
      // The right four fields are no failure: the attempt is not held against the username.
      if (throttle) await forgiveUsernameAttempt(db, input.username);
      throw new SecondFactorNeeded();
    }
    if (!(await spendSecondFactorCode(db, admin, code, { ...context, now }))) {
      await logSignInEvent(db, input, context, "code", "Failed sign-in: the second-factor code did not match");
      throw new UserFacingError(INVALID_SECOND_FACTOR_CODE);
    }
  }
  await clearRateLimit(db, USERNAME_BUCKET, key);
  if (throttle) await forgiveUsernameAttempt(db, input.username);
  return admin;
}

/**
 * Spends a second-factor code of the admin: a 6-digit code of a time step after the last one used
 * (the step is stored in the same statement that checks it, so a code works once even in a race),
 * or an unused recovery code (marked used, with an audit entry). False when neither matches.
 */
async function spendSecondFactorCode(db: Db, admin: AdminUser, code: string, context: LoginContext & { now: Date }): Promise<boolean> {
  const key = secondFactorKey();
  if (isTotpCode(code)) {
    const secret = admin.totpSecret ? unsealTotpSecret(admin.totpSecret, key) : null;
    if (!secret) return false;
    const step = await matchTotpCode(secret, code, admin.totpLastStep, context.now);
    if (step === null) return false;
    const claimed = await db
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(and(eq(adminUsers.id, admin.id), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
      .returning({ id: adminUsers.id });
    return claimed.length === 1;
  }
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(adminRecoveryCodes)
      .set({ usedAt: context.now })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, admin.id),
          eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code, key)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    if (!spent) return false;
    const [left] = await tx
      .select({ unused: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, admin.id), isNull(adminRecoveryCodes.usedAt)));
    await logActivity(tx, {
      entityType: "session",
      entityId: admin.id,
      entityName: admin.username,
      action: "recovery_code_used",
      description: `A recovery code was used to sign in; ${left?.unused ?? 0} left`,
      performedBy: admin.id,
      metadata: { ip: context.ip, device: deviceLabel(context.userAgent), unused: left?.unused ?? 0 },
    });
    return true;
  });
}

/**
 * A failed (or slowed-down) sign-in in the audit trail, about the admin whose username was typed.
 * A username no admin has is not recorded: people type their password into the wrong field, and
 * the audit never holds a secret.
 */
async function logSignInEvent(
  db: Db,
  input: LoginInput,
  context: LoginContext,
  reason: string,
  description: string,
  action: Extract<AuditAction, "sign_in_failed" | "sign_in_throttled"> = "sign_in_failed",
) {
  const [known] = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, input.username.trim().toLowerCase()));
  await logActivity(db, {
    entityType: "session",
    entityId: known?.id ?? null,
    entityName: known?.username ?? null,
    action,
    description: known ? description : `${description} (unknown username)`,
    performedBy: null,
    metadata: { reason, ip: context.ip, device: deviceLabel(context.userAgent) },
  });
}

/**
 * Server-side admin sessions (the `sessions` table). The sealed admin_session cookie carries the
 * row's id; a session is valid while its row exists, is under SESSION_LIFETIME_MS old and was used
 * within SESSION_IDLE_MS, so deleting rows is how sessions end: sign-out, "sign out everywhere
 * else", a changed credential, and an admin who is deactivated.
 */

/** SPEC §9: a session is valid while under 24 hours old. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A session unused this long ends too, whatever its age: a browser left signed in is not left open for a day. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** last_seen_at moves at most this often, so the check on every admin request stays a read. */
export const LAST_SEEN_INTERVAL_MS = 60 * 1000;

const USER_AGENT_MAX = 512;

export type NewSession = { adminId: string; userAgent: string | null; ip: string | null; now?: Date };

/** Records a sign-in and returns the new session's id and start. */
export async function startSession(db: Db, { adminId, userAgent, ip, now = new Date() }: NewSession) {
  const [row] = await db
    .insert(sessions)
    .values({ adminId, userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null, ip, createdAt: now, lastSeenAt: now })
    .returning({ id: sessions.id, createdAt: sessions.createdAt });
  return row!;
}

type Admin = { id: string; username: string };

/**
 * A successful sign-in: the session row, the admin's last sign-in time and the audit entry, in one
 * transaction. Returns the new session's id and start.
 */
export async function signIn(db: Db, admin: Admin, { userAgent, ip, now = new Date() }: Omit<NewSession, "adminId">) {
  return db.transaction(async (tx) => {
    const session = await startSession(tx, { adminId: admin.id, userAgent, ip, now });
    await tx.update(adminUsers).set({ lastSignInAt: session.createdAt }).where(eq(adminUsers.id, admin.id));
    const device = deviceLabel(userAgent);
    await logActivity(tx, {
      entityType: "session",
      entityId: admin.id,
      entityName: admin.username,
      action: "signed_in",
      description: `Signed in (${device})`,
      performedBy: admin.id,
      metadata: { ip, device },
    });
    return session;
  });
}

/** Sign-out of the current browser: its session row ends, with the audit entry. Nothing for a session already gone. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(eq(sessions.id, sessionId))
      .returning({ adminId: sessions.adminId, userAgent: sessions.userAgent });
    if (!ended) return;
    const [admin] = await tx.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, ended.adminId));
    await logActivity(tx, {
      entityType: "session",
      entityId: ended.adminId,
      entityName: admin?.username ?? null,
      action: "signed_out",
      description: `Signed out (${deviceLabel(ended.userAgent)})`,
      performedBy: ended.adminId,
    });
  });
}

/** Ends every session of the admin (a reset from the CLI; a deactivated admin). Returns how many. */
export async function endAllSessions(db: Db, adminId: string): Promise<number> {
  return (await db.delete(sessions).where(eq(sessions.adminId, adminId)).returning({ id: sessions.id })).length;
}

/** Ends every session of the admin but the one given (a changed credential, "sign out everywhere else"). */
export async function endOtherSessions(db: Db, adminId: string, keepSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Moves last_seen_at to now when it is older than LAST_SEEN_INTERVAL_MS (at most one write a minute). */
export async function touchSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  const stale = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, stale)));
}

/** Deletes sessions past their lifetime or idle too long; the worker runs it hourly. */
export async function pruneExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const expired = new Date(now.getTime() - SESSION_LIFETIME_MS);
  const idle = new Date(now.getTime() - SESSION_IDLE_MS);
  return (
    await db
      .delete(sessions)
      .where(or(lt(sessions.createdAt, expired), lt(sessions.lastSeenAt, idle)))
      .returning({ id: sessions.id })
  ).length;
}

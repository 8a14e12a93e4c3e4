import "server-only";

import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import QRCode from "qrcode";

import { site } from "@/content/site";
import type { Db } from "@/db/client";
import { adminRecoveryCodes, adminUsers, sessions, type AdminUser } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import { deviceLabel } from "@/lib/authentication/device";
import { hashSecret, verifySecret, type CompareSecret } from "@/lib/authentication/passwords";
import {
  hashRecoveryCode,
  matchTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  sealTotpSecret,
  secondFactorKey,
  totpUri,
  unsealTotpSecret,
} from "@/lib/authentication/second-factor";
import { endOtherSessions } from "@/lib/authentication/service";
import { isUniqueViolation } from "@/lib/log/driver-error";
import { clearRateLimit, hitRateLimit } from "@/lib/rate-limit";
import { plural } from "@/lib/text/plural";

import type { ProfileUpdateInput, SetCredentialsInput } from "./schema";

export const USERNAME_TAKEN = "That username is already taken by another admin.";
export const EMAIL_TAKEN = "That email is already used by another admin.";
export const CURRENT_PASSWORD_REQUIRED = "Enter your current password to change your username, email, PIN or password.";
export const CURRENT_PASSWORD_WRONG = "Your current password is not correct. Nothing was changed.";

/** A refusal of the current-password field; the action shows it under that field. */
export class CurrentPasswordError extends UserFacingError {}

const nullIfEmpty = (value: string) => (value.trim() === "" ? null : value.trim());

/** Wrong current passwords count per admin in this window, like sign-in failures. */
const REAUTH_BUCKET = "profile-current-password";
const REAUTH_WINDOW_MS = 15 * 60 * 1000;

export type ProfileUpdateContext = {
  /** The session making the change: it stays; the admin's other sessions end on a credential change. */
  sessionId: string;
  /** LOGIN_FAILURE_LIMIT: wrong current passwords allowed per 15 minutes before the check is refused. */
  attemptLimit: number;
  now?: Date;
  compare?: CompareSecret;
};

/** Whether the form changes what signs this admin in (username, email, PIN, password). */
export function changesCredentials(current: Pick<AdminUser, "username" | "email">, input: ProfileUpdateInput): boolean {
  return (
    input.username !== current.username ||
    input.email.toLowerCase() !== current.email.toLowerCase() ||
    input.pin !== "" ||
    input.newPassword !== ""
  );
}

/**
 * The current password, checked before a credential change (ASVS re-authentication). Each check
 * is counted first, atomically, so a stolen session cannot guess it faster than sign-in allows.
 */
async function confirmCurrentPassword(db: Db, admin: AdminUser, password: string, context: ProfileUpdateContext): Promise<void> {
  if (!password) throw new CurrentPasswordError(CURRENT_PASSWORD_REQUIRED);
  const now = context.now ?? new Date();
  const attempt = await hitRateLimit(db, {
    bucket: REAUTH_BUCKET,
    key: admin.id,
    limit: context.attemptLimit,
    windowMs: REAUTH_WINDOW_MS,
    now,
  });
  if (!attempt.allowed) {
    const minutes = Math.max(1, Math.ceil((attempt.resetAt.getTime() - now.getTime()) / 60_000));
    throw new CurrentPasswordError(`Too many wrong current passwords. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
  }
  if (!(await (context.compare ?? verifySecret)(password, admin.passwordHash))) throw new CurrentPasswordError(CURRENT_PASSWORD_WRONG);
  await clearRateLimit(db, REAUTH_BUCKET, admin.id);
}

/**
 * Saves the admin's own profile. An empty PIN or password keeps the current hash. Changing the
 * username, email, PIN or password needs the current password and ends every other session of
 * this admin, in the same transaction as the change. A username or email that another admin holds
 * (any case) is refused with a message saying so.
 */
export async function updateProfile(
  db: Db,
  adminId: string,
  input: ProfileUpdateInput,
  context: ProfileUpdateContext,
): Promise<{ admin: AdminUser; credentialsChanged: boolean; otherSessionsEnded: number }> {
  const [current] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
  if (!current) throw new UserFacingError("Your admin account no longer exists.");
  const credentialsChanged = changesCredentials(current, input);
  if (credentialsChanged) await confirmCurrentPassword(db, current, input.currentPassword, context);

  const [pinHash, passwordHash] = await Promise.all([
    input.pin ? hashSecret(input.pin) : undefined,
    input.newPassword ? hashSecret(input.newPassword) : undefined,
  ]);
  try {
    return await db.transaction(async (tx) => {
      const clashes = await tx
        .select({ username: adminUsers.username, email: adminUsers.email })
        .from(adminUsers)
        .where(
          and(
            ne(adminUsers.id, adminId),
            or(
              eq(sql`lower(${adminUsers.username})`, input.username.toLowerCase()),
              eq(sql`lower(${adminUsers.email})`, input.email.toLowerCase()),
            ),
          ),
        );
      if (clashes.some((other) => other.username.toLowerCase() === input.username.toLowerCase())) {
        throw new UserFacingError(USERNAME_TAKEN);
      }
      if (clashes.length > 0) throw new UserFacingError(EMAIL_TAKEN);

      const [admin] = await tx
        .update(adminUsers)
        .set({
          username: input.username,
          email: input.email,
          phone: nullIfEmpty(input.phone),
          firstName: nullIfEmpty(input.firstName),
          lastName: nullIfEmpty(input.lastName),
          ...(pinHash ? { pinHash } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(adminUsers.id, adminId))
        .returning();
      if (!admin) throw new UserFacingError("Your admin account no longer exists.");
      const otherSessionsEnded = credentialsChanged ? await endOtherSessions(tx, adminId, context.sessionId) : 0;
      const secrets = [input.pin ? "PIN" : "", input.newPassword ? "password" : ""].filter(Boolean).join(" and ");
      await logActivity(tx, {
        entityType: "admin",
        entityId: adminId,
        entityName: admin.username,
        action: "updated",
        description: `Profile updated${secrets ? `; ${secrets} changed` : ""}${otherSessionsEnded > 0 ? `; ${plural(otherSessionsEnded, "other session")} signed out` : ""}`,
        performedBy: adminId,
        changes: changedFields(current, {
          username: admin.username,
          email: admin.email,
          phone: admin.phone,
          firstName: admin.firstName,
          lastName: admin.lastName,
        }),
      });
      return { admin, credentialsChanged, otherSessionsEnded };
    });
  } catch (error) {
    // Two admins saving the same new name at once: the unique index decides, the message is the same.
    if (isUniqueViolation(error, "admin_users_username_key")) throw new UserFacingError(USERNAME_TAKEN);
    if (isUniqueViolation(error, "admin_users_email_key")) throw new UserFacingError(EMAIL_TAKEN);
    throw error;
  }
}

export const CREDENTIALS_ALREADY_SET = "Your password and PIN are already set: change them on the Profile.";

/** A first password or PIN refused for its field: it is the temporary one the owner was shown. */
export class CredentialFieldError extends UserFacingError {
  constructor(
    readonly field: "password" | "pin",
    message: string,
  ) {
    super(message);
  }
}

/**
 * First sign-in of an admin added in the Team section: their own password and PIN replace the
 * temporary ones (which the owner saw, so they may not be kept), must_set_credentials goes off,
 * and every other session of theirs ends, in one transaction with the audit entry.
 */
export async function setOwnCredentials(
  db: Db,
  adminId: string,
  input: SetCredentialsInput,
  sessionId: string,
  compare: CompareSecret = verifySecret,
): Promise<void> {
  const [current] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
  if (!current) throw new UserFacingError("Your admin account no longer exists.");
  if (!current.mustSetCredentials) throw new UserFacingError(CREDENTIALS_ALREADY_SET);
  const [samePassword, samePin] = await Promise.all([compare(input.password, current.passwordHash), compare(input.pin, current.pinHash)]);
  if (samePassword) throw new CredentialFieldError("password", "Choose a password of your own, not the temporary one.");
  if (samePin) throw new CredentialFieldError("pin", "Choose a PIN of your own, not the temporary one.");
  const [passwordHash, pinHash] = await Promise.all([hashSecret(input.password), hashSecret(input.pin)]);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(adminUsers)
      .set({ passwordHash, pinHash, mustSetCredentials: false })
      .where(and(eq(adminUsers.id, adminId), eq(adminUsers.mustSetCredentials, true)))
      .returning({ username: adminUsers.username });
    // Two tabs saving at once: the second finds the credentials already set.
    if (!updated) throw new UserFacingError(CREDENTIALS_ALREADY_SET);
    await endOtherSessions(tx, adminId, sessionId);
    await logActivity(tx, {
      entityType: "admin",
      entityId: adminId,
      entityName: updated.username,
      action: "credentials_set",
      description: "Set their own password and PIN at first sign-in",
      performedBy: adminId,
    });
  });
}

/** The signed-in admin, ending sessions of their own. */
type Admin = { id: string; username: string };

/** Profile 'Sign out' on another of the admin's sessions; false when the admin has no session with that id. */
export async function endSessionOf(db: Db, admin: Admin, sessionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.adminId, admin.id), eq(sessions.id, sessionId)))
      .returning({ userAgent: sessions.userAgent });
    if (!ended) return false;
    await logSessionsEnded(tx, admin, `Signed out another session (${deviceLabel(ended.userAgent)})`);
    return true;
  });
}

/** The admin ended sessions of their own from the Profile. */
async function logSessionsEnded(tx: Db, admin: Admin, description: string) {
  await logActivity(tx, {
    entityType: "session",
    entityId: admin.id,
    entityName: admin.username,
    action: "session_ended",
    description,
    performedBy: admin.id,
  });
}

/** Profile 'Sign out everywhere else': every session of the admin but this one ends, with one audit entry. */
export async function signOutOtherSessions(db: Db, admin: Admin, keepSessionId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endOtherSessions(tx, admin.id, keepSessionId);
    if (ended > 0) await logSessionsEnded(tx, admin, `Signed out everywhere else (${plural(ended, "session")})`);
    return ended;
  });
}

export const SECOND_FACTOR_ALREADY_ON = "Your second factor is already on.";
export const SECOND_FACTOR_SETUP_MISSING = "No setup is waiting for a code: start again with 'Turn on'.";
export const SECOND_FACTOR_SETUP_CODE_WRONG =
  "That code did not match. Enter the 6-digit code your app shows now, and check that your phone's clock is right.";
const SETUP_BUCKET = "second-factor-setup";

/** What the setup screen shows: the QR code (an SVG data URL made on the server) and the same secret as text. */
export type SecondFactorSetup = { secret: string; uri: string; qrCode: string };

/**
 * 'Turn on' a second factor: a new TOTP secret, sealed with the server's key, waits on the admin's
 * row until a first code confirms it (a setup started again replaces it). Refused when one is on.
 */
export async function startSecondFactorSetup(
  db: Db,
  admin: { id: string; username: string },
  key = secondFactorKey(),
): Promise<SecondFactorSetup> {
  const secret = newTotpSecret();
  const [pending] = await db
    .update(adminUsers)
    .set({ totpSecret: sealTotpSecret(secret, key) })
    .where(and(eq(adminUsers.id, admin.id), isNull(adminUsers.totpEnabledAt)))
    .returning({ id: adminUsers.id });
  if (!pending) throw new UserFacingError(SECOND_FACTOR_ALREADY_ON);
  const uri = totpUri(site.name, admin.username, secret);
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

export type ConfirmSecondFactorContext = {
  /** LOGIN_FAILURE_LIMIT: wrong first codes allowed per 15 minutes. */
  attemptLimit: number;
  now?: Date;
  key?: string;
};

/**
 * The first code confirms the setup: the second factor is on from now (its step counts as used),
 * and ten recovery codes are made, stored as keyed hashes and returned to be shown once. Wrong
 * codes are counted per admin like sign-in failures. Recorded in the audit trail.
 */
export async function confirmSecondFactor(
  db: Db,
  adminId: string,
  code: string,
  context: ConfirmSecondFactorContext,
): Promise<{ recoveryCodes: string[] }> {
  const { now = new Date(), key = secondFactorKey() } = context;
  const attempt = await hitRateLimit(db, {
    bucket: SETUP_BUCKET,
    key: adminId,
    limit: context.attemptLimit,
    windowMs: REAUTH_WINDOW_MS,
    now,
  });
  if (!attempt.allowed) throw new UserFacingError("Too many wrong codes. Please wait 15 minutes, then start the setup again.");
  const recoveryCodes = newRecoveryCodes();
  const result = await db.transaction(async (tx) => {
    const [admin] = await tx.select().from(adminUsers).where(eq(adminUsers.id, adminId)).for("update");
    if (!admin) throw new UserFacingError(SECOND_FACTOR_SETUP_MISSING);
    if (admin.totpEnabledAt) throw new UserFacingError(SECOND_FACTOR_ALREADY_ON);
    const secret = admin.totpSecret ? unsealTotpSecret(admin.totpSecret, key) : null;
    if (!secret) throw new UserFacingError(SECOND_FACTOR_SETUP_MISSING);
    const step = await matchTotpCode(secret, code.trim(), null, now);
    if (step === null) return null;
    await tx.update(adminUsers).set({ totpEnabledAt: now, totpLastStep: step }).where(eq(adminUsers.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx.insert(adminRecoveryCodes).values(recoveryCodes.map((recovery) => ({ adminId, codeHash: hashRecoveryCode(recovery, key) })));
    await logActivity(tx, {
      entityType: "admin",
      entityId: adminId,
      entityName: admin.username,
      action: "second_factor_on",
      description: `Second factor turned on, with ${recoveryCodes.length} recovery codes`,
      performedBy: adminId,
    });
    return { recoveryCodes };
  });
  if (!result) throw new UserFacingError(SECOND_FACTOR_SETUP_CODE_WRONG);
  await clearRateLimit(db, SETUP_BUCKET, adminId);
  return result;
}

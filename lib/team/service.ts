import { and, asc, eq, ne, or, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminRecoveryCodes, adminUsers, securitySettings, type AdminUser } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import { hashSecret } from "@/lib/authentication/passwords";
import { endAllSessions } from "@/lib/authentication/service";
import { isUniqueViolation } from "@/lib/log/driver-error";
import { plural } from "@/lib/text/plural";

import { temporaryPassword, temporaryPin } from "./credentials";
import { adminRoleLabels, type ActiveChangeInput, type AdminCreateValues, type RoleChangeInput, type TeamAdminCreateInput } from "./schema";
import type { TemporaryCredentials } from "./types";

/*
 * No "server-only" marker: the admin:create command and the test setup (plain Node, where the
 * marker throws) create admins with upsertAdmin; the linter keeps this module out of components/.
 */

export const ADMIN_GONE = "This admin no longer exists.";
export const USERNAME_TAKEN = "That username is already taken by another admin.";
export const EMAIL_TAKEN = "That email is already used by another admin.";
export const LAST_OWNER = "This is the last active owner: make another admin an owner first.";
export const NOT_YOURSELF = "You cannot do this to your own account; another owner can.";

/** A refusal of one field of 'Add Admin' (a taken username or email); the action shows it under that field. */
export class TeamFieldError extends UserFacingError {
  constructor(
    readonly field: "username" | "email",
    message: string,
  ) {
    super(message);
  }
}

/** Who makes a team change: the signed-in owner. */
type Actor = { id: string };

const nullIfEmpty = (value: string) => (value === "" ? null : value);

/**
 * 'Add Admin': the admin is created with a temporary password and PIN (bcrypt-hashed; returned
 * here once, to be shown once), which work for 72 hours, and must set their own at first sign-in.
 */
export async function createTeamAdmin(db: Db, input: TeamAdminCreateInput, actor: Actor): Promise<TemporaryCredentials & { id: string }> {
  const password = temporaryPassword();
  const pin = temporaryPin();
  const [passwordHash, pinHash] = await Promise.all([hashSecret(password), hashSecret(pin)]);
  try {
    return await db.transaction(async (tx) => {
      const clashes = await tx
        .select({ username: adminUsers.username })
        .from(adminUsers)
        .where(or(eq(sql`lower(${adminUsers.username})`, input.username.toLowerCase()), eq(sql`lower(${adminUsers.email})`, input.email)));
      if (clashes.some((other) => other.username.toLowerCase() === input.username.toLowerCase()))
        throw new TeamFieldError("username", USERNAME_TAKEN);
      if (clashes.length > 0) throw new TeamFieldError("email", EMAIL_TAKEN);
      const [created] = await tx
        .insert(adminUsers)
        .values({
          username: input.username,
          email: input.email,
          firstName: nullIfEmpty(input.firstName),
          lastName: nullIfEmpty(input.lastName),
          role: input.role,
          passwordHash,
          pinHash,
          mustSetCredentials: true,
          temporaryCredentialsIssuedAt: new Date(),
        })
        .returning({ id: adminUsers.id });
      await logActivity(tx, {
        entityType: "admin",
        entityId: created!.id,
        entityName: input.username,
        action: "created",
        description: `Added ${input.username} <${input.email}> as ${adminRoleLabels[input.role].toLowerCase()}, with a temporary password and PIN`,
        performedBy: actor.id,
        metadata: { role: input.role },
      });
      return { id: created!.id, username: input.username, email: input.email, password, pin };
    });
  } catch (error) {
    // Two owners adding the same admin at once: the unique index decides, the message is the same.
    if (isUniqueViolation(error, "admin_users_username_key")) throw new TeamFieldError("username", USERNAME_TAKEN);
    if (isUniqueViolation(error, "admin_users_email_key")) throw new TeamFieldError("email", EMAIL_TAKEN);
    throw error;
  }
}

/**
 * The admin to change, locked, after every active owner is locked (in id order, so two changes
 * never wait on each other crosswise). A second change of the owners waits here and then sees the
 * first one's result: two owners demoting each other at once cannot leave no owner.
 */
async function lockForTeamChange(tx: Db, id: string): Promise<{ admin: AdminUser; activeOwners: string[] }> {
  const owners = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "owner"), eq(adminUsers.active, true)))
    .orderBy(asc(adminUsers.id))
    .for("update");
  const [admin] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for("update");
  if (!admin) throw new UserFacingError(ADMIN_GONE);
  return { admin, activeOwners: owners.map((owner) => owner.id) };
}

/** Refuses a change that would leave no active owner. */
function keepAnOwner(admin: AdminUser, activeOwners: string[], after: { role: string; active: boolean }) {
  const wasActiveOwner = activeOwners.includes(admin.id);
  const staysActiveOwner = after.role === "owner" && after.active;
  if (wasActiveOwner && !staysActiveOwner && activeOwners.length <= 1) throw new UserFacingError(LAST_OWNER);
}

/** 'Change role'. Takes effect on the admin's next request (the role is read per request). */
export async function changeAdminRole(db: Db, input: RoleChangeInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const { admin, activeOwners } = await lockForTeamChange(tx, input.id);
    if (admin.role === input.role) return { role: admin.role, changed: false };
    keepAnOwner(admin, activeOwners, { role: input.role, active: admin.active });
    await tx.update(adminUsers).set({ role: input.role }).where(eq(adminUsers.id, admin.id));
    await logActivity(tx, {
      entityType: "admin",
      entityId: admin.id,
      entityName: admin.username,
      action: "role_changed",
      description: `Role changed from ${adminRoleLabels[admin.role].toLowerCase()} to ${adminRoleLabels[input.role].toLowerCase()}`,
      performedBy: actor.id,
      changes: changedFields(admin, { role: input.role }),
    });
    return { role: input.role, changed: true };
  });
}

/**
 * Deactivate (every session of the admin ends at once, in the same transaction, and sign-in is
 * refused from then on) or reactivate. Nobody deactivates themselves, and never the last owner.
 */
export async function setAdminActive(db: Db, input: ActiveChangeInput, actor: Actor) {
  if (!input.active && input.id === actor.id) throw new UserFacingError(NOT_YOURSELF);
  return db.transaction(async (tx) => {
    const { admin, activeOwners } = await lockForTeamChange(tx, input.id);
    if (admin.active === input.active) return { active: admin.active, sessionsEnded: 0 };
    keepAnOwner(admin, activeOwners, { role: admin.role, active: input.active });
    await tx.update(adminUsers).set({ active: input.active }).where(eq(adminUsers.id, admin.id));
    const sessionsEnded = input.active ? 0 : await endAllSessions(tx, admin.id);
    await logActivity(tx, {
      entityType: "admin",
      entityId: admin.id,
      entityName: admin.username,
      action: input.active ? "reactivated" : "deactivated",
      description: input.active
        ? `${admin.username} reactivated`
        : `${admin.username} deactivated; ${plural(sessionsEnded, "session")} signed out`,
      performedBy: actor.id,
      changes: changedFields(admin, { active: input.active }),
      metadata: input.active ? undefined : { sessions_ended: sessionsEnded },
    });
    return { active: input.active, sessionsEnded };
  });
}

/**
 * 'Reset password and PIN' for an admin who forgot them: new temporary ones (returned to show
 * once), set again at their next sign-in; their sessions end at once.
 */
export async function resetAdminCredentials(db: Db, id: string, actor: Actor): Promise<TemporaryCredentials> {
  if (id === actor.id) throw new UserFacingError(NOT_YOURSELF);
  const password = temporaryPassword();
  const pin = temporaryPin();
  const [passwordHash, pinHash] = await Promise.all([hashSecret(password), hashSecret(pin)]);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(adminUsers)
      .set({ passwordHash, pinHash, mustSetCredentials: true, temporaryCredentialsIssuedAt: new Date() })
      .where(eq(adminUsers.id, id))
      .returning({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email });
    if (!admin) throw new UserFacingError(ADMIN_GONE);
    const sessionsEnded = await endAllSessions(tx, admin.id);
    await logActivity(tx, {
      entityType: "admin",
      entityId: admin.id,
      entityName: admin.username,
      action: "credentials_reset",
      description: `Temporary password and PIN made for ${admin.username}; ${plural(sessionsEnded, "session")} signed out`,
      performedBy: actor.id,
      metadata: { sessions_ended: sessionsEnded },
    });
    return { username: admin.username, email: admin.email, password, pin };
  });
}

export class AdminConflictError extends Error {}

/**
 * Creates the admin, or updates the one with that username (CONTRACT.md `admin:create`).
 * PIN and password are stored as bcrypt hashes; updating an admin sets new credentials, so it
 * ends every session that admin had. A new admin is an owner unless the role says staff; an
 * existing one keeps their role unless one is given, and the last active owner is never made
 * staff. Recorded in the audit trail with no admin (the command line), in the same transaction.
 */
export async function upsertAdmin(db: Db, input: AdminCreateValues) {
  const [pinHash, passwordHash] = await Promise.all([hashSecret(input.pin), hashSecret(input.password)]);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.username})`, input.username.toLowerCase()))
      .for("update");
    const [emailOwner] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.email})`, input.email));
    if (emailOwner && emailOwner.id !== existing?.id) {
      throw new AdminConflictError(`The email ${input.email} already belongs to another admin.`);
    }
    const values = {
      username: input.username,
      email: input.email,
      pinHash,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      // Credentials given here are the admin's own: no temporary ones to replace.
      mustSetCredentials: false,
      temporaryCredentialsIssuedAt: null,
      ...(input.role ? { role: input.role } : {}),
    };
    if (existing) {
      if (existing.role === "owner" && existing.active && input.role === "staff") await refuseLastOwner(tx, existing.id);
      await tx.update(adminUsers).set(values).where(eq(adminUsers.id, existing.id));
      const sessionsEnded = await endAllSessions(tx, existing.id);
      await logActivity(tx, {
        entityType: "admin",
        entityId: existing.id,
        entityName: input.username,
        action: "updated",
        description: `Updated from the command line with a new password and PIN; ${plural(sessionsEnded, "session")} signed out`,
        performedBy: null,
        changes: changedFields(existing, { ...values, role: input.role }),
      });
      return { id: existing.id, created: false };
    }
    const role = input.role ?? "owner";
    const [row] = await tx
      .insert(adminUsers)
      .values({ ...values, role })
      .returning({ id: adminUsers.id });
    await logActivity(tx, {
      entityType: "admin",
      entityId: row!.id,
      entityName: input.username,
      action: "created",
      description: `Created from the command line as ${role}`,
      performedBy: null,
      metadata: { role },
    });
    return { id: row!.id, created: true };
  });
}

/** Refuses to make staff of the only active owner (the other active owners are locked first). */
async function refuseLastOwner(tx: Db, adminId: string) {
  const others = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "owner"), eq(adminUsers.active, true), ne(adminUsers.id, adminId)))
    .for("update");
  if (others.length === 0) throw new AdminConflictError("This admin is the last active owner: make another admin an owner first.");
}

export const NO_SECOND_FACTOR = "This admin has no second factor to reset.";
/** Requiring a second factor of everyone would first send its owner away: they turn their own on first. */
export const OWN_SECOND_FACTOR_FIRST = "Turn on your own second factor (Profile) before requiring one of every admin.";

/**
 * 'Reset second factor' for an admin who lost their phone and recovery codes: the secret and the
 * codes go, every session of theirs ends, and they sign in with the four fields again (and set a
 * new one up, if owners require it). Recorded in the audit trail.
 */
export async function resetSecondFactor(db: Db, id: string, actor: Actor): Promise<{ sessionsEnded: number }> {
  if (id === actor.id) throw new UserFacingError(NOT_YOURSELF);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ username: adminUsers.username, totpEnabledAt: adminUsers.totpEnabledAt })
      .from(adminUsers)
      .where(eq(adminUsers.id, id))
      .for("update");
    if (!admin) throw new UserFacingError(ADMIN_GONE);
    if (!admin.totpEnabledAt) throw new UserFacingError(NO_SECOND_FACTOR);
    await tx.update(adminUsers).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(adminUsers.id, id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id));
    const sessionsEnded = await endAllSessions(tx, id);
    await logActivity(tx, {
      entityType: "admin",
      entityId: id,
      entityName: admin.username,
      action: "second_factor_reset",
      description: `Second factor of ${admin.username} reset; ${plural(sessionsEnded, "session")} signed out`,
      performedBy: actor.id,
      metadata: { sessions_ended: sessionsEnded },
    });
    return { sessionsEnded };
  });
}

/**
 * The owners' switch: with it on, an admin without a second factor is sent to set one up before
 * anything else in the back office (lib/authentication/guards.ts). Recorded in the audit trail.
 */
export async function setSecondFactorRequired(db: Db, required: boolean, actor: Actor): Promise<{ required: boolean }> {
  return db.transaction(async (tx) => {
    if (required) {
      const [owner] = await tx.select({ enabledAt: adminUsers.totpEnabledAt }).from(adminUsers).where(eq(adminUsers.id, actor.id));
      if (!owner?.enabledAt) throw new UserFacingError(OWN_SECOND_FACTOR_FIRST);
    }
    const [before] = await tx.select({ required: securitySettings.requireSecondFactor }).from(securitySettings).for("update");
    if ((before?.required ?? false) === required) return { required };
    if (before) await tx.update(securitySettings).set({ requireSecondFactor: required, updatedBy: actor.id });
    else await tx.insert(securitySettings).values({ requireSecondFactor: required, updatedBy: actor.id });
    await logActivity(tx, {
      entityType: "security_settings",
      entityId: null,
      entityName: "Security settings",
      action: required ? "second_factor_required" : "second_factor_optional",
      description: required ? "A second factor is now required of every admin" : "A second factor is now optional",
      performedBy: actor.id,
    });
    return { required };
  });
}

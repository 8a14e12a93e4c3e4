import { and, eq, ne, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers } from "@/db/schema";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import { hashSecret } from "@/lib/auth/passwords";
import { endAllSessions } from "@/lib/sessions/service";
import { plural } from "@/lib/text/plural";

import type { AdminCreateValues } from "./schema";

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
    const [row] = await tx.insert(adminUsers).values({ ...values, role }).returning({ id: adminUsers.id });
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

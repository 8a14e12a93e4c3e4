import { eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers } from "@/db/schema";
import { hashSecret } from "@/lib/auth/passwords";

import type { AdminCreateValues } from "./schema";

export class AdminConflictError extends Error {}

/**
 * Creates the admin, or updates the one with that username (CONTRACT.md `admin:create`).
 * PIN and password are stored as bcrypt hashes; a changed password ends the admin's sessions.
 */
export async function upsertAdmin(db: Db, input: AdminCreateValues) {
  const [pinHash, passwordHash] = await Promise.all([hashSecret(input.pin), hashSecret(input.password)]);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: adminUsers.id })
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
    };
    if (existing) {
      const [row] = await tx
        .update(adminUsers)
        .set({ ...values, sessionVersion: sql`${adminUsers.sessionVersion} + 1` })
        .where(eq(adminUsers.id, existing.id))
        .returning({ id: adminUsers.id });
      return { id: row!.id, created: false };
    }
    const [row] = await tx.insert(adminUsers).values(values).returning({ id: adminUsers.id });
    return { id: row!.id, created: true };
  });
}

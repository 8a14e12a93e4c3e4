import "server-only";

import { and, eq, ne, or, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers, type AdminUser } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { hashSecret } from "@/lib/auth/passwords";

import type { ProfileUpdateInput } from "./schema";

export const USERNAME_TAKEN = "That username is already taken by another admin.";
export const EMAIL_TAKEN = "That email is already used by another admin.";

const nullIfEmpty = (value: string) => (value.trim() === "" ? null : value.trim());

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = error instanceof Error && "cause" in error ? error.cause : error;
  return (
    typeof cause === "object" &&
    cause !== null &&
    "code" in cause &&
    cause.code === "23505" &&
    "constraint_name" in cause &&
    cause.constraint_name === constraint
  );
}

/**
 * Saves the admin's own profile. An empty PIN or password keeps the current hash; a new password
 * bumps session_version, which ends every session of this admin (the caller re-issues its own).
 * A username or email that another admin holds (any case) is refused with a message saying so.
 */
export async function updateProfile(
  db: Db,
  adminId: string,
  input: ProfileUpdateInput,
): Promise<{ admin: AdminUser; passwordChanged: boolean }> {
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
          ...(passwordHash ? { passwordHash, sessionVersion: sql`${adminUsers.sessionVersion} + 1` } : {}),
        })
        .where(eq(adminUsers.id, adminId))
        .returning();
      if (!admin) throw new UserFacingError("Your admin account no longer exists.");
      return { admin, passwordChanged: Boolean(passwordHash) };
    });
  } catch (error) {
    // Two admins saving the same new name at once: the unique index decides, the message is the same.
    if (isUniqueViolation(error, "admin_users_username_key")) throw new UserFacingError(USERNAME_TAKEN);
    if (isUniqueViolation(error, "admin_users_email_key")) throw new UserFacingError(EMAIL_TAKEN);
    throw error;
  }
}

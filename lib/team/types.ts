import type { AdminRole } from "@/db/enums";

/** A row of the Team section's list (no hash ever leaves the server). */
export type TeamListRow = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: AdminRole;
  active: boolean;
  /** Still signing in with the temporary password and PIN shown when added. */
  mustSetCredentials: boolean;
  /** Signs in with a TOTP code after the four fields. */
  hasSecondFactor: boolean;
  /** While they hold temporary ones: when those stop working, and whether that has passed. */
  temporaryCredentials: { expiresAt: Date; expired: boolean } | null;
  lastSignInAt: Date | null;
  createdAt: Date;
};

/** What 'Add Admin' and 'Reset password and PIN' show once: the temporary secrets to hand over. */
export type TemporaryCredentials = { username: string; email: string; password: string; pin: string };

/** An admin as the Audit section's admin filter lists them. */
export type AdminOption = { id: string; label: string };

import type { AdminUser } from "@/db/schema";

/** The signed-in admin's editable fields (no hash leaves the server). */
export type Profile = Pick<AdminUser, "username" | "email" | "phone" | "firstName" | "lastName">;

/** A row of the Profile's signed-in sessions list (no id of another browser's cookie leaves as text). */
export type SessionListRow = {
  id: string;
  /** "Chrome on macOS", read from the user agent when signing in. */
  device: string;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the browser looking at the list. */
  current: boolean;
};

/** Whether the admin's second factor is on (since when) and their unused recovery codes. */
export type SecondFactorStatus = { enabledAt: Date | null; recoveryCodesLeft: number };

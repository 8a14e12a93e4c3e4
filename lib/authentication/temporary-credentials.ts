/*
 * How long the temporary password and PIN of 'Add Admin' and 'Reset' work: pure, so sign-in and
 * the Team list read the same rule.
 */

/** Long enough to reach someone over a weekend, short enough that a forgotten note stops working. */
export const TEMPORARY_CREDENTIALS_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** What someone who signs in with expired temporary credentials is told (all four fields were right). */
export const TEMPORARY_CREDENTIALS_EXPIRED =
  "Your temporary password and PIN have expired (they work for 72 hours). Ask an owner to reset them.";

type Holder = { mustSetCredentials: boolean; temporaryCredentialsIssuedAt: Date | null };

/** When the admin's temporary credentials stop working, or null when they hold their own. */
export function temporaryCredentialsExpireAt(admin: Holder): Date | null {
  if (!admin.mustSetCredentials || !admin.temporaryCredentialsIssuedAt) return null;
  return new Date(admin.temporaryCredentialsIssuedAt.getTime() + TEMPORARY_CREDENTIALS_LIFETIME_MS);
}

export function temporaryCredentialsExpired(admin: Holder, now: Date = new Date()): boolean {
  const expiresAt = temporaryCredentialsExpireAt(admin);
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

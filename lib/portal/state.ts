import { formatDateTime } from "@/lib/dates";

/** What the client page says of a contact's portal access. Pure. */
export function portalStateLabel(
  state: { revokedAt: Date | null; lastSignInAt: Date | null; activeSessions: number },
  timeZone: string,
): string {
  if (state.revokedAt) return "Access revoked";
  const sessions = state.activeSessions > 0 ? `${state.activeSessions} active session${state.activeSessions === 1 ? "" : "s"}` : null;
  if (!state.lastSignInAt) return sessions ?? "Never signed in";
  const signedIn = `Signed in ${formatDateTime(state.lastSignInAt, timeZone)}`;
  return sessions ? `${signedIn} · ${sessions}` : signedIn;
}

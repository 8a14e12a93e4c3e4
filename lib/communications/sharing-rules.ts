import type { CommunicationType } from "@/db/enums";

/*
 * What the agency shares with a client in the portal. Notes are refused outright: a note is the
 * agency's own record (the kickoff's next steps, a call's private remarks), and the issue says
 * internal notes never appear in the portal; a call or meeting summary meant for the client can be shared.
 */

export const SHARE_NEEDS_CLIENT =
  "Only a communication tied to a client (through its project or a converted lead) can be shown in the client portal.";
export const NOTES_STAY_INTERNAL = "Notes are internal and cannot be shown in the client portal.";

/** Why a communication cannot be shared, or null when it can. */
export function shareRefusal(type: CommunicationType, clientId: string | null): string | null {
  if (type === "note") return NOTES_STAY_INTERNAL;
  if (!clientId) return SHARE_NEEDS_CLIENT;
  return null;
}

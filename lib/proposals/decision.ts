import type { ProposalStatus } from "@/db/enums";

import { isOpenStatus, isPastValidUntil } from "./rules";

/*
 * The client's decision on a proposal: the messages of each refusal and which of its states the
 * client page shows. Pure and free of zod, so the page's one small client component checks the
 * same things in the browser that the endpoints check on the server (./acceptance.ts).
 */

export const NAME_REQUIRED = "Enter your full name.";
export const TERMS_REQUIRED = "Tick “I agree to the terms” to accept.";
export const TOTAL_CHANGED = "The total has changed since this page was loaded. Reload the page and check your choice before accepting.";
export const PROPOSAL_EXPIRED = "This proposal has expired and can no longer be accepted or declined.";
export const PROPOSAL_NOT_FOUND = "This proposal link is not valid any more.";
export const PROPOSAL_REPLACED = "This proposal was replaced by a newer version.";
export const PROPOSAL_DECLINED = "This proposal was declined and can no longer be accepted.";
export const PROPOSAL_ACCEPTED = "This proposal was already accepted.";
export const PROPOSAL_NOT_SENT = "This proposal has not been sent yet.";

/** The longest signer's name and decline reason stored. */
export const MAX_NAME = 200;
export const MAX_REASON = 2000;

/** The signer's name as stored: trimmed, inner runs of spaces as one; empty means none was given. */
export const signerName = (name: string) => name.trim().replace(/\s+/g, " ");

/** What the client page shows for a proposal on the agency's date `today`. */
export type ProposalPageState = "open" | "expired" | "accepted" | "declined" | "replaced" | "unsent";

export function proposalPageState(proposal: { status: ProposalStatus; validUntil: string }, today: string): ProposalPageState {
  if (proposal.status === "accepted" || proposal.status === "declined" || proposal.status === "replaced") return proposal.status;
  if (proposal.status === "expired") return "expired";
  if (!isOpenStatus(proposal.status)) return "unsent";
  return isPastValidUntil(proposal.validUntil, today) ? "expired" : "open";
}

/** Why a decision on a proposal in this state is refused, or null when the client may still decide. */
export function decisionRefusal(state: ProposalPageState): string | null {
  switch (state) {
    case "open":
      return null;
    case "expired":
      return PROPOSAL_EXPIRED;
    case "replaced":
      return PROPOSAL_REPLACED;
    case "declined":
      return PROPOSAL_DECLINED;
    case "accepted":
      return PROPOSAL_ACCEPTED;
    case "unsent":
      return PROPOSAL_NOT_SENT;
  }
}

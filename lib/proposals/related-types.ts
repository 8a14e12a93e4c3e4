import type { ProposalStatus } from "@/db/enums";
import type { Proposal } from "@/db/schema";

/** Pure: what a lead's or a client's proposal list draws, so components can import it. */

/** One proposal in a lead's or a client's list; amounts are numeric(12,2) text, valid-until an ISO day. */
export type RelatedProposalRow = Pick<Proposal, "id" | "proposalNumber" | "version" | "title" | "totalAmount" | "status" | "validUntil">;

export const relatedProposalStatusLabels: Record<ProposalStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  replaced: "Replaced",
};

/** The back-office pages the lists link to (the Proposals section's own routes). */
export const proposalDetailsHref = (id: string) => `/admin/proposals/${id}`;
export const newProposalForLeadHref = (leadId: string) => `/admin/proposals/new?lead=${encodeURIComponent(leadId)}`;
export const newProposalForClientHref = (clientId: string) => `/admin/proposals/new?client=${encodeURIComponent(clientId)}`;

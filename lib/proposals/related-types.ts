import type { Proposal } from "@/db/schema";

/** Pure: what a lead's or a client's proposal list draws, so components can import it. */

/** One proposal in a lead's or a client's list; amounts are numeric(12,2) text, valid-until an ISO day. */
export type RelatedProposalRow = Pick<Proposal, "id" | "proposalNumber" | "version" | "title" | "totalAmount" | "status" | "validUntil">;

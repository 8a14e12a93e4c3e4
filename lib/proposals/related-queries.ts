import "server-only";

import { desc, eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { proposals } from "@/db/schema";

import type { RelatedProposalRow } from "./related-types";

/** More than any lead or client gathers; the Proposals section lists and searches them all. */
export const RELATED_PROPOSALS_LIMIT = 50;

const rowColumns = {
  id: proposals.id,
  proposalNumber: proposals.proposalNumber,
  version: proposals.version,
  title: proposals.title,
  totalAmount: proposals.totalAmount,
  status: proposals.status,
  validUntil: proposals.validUntil,
};

/**
 * A lead's proposals, newest first (every version). Reads proposals_lead_id_idx (lead_id,
 * created_at) backwards, so the cost is the lead's own proposals whatever the table's size.
 */
export async function listProposalsForLead(db: Db, leadId: string, limit = RELATED_PROPOSALS_LIMIT): Promise<RelatedProposalRow[]> {
  return db
    .select(rowColumns)
    .from(proposals)
    .where(eq(proposals.leadId, leadId))
    .orderBy(desc(proposals.createdAt), desc(proposals.version))
    .limit(limit);
}

/** A client's proposals, newest first, through proposals_client_id_idx (client_id, created_at). */
export async function listProposalsForClient(db: Db, clientId: string, limit = RELATED_PROPOSALS_LIMIT): Promise<RelatedProposalRow[]> {
  return db
    .select(rowColumns)
    .from(proposals)
    .where(eq(proposals.clientId, clientId))
    .orderBy(desc(proposals.createdAt), desc(proposals.version))
    .limit(limit);
}

import "server-only";

import { and, desc, eq, inArray } from "drizzle-orm";

import type { Db } from "@/db/client";
import { proposals } from "@/db/schema";
import { getProposalDocument, newestSentRevision, type ProposalDocument, SENT_PROPOSAL_STATUSES } from "@/lib/proposals/client-page";
import { proposalPageState, type ProposalPageState } from "@/lib/proposals/decision";
import { proposalLabel } from "@/lib/proposals/rules";

import { isPortalId } from "./scope";

/*
 * The client's proposals in the portal: the ones they were sent, open or decided. Never a draft,
 * and never a replaced revision (its newer version is the one listed).
 */

export type PortalProposalRow = {
  id: string;
  label: string;
  title: string;
  state: Exclude<ProposalPageState, "unsent" | "replaced">;
  validUntil: string;
  totalAmount: string;
  decidedAt: Date | null;
};

/** Open (awaiting a decision) and decided, each newest first; "expired" by the agency's date too. */
export async function listPortalProposals(
  db: Db,
  clientId: string,
  today: string,
): Promise<{ open: PortalProposalRow[]; decided: PortalProposalRow[] }> {
  const rows = await db
    .select({
      id: proposals.id,
      proposalNumber: proposals.proposalNumber,
      version: proposals.version,
      title: proposals.title,
      status: proposals.status,
      validUntil: proposals.validUntil,
      totalAmount: proposals.totalAmount,
      decidedAt: proposals.decidedAt,
    })
    .from(proposals)
    .where(and(eq(proposals.clientId, clientId), inArray(proposals.status, SENT_PROPOSAL_STATUSES)))
    .orderBy(desc(proposals.sentAt), desc(proposals.createdAt), desc(proposals.id));
  const listed = rows.map((row) => ({
    id: row.id,
    label: proposalLabel(row),
    title: row.title,
    state: proposalPageState(row, today) as PortalProposalRow["state"],
    validUntil: row.validUntil,
    totalAmount: row.totalAmount,
    decidedAt: row.decidedAt,
  }));
  return { open: listed.filter((row) => row.state === "open"), decided: listed.filter((row) => row.state !== "open") };
}

/** One of the client's sent proposals with its lines; null for a draft, a replaced revision, another client's or a malformed id. */
export async function getPortalProposal(db: Db, clientId: string, id: string): Promise<ProposalDocument | null> {
  if (!isPortalId(id)) return null;
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.id, id), eq(proposals.clientId, clientId), inArray(proposals.status, SENT_PROPOSAL_STATUSES)));
  return row ? getProposalDocument(db, row.id) : null;
}

/**
 * For one of the client's replaced revisions (an old bookmark), the id of the newest revision they
 * were sent since; null for anything else.
 */
export async function newerPortalRevisionId(db: Db, clientId: string, id: string): Promise<string | null> {
  if (!isPortalId(id)) return null;
  const [replaced] = await db
    .select({ proposalNumber: proposals.proposalNumber, version: proposals.version })
    .from(proposals)
    .where(and(eq(proposals.id, id), eq(proposals.clientId, clientId), eq(proposals.status, "replaced")));
  if (!replaced) return null;
  const newest = await newestSentRevision(db, replaced, eq(proposals.clientId, clientId));
  return newest?.id ?? null;
}

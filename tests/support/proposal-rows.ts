import type { Db } from "@/db/client";
import type { ProposalStatus } from "@/db/enums";
import { proposalItems, proposals, type ProposalSnapshot } from "@/db/schema";

/*
 * Proposals inserted straight into `proposals` and `proposal_items` (fixed values, no service), for
 * the tests of what the back office shows around them: a lead's and a client's lists, the Overview's
 * open value, a project's deposit invoice.
 */

export type ProposalRowSeed = {
  /** 'PRO-2026-0001'; a revision shares it with a higher version. */
  number: string;
  version?: number;
  title?: string;
  status?: ProposalStatus;
  /** Numeric text; the single included line carries it (no tax). */
  total?: string;
  validUntil?: string;
  leadId?: string | null;
  clientId?: string | null;
  projectId?: string | null;
  depositInvoiceId?: string | null;
  createdAt?: Date;
};

/** What an accepted proposal must carry (the table's acceptance-evidence check). */
const acceptedEvidence = (seed: Required<Pick<ProposalRowSeed, "number" | "title" | "total" | "validUntil">>, version: number) => {
  const snapshot: ProposalSnapshot = {
    number: seed.number,
    version,
    title: seed.title,
    introduction: "",
    terms: "",
    validUntil: seed.validUntil,
    lines: [],
    subtotal: seed.total,
    taxRate: "0.00",
    taxAmount: "0.00",
    total: seed.total,
    depositPercent: "50.00",
    depositAmount: "0.00",
  };
  return { acceptedName: "Jordan Lee", acceptedHash: "0".repeat(64), acceptedSnapshot: snapshot, decidedAt: new Date() };
};

/** One proposal with one included line; returns its id. */
export async function insertProposalRow(db: Db, seed: ProposalRowSeed): Promise<string> {
  const version = seed.version ?? 1;
  const title = seed.title ?? "Website redesign";
  const total = seed.total ?? "1000.00";
  const validUntil = seed.validUntil ?? "2026-04-30";
  const status = seed.status ?? "draft";
  const [row] = await db
    .insert(proposals)
    .values({
      proposalNumber: seed.number,
      version,
      leadId: seed.leadId ?? null,
      clientId: seed.clientId ?? null,
      recipientName: "Jordan Lee",
      recipientEmail: "jordan@example.com",
      title,
      validUntil,
      subtotal: total,
      totalAmount: total,
      status,
      sentAt: status === "draft" ? null : new Date(),
      projectId: seed.projectId ?? null,
      depositInvoiceId: seed.depositInvoiceId ?? null,
      ...(status === "accepted" ? acceptedEvidence({ number: seed.number, title, total, validUntil }, version) : {}),
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning({ id: proposals.id });
  await db.insert(proposalItems).values({
    proposalId: row!.id,
    sectionTitle: "Scope",
    kind: "included",
    description: title,
    quantity: "1",
    unitPrice: total,
    totalPrice: total,
  });
  return row!.id;
}

/** Several proposals in order; each is created a second after the one before, so "newest first" is well defined. */
export async function insertProposalRows(db: Db, seeds: ProposalRowSeed[]): Promise<string[]> {
  const ids: string[] = [];
  const start = Date.parse("2026-03-01T12:00:00Z");
  for (const [index, seed] of seeds.entries()) {
    ids.push(await insertProposalRow(db, { createdAt: new Date(start + index * 1000), ...seed }));
  }
  return ids;
}

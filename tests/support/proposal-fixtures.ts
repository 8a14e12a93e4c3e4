import type { Db } from "@/db/client";
import type { ProposalLineKind, ProposalStatus } from "@/db/enums";
import { leads, proposalItems, proposals } from "@/db/schema";
import { centsToDecimal, lineTotalCents } from "@/lib/money";
import { hashProposalToken, newProposalToken, sealProposalToken } from "@/lib/proposals/links";

/** SESSION_SECRET of the run, which seals the links (read here, so browser tests need no app service). */
function linkSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set: run the tests through `npm test`.");
  return secret;
}

/*
 * Proposals written straight into the tables, in whatever state a test of the client's side needs:
 * a sent one carries a client link (the token's SHA-256 and a sealed copy) as sending makes it.
 */

export type FixtureLine = {
  section: string;
  kind: ProposalLineKind;
  description: string;
  quantity: string;
  unitPrice: string;
  selected: boolean;
};

/**
 * Two included lines (2 x 1,000 + 500), a package group (Starter 1,000 / Growth 2,000, Growth the
 * default) and an optional Photography (300, unticked), at 10 % tax and a 50 % deposit: the default
 * choice totals 4,500 + 450 = 4,950.00, its deposit 2,475.00.
 */
export const FIXTURE_LINES: FixtureLine[] = [
  { section: "Scope", kind: "included", description: "Design", quantity: "2", unitPrice: "1000", selected: true },
  { section: "Scope", kind: "included", description: "Launch", quantity: "1", unitPrice: "500", selected: true },
  { section: "Care plan", kind: "package", description: "Starter", quantity: "1", unitPrice: "1000", selected: false },
  { section: "Care plan", kind: "package", description: "Growth", quantity: "1", unitPrice: "2000", selected: true },
  { section: "Care plan", kind: "optional", description: "Photography", quantity: "1", unitPrice: "300", selected: false },
];

/** A lead as the insights form leaves it: a brief the proposal is drafted from. */
export async function insertBriefLead(db: Db, changes: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await db
    .insert(leads)
    .values({
      name: "Maya Torres",
      email: "maya@aspenbrew.example",
      company: "Aspen Brew Co",
      source: "brand_analysis",
      status: "qualified",
      service: "web-development",
      budget: "15k-50k",
      timeline: "3-months",
      message: "We need a new site with online ordering.",
      ...changes,
    })
    .returning();
  return lead!;
}

/** That lead in status proposal, as sending leaves it. */
export const insertProposalLead = (db: Db, changes: Partial<typeof leads.$inferInsert> = {}) =>
  insertBriefLead(db, { status: "proposal", ...changes });

export type ProposalFixtureOptions = {
  status?: ProposalStatus;
  leadId?: string | null;
  clientId?: string | null;
  proposalNumber?: string;
  version?: number;
  validUntil?: string;
  depositPercent?: string;
  taxRate?: string;
  sentAt?: Date;
  /** False: no client link (a draft before sending, or a revoked link). */
  withLink?: boolean;
  lines?: FixtureLine[];
  recipientEmail?: string;
};

/** A proposal with its lines; sent (with a client link) unless told otherwise. Returns its id, token and line ids by description. */
export async function insertProposal(db: Db, options: ProposalFixtureOptions = {}) {
  const token = newProposalToken();
  const withLink = options.withLink ?? true;
  const lines = options.lines ?? FIXTURE_LINES;
  const status = options.status ?? "sent";
  const [proposal] = await db
    .insert(proposals)
    .values({
      proposalNumber: options.proposalNumber ?? "PRO-2026-0001",
      version: options.version ?? 1,
      leadId: options.leadId ?? null,
      clientId: options.clientId ?? null,
      recipientName: "Maya Torres",
      recipientEmail: options.recipientEmail ?? "maya@aspenbrew.example",
      recipientCompany: "Aspen Brew Co",
      title: "Web Development for Aspen Brew Co",
      introduction: "Hi Maya,\n\nHere is our proposal for your new site.",
      terms: "Net 15. Work starts when the deposit is paid.",
      validUntil: options.validUntil ?? "2026-03-31",
      depositPercent: options.depositPercent ?? "50",
      taxRate: options.taxRate ?? "10",
      subtotal: "4500.00",
      taxAmount: "450.00",
      totalAmount: "4950.00",
      status,
      clientLinkHash: withLink ? hashProposalToken(token) : null,
      clientLinkSealed: withLink ? sealProposalToken(token, linkSecret()) : null,
      clientLinkCreatedAt: withLink ? new Date() : null,
      sentAt: status === "draft" ? null : (options.sentAt ?? new Date("2026-03-02T16:00:00Z")),
    })
    .returning();
  const sections = [...new Set(lines.map((line) => line.section))];
  const items = await db
    .insert(proposalItems)
    .values(
      lines.map((line, position) => ({
        proposalId: proposal!.id,
        sectionPosition: sections.indexOf(line.section),
        sectionTitle: line.section,
        position,
        kind: line.kind,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        totalPrice: centsToDecimal(lineTotalCents(line)),
        selected: line.selected,
      })),
    )
    .returning({ id: proposalItems.id, description: proposalItems.description });
  const lineId = (description: string) => {
    const item = items.find((candidate) => candidate.description === description);
    if (!item) throw new Error(`No line "${description}".`);
    return item.id;
  };
  return { id: proposal!.id, token, proposal: proposal!, lineId };
}

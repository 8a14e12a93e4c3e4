import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ProposalStatus } from "@/db/enums";
import { invoices, proposalItems, proposals, type Proposal, type ProposalItem } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { clientInvoicePath, unsealClientToken } from "@/lib/billing/client-links/tokens";

import { proposalPageState, type ProposalPageState } from "./decision";
import { clientProposalPath, hashProposalToken, isWellFormedToken, unsealProposalToken } from "./links";
import { proposalLabel, type ProposalLine } from "./rules";

/*
 * What the client page, its PDF and the proposal mail read of a proposal. No "server-only" marker:
 * the job worker (plain Node) renders the PDF a proposal mail carries.
 */

/** A proposal as the client page and the PDF draw it: never the link's hash or sealed token. */
export type ProposalDocument = Omit<Proposal, "searchText" | "clientLinkHash" | "clientLinkSealed" | "createdBy"> & {
  items: ProposalItem[];
};

const { searchText, clientLinkHash, clientLinkSealed, createdBy, ...visibleColumns } = getTableColumns(proposals);
void [searchText, clientLinkHash, clientLinkSealed, createdBy]; // the search index, the link's secrets and an admin id
/** Every column of a proposal that a screen or a document may show: never the link's hash or sealed token. */
export const visibleProposalColumns = visibleColumns;
const documentColumns = visibleProposalColumns;

/** A proposal with its lines in section and line order, or null. */
export async function getProposalDocument(db: Db, id: string): Promise<ProposalDocument | null> {
  const [proposal] = await db.select(documentColumns).from(proposals).where(eq(proposals.id, id));
  if (!proposal) return null;
  const items = await db
    .select()
    .from(proposalItems)
    .where(eq(proposalItems.proposalId, id))
    .orderBy(asc(proposalItems.sectionPosition), asc(proposalItems.position), asc(proposalItems.id));
  return { ...proposal, items };
}

/** The proposal a client link opens: null for a malformed, unknown or revoked token (the 404 page). */
export async function findProposalByToken(db: Db, token: string): Promise<ProposalDocument | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(eq(proposals.clientLinkHash, hashProposalToken(token)));
  return row ? getProposalDocument(db, row.id) : null;
}

/** The rules' view of the stored lines. */
export const proposalLines = (items: ProposalItem[]): ProposalLine[] =>
  items.map((item) => ({
    id: item.id,
    sectionTitle: item.sectionTitle,
    kind: item.kind,
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    selected: item.selected,
  }));

export type ProposalSection = { title: string; lines: ProposalLine[] };

/** The lines grouped in their sections, in order; a section is titled by its first line's title. */
export function proposalSections(items: ProposalItem[]): ProposalSection[] {
  const sections: (ProposalSection & { position: number })[] = [];
  for (const item of items) {
    let section = sections.at(-1);
    if (!section || section.position !== item.sectionPosition) {
      section = { position: item.sectionPosition, title: item.sectionTitle.trim(), lines: [] };
      sections.push(section);
    }
    section.lines.push(proposalLines([item])[0]!);
  }
  return sections.map(({ title, lines }) => ({ title, lines }));
}

/** What the client page shows besides the proposal: its state, and the links it offers. */
export type ClientProposalView = {
  proposal: ProposalDocument;
  label: string;
  state: ProposalPageState;
  /** The newest sent revision's page, for a replaced proposal (null when it has no readable link). */
  replacementPath: string | null;
  /** The deposit invoice's client page, once accepted (null without a deposit or a readable link). */
  depositInvoicePath: string | null;
  depositInvoiceNumber: string | null;
};

/** A proposal the client was sent: neither a draft nor a replaced revision. */
export const SENT_PROPOSAL_STATUSES = ["sent", "viewed", "accepted", "declined", "expired"] as const satisfies ProposalStatus[];

/** The newest revision the client was sent after `proposal` (a later version of its number), within `scope`; or null. */
export async function newestSentRevision(db: Db, proposal: Pick<Proposal, "proposalNumber" | "version">, scope?: SQL) {
  const [newest] = await db
    .select({ id: proposals.id, clientLinkSealed: proposals.clientLinkSealed })
    .from(proposals)
    .where(
      and(
        eq(proposals.proposalNumber, proposal.proposalNumber),
        gt(proposals.version, proposal.version),
        inArray(proposals.status, SENT_PROPOSAL_STATUSES),
        scope,
      ),
    )
    .orderBy(desc(proposals.version))
    .limit(1);
  return newest ?? null;
}

/** The proposal's state on the agency's date and the links to its newer revision and deposit invoice. */
export async function clientProposalView(
  db: Db,
  proposal: ProposalDocument,
  { today, linkSecret }: { today: string; linkSecret: string | undefined },
): Promise<ClientProposalView> {
  const state = proposalPageState(proposal, today);
  let replacementPath: string | null = null;
  if (state === "replaced") {
    const newest = await newestSentRevision(db, proposal, isNotNull(proposals.clientLinkSealed));
    const token = newest?.clientLinkSealed && linkSecret ? unsealProposalToken(newest.clientLinkSealed, linkSecret) : null;
    replacementPath = token ? clientProposalPath(token) : null;
  }
  let depositInvoicePath: string | null = null;
  let depositInvoiceNumber: string | null = null;
  if (state === "accepted" && proposal.depositInvoiceId) {
    const [invoice] = await db
      .select({ invoiceNumber: invoices.invoiceNumber, sealed: invoices.clientLinkSealed })
      .from(invoices)
      .where(eq(invoices.id, proposal.depositInvoiceId));
    depositInvoiceNumber = invoice?.invoiceNumber ?? null;
    const token = invoice?.sealed && linkSecret ? unsealClientToken(invoice.sealed, linkSecret) : null;
    depositInvoicePath = token ? clientInvoicePath(token) : null;
  }
  return { proposal, label: proposalLabel(proposal), state, replacementPath, depositInvoicePath, depositInvoiceNumber };
}

/**
 * The client opened a sent proposal: the first view is recorded (viewed_at, status viewed) with its
 * log entry; later views change nothing. Returns whether this was the first.
 */
export async function recordProposalView(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(proposals)
      .set({ viewedAt: sql`now()`, status: "viewed", updatedAt: new Date() })
      .where(and(eq(proposals.id, id), isNull(proposals.viewedAt), eq(proposals.status, "sent")))
      .returning({ proposalNumber: proposals.proposalNumber, version: proposals.version, leadId: proposals.leadId });
    if (!viewed) return false;
    const label = proposalLabel(viewed);
    await logActivity(tx, {
      entityType: "proposal",
      entityId: id,
      entityName: label,
      action: "viewed",
      description: `Proposal ${label} viewed by the client`,
      performedBy: null,
      metadata: { lead_id: viewed.leadId },
    });
    return true;
  });
}

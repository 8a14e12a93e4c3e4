import { createHash } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "@/db/client";
import { leads, projects, proposalItems, proposals, type Proposal, type ProposalSnapshot } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import { invoiceFormSchema, type InvoiceFormValues } from "@/lib/billing/invoices/schema";
import { createInvoice, lockInvoice, queueInvoiceMail } from "@/lib/billing/invoices/service";
import {
  clientFromLead,
  createClient,
  findClientByEmail,
  getClientChoice,
  lockClientEmail,
  type ClientChoice,
} from "@/lib/clients/service";
import { addDays, formatDateTime } from "@/lib/dates";
import { queueOutboxMail } from "@/lib/mail/outbox";
import { centsToDecimal, toCents } from "@/lib/money";

import { proposalLines } from "./client-page";
import {
  decisionRefusal,
  MAX_NAME,
  MAX_REASON,
  NAME_REQUIRED,
  PROPOSAL_NOT_FOUND,
  proposalPageState,
  signerName,
  TERMS_REQUIRED,
  TOTAL_CHANGED,
} from "./decision";
import {
  acceptedAgencyEmail,
  acceptedClientEmail,
  declinedAgencyEmail,
  depositInvoiceMessage,
  type ProposalMailFacts,
} from "./decision-mail";
import { hashProposalToken, isWellFormedToken } from "./links";
import { chosenLines, computeProposalTotals, proposalLabel, type ProposalLine } from "./rules";

/*
 * The client's decision on a proposal, each in one transaction with the proposal row locked: an
 * acceptance makes the project, the deposit invoice and their mail exactly once; a decline tells
 * the agency. A repeated decision (a double click, a second tab, a replayed request) finds the
 * proposal decided and answers as the first did, making nothing more.
 */

/* The endpoints' bodies, checked with zod at the boundary (kept out of ./decision.ts, which the page's script loads). */

const choiceFields = {
  packageId: z.string().max(100).nullable(),
  optionalIds: z.array(z.string().max(100)).max(200),
};

/** What 'Accept' posts: the choice, the signer's name, the terms box and the total the page showed (cents). */
export const acceptanceSchema = z.object({
  ...choiceFields,
  name: z.string().max(MAX_NAME, `Keep the name under ${MAX_NAME} characters.`),
  agreed: z.boolean(),
  shownTotalCents: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type AcceptanceInput = z.infer<typeof acceptanceSchema>;

/** What 'Decline' posts: an optional reason. */
export const declineSchema = z.object({
  reason: z.string().max(MAX_REASON, `Keep the reason under ${MAX_REASON} characters.`).default(""),
});
export type DeclineInput = z.infer<typeof declineSchema>;

/** A refusal the client page shows as it is, with the HTTP status the endpoint answers. */
export class DecisionRefused extends UserFacingError {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message);
  }
}

/** The deposit invoice is due this many days after the acceptance. */
export const DEPOSIT_DUE_DAYS = 14;

/** Who decided and from where, and the agency's settings the step needs. */
export type DecisionContext = {
  /** The agency's date (AGENCY_TIMEZONE): expiry, the invoice's dates. */
  today: string;
  timeZone: string;
  /** The client's address (lib/http/client-address) and browser, kept as evidence. */
  ip: string;
  userAgent: string;
  /** SESSION_SECRET: seals the deposit invoice's client link. */
  linkSecret: string;
  /** AGENCY_INBOX: the agency's notices, and the reply-to of the client's mail. */
  agencyInbox: string;
};

export type AcceptanceResult = {
  proposalId: string;
  projectId: string | null;
  depositInvoiceId: string | null;
  /** False when this call accepted it; true when it had been accepted already. */
  already: boolean;
};

/** Sorted keys at every level, so the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The SHA-256 (hex) of the snapshot's canonical JSON: the acceptance evidence's fingerprint. */
export const snapshotHash = (snapshot: ProposalSnapshot) => createHash("sha256").update(canonicalJson(snapshot)).digest("hex");

/** The proposal a token names, locked until the transaction ends; a refusal for a malformed, unknown or revoked token. */
async function lockProposalByToken(tx: Db, token: string): Promise<Proposal> {
  if (!isWellFormedToken(token)) throw new DecisionRefused(PROPOSAL_NOT_FOUND, 404);
  const [row] = await tx
    .select()
    .from(proposals)
    .where(eq(proposals.clientLinkHash, hashProposalToken(token)))
    .for("update");
  if (!row) throw new DecisionRefused(PROPOSAL_NOT_FOUND, 404);
  return row;
}

/** A client portal's way to a proposal: its id, only among the signed-in contact's client's, never a draft. */
export type PortalProposalKey = {
  proposalId: string;
  clientId: string;
  /** The contact deciding in the portal: the audit names them as the actor. */
  contact: { id: string; name: string };
};

/** How a decision finds its proposal: by the client page's token, or by id from the client portal. */
type ProposalKey = { token: string } | PortalProposalKey;

const uuidSchema = z.uuid();

/** The portal's proposal, locked; a refusal for a malformed id, another client's proposal or a draft (as if it did not exist). */
async function lockPortalProposal(tx: Db, { proposalId, clientId }: PortalProposalKey): Promise<Proposal> {
  if (!uuidSchema.safeParse(proposalId).success) throw new DecisionRefused(PROPOSAL_NOT_FOUND, 404);
  const [row] = await tx
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, proposalId), eq(proposals.clientId, clientId)))
    .for("update");
  if (!row || row.status === "draft") throw new DecisionRefused(PROPOSAL_NOT_FOUND, 404);
  return row;
}

const lockProposal = (tx: Db, key: ProposalKey) => ("token" in key ? lockProposalByToken(tx, key.token) : lockPortalProposal(tx, key));

/** The audit's actor of a decision: a portal contact, or nobody (the anonymous client page). */
const actorOf = (key: ProposalKey) => ({ performedBy: null, performedByContact: "contact" in key ? key.contact : null });

const mailFacts = (proposal: Proposal): ProposalMailFacts => ({
  label: proposalLabel(proposal),
  title: proposal.title,
  recipientName: proposal.recipientName,
  recipientEmail: proposal.recipientEmail,
  recipientCompany: proposal.recipientCompany,
  validUntil: proposal.validUntil,
});

const decimal = (value: string | number) => centsToDecimal(toCents(value));

/** What the client accepts, frozen: the chosen lines and the totals the server computed. */
function acceptedSnapshot(proposal: Proposal, lines: ProposalLine[], totals: ReturnType<typeof computeProposalTotals>): ProposalSnapshot {
  return {
    number: proposal.proposalNumber,
    version: proposal.version,
    title: proposal.title,
    introduction: proposal.introduction,
    terms: proposal.terms,
    validUntil: proposal.validUntil,
    lines: lines.map((line, index) => ({
      section: line.sectionTitle.trim(),
      kind: line.kind,
      description: line.description,
      quantity: decimal(line.quantity),
      unitPrice: decimal(line.unitPrice),
      totalPrice: centsToDecimal(totals.lineTotals[index]!),
    })),
    subtotal: centsToDecimal(totals.subtotal),
    taxRate: decimal(proposal.taxRate),
    taxAmount: centsToDecimal(totals.tax),
    total: centsToDecimal(totals.total),
    depositPercent: decimal(proposal.depositPercent),
    depositAmount: centsToDecimal(totals.deposit),
  };
}

/**
 * The client the accepted work is for: the proposal's own client, else the one its lead already
 * became, else the lead's as a lead's conversion finds it (the oldest client with the lead's email,
 * or a new one made from the lead), else one made from the recipient.
 */
async function clientForProposal(
  tx: Db,
  proposal: Proposal,
  lead: { id: string; name: string; email: string; phone: string | null; company: string | null; clientId: string | null } | null,
): Promise<{ client: ClientChoice; created: boolean }> {
  const known = proposal.clientId ?? lead?.clientId ?? null;
  if (known) return { client: await getClientChoice(tx, known), created: false };
  const person = lead ?? {
    id: proposal.id,
    name: proposal.recipientName,
    email: proposal.recipientEmail,
    phone: null,
    company: proposal.recipientCompany,
  };
  await lockClientEmail(tx, person.email);
  const existing = await findClientByEmail(tx, person.email);
  if (existing) return { client: existing, created: false };
  const created = await createClient(tx, clientFromLead(person), null, {
    description: `Client created from the accepted proposal ${proposalLabel(proposal)}`,
    metadata: { lead_id: lead?.id ?? null, proposal_id: proposal.id },
  });
  return { client: created, created: true };
}

/** The project's kickoff note: what was accepted, and the next steps. */
export function proposalKickoffNote(label: string, signer: string, acceptedAt: string): string {
  return [
    `Created from proposal ${label}, accepted by ${signer} on ${acceptedAt}.`,
    "",
    "Next steps:",
    "1. Send kickoff email to the client",
    "2. Schedule the initial meeting",
    "3. Finalize project requirements",
    "4. Create the project timeline",
  ].join("\n");
}

const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/**
 * 'Accept', all or nothing in one transaction with the proposal row locked FOR UPDATE: only a sent or
 * viewed proposal whose valid-until day has not ended is accepted; the choice must be one it offers
 * and the totals are computed here (a differing total shown by the page is refused); the signer's
 * name and the ticked terms are required. Then the evidence is stored, the lead is won, the client
 * found or made, the project made, the deposit invoice made and mailed with its link, and the client
 * and the agency get the confirmation with the signed PDF. An accepted proposal answers with what
 * its acceptance made.
 */
export async function acceptProposal(db: Db, token: string, input: AcceptanceInput, context: DecisionContext): Promise<AcceptanceResult> {
  return decideAcceptance(db, { token }, input, context);
}

/** 'Accept' from the client portal: the same step as the client page's, on the viewer's client's proposal, with the contact as actor. */
export async function acceptPortalProposal(
  db: Db,
  key: PortalProposalKey,
  input: AcceptanceInput,
  context: DecisionContext,
): Promise<AcceptanceResult> {
  return decideAcceptance(db, key, input, context);
}

async function decideAcceptance(db: Db, key: ProposalKey, input: AcceptanceInput, context: DecisionContext): Promise<AcceptanceResult> {
  const actor = actorOf(key);
  return db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, key);
    if (proposal.status === "accepted") {
      return { proposalId: proposal.id, projectId: proposal.projectId, depositInvoiceId: proposal.depositInvoiceId, already: true };
    }
    const refusal = decisionRefusal(proposalPageState(proposal, context.today));
    if (refusal) throw new DecisionRefused(refusal, 409);

    const items = await tx
      .select()
      .from(proposalItems)
      .where(eq(proposalItems.proposalId, proposal.id))
      .orderBy(proposalItems.sectionPosition, proposalItems.position, proposalItems.id);
    const chosen = chosenLines(proposalLines(items), { packageId: input.packageId, optionalIds: input.optionalIds });
    if (!chosen.ok) throw new DecisionRefused(chosen.error, 400);
    const totals = computeProposalTotals(chosen.lines, proposal.taxRate, proposal.depositPercent);
    if (input.shownTotalCents !== undefined && input.shownTotalCents !== totals.total) throw new DecisionRefused(TOTAL_CHANGED, 409);
    const name = signerName(input.name);
    if (!name) throw new DecisionRefused(NAME_REQUIRED, 400);
    if (!input.agreed) throw new DecisionRefused(TERMS_REQUIRED, 400);

    const label = proposalLabel(proposal);
    const now = new Date();
    const acceptedAt = formatDateTime(now, context.timeZone)!;
    const snapshot = acceptedSnapshot(proposal, chosen.lines, totals);

    const [lead] = proposal.leadId
      ? await tx
          .select({
            id: leads.id,
            name: leads.name,
            email: leads.email,
            phone: leads.phone,
            company: leads.company,
            status: leads.status,
            clientId: leads.clientId,
          })
          .from(leads)
          .where(eq(leads.id, proposal.leadId))
          .for("update")
      : [];
    const { client, created: clientCreated } = await clientForProposal(tx, proposal, lead ?? null);
    if (lead && (lead.status !== "won" || lead.clientId !== client.id)) {
      await tx
        .update(leads)
        .set({ status: "won", clientId: client.id, lastContactDate: sql`now()` })
        .where(eq(leads.id, lead.id));
      await logActivity(tx, {
        entityType: "lead",
        entityId: lead.id,
        entityName: lead.name,
        action: "status_changed",
        description: `Status changed to won: proposal ${label} accepted`,
        ...actor,
        changes: changedFields({ status: lead.status, clientId: lead.clientId }, { status: "won", clientId: client.id }),
        metadata: { proposal_id: proposal.id, client_id: client.id },
      });
    }

    const [project] = await tx
      .insert(projects)
      .values({
        title: proposal.title,
        leadId: lead?.id ?? null,
        clientId: client.id,
        clientName: client.displayName,
        clientEmail: client.billingEmail,
        status: "planning",
        fixedPrice: centsToDecimal(totals.total),
        description: proposal.introduction.trim() || null,
        services: unique(chosen.lines.map((line) => line.sectionTitle)),
        deliverables: unique(chosen.lines.map((line) => line.description)),
        notes: proposalKickoffNote(label, name, acceptedAt),
      })
      .returning({ id: projects.id, title: projects.title });
    await logActivity(tx, {
      entityType: "project",
      entityId: project!.id,
      entityName: project!.title,
      action: "created",
      description: `Project created from the accepted proposal ${label}`,
      ...actor,
      metadata: { lead_id: lead?.id ?? null, client_id: client.id, proposal_id: proposal.id },
    });

    let deposit: { id: string; invoiceNumber: string } | null = null;
    if (totals.deposit > 0) {
      const form = invoiceFormSchema.parse({
        clientId: client.id,
        projectId: project!.id,
        clientName: client.displayName,
        clientEmail: client.billingEmail,
        clientAddress: client.billingAddress ?? "",
        issueDate: context.today,
        dueDate: addDays(context.today, DEPOSIT_DUE_DAYS),
        taxRate: 0,
        items: [
          { description: `Deposit (${Number(proposal.depositPercent)}%) for ${label}`, quantity: 1, unitPrice: totals.deposit / 100 },
        ],
        description: `Deposit for "${proposal.title}", accepted on ${acceptedAt}`,
        notes: "",
        paymentMethod: "",
      } satisfies InvoiceFormValues);
      const invoice = await createInvoice(tx, form, null, context.today);
      await queueInvoiceMail(tx, await lockInvoice(tx, invoice.id), depositInvoiceMessage(proposal.recipientName, label), {
        sender: { name: null, email: context.agencyInbox },
        performedBy: null,
        linkSecret: context.linkSecret,
      });
      deposit = { id: invoice.id, invoiceNumber: invoice.invoiceNumber };
    }

    await tx
      .update(proposals)
      .set({
        status: "accepted",
        decidedAt: now,
        acceptedName: name,
        acceptedIp: context.ip,
        acceptedUserAgent: context.userAgent.slice(0, 500),
        acceptedSnapshot: snapshot,
        acceptedHash: snapshotHash(snapshot),
        subtotal: snapshot.subtotal,
        taxAmount: snapshot.taxAmount,
        totalAmount: snapshot.total,
        clientId: client.id,
        projectId: project!.id,
        depositInvoiceId: deposit?.id ?? null,
        updatedAt: now,
      })
      .where(eq(proposals.id, proposal.id));

    const facts = {
      ...mailFacts(proposal),
      signerName: name,
      acceptedAt,
      totalCents: totals.total,
      depositCents: totals.deposit,
      depositPercent: proposal.depositPercent,
      depositInvoiceNumber: deposit?.invoiceNumber ?? null,
      projectTitle: project!.title,
    };
    await queueOutboxMail(tx, {
      mail: acceptedClientEmail(facts, context.agencyInbox),
      proposalId: proposal.id,
      leadId: proposal.leadId,
      attachment: "proposal_pdf",
      dedupeKey: `proposal-accepted:${proposal.id}:client`,
    });
    await queueOutboxMail(tx, {
      mail: acceptedAgencyEmail(facts, context.agencyInbox),
      proposalId: proposal.id,
      leadId: proposal.leadId,
      attachment: "proposal_pdf",
      dedupeKey: `proposal-accepted:${proposal.id}:agency`,
    });
    await logActivity(tx, {
      entityType: "proposal",
      entityId: proposal.id,
      entityName: label,
      action: "accepted",
      description: `Proposal ${label} accepted by ${name}`,
      ...actor,
      metadata: {
        lead_id: lead?.id ?? null,
        client_id: client.id,
        client_created: clientCreated,
        project_id: project!.id,
        deposit_invoice_id: deposit?.id ?? null,
        total_amount: snapshot.total,
        ip: context.ip,
      },
    });
    return { proposalId: proposal.id, projectId: project!.id, depositInvoiceId: deposit?.id ?? null, already: false };
  });
}

/**
 * 'Decline', in one transaction with the proposal locked: only an open proposal is declined; the
 * reason is optional; the agency is told. A declined proposal answers as declined again.
 */
export async function declineProposal(
  db: Db,
  token: string,
  input: DeclineInput,
  context: Pick<DecisionContext, "today" | "agencyInbox">,
): Promise<{ proposalId: string; already: boolean }> {
  return decideDecline(db, { token }, input, context);
}

/** 'Decline' from the client portal: the same step as the client page's, with the contact as actor. */
export async function declinePortalProposal(
  db: Db,
  key: PortalProposalKey,
  input: DeclineInput,
  context: Pick<DecisionContext, "today" | "agencyInbox">,
): Promise<{ proposalId: string; already: boolean }> {
  return decideDecline(db, key, input, context);
}

async function decideDecline(
  db: Db,
  key: ProposalKey,
  input: DeclineInput,
  context: Pick<DecisionContext, "today" | "agencyInbox">,
): Promise<{ proposalId: string; already: boolean }> {
  const actor = actorOf(key);
  return db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, key);
    if (proposal.status === "declined") return { proposalId: proposal.id, already: true };
    const refusal = decisionRefusal(proposalPageState(proposal, context.today));
    if (refusal) throw new DecisionRefused(refusal, 409);
    const reason = input.reason.trim();
    const label = proposalLabel(proposal);
    await tx
      .update(proposals)
      .set({ status: "declined", decidedAt: new Date(), declineReason: reason || null, updatedAt: new Date() })
      .where(eq(proposals.id, proposal.id));
    await queueOutboxMail(tx, {
      mail: declinedAgencyEmail(mailFacts(proposal), reason, context.agencyInbox),
      proposalId: proposal.id,
      leadId: proposal.leadId,
      dedupeKey: `proposal-declined:${proposal.id}`,
    });
    await logActivity(tx, {
      entityType: "proposal",
      entityId: proposal.id,
      entityName: label,
      action: "declined",
      description: reason
        ? `Proposal ${label} declined by the client: ${reason.slice(0, 200)}`
        : `Proposal ${label} declined by the client`,
      ...actor,
      metadata: { lead_id: proposal.leadId, from: proposal.status },
    });
    return { proposalId: proposal.id, already: false };
  });
}

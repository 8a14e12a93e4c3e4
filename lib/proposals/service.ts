import { and, eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ProposalStatus } from "@/db/enums";
import { leads, mailOutbox, proposalItems, proposals } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import type { MailAuthor } from "@/lib/billing/invoices/service";
import { getClientChoice } from "@/lib/clients/service";
import { addDays, yearOf } from "@/lib/dates";
import { isUniqueViolation } from "@/lib/log/driver-error";
import { queueOutboxMail } from "@/lib/mail/outbox";
import { centsToDecimal, lineTotalCents, toCents } from "@/lib/money";

import { hashProposalToken, newProposalToken, sealProposalToken } from "./links";
import { proposalEmail } from "./mail";
import { getProposalDefaults, listProposalItems } from "./queries";
import { formatProposalNumber, isEditable, isPastValidUntil, isRevisable, proposalLabel } from "./rules";
import { defaultTotals, flattenSections, type ProposalFormInput } from "./schema";
import type { ProposalItemRow } from "./types";

/*
 * The back office's proposal steps, each one transaction with its audit entry. Entries carry the
 * lead and client in their metadata, so the lead's history shows every step of its proposals.
 */

export const PROPOSAL_NOT_FOUND = "This proposal no longer exists.";
export const LEAD_GONE = "That lead no longer exists.";
export const ONLY_DRAFTS_EDITED = "Only a draft proposal can be edited; revise a sent one to change it.";
export const ONLY_DRAFTS_DELETED = "Only a draft proposal can be deleted.";
export const ONLY_DRAFTS_SENT = "Only a draft proposal can be sent.";
export const NOT_REVISABLE = "Only a sent, viewed, declined or expired proposal can be revised.";
export const PAST_VALID_UNTIL = "The valid-until date has passed: edit the draft and choose a later date before sending.";
export const NO_PROPOSAL_LINK = "This proposal has no client link to revoke.";
export const alreadyRevised = (label: string) => `${label} has already been revised: open its newer version instead.`;

/**
 * 'PRO-' + year + a gap-free sequence, allocated as invoice numbers are: the upsert holds the year's
 * row lock until the creating transaction ends, so concurrent creations queue and a rolled-back one
 * hands its number back.
 */
async function allocateProposalNumber(tx: Db, year: number): Promise<string> {
  const rows = await tx.execute<{ last_value: number }>(sql`
    insert into proposal_number_sequences (year, last_value) values (${year}, 1)
    on conflict (year) do update set last_value = proposal_number_sequences.last_value + 1
    returning last_value`);
  return formatProposalNumber(year, Number(rows[0]!.last_value));
}

/** The stored fields and lines of an editor's input; every amount recomputed from the lines. */
function stored(input: ProposalFormInput) {
  const lines = flattenSections(input.sections);
  const totals = defaultTotals(lines, input.taxRate, input.depositPercent);
  return {
    fields: {
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      recipientCompany: input.recipientCompany || null,
      title: input.title,
      introduction: input.introduction,
      terms: input.terms,
      validUntil: input.validUntil,
      depositPercent: centsToDecimal(toCents(input.depositPercent)),
      taxRate: centsToDecimal(toCents(input.taxRate)),
      subtotal: centsToDecimal(totals.subtotal),
      taxAmount: centsToDecimal(totals.tax),
      totalAmount: centsToDecimal(totals.total),
    },
    items: (proposalId: string) =>
      input.sections.flatMap((section, sectionPosition) =>
        section.lines.map((line, position) => ({
          proposalId,
          sectionPosition,
          sectionTitle: section.title,
          position,
          kind: line.kind,
          description: line.description,
          quantity: centsToDecimal(toCents(line.quantity)),
          unitPrice: centsToDecimal(toCents(line.unitPrice)),
          totalPrice: centsToDecimal(lineTotalCents(line)),
          selected: line.kind === "included" ? true : line.selected,
        })),
      ),
  };
}

/** A proposal's lines in section and line order (the queries' read, inside the step's transaction). */
const readItems = listProposalItems;

/** Whom the proposal is for must still exist; a lead that became a client brings its client along. */
async function checkRecords(
  tx: Db,
  leadId: string | null,
  clientId: string | null,
): Promise<{ leadId: string | null; clientId: string | null }> {
  let client = clientId;
  if (leadId) {
    const [lead] = await tx.select({ clientId: leads.clientId }).from(leads).where(eq(leads.id, leadId));
    if (!lead) throw new UserFacingError(LEAD_GONE);
    client ??= lead.clientId;
  }
  if (client) await getClientChoice(tx, client);
  return { leadId, clientId: client };
}

/** The lead and client of an entry's metadata, so the lead's (and client's) history shows it. */
const recordsOf = (proposal: { leadId: string | null; clientId: string | null }) => ({
  lead_id: proposal.leadId,
  client_id: proposal.clientId,
});

/**
 * A new draft for a lead or a client: its number, fields and lines in one transaction. `today`
 * (the agency's date) picks the number's year.
 */
export async function createProposal(db: Db, input: ProposalFormInput, performedBy: string | null, today: string) {
  return db.transaction(async (tx) => {
    const records = await checkRecords(tx, input.leadId, input.clientId);
    const proposalNumber = await allocateProposalNumber(tx, yearOf(today));
    const { fields, items } = stored(input);
    const [created] = await tx
      .insert(proposals)
      .values({ ...fields, ...records, proposalNumber, version: 1, status: "draft", createdBy: performedBy })
      .returning({ id: proposals.id, proposalNumber: proposals.proposalNumber, totalAmount: proposals.totalAmount });
    await tx.insert(proposalItems).values(items(created!.id));
    await logActivity(tx, {
      entityType: "proposal",
      entityId: created!.id,
      entityName: proposalNumber,
      action: "created",
      description: `Proposal ${proposalNumber} drafted for ${input.recipientName}`,
      performedBy,
      metadata: { ...recordsOf(records), total_amount: created!.totalAmount },
    });
    return created!;
  });
}

/** Locks a proposal row for the rest of the transaction: edits, sends and revisions queue here. */
export async function lockProposal(tx: Db, id: string) {
  const [row] = await tx.select().from(proposals).where(eq(proposals.id, id)).for("update");
  if (!row) throw new UserFacingError(PROPOSAL_NOT_FOUND);
  return row;
}

const NO_LINK_VALUES = { clientLinkHash: null, clientLinkSealed: null, clientLinkCreatedAt: null } as const;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type ItemSummary = { section: string; kind: string; description: string; quantity: string; unitPrice: string; selected: boolean };
const itemSummary = (
  rows: Pick<ProposalItemRow, "sectionTitle" | "kind" | "description" | "quantity" | "unitPrice" | "selected">[],
): ItemSummary[] =>
  rows.map((row) => ({
    section: row.sectionTitle,
    kind: row.kind,
    description: row.description,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    selected: row.selected,
  }));

/** The editor's save: drafts only; fields, amounts and every line replaced in one transaction. */
export async function updateProposal(db: Db, id: string, input: ProposalFormInput, performedBy: string | null) {
  return db.transaction(async (tx) => {
    const current = await lockProposal(tx, id);
    if (!isEditable(current.status)) throw new UserFacingError(ONLY_DRAFTS_EDITED);
    const { fields, items } = stored(input);
    const before = await readItems(tx, id);
    const newItems = items(id);
    await tx
      .update(proposals)
      .set({
        ...fields,
        ...(current.clientLinkSealed && !sameEmail(current.recipientEmail, fields.recipientEmail) ? NO_LINK_VALUES : {}),
        updatedAt: new Date(),
      })
      .where(eq(proposals.id, id));
    await tx.delete(proposalItems).where(eq(proposalItems.proposalId, id));
    await tx.insert(proposalItems).values(newItems);
    await logActivity(tx, {
      entityType: "proposal",
      entityId: id,
      entityName: proposalLabel(current),
      action: "updated",
      description: `Proposal ${proposalLabel(current)} updated`,
      performedBy,
      changes: changedFields({ ...current, items: itemSummary(before) }, { ...fields, items: itemSummary(newItems) }),
      metadata: recordsOf(current),
    });
  });
}

/** 'Delete draft': a draft (a first version or a revision not yet sent) goes with its lines. */
export async function deleteProposalDraft(db: Db, id: string, performedBy: string | null) {
  await db.transaction(async (tx) => {
    const current = await lockProposal(tx, id);
    if (!isEditable(current.status)) throw new UserFacingError(ONLY_DRAFTS_DELETED);
    await tx.delete(mailOutbox).where(and(eq(mailOutbox.proposalId, id), eq(mailOutbox.status, "queued")));
    await tx.delete(proposals).where(eq(proposals.id, id));
    await logActivity(tx, {
      entityType: "proposal",
      entityId: id,
      entityName: proposalLabel(current),
      action: "deleted",
      description: `Draft ${proposalLabel(current)} deleted`,
      performedBy,
      metadata: recordsOf(current),
    });
  });
}

/**
 * 'Revise': the next version as a new draft with the same number and a copy of the lines, valid for
 * the settings' days from today. The unique index on previous_id makes a second revision of the same
 * version impossible, however many clicks race.
 */
export async function reviseProposal(db: Db, id: string, performedBy: string | null, today: string) {
  let label = "This proposal";
  try {
    return await db.transaction(async (tx) => {
      const source = await lockProposal(tx, id);
      label = proposalLabel(source);
      if (!isRevisable(source.status)) throw new UserFacingError(NOT_REVISABLE);
      const { validDays } = await getProposalDefaults(tx);
      const [revision] = await tx
        .insert(proposals)
        .values({
          proposalNumber: source.proposalNumber,
          version: source.version + 1,
          previousId: source.id,
          leadId: source.leadId,
          clientId: source.clientId,
          recipientName: source.recipientName,
          recipientEmail: source.recipientEmail,
          recipientCompany: source.recipientCompany,
          title: source.title,
          introduction: source.introduction,
          terms: source.terms,
          validUntil: addDays(today, validDays) > source.validUntil ? addDays(today, validDays) : source.validUntil,
          depositPercent: source.depositPercent,
          taxRate: source.taxRate,
          subtotal: source.subtotal,
          taxAmount: source.taxAmount,
          totalAmount: source.totalAmount,
          status: "draft",
          createdBy: performedBy,
        })
        .returning({ id: proposals.id, version: proposals.version, proposalNumber: proposals.proposalNumber });
      const lines = await readItems(tx, id);
      if (lines.length > 0) {
        // Copies, each with an id of its own: the revision's lines are new rows.
        await tx.insert(proposalItems).values(
          lines.map((line) => ({
            proposalId: revision!.id,
            sectionPosition: line.sectionPosition,
            sectionTitle: line.sectionTitle,
            position: line.position,
            kind: line.kind,
            description: line.description,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            totalPrice: line.totalPrice,
            selected: line.selected,
          })),
        );
      }
      const next = proposalLabel(revision!);
      await logActivity(tx, {
        entityType: "proposal",
        entityId: revision!.id,
        entityName: next,
        action: "revised",
        description: `Proposal ${label} revised as ${next}`,
        performedBy,
        metadata: { ...recordsOf(source), previous_id: source.id },
      });
      return revision!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "proposals_previous_id_key") || isUniqueViolation(error, "proposals_number_version_key")) {
      throw new UserFacingError(alreadyRevised(label));
    }
    throw error;
  }
}

/** Gives the proposal a client link unless it has one; the token itself is only kept sealed. */
async function ensureClientLink(tx: Db, proposal: { id: string; clientLinkSealed: string | null }, linkSecret: string): Promise<boolean> {
  if (proposal.clientLinkSealed) return false;
  const token = newProposalToken();
  await tx
    .update(proposals)
    .set({
      clientLinkHash: hashProposalToken(token),
      clientLinkSealed: sealProposalToken(token, linkSecret),
      clientLinkCreatedAt: new Date(),
    })
    .where(eq(proposals.id, proposal.id));
  return true;
}

/** Lead statuses that sending a proposal moves on to 'proposal' (SPEC §4's pipeline; won and lost stay). */
const LEAD_STATUSES_BEFORE_PROPOSAL = ["new", "contacted", "qualified"] as const;

async function moveLeadToProposal(tx: Db, leadId: string, performedBy: string | null, label: string) {
  const [lead] = await tx
    .select({ name: leads.name, status: leads.status, lastContactDate: leads.lastContactDate })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (!lead || !(LEAD_STATUSES_BEFORE_PROPOSAL as readonly string[]).includes(lead.status)) return false;
  const [after] = await tx
    .update(leads)
    .set({ status: "proposal", lastContactDate: sql`now()` })
    .where(eq(leads.id, leadId))
    .returning({ status: leads.status, lastContactDate: leads.lastContactDate });
  await logActivity(tx, {
    entityType: "lead",
    entityId: leadId,
    entityName: lead.name,
    action: "status_changed",
    description: "Status changed to proposal",
    performedBy,
    changes: changedFields({ status: lead.status, lastContactDate: lead.lastContactDate }, after!),
    metadata: { proposal: label },
  });
  return true;
}

/**
 * 'Send' (owners): a draft becomes sent, gets its client link and is mailed through the outbox with
 * its PDF, in one transaction. The revision it replaces becomes 'replaced' (its link then shows so),
 * and the lead moves on to 'proposal'.
 */
export async function sendProposal(db: Db, input: { id: string; message: string }, author: MailAuthor, today: string) {
  return db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, input.id);
    if (proposal.status !== "draft") throw new UserFacingError(ONLY_DRAFTS_SENT);
    if (isPastValidUntil(proposal.validUntil, today)) throw new UserFacingError(PAST_VALID_UNTIL);
    const label = proposalLabel(proposal);
    const linkCreated = await ensureClientLink(tx, proposal, author.linkSecret);
    await tx
      .update(proposals)
      .set({ status: "sent", sentAt: sql`now()`, updatedAt: new Date() })
      .where(eq(proposals.id, proposal.id));

    let replaced: string | null = null;
    if (proposal.previousId) {
      const [previous] = await tx
        .update(proposals)
        .set({ status: "replaced", updatedAt: new Date() })
        .where(and(eq(proposals.id, proposal.previousId), sql`${proposals.status} in ('sent', 'viewed', 'declined', 'expired')`))
        .returning({ id: proposals.id, proposalNumber: proposals.proposalNumber, version: proposals.version, status: proposals.status });
      if (previous) {
        replaced = proposalLabel(previous);
        await logActivity(tx, {
          entityType: "proposal",
          entityId: previous.id,
          entityName: replaced,
          action: "replaced",
          description: `Proposal ${replaced} replaced by ${label}`,
          performedBy: author.performedBy,
          metadata: { ...recordsOf(proposal), replaced_by: proposal.id },
        });
      }
    }
    const leadMoved = proposal.leadId ? await moveLeadToProposal(tx, proposal.leadId, author.performedBy, label) : false;

    const items = await readItems(tx, proposal.id);
    const mail = proposalEmail(
      {
        label,
        title: proposal.title,
        recipientName: proposal.recipientName,
        total: toCents(proposal.totalAmount),
        validUntil: proposal.validUntil,
        hasChoices: items.some((item) => item.kind !== "included"),
      },
      proposal.recipientEmail,
      input.message,
      author.sender,
    );
    const { id: outboxId } = await queueOutboxMail(tx, {
      mail,
      proposalId: proposal.id,
      leadId: proposal.leadId,
      attachment: "proposal_pdf",
    });
    await logActivity(tx, {
      entityType: "proposal",
      entityId: proposal.id,
      entityName: label,
      action: "sent",
      description: `Proposal ${label} sent to ${proposal.recipientEmail}`,
      performedBy: author.performedBy,
      metadata: {
        ...recordsOf(proposal),
        outbox_id: outboxId,
        client_link_created: linkCreated,
        lead_moved_to_proposal: leadMoved,
        ...(replaced ? { replaced } : {}),
      },
    });
    return { status: "sent" as ProposalStatus, outboxId, replaced };
  });
}

/** Revokes the client link: the page answers 404 from now on; a mail still queued goes out without it. */
export async function revokeProposalLink(db: Db, id: string, performedBy: string | null) {
  await db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, id);
    if (!proposal.clientLinkSealed) throw new UserFacingError(NO_PROPOSAL_LINK);
    await tx.update(proposals).set(NO_LINK_VALUES).where(eq(proposals.id, id));
    await logActivity(tx, {
      entityType: "proposal",
      entityId: id,
      entityName: proposalLabel(proposal),
      action: "client_link_revoked",
      description: `Client link of ${proposalLabel(proposal)} revoked`,
      performedBy,
      metadata: recordsOf(proposal),
    });
  });
}

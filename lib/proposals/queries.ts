import { and, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ProposalStatus } from "@/db/enums";
import {
  activityLog,
  adminUsers,
  billingSettings,
  clientContacts,
  clients,
  invoices,
  leads,
  projects,
  proposalItems,
  proposals,
} from "@/db/schema";
import { containsPattern } from "@/lib/list/params";
import { toCents } from "@/lib/money";

import { visibleProposalColumns } from "./client-page";
import { clientProposalUrl, unsealProposalToken } from "./links";
import type { ClientRecipient, LeadBrief, ProposalDefaults } from "./prefill";
import type { ProposalDetails, ProposalItemRow, ProposalPage, ProposalRecord } from "./types";

/*
 * No "server-only" marker: the job worker (plain Node, where the marker throws) may read proposals
 * through these; eslint.config.mjs keeps components/ from importing this module.
 */

/** The proposal settings of Billing Settings: valid-until days and the deposit, or their defaults before any save. */
export async function getProposalDefaults(db: Db): Promise<ProposalDefaults> {
  const [row] = await db
    .select({ validDays: billingSettings.proposalValidDays, depositPercent: billingSettings.proposalDepositPercent })
    .from(billingSettings);
  return row ? { validDays: row.validDays, depositPercent: toCents(row.depositPercent) / 100 } : { validDays: 30, depositPercent: 50 };
}

export type ProposalListFilter = { q: string; status: ProposalStatus | undefined; offset: number; limit: number };

function listWhere(params: Pick<ProposalListFilter, "q" | "status">): SQL | undefined {
  const conditions: SQL[] = [];
  // search_text (number, title, recipient name, email and company) has a pg_trgm GIN index.
  if (params.q) conditions.push(ilike(proposals.searchText, containsPattern(params.q)));
  if (params.status) conditions.push(eq(proposals.status, params.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the Proposals list, newest first (proposals_created_at_idx, or the status one), counted in SQL. */
export async function listProposals(db: Db, params: ProposalListFilter): Promise<ProposalPage> {
  const where = listWhere(params);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: proposals.id,
        proposalNumber: proposals.proposalNumber,
        version: proposals.version,
        title: proposals.title,
        recipientName: proposals.recipientName,
        recipientCompany: proposals.recipientCompany,
        recipientEmail: proposals.recipientEmail,
        totalAmount: proposals.totalAmount,
        validUntil: proposals.validUntil,
        status: proposals.status,
      })
      .from(proposals)
      .where(where)
      .orderBy(desc(proposals.createdAt), desc(proposals.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(proposals)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every column screens may see; the link's hash and sealed token stay on the server. */
const recordColumns = {
  ...visibleProposalColumns,
  hasClientLink: sql<boolean>`${proposals.clientLinkSealed} is not null`.mapWith(Boolean),
};

export async function listProposalItems(db: Db, proposalId: string): Promise<ProposalItemRow[]> {
  return db
    .select({
      id: proposalItems.id,
      sectionPosition: proposalItems.sectionPosition,
      sectionTitle: proposalItems.sectionTitle,
      position: proposalItems.position,
      kind: proposalItems.kind,
      description: proposalItems.description,
      quantity: proposalItems.quantity,
      unitPrice: proposalItems.unitPrice,
      totalPrice: proposalItems.totalPrice,
      selected: proposalItems.selected,
    })
    .from(proposalItems)
    .where(eq(proposalItems.proposalId, proposalId))
    .orderBy(asc(proposalItems.sectionPosition), asc(proposalItems.position), asc(proposalItems.id));
}

export async function getProposalRecord(db: Db, id: string): Promise<ProposalRecord | null> {
  const [row] = await db.select(recordColumns).from(proposals).where(eq(proposals.id, id));
  return row ?? null;
}

/** A proposal's own audit entries, newest first, with who made each. */
async function listProposalHistory(db: Db, id: string) {
  const rows = await db
    .select({
      id: activityLog.id,
      entityType: activityLog.entityType,
      action: activityLog.action,
      description: activityLog.description,
      changes: activityLog.changes,
      createdAt: activityLog.createdAt,
      performedBy: adminUsers.username,
    })
    .from(activityLog)
    .leftJoin(adminUsers, eq(adminUsers.id, activityLog.performedBy))
    .where(and(eq(activityLog.entityType, "proposal"), eq(activityLog.entityId, id)))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(100);
  return rows;
}

/** What the details page shows: the proposal, its lines, what it belongs to and made, its versions and history. */
export async function getProposalDetails(db: Db, id: string): Promise<ProposalDetails | null> {
  const proposal = await getProposalRecord(db, id);
  if (!proposal) return null;
  const [items, lead, client, project, depositInvoice, versions, next, history] = await Promise.all([
    listProposalItems(db, id),
    proposal.leadId ? db.select({ id: leads.id, name: leads.name }).from(leads).where(eq(leads.id, proposal.leadId)) : [],
    proposal.clientId
      ? db.select({ id: clients.id, displayName: clients.displayName }).from(clients).where(eq(clients.id, proposal.clientId))
      : [],
    proposal.projectId
      ? db.select({ id: projects.id, title: projects.title }).from(projects).where(eq(projects.id, proposal.projectId))
      : [],
    proposal.depositInvoiceId
      ? db
          .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber })
          .from(invoices)
          .where(eq(invoices.id, proposal.depositInvoiceId))
      : [],
    db
      .select({ id: proposals.id, version: proposals.version, status: proposals.status })
      .from(proposals)
      .where(eq(proposals.proposalNumber, proposal.proposalNumber))
      .orderBy(asc(proposals.version)),
    db.select({ id: proposals.id }).from(proposals).where(eq(proposals.previousId, id)),
    listProposalHistory(db, id),
  ]);
  return {
    proposal,
    items,
    lead: lead[0] ?? null,
    client: client[0] ?? null,
    project: project[0] ?? null,
    depositInvoice: depositInvoice[0] ?? null,
    versions,
    nextVersionId: next[0]?.id ?? null,
    history,
  };
}

/** 'Copy link': the client page's address, unsealed for the owner, or null when there is none (or it cannot be read). */
export async function getProposalLink(db: Db, id: string, { siteUrl, linkSecret }: { siteUrl: string; linkSecret: string | undefined }) {
  const [row] = await db.select({ sealed: proposals.clientLinkSealed }).from(proposals).where(eq(proposals.id, id));
  if (!row) return undefined;
  const token = row.sealed && linkSecret ? unsealProposalToken(row.sealed, linkSecret) : null;
  return token ? clientProposalUrl(siteUrl, token) : null;
}

/** The lead's brief the editor is pre-filled from, or null for an unknown lead. */
export async function getLeadBrief(db: Db, id: string): Promise<LeadBrief | null> {
  const [row] = await db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      company: leads.company,
      brandName: leads.brandName,
      service: leads.service,
      budget: leads.budget,
      timeline: leads.timeline,
      message: leads.message,
      clientId: leads.clientId,
    })
    .from(leads)
    .where(eq(leads.id, id));
  return row ?? null;
}

/** A client as a proposal's recipient: its primary contact (else its billing email), or null for an unknown client. */
export async function getClientRecipient(db: Db, id: string): Promise<ClientRecipient | null> {
  const [row] = await db
    .select({
      id: clients.id,
      displayName: clients.displayName,
      company: clients.company,
      billingEmail: clients.billingEmail,
      contactName: clientContacts.name,
      contactEmail: clientContacts.email,
    })
    .from(clients)
    .leftJoin(clientContacts, and(eq(clientContacts.clientId, clients.id), eq(clientContacts.isPrimary, true)))
    .where(eq(clients.id, id));
  if (!row) return null;
  return {
    id: row.id,
    displayName: row.displayName,
    company: row.company,
    contactName: row.contactName,
    email: row.contactEmail ?? row.billingEmail,
  };
}

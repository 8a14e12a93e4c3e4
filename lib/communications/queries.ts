import "server-only";

import { and, desc, eq, ilike, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { CommunicationType } from "@/db/enums";
import { adminUsers, communications, leads, mailOutbox, projects } from "@/db/schema";
import { containsPattern } from "@/lib/list/params";

import { communicationClientIdSql } from "./client-scope";
import type { CommunicationStatusFilter, RelationKind } from "./schema";
import type { CommunicationDetails, CommunicationListRow, RelationOption } from "./types";

export type CommunicationListFilters = {
  q: string;
  type?: CommunicationType;
  status?: CommunicationStatusFilter;
  offset: number;
  limit: number;
};

/** The list shows the start of long content; the view dialog loads all of it. */
export const PREVIEW_LENGTH = 400;

function communicationWhere(filters: Omit<CommunicationListFilters, "offset" | "limit">): SQL | undefined {
  return and(
    // search_text is subject, content, to and from (communications_search_trgm_idx, pg_trgm GIN).
    filters.q ? ilike(communications.searchText, containsPattern(filters.q)) : undefined,
    // communications_type_created_at_idx serves the type filter in list order.
    filters.type ? eq(communications.type, filters.type) : undefined,
    // communications_unread_idx is partial on read_status = false, in created_at order.
    filters.status === "unread" ? eq(communications.readStatus, false) : undefined,
    filters.status === "needs_response" ? eq(communications.responseRequired, true) : undefined,
  );
}

/** The email's delivery: its communication_email outbox row (at most one, by dedupe key). */
const deliveryOf = (db: Db) =>
  db
    .select({
      outboxId: sql<string>`${mailOutbox.id}`.as("outbox_id"),
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    // mail_outbox_communication_idx
    .where(and(eq(mailOutbox.communicationId, communications.id), eq(mailOutbox.kind, "communication_email")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
    .as("delivery");

const deliveryColumns = (delivery: ReturnType<typeof deliveryOf>) => ({
  outboxId: delivery.outboxId,
  status: delivery.status,
  attempts: delivery.attempts,
  lastError: delivery.lastError,
});

/**
 * One page of communications, newest first, and how many match. Related To and the delivery
 * state come from joins on primary keys and mail_outbox_communication_idx in the same query (no
 * query per row); the order (created_at desc, id desc) is communications_created_at_idx's.
 */
export async function listCommunications(
  db: Db,
  filters: CommunicationListFilters,
): Promise<{ rows: CommunicationListRow[]; total: number }> {
  const where = communicationWhere(filters);
  const delivery = deliveryOf(db);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: communications.id,
        type: communications.type,
        subject: communications.subject,
        preview: sql<string>`left(${communications.content}, ${PREVIEW_LENGTH})`,
        contentLength: sql<number>`length(${communications.content})::int`,
        toEmail: communications.toEmail,
        fromEmail: communications.fromEmail,
        leadId: communications.leadId,
        leadName: leads.name,
        projectId: communications.projectId,
        projectTitle: projects.title,
        isAiGenerated: communications.isAiGenerated,
        readStatus: communications.readStatus,
        responseRequired: communications.responseRequired,
        clientVisible: communications.clientVisible,
        portalContactId: communications.portalContactId,
        createdAt: communications.createdAt,
        delivery: deliveryColumns(delivery),
      })
      .from(communications)
      .leftJoin(leads, eq(leads.id, communications.leadId))
      .leftJoin(projects, eq(projects.id, communications.projectId))
      .leftJoinLateral(delivery, sql`true`)
      .where(where)
      .orderBy(desc(communications.createdAt), desc(communications.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(communications)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Everything the view dialog shows: the whole content, relation, addresses, flags, author, time, delivery. */
export async function getCommunicationDetails(db: Db, id: string): Promise<CommunicationDetails | null> {
  const delivery = deliveryOf(db);
  const [row] = await db
    .select({
      id: communications.id,
      type: communications.type,
      subject: communications.subject,
      content: communications.content,
      toEmail: communications.toEmail,
      fromEmail: communications.fromEmail,
      leadId: communications.leadId,
      leadName: leads.name,
      leadEmail: leads.email,
      leadCompany: leads.company,
      projectId: communications.projectId,
      projectTitle: projects.title,
      projectClientName: projects.clientName,
      isAiGenerated: communications.isAiGenerated,
      readStatus: communications.readStatus,
      responseRequired: communications.responseRequired,
      clientVisible: communications.clientVisible,
      portalContactId: communications.portalContactId,
      clientId: communicationClientIdSql,
      createdAt: communications.createdAt,
      author: { username: adminUsers.username, firstName: adminUsers.firstName, lastName: adminUsers.lastName, email: adminUsers.email },
      delivery: { ...deliveryColumns(delivery), sentAt: delivery.sentAt },
    })
    .from(communications)
    .leftJoin(leads, eq(leads.id, communications.leadId))
    .leftJoin(projects, eq(projects.id, communications.projectId))
    .leftJoin(adminUsers, eq(adminUsers.id, communications.createdBy))
    .leftJoinLateral(delivery, sql`true`)
    .where(eq(communications.id, id));
  return row ?? null;
}

/** Matches shown by a relation picker: enough to choose, never the whole table. */
export const RELATION_OPTION_LIMIT = 20;

/**
 * The related lead / project pickers: the newest matches for what the admin typed (trigram index
 * on search_text: name, email, company for leads; title, client name, client email for projects),
 * or the newest rows when nothing is typed. At most RELATION_OPTION_LIMIT rows.
 */
export async function searchRelationOptions(db: Db, kind: RelationKind, q: string): Promise<RelationOption[]> {
  if (kind === "lead") {
    const rows = await db
      .select({ id: leads.id, name: leads.name, email: leads.email, company: leads.company })
      .from(leads)
      .where(q ? ilike(leads.searchText, containsPattern(q)) : undefined)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(RELATION_OPTION_LIMIT);
    return rows.map((lead) => ({ id: lead.id, label: lead.name, detail: [lead.email, lead.company].filter(Boolean).join(" · ") || null }));
  }
  const rows = await db
    .select({ id: projects.id, title: projects.title, clientName: projects.clientName })
    .from(projects)
    .where(q ? ilike(projects.searchText, containsPattern(q)) : undefined)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(RELATION_OPTION_LIMIT);
  return rows.map((project) => ({ id: project.id, label: project.title, detail: project.clientName }));
}

export type RelationFacts = {
  lead: {
    id: string;
    name: string;
    email: string;
    company: string | null;
    service: string | null;
    budget: string | null;
    status: string;
  } | null;
  project: { id: string; title: string; clientName: string; clientEmail: string; status: string; progress: number } | null;
};

/** The related lead and project of a communication (by primary key), for AI context and the notification. */
export async function loadRelationFacts(db: Db, ids: { leadId: string | null; projectId: string | null }): Promise<RelationFacts> {
  const [lead, project] = await Promise.all([
    ids.leadId
      ? db
          .select({
            id: leads.id,
            name: leads.name,
            email: leads.email,
            company: leads.company,
            service: leads.service,
            budget: leads.budget,
            status: leads.status,
          })
          .from(leads)
          .where(eq(leads.id, ids.leadId))
          .then(([row]) => row ?? null)
      : null,
    ids.projectId
      ? db
          .select({
            id: projects.id,
            title: projects.title,
            clientName: projects.clientName,
            clientEmail: projects.clientEmail,
            status: projects.status,
            progress: projects.progressPercentage,
          })
          .from(projects)
          .where(eq(projects.id, ids.projectId))
          .then(([row]) => row ?? null)
      : null,
  ]);
  return { lead, project };
}

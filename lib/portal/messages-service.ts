import "server-only";

import { and, asc, desc, eq } from "drizzle-orm";

import { site } from "@/content/site";
import type { Db } from "@/db/client";
import { clientContacts, communications, projects } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { visibleToClient } from "@/lib/communications/client-scope";
import type { Env } from "@/lib/env";
import { jsonError } from "@/lib/http";
import { queueOutboxMail } from "@/lib/mail/outbox";
import { hitRateLimit } from "@/lib/rate-limit";

import { portalMessageNotice } from "./message-mail";
import { DEFAULT_PORTAL_SUBJECT, type PortalMessageInput } from "./message-schema";
import type { PortalThreadMessage } from "./message-types";
import type { PortalViewer } from "./sessions";

/*
 * The portal's Messages: what the agency marked visible to the client and the client's own
 * messages, one thread. Every query here is scoped by the session's client.
 */

/** The thread shows this many latest messages (oldest first). */
export const THREAD_LIMIT = 200;

export async function listPortalThread(db: Db, clientId: string): Promise<PortalThreadMessage[]> {
  const rows = await db
    .select({
      id: communications.id,
      type: communications.type,
      subject: communications.subject,
      content: communications.content,
      createdAt: communications.createdAt,
      portalContactId: communications.portalContactId,
      ownClientId: communications.clientId,
      contactName: clientContacts.name,
      projectTitle: projects.title,
    })
    .from(communications)
    // The contact and project are shown only when they are this client's own.
    .leftJoin(clientContacts, and(eq(clientContacts.id, communications.portalContactId), eq(clientContacts.clientId, clientId)))
    .leftJoin(projects, and(eq(projects.id, communications.projectId), eq(projects.clientId, clientId)))
    .where(visibleToClient(clientId))
    .orderBy(desc(communications.createdAt), desc(communications.id))
    .limit(THREAD_LIMIT);
  // Only a portal message carries its own client_id; it stays the client's even if its contact is deleted later.
  return rows.reverse().map((row) => ({
    id: row.id,
    type: row.type,
    subject: row.subject,
    content: row.content,
    createdAt: row.createdAt,
    author: row.portalContactId || row.ownClientId ? (row.contactName ?? "Your team") : site.name,
    fromClient: row.portalContactId !== null || row.ownClientId !== null,
    projectTitle: row.projectTitle,
  }));
}

/** The projects a client may name in a message: theirs only, newest first. */
export async function listPortalProjectOptions(db: Db, clientId: string): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(eq(projects.clientId, clientId))
    .orderBy(desc(projects.createdAt), asc(projects.id));
}

/** A refusal the client can act on (the endpoint answers 400 with its text). */
export class PortalMessageRefused extends Error {}
export const NOT_YOUR_PROJECT = "Choose one of your projects, or none.";

/**
 * Stores a client's message as an inbound communication needing a response, audits it with the
 * contact as actor and queues the agency's notice, all in one transaction.
 */
export async function postPortalMessage(
  db: Db,
  viewer: PortalViewer,
  input: PortalMessageInput,
  env: Pick<Env, "AGENCY_INBOX">,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    let projectTitle: string | null = null;
    if (input.projectId) {
      const [project] = await tx
        .select({ title: projects.title })
        .from(projects)
        .where(and(eq(projects.id, input.projectId), eq(projects.clientId, viewer.clientId)));
      if (!project) throw new PortalMessageRefused(NOT_YOUR_PROJECT);
      projectTitle = project.title;
    }
    const subject = input.subject ?? DEFAULT_PORTAL_SUBJECT;
    const [created] = await tx
      .insert(communications)
      .values({
        // An email: it is a written message, and the Hub offers Reply for emails (to from_email).
        type: "email",
        subject,
        content: input.message,
        fromEmail: viewer.contactEmail,
        clientId: viewer.clientId,
        projectId: input.projectId,
        portalContactId: viewer.contactId,
        readStatus: false,
        responseRequired: true,
        clientVisible: true,
      })
      .returning({ id: communications.id });
    const id = created!.id;
    await logActivity(tx, {
      entityType: "communication",
      entityId: id,
      entityName: `Email: ${subject}`,
      action: "created",
      description: "Message written in the client portal",
      performedBy: null,
      performedByContact: { id: viewer.contactId, name: viewer.contactName },
      metadata: { client_id: viewer.clientId, ...(input.projectId ? { project_id: input.projectId } : {}) },
    });
    await queueOutboxMail(tx, {
      mail: portalMessageNotice(
        {
          contactName: viewer.contactName,
          contactEmail: viewer.contactEmail,
          clientName: viewer.clientName,
          subject,
          message: input.message,
          projectTitle,
        },
        env.AGENCY_INBOX,
      ),
      communicationId: id,
      dedupeKey: `portal-message-notice:${id}`,
    });
    return { id };
  });
}

/** A contact may send this many portal messages per window (generous for a person, not for a script). */
export const PORTAL_MESSAGE_LIMIT = 10;
export const PORTAL_MESSAGE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts one message against the contact's limit (in PostgreSQL, shared by every instance):
 * the 429 to answer, or null when the message may go ahead.
 */
export async function limitPortalMessages(db: Db, contactId: string, now = new Date()): Promise<Response | null> {
  const result = await hitRateLimit(db, {
    bucket: "portal-messages",
    key: contactId,
    limit: PORTAL_MESSAGE_LIMIT,
    windowMs: PORTAL_MESSAGE_WINDOW_MS,
    now,
  });
  if (result.allowed) return null;
  const retryAfter = Math.max(1, Math.ceil((result.resetAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  return jsonError(429, `You have sent many messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "Retry-After": String(retryAfter),
  });
}

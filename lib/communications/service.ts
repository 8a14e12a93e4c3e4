import "server-only";

import { and, eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { communications, mailOutbox } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import type { AuditAction } from "@/lib/activity/vocabulary";
import type { DraftProvider } from "@/lib/ai/draft";
import { describeDraftContext } from "@/lib/ai/draft-context";
import type { SignedInAdmin } from "@/lib/authentication/guards";
import type { Env } from "@/lib/env";
import { logger } from "@/lib/log";
import { queueOutboxMail } from "@/lib/mail/outbox";
import { requeueFailedMail } from "@/lib/outbox/service";

import { clientOfRelations } from "./client-scope";
import { clientEmail, communicationNotification } from "./mail";
import { loadRelationFacts } from "./queries";
import { adminDisplayName, draftFactsFrom, relatedToLabel, resolveClientFrom } from "./rules";
import {
  type CommunicationInput,
  type CommunicationNotificationBody,
  communicationTypeLabels,
  type EnhanceDraftInput,
  type GenerateAiResponseBody,
  type SendEmailBody,
} from "./schema";
import { shareRefusal } from "./sharing-rules";

const log = logger("communications.notify");

/** The signed-in admin as the Communication Hub uses them: id, address and display name. */
export type Author = { id: string; email: string; name: string };

export const authorOf = (admin: SignedInAdmin): Author => ({ id: admin.id, email: admin.email, name: adminDisplayName(admin) });

export const COMMUNICATION_GONE = "This communication no longer exists.";
export const RELATION_GONE = "The related lead or project no longer exists. Choose another one.";

/** One client email per communication, however often its delivery is asked for. */
const emailDedupeKey = (communicationId: string) => `communication-email:${communicationId}`;
/** One agency notification per communication (the form's save and the endpoint may both ask). */
const notificationDedupeKey = (communicationId: string) => `communication-notification:${communicationId}`;

type AuditedCommunication = {
  id: string;
  type: CommunicationInput["type"];
  subject: string | null;
  content: string;
  leadId: string | null;
  projectId: string | null;
};

/** "Email: Proposal" / "Note: Called back about the quote...": how an audit entry names a communication. */
export function communicationName(communication: Pick<AuditedCommunication, "type" | "subject" | "content">): string {
  const { content, subject, type } = communication;
  const what = subject ?? (content.length > 60 ? `${content.slice(0, 57).trimEnd()}...` : content);
  return `${communicationTypeLabels[type]}: ${what}`;
}

/**
 * One audit entry about a communication. Its lead and project go in the metadata, so their
 * histories show it (lib/activity/history.ts).
 */
async function logCommunication(
  tx: Db,
  communication: AuditedCommunication,
  entry: { action: AuditAction; description: string; performedBy: string; metadata?: Record<string, string | boolean> },
) {
  await logActivity(tx, {
    entityType: "communication",
    entityId: communication.id,
    entityName: communicationName(communication),
    ...entry,
    metadata: {
      ...entry.metadata,
      ...(communication.leadId ? { lead_id: communication.leadId } : {}),
      ...(communication.projectId ? { project_id: communication.projectId } : {}),
    },
  });
}

const auditedColumns = {
  id: communications.id,
  type: communications.type,
  subject: communications.subject,
  content: communications.content,
  leadId: communications.leadId,
  projectId: communications.projectId,
};

/** A foreign key violation's constraint name (PostgreSQL 23503), looked for through wrapped errors. */
function foreignKeyViolation(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const { code, constraint_name: constraint } = current as { code?: unknown; constraint_name?: unknown };
    if (code === "23503") return typeof constraint === "string" ? constraint : "";
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

type NotificationSource = {
  communicationId: string;
  type: CommunicationInput["type"];
  subject: string | null;
  content: string;
  leadId: string | null;
  projectId: string | null;
  toEmail: string | null;
  responseRequired: boolean;
  /** A client named by the caller (the endpoint's client_name / client_email) wins over resolution. */
  givenClient?: { name: string | null; email: string | null } | null;
};

/**
 * SPEC §7 send-communication-notification: queues the agency inbox's notice of a communication,
 * naming the client resolved from the lead, else the project, else the to address. At most one
 * per communication. Returns whether a new notification was queued.
 */
export async function queueCommunicationNotification(
  tx: Db,
  source: NotificationSource,
  author: Author,
  env: Pick<Env, "AGENCY_INBOX">,
): Promise<boolean> {
  const relation = await loadRelationFacts(tx, { leadId: source.leadId, projectId: source.projectId });
  const given = source.givenClient && (source.givenClient.name || source.givenClient.email) ? source.givenClient : null;
  const mail = communicationNotification(
    {
      type: source.type,
      subject: source.subject,
      content: source.content,
      client: given ? { ...given, source: "given" } : resolveClientFrom(relation, source.toEmail),
      relatedTo: relatedToLabel({
        leadId: relation.lead?.id ?? null,
        leadName: relation.lead?.name ?? null,
        projectId: relation.project?.id ?? null,
        projectTitle: relation.project?.title ?? null,
      }),
      responseRequired: source.responseRequired,
      authorName: author.name,
    },
    env.AGENCY_INBOX,
  );
  const { queued } = await queueOutboxMail(tx, {
    mail,
    communicationId: source.communicationId,
    leadId: relation.lead?.id ?? null,
    dedupeKey: notificationDedupeKey(source.communicationId),
  });
  return queued;
}

export type CreatedCommunication = { id: string; outboxId: string | null; notified: boolean };

/**
 * SPEC §2 Send: the communication and, for an email with a to address, its queued mail in one
 * transaction. The agency notification goes in a savepoint of it: it commits with the communication,
 * and its failure is logged without undoing the communication (SPEC §8: silent).
 */
export async function createCommunication(
  db: Db,
  input: CommunicationInput,
  author: Author,
  env: Pick<Env, "AGENCY_INBOX">,
): Promise<CreatedCommunication> {
  try {
    return await db.transaction(async (tx) => {
      if (input.clientVisible) {
        const refusal = shareRefusal(input.type, await clientOfRelations(tx, input));
        if (refusal) throw new UserFacingError(refusal);
      }
      const [created] = await tx
        .insert(communications)
        .values({
          type: input.type,
          subject: input.subject,
          content: input.content,
          toEmail: input.toEmail,
          fromEmail: author.email,
          leadId: input.leadId,
          projectId: input.projectId,
          isAiGenerated: input.isAiGenerated,
          readStatus: false, // SPEC §4: unread until viewed
          responseRequired: input.responseRequired,
          clientVisible: input.clientVisible,
          createdBy: author.id,
        })
        .returning({ id: communications.id });
      const id = created!.id;

      let outboxId: string | null = null;
      if (input.type === "email" && input.toEmail && input.subject) {
        const mail = clientEmail(
          { to: input.toEmail, subject: input.subject, content: input.content, senderName: author.name, senderEmail: author.email },
          "communication_email",
        );
        outboxId = (await queueOutboxMail(tx, { mail, communicationId: id, leadId: input.leadId, dedupeKey: emailDedupeKey(id) })).id;
      }

      await logCommunication(
        tx,
        { id, ...input },
        {
          action: "created",
          description: `${communicationTypeLabels[input.type]} ${outboxId ? `sent to ${input.toEmail}` : "logged"}`,
          performedBy: author.id,
          metadata: { ai_generated: input.isAiGenerated, response_required: input.responseRequired, client_visible: input.clientVisible },
        },
      );

      let notified = false;
      try {
        notified = await tx.transaction((savepoint) =>
          queueCommunicationNotification(savepoint, { ...input, communicationId: id }, author, env),
        );
      } catch (error) {
        log.error({ err: error, communicationId: id }, "the notification could not be queued");
      }
      return { id, outboxId, notified };
    });
  } catch (error) {
    if (foreignKeyViolation(error) !== null) throw new UserFacingError(RELATION_GONE);
    throw error;
  }
}

/** SPEC §4: opening an unread communication marks it read (with its audit entry). Returns whether it changed. */
export async function markCommunicationRead(db: Db, id: string, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [read] = await tx
      .update(communications)
      .set({ readStatus: true })
      .where(and(eq(communications.id, id), eq(communications.readStatus, false)))
      .returning(auditedColumns);
    if (!read) return false;
    await logCommunication(tx, read, { action: "read", description: "Marked read on opening", performedBy: actorId });
    return true;
  });
}

/**
 * Deletes a communication, logged in the same transaction. Its still-queued email is cancelled with
 * it: a deleted message must not go out later (say, once a mail provider is configured).
 */
export async function deleteCommunication(db: Db, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.communicationId, id), eq(mailOutbox.kind, "communication_email"), eq(mailOutbox.status, "queued")));
    const [deleted] = await tx.delete(communications).where(eq(communications.id, id)).returning(auditedColumns);
    if (!deleted) throw new UserFacingError(COMMUNICATION_GONE);
    await logCommunication(tx, deleted, { action: "deleted", description: `${communicationName(deleted)} deleted`, performedBy: actorId });
    return deleted;
  });
}

export const RETRY_REFUSED = "Only an email whose delivery failed can be retried.";

/**
 * Retry for a failed email: the same outbox row goes back to queued with a fresh delivery job
 * (lib/outbox/service.ts requeueFailedMail: same id, so never sent twice).
 */
export async function retryCommunicationEmail(db: Db, communicationId: string, actorId: string): Promise<{ outboxId: string }> {
  return db.transaction(async (tx) => {
    const [mail] = await requeueFailedMail(
      tx,
      and(eq(mailOutbox.communicationId, communicationId), eq(mailOutbox.kind, "communication_email"))!,
    );
    const [communication] = await tx.select(auditedColumns).from(communications).where(eq(communications.id, communicationId));
    if (!mail || !communication) throw new UserFacingError(RETRY_REFUSED);
    const outboxId = mail.id;
    await logCommunication(tx, communication, {
      action: "email_retried",
      description: "Email queued for another attempt",
      performedBy: actorId,
      metadata: { outbox_id: outboxId },
    });
    return { outboxId };
  });
}

export const EMAIL_COMMUNICATION_GONE = "No email communication has this id.";

/**
 * CONTRACT.md send-email: queues the mail with its delivery job and returns the outbox id. With a
 * communication_id it is queued at most once, so the endpoint cannot double-send what the form queued.
 */
export async function queueEmail(db: Db, body: SendEmailBody, author: Author): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    let communication: AuditedCommunication | undefined;
    if (body.communication_id) {
      [communication] = await tx.select(auditedColumns).from(communications).where(eq(communications.id, body.communication_id));
      if (!communication || communication.type !== "email") throw new UserFacingError(EMAIL_COMMUNICATION_GONE);
    }
    const mail = clientEmail(
      { to: body.to, subject: body.subject, content: body.content, senderName: author.name, senderEmail: author.email },
      communication ? "communication_email" : "admin_email",
    );
    const { id, queued } = await queueOutboxMail(tx, {
      mail,
      communicationId: communication?.id ?? null,
      leadId: communication?.leadId ?? null,
      dedupeKey: communication ? emailDedupeKey(communication.id) : null,
    });
    const entry = {
      action: "email_queued",
      description: `Email queued to ${body.to}: ${body.subject}`,
      performedBy: author.id,
      metadata: { outbox_id: id },
    } as const;
    if (communication && queued) await logCommunication(tx, communication, entry);
    else if (!communication) await logActivity(tx, { ...entry, entityType: "mail", entityId: id, entityName: body.subject });
    return { id };
  });
}

/**
 * CONTRACT.md send-communication-notification: the SPEC §7 body. The client named in the body
 * wins; without one it is resolved from the lead, else the project. The communication must exist.
 */
export async function notifyCommunication(
  db: Db,
  body: CommunicationNotificationBody,
  author: Author,
  env: Pick<Env, "AGENCY_INBOX">,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [communication] = await tx
      .select({ ...auditedColumns, toEmail: communications.toEmail, responseRequired: communications.responseRequired })
      .from(communications)
      .where(eq(communications.id, body.communication_id));
    if (!communication) throw new UserFacingError(COMMUNICATION_GONE);
    const queued = await queueCommunicationNotification(
      tx,
      {
        communicationId: body.communication_id,
        type: body.type,
        subject: body.subject,
        content: body.content,
        leadId: body.lead_id,
        projectId: body.project_id,
        toEmail: communication.toEmail,
        responseRequired: communication.responseRequired,
        givenClient: { name: body.client_name, email: body.client_email },
      },
      author,
      env,
    );
    if (queued) {
      await logCommunication(
        tx,
        { ...communication, id: body.communication_id },
        {
          action: "notification_queued",
          description: "Agency notification queued",
          performedBy: author.id,
        },
      );
    }
  });
}

/**
 * 'Enhance with AI': context built on the server from the related lead, else project, else general
 * text (SPEC §7); the draft greets the resolved client. Throws DraftProviderError.
 */
export async function draftWithAi(db: Db, provider: DraftProvider, input: EnhanceDraftInput, author: Author): Promise<string> {
  const relation = await loadRelationFacts(db, { leadId: input.leadId, projectId: input.projectId });
  const client = resolveClientFrom(relation, input.toEmail);
  return provider.generate({
    originalContent: input.content,
    context: describeDraftContext(draftFactsFrom(relation)),
    tone: "professional",
    contactName: client?.name ?? null,
    senderName: author.name,
  });
}

/** CONTRACT.md generate-ai-response: the caller's context as sent, signed with the admin's name. */
export async function generateAiResponse(provider: DraftProvider, body: GenerateAiResponseBody, author: Author): Promise<string> {
  return provider.generate({ originalContent: body.originalContent, context: body.context, tone: body.tone, senderName: author.name });
}

import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { communications, mailOutbox } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import { describeDraftContext } from "@/lib/ai/draft-context";
import type { DraftProvider } from "@/lib/ai/draft";
import type { SignedInAdmin } from "@/lib/auth/require-admin";
import type { ComposedMail } from "@/lib/email/compose";
import type { Env } from "@/lib/env";
import { deliverMailJobSql } from "@/lib/jobs/queue";

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

/** The signed-in admin as the Communication Hub uses them: id, address and display name. */
export type Author = { id: string; email: string; name: string };

export const authorOf = (admin: SignedInAdmin): Author => ({ id: admin.id, email: admin.email, name: adminDisplayName(admin) });

export const COMMUNICATION_GONE = "This communication no longer exists.";
export const RELATION_GONE = "The related lead or project no longer exists. Choose another one.";

/** One client email per communication, however often its delivery is asked for. */
const emailDedupeKey = (communicationId: string) => `communication-email:${communicationId}`;
/** One agency notification per communication (the form's save and the endpoint may both ask). */
const notificationDedupeKey = (communicationId: string) => `communication-notification:${communicationId}`;

/** A foreign key violation's constraint name (PostgreSQL 23503), looked for through wrapped errors. */
function foreignKeyViolation(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const { code, constraint_name: constraint } = current as { code?: unknown; constraint_name?: unknown };
    if (code === "23503") return typeof constraint === "string" ? constraint : "";
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

type QueuedMail = { mail: ComposedMail; communicationId: string | null; leadId: string | null; dedupeKey: string | null };

/**
 * Writes one outbox row and the job that delivers it, in the caller's transaction (DESIGN.md "No
 * lost leads or mail"). With a dedupe key already used, nothing new is queued and the existing
 * row's id is returned. The job key is the one lib/jobs/queue.ts requeueUnsentMail uses, so a
 * worker restart never doubles the job.
 */
async function queueMail(tx: Db, { mail, communicationId, leadId, dedupeKey }: QueuedMail): Promise<{ id: string; queued: boolean }> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      communicationId,
      leadId,
      dedupeKey,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (row) {
    await tx.execute(sql`select ${deliverMailJobSql(sql`json_build_array(${row.id}::uuid)`, sql`${`mail:${row.id}`}`)}`);
    return { id: row.id, queued: true };
  }
  const [existing] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey ?? ""));
  if (!existing) throw new Error("The outbox row's dedupe key conflicted but no row holds it.");
  return { id: existing.id, queued: false };
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
  const { queued } = await queueMail(tx, {
    mail,
    communicationId: source.communicationId,
    leadId: relation.lead?.id ?? null,
    dedupeKey: notificationDedupeKey(source.communicationId),
  });
  return queued;
}

export type CreatedCommunication = { id: string; outboxId: string | null; notified: boolean };

/**
 * SPEC §2 Send: stores the communication (from the signed-in admin) and, for an email with a to
 * address, queues the email in the outbox with its delivery job, all in one transaction: the
 * mail exists exactly when the communication does.
 *
 * The agency notification (SPEC §7) is queued in a savepoint of that same transaction rather than
 * after it: it commits with the communication (a crash cannot lose it, and it never announces a
 * communication that rolled back), while its failure rolls back only the savepoint, is logged,
 * and never undoes the communication (SPEC §8: notification failures are silent).
 */
export async function createCommunication(
  db: Db,
  input: CommunicationInput,
  author: Author,
  env: Pick<Env, "AGENCY_INBOX">,
): Promise<CreatedCommunication> {
  try {
    return await db.transaction(async (tx) => {
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
        outboxId = (await queueMail(tx, { mail, communicationId: id, leadId: input.leadId, dedupeKey: emailDedupeKey(id) })).id;
      }

      let notified = false;
      try {
        notified = await tx.transaction((savepoint) =>
          queueCommunicationNotification(savepoint, { ...input, communicationId: id }, author, env),
        );
      } catch (error) {
        console.error(`[communications.notify] the notification for ${id} could not be queued`, error);
      }
      return { id, outboxId, notified };
    });
  } catch (error) {
    if (foreignKeyViolation(error) !== null) throw new UserFacingError(RELATION_GONE);
    throw error;
  }
}

/** SPEC §4: opening an unread communication marks it read. Returns whether it changed. */
export async function markCommunicationRead(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(communications)
    .set({ readStatus: true })
    .where(and(eq(communications.id, id), eq(communications.readStatus, false)))
    .returning({ id: communications.id });
  return rows.length > 0;
}

/**
 * Deletes a communication. Its email, if still queued (not yet handed to the provider), is
 * cancelled with it: a deleted message must not go out later, for instance once a mail provider
 * is configured. The deletion is logged on the related lead, else project (the activity log has
 * no communication entity), in the same transaction.
 */
export async function deleteCommunication(db: Db, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.communicationId, id), eq(mailOutbox.kind, "communication_email"), eq(mailOutbox.status, "queued")));
    const [deleted] = await tx.delete(communications).where(eq(communications.id, id)).returning({
      id: communications.id,
      type: communications.type,
      subject: communications.subject,
      content: communications.content,
      leadId: communications.leadId,
      projectId: communications.projectId,
    });
    if (!deleted) throw new UserFacingError(COMMUNICATION_GONE);
    const what = deleted.subject ?? (deleted.content.length > 60 ? `${deleted.content.slice(0, 57).trimEnd()}...` : deleted.content);
    const entry = {
      action: "communication_deleted",
      description: `${communicationTypeLabels[deleted.type]} deleted: ${what}`,
      performedBy: actorId,
      metadata: { communication_id: deleted.id },
    };
    if (deleted.leadId) await logActivity(tx, { ...entry, entityType: "lead", entityId: deleted.leadId });
    else if (deleted.projectId) await logActivity(tx, { ...entry, entityType: "project", entityId: deleted.projectId });
    return deleted;
  });
}

export const RETRY_REFUSED = "Only an email whose delivery failed can be retried.";

/**
 * Retry for a failed email: the same outbox row goes back to queued with a fresh delivery job.
 * The row keeps its id, so the provider's idempotency key (mail-outbox-<id>) stays the same and
 * an earlier attempt that did get through cannot be sent twice.
 */
export async function retryCommunicationEmail(db: Db, communicationId: string): Promise<{ outboxId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: "queued", nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.communicationId, communicationId), eq(mailOutbox.kind, "communication_email"), eq(mailOutbox.status, "failed")))
      .returning({ id: mailOutbox.id });
    if (!row) throw new UserFacingError(RETRY_REFUSED);
    await tx.execute(sql`select ${deliverMailJobSql(sql`json_build_array(${row.id}::uuid)`, sql`${`mail:${row.id}`}`)}`);
    return { outboxId: row.id };
  });
}

export const EMAIL_COMMUNICATION_GONE = "No email communication has this id.";

/**
 * CONTRACT.md send-email: queues { to, subject, content } with its delivery job and returns the
 * outbox row's id. With a communication_id it is that email communication's delivery, queued at
 * most once (a second call returns the same row), so the endpoint cannot double-send what the
 * form already queued.
 */
export async function queueEmail(db: Db, body: SendEmailBody, author: Author): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    let leadId: string | null = null;
    if (body.communication_id) {
      const [communication] = await tx
        .select({ type: communications.type, leadId: communications.leadId })
        .from(communications)
        .where(eq(communications.id, body.communication_id));
      if (!communication || communication.type !== "email") throw new UserFacingError(EMAIL_COMMUNICATION_GONE);
      leadId = communication.leadId;
    }
    const mail = clientEmail(
      { to: body.to, subject: body.subject, content: body.content, senderName: author.name, senderEmail: author.email },
      body.communication_id ? "communication_email" : "admin_email",
    );
    const { id } = await queueMail(tx, {
      mail,
      communicationId: body.communication_id ?? null,
      leadId,
      dedupeKey: body.communication_id ? emailDedupeKey(body.communication_id) : null,
    });
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
      .select({ toEmail: communications.toEmail, responseRequired: communications.responseRequired })
      .from(communications)
      .where(eq(communications.id, body.communication_id));
    if (!communication) throw new UserFacingError(COMMUNICATION_GONE);
    await queueCommunicationNotification(
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
  });
}

/**
 * 'Enhance with AI' from the form: the context is built on the server from the related lead,
 * else project, else general agency text (SPEC §7), and the draft greets the resolved client and
 * signs with the admin's name. Provider failures propagate as DraftProviderError.
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

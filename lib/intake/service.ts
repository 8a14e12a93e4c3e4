import "server-only";

import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import { sql } from "drizzle-orm";

import { type Db, executePrepared } from "@/db/client";
import { isConnectionError } from "@/db/connection-errors";
import { DatabaseDeadlineError, withinDeadline } from "@/db/deadline";
import type { FilteredReason, Lead } from "@/db/schema";
import type { Env } from "@/lib/env";
import { logger } from "@/lib/log";
import type { ComposedMail } from "@/lib/mail/compose";
import { deliverSoon } from "@/lib/mail/delivery-batch";

import { type InsightsProvider, InsightsProviderError } from "./insights/generate";
import { contactAcknowledgement, contactNotification, insightsNotification } from "./mail";
import {
  type ContactFields,
  contactFieldsSchema,
  type ContactSubmission,
  type InsightsRequest,
  type InsightsResponse,
  MIN_FILL_MS,
} from "./schema";

const log = logger("leads.insights");
const stepLog = logger("intake");

/**
 * Lead intake for the two public forms. The lead is stored first, and its mail is queued in the
 * same statement: the lead row and its outbox rows commit together or not at all, and a request
 * is answered with success only after that commit. The mail's delivery job follows within a few
 * milliseconds, shared with the mail of other leads stored meanwhile (lib/mail/delivery-batch.ts,
 * and lib/jobs/queue.ts enqueueDelivery for why it is not part of that statement).
 */

/** The database could not be reached (restart, network); the visitor may try again. */
export class IntakeUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("The lead could not be stored: the database is unavailable.", options);
    this.name = "IntakeUnavailableError";
  }
}

export type LeadColumns = Pick<
  Lead,
  "source" | "name" | "email" | "phone" | "company" | "service" | "budget" | "timeline" | "message" | "brandName" | "domainName"
>;

/**
 * The pauses before each retry of a step that lost its connection. A restart drops every pooled
 * connection at once, and postgres-js (3.4.9) can fail a reconnected connection's first query with
 * the error that ended the old one, so one retry is not always enough.
 */
const RETRY_DELAYS_MS = [300, 300];

/**
 * How long one try of a step may take before it counts as a lost connection: after a restart,
 * postgres-js (3.4.9) can leave a query unanswered for good, and the visitor would wait for the
 * proxy's timeout. Far above a step's time under load (tens of milliseconds).
 */
export const STEP_DEADLINE_MS = 4_000;

/**
 * Runs a database step, retrying on a connection error (the pool reconnects on the next query) or
 * when it has not answered by its deadline. The step must be idempotent: a try given up on may
 * still complete.
 */
export async function withConnectionRetry<T>(step: () => Promise<T>, deadlineMs = STEP_DEADLINE_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withinDeadline(step(), deadlineMs);
    } catch (error) {
      const late = error instanceof DatabaseDeadlineError;
      if (!late && !isConnectionError(error)) throw error;
      if (late) stepLog.warn({ deadlineMs, attempt: attempt + 1 }, "a database step did not answer in time");
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw new IntakeUnavailableError({ cause: error });
      await sleep(delay);
    }
  }
}

/** The id of the oldest lead with this email (trimmed, in any case): a new lead's original. */
export const oldestLeadWithEmail = (email: string) =>
  sql`select id from leads where lower(trim(email)) = lower(trim(${email})) order by created_at, id limit 1`;

/**
 * One statement: the lead (marked as a duplicate of the oldest lead with the same email) and its
 * outbox rows; answers the outbox rows' ids. The lead id is chosen by the caller and inserted with
 * `on conflict do nothing`, so a retry after a lost answer cannot store the lead or mail twice (its
 * mail then gets its job from requeueStrandedMail). `db` may be a transaction ("Not spam").
 */
export async function insertLeadWithMail(db: Db, leadId: string, lead: LeadColumns, mails: ComposedMail[]): Promise<string[]> {
  const mailRows = sql.join(
    mails.map((mail) => sql`(${mail.kind}, ${mail.to}, ${mail.replyTo}, ${mail.subject}, ${mail.text})`),
    sql`, `,
  );
  const [stored] = await executePrepared<{ mail_ids: string[] | null }>(
    db,
    `insert_lead_with_${mails.length}_mails`,
    sql`
      with lead as (
        insert into leads (id, source, status, name, email, phone, company, service, budget, timeline, message,
                           brand_name, domain_name, duplicate_of_id)
        values (${leadId}, ${lead.source}, 'new', ${lead.name}, ${lead.email}, ${lead.phone}, ${lead.company},
                ${lead.service}, ${lead.budget}, ${lead.timeline}, ${lead.message}, ${lead.brandName}, ${lead.domainName},
                (${oldestLeadWithEmail(lead.email)}))
        on conflict (id) do nothing
        returning id
      ), mail as (
        insert into mail_outbox (kind, to_address, reply_to, subject, text_body, lead_id)
        select m.kind, m.to_address, m.reply_to, m.subject, m.text_body, lead.id
        from lead cross join (values ${mailRows}) as m(kind, to_address, reply_to, subject, text_body)
        returning id
      )
      select (select json_agg(id) from mail) as mail_ids`,
  );
  return stored?.mail_ids ?? [];
}

/** The lead and its mail in one statement (retried once on a lost connection); after that commit the rows go to the delivery batch. */
async function storeLeadWithMail(db: Db, leadId: string, lead: LeadColumns, mails: ComposedMail[]): Promise<void> {
  deliverSoon(db, await withConnectionRetry(() => insertLeadWithMail(db, leadId, lead, mails)));
}

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

export type ContactOutcome = { stored: true; leadId: string } | { stored: false; filteredId: string; reason: FilteredReason };

/** SPEC §3/§5: a filled honeypot or a form sent under 3 s after it appeared is a bot. */
export function contactTrap(submission: ContactSubmission): FilteredReason | null {
  if (submission.honeypot && submission.honeypot.length > 0) return "honeypot";
  if (submission.formSubmitTime - submission.formLoadTime < MIN_FILL_MS) return "timing";
  return null;
}

/** A contact-form lead's columns from the visitor's fields. */
export const contactLeadColumns = (fields: ContactFields): LeadColumns => ({
  source: "contact_form",
  name: fields.name,
  email: fields.email,
  phone: orNull(fields.phone),
  company: orNull(fields.company),
  service: fields.service,
  budget: orNull(fields.budget),
  timeline: orNull(fields.timeline),
  message: fields.message,
  brandName: null,
  domainName: null,
});

/** The agency notification and the visitor's acknowledgement of a contact-form lead. */
export const contactMails = (fields: ContactFields, env: Pick<Env, "AGENCY_INBOX">): ComposedMail[] => [
  contactNotification(fields, env.AGENCY_INBOX),
  contactAcknowledgement(fields, env.AGENCY_INBOX),
];

/**
 * A trapped submission is kept apart from the leads, with no mail, for a person to look at
 * (lib/filtered-submissions). One insert, like a real lead's, so the answer takes as long.
 */
async function storeFiltered(db: Db, submission: ContactSubmission, reason: FilteredReason): Promise<string> {
  const id = randomUUID();
  const fields: ContactFields = contactFieldsSchema.parse(submission);
  await withConnectionRetry(() =>
    db.execute(sql`
      insert into filtered_submissions (id, source, reason, fields)
      values (${id}, 'contact_form', ${reason}, ${JSON.stringify(fields)}::jsonb)
      on conflict (id) do nothing`),
  );
  return id;
}

/** Stores a contact-form lead and queues the agency notification and the visitor's acknowledgement. */
export async function submitContactForm(db: Db, submission: ContactSubmission, env: Pick<Env, "AGENCY_INBOX">): Promise<ContactOutcome> {
  const trap = contactTrap(submission);
  if (trap) return { stored: false, filteredId: await storeFiltered(db, submission, trap), reason: trap };
  const leadId = randomUUID();
  await storeLeadWithMail(db, leadId, contactLeadColumns(submission), contactMails(submission, env));
  return { stored: true, leadId };
}

/** Stores a brand_analysis lead with its agency notification; returns the new lead's id. */
export async function storeInsightsLead(db: Db, request: InsightsRequest, env: Pick<Env, "AGENCY_INBOX">): Promise<string> {
  const leadId = randomUUID();
  await storeLeadWithMail(
    db,
    leadId,
    {
      source: "brand_analysis",
      name: request.clientName,
      email: request.clientEmail,
      phone: orNull(request.clientPhone),
      // The brand is the prospect's company: the back office lists and searches leads by company.
      company: request.brandName,
      service: orNull(request.projectType),
      budget: orNull(request.budgetRange),
      timeline: orNull(request.preferredTimeline),
      message: request.projectRequirements,
      brandName: request.brandName,
      domainName: orNull(request.domainName),
    },
    [insightsNotification(request, env.AGENCY_INBOX)],
  );
  return leadId;
}

export type InsightsOutcome =
  { ok: true; leadId: string; response: InsightsResponse } | { ok: false; leadId: string; error: InsightsProviderError };

/**
 * The insights tool: the lead is stored (and the agency notified) first; then the provider
 * writes the insights, which are saved on the lead. A provider failure keeps the lead.
 */
export async function requestBrandInsights(
  db: Db,
  request: InsightsRequest,
  deps: { env: Pick<Env, "AGENCY_INBOX">; provider: InsightsProvider },
): Promise<InsightsOutcome> {
  const leadId = await storeInsightsLead(db, request, deps.env);
  let response: InsightsResponse;
  try {
    response = await deps.provider.generate(request);
  } catch (error) {
    const failure =
      error instanceof InsightsProviderError ? error : new InsightsProviderError("The insights provider failed.", { cause: error });
    log.error({ provider: deps.provider.name, leadId, reason: failure.message }, "the insights provider failed");
    return { ok: false, leadId, error: failure };
  }
  try {
    await withConnectionRetry(() =>
      db.execute(sql`update leads set insights_generated = ${response.insights}, updated_at = now() where id = ${leadId}`),
    );
  } catch (error) {
    // The visitor still gets the insights; the lead exists, only the copy of the text is missing.
    log.error({ err: error, leadId }, "the insights could not be saved on the lead");
  }
  return { ok: true, leadId, response };
}

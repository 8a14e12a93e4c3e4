import type { TaskList } from "graphile-worker";

import type { Db } from "@/db/client";
import { pruneExpiredSessions } from "@/lib/authentication/service";
import { invoiceMailResolver } from "@/lib/billing/mail-parts";
import { onlinePaymentProvider } from "@/lib/billing/online/config";
import { reconcileOnlinePayments } from "@/lib/billing/online/reconciliation";
import { runRecurringInvoices } from "@/lib/billing/recurring/service";
import { sendInvoiceReminders } from "@/lib/billing/reminders/service";
import { billingDateAt } from "@/lib/billing/schedule";
import { sendDailyDigests } from "@/lib/digest/send";
import { readEnv, type Env } from "@/lib/env";
import { pruneFilteredSubmissions } from "@/lib/filtered-submissions/prune-service";
import {
  DELIVER_MAIL,
  deliverMailPayload,
  PRUNE_FILTERED_SUBMISSIONS,
  PRUNE_RATE_LIMITS,
  PRUNE_SESSIONS,
  RECONCILE_ONLINE_PAYMENTS,
  REQUEUE_STRANDED_MAIL,
  RUN_RECURRING_INVOICES,
  SEND_DAILY_DIGEST,
  SEND_INVOICE_REMINDERS,
  SEND_PROPOSAL_REMINDERS,
} from "@/lib/jobs/queue";
import { logger } from "@/lib/log";
import { deliverOutboxBatch } from "@/lib/mail/deliver";
import type { MailPartsResolvers } from "@/lib/mail/parts";
import { requeueStrandedMail } from "@/lib/mail/sweep";
import { createTestMailboxTransport } from "@/lib/mail/test-mailbox";
import { createResendTransport, type MailTransport } from "@/lib/mail/transport";
import { portalLinkMailResolver } from "@/lib/portal/mail-parts";
import { pruneExpiredPortalSessions } from "@/lib/portal/sessions";
import { pruneSignInLinks } from "@/lib/portal/sign-in";
import { proposalMailResolver } from "@/lib/proposals/mail-parts";
import { runProposalReminders } from "@/lib/proposals/reminders";
import { pruneRateLimits } from "@/lib/rate-limit";

/*
 * The worker's composition root: what runs each job of lib/jobs/queue.ts, and the features' parts
 * of the mail delivery. It imports the features; no feature imports it.
 */

const log = logger("worker");

export type WorkerDeps = {
  db: Db;
  /** AGENCY_TIMEZONE, SITE_URL, SESSION_SECRET (client links) and AGENCY_INBOX default to the environment's. */
  env: Pick<Env, "RESEND_API_KEY" | "EMAIL_FROM"> &
    Partial<Pick<Env, "AGENCY_TIMEZONE" | "SITE_URL" | "SESSION_SECRET" | "AGENCY_INBOX" | "TEST_MAIL">>;
  transport?: MailTransport | null;
  /** The clock of scheduled jobs (the digest); tests inject one. */
  now?: () => Date;
};

/**
 * graphile-worker's crontab is matched in UTC, not in AGENCY_TIMEZONE, so the digest, the payment
 * reminders and the retainers run hourly and decide themselves when 8:00 agency time has come
 * (lib/digest/schedule.ts, lib/billing/schedule.ts). fill=1h: a worker started just after the
 * hour runs the missed tick at once. The crontab runs each tick once per worker fleet, so the
 * payment reconciliation asks the provider once an hour however many workers run.
 */
export const CRONTAB = [
  `0 * * * * ${PRUNE_RATE_LIMITS}`,
  `30 * * * * ${PRUNE_SESSIONS}`,
  `45 * * * * ${PRUNE_FILTERED_SUBMISSIONS}`,
  `0 * * * * ${SEND_DAILY_DIGEST} ?fill=1h&max=1`,
  `0 * * * * ${SEND_INVOICE_REMINDERS} ?fill=1h&max=1`,
  `0 * * * * ${RUN_RECURRING_INVOICES} ?fill=1h&max=1`,
  `0 * * * * ${SEND_PROPOSAL_REMINDERS} ?fill=1h&max=1`,
  `* * * * * ${REQUEUE_STRANDED_MAIL}`,
  `20 * * * * ${RECONCILE_ONLINE_PAYMENTS} ?fill=1h&max=1`,
].join("\n");

/** TEST_MAIL=on keeps every mail in the demo's test mailbox; else Resend when a key is set, else nothing is sent. */
export function mailTransportFor(env: Pick<Env, "RESEND_API_KEY"> & Partial<Pick<Env, "TEST_MAIL">>, db: Db): MailTransport | null {
  if (env.TEST_MAIL) return createTestMailboxTransport(db);
  return env.RESEND_API_KEY ? createResendTransport(env.RESEND_API_KEY) : null;
}

/** Each kind of record a mail can refer to, and the feature that completes such a mail. */
export const mailPartsFor = (settings: { siteUrl: string; linkSecret: string | undefined; timeZone?: string }): MailPartsResolvers => ({
  invoice: invoiceMailResolver(settings),
  proposal: proposalMailResolver({ ...settings, timeZone: settings.timeZone ?? readEnv().AGENCY_TIMEZONE }),
  portal_link: portalLinkMailResolver(settings),
});

export function jobTasks({ db, env, transport = mailTransportFor(env, db), now = () => new Date() }: WorkerDeps): TaskList {
  const setting = <K extends "AGENCY_TIMEZONE" | "SITE_URL" | "SESSION_SECRET" | "AGENCY_INBOX">(key: K): Env[K] =>
    env[key] ?? readEnv()[key];
  return {
    [DELIVER_MAIL]: async (payload, helpers) => {
      const parsed = deliverMailPayload.safeParse(payload);
      if (!parsed.success) {
        helpers.logger.error(`ignoring a ${DELIVER_MAIL} job with a malformed payload`);
        return;
      }
      await deliverOutboxBatch(db, parsed.data.outboxIds, {
        transport,
        from: env.EMAIL_FROM,
        parts: mailPartsFor({ siteUrl: setting("SITE_URL"), linkSecret: setting("SESSION_SECRET"), timeZone: setting("AGENCY_TIMEZONE") }),
        attempt: helpers.job.attempts,
        maxAttempts: helpers.job.max_attempts,
      });
    },
    [PRUNE_RATE_LIMITS]: async () => {
      await pruneRateLimits(db);
    },
    [PRUNE_SESSIONS]: async () => {
      await pruneExpiredSessions(db, now());
      await pruneExpiredPortalSessions(db, now());
      await pruneSignInLinks(db, now());
    },
    [PRUNE_FILTERED_SUBMISSIONS]: async () => {
      await pruneFilteredSubmissions(db, now());
    },
    [REQUEUE_STRANDED_MAIL]: async () => {
      const requeued = await requeueStrandedMail(db, now(), { delivering: transport !== null });
      if (requeued > 0) log.warn({ mails: requeued }, "mail had stopped moving (a lost job, spent retries or a stuck send); queued again");
    },
    [SEND_DAILY_DIGEST]: async () => {
      const run = await sendDailyDigests(db, { now: now(), timeZone: setting("AGENCY_TIMEZONE"), siteUrl: setting("SITE_URL") });
      if (run.queued > 0) log.info({ mails: run.queued, date: run.date }, "daily digests queued");
    },
    [SEND_INVOICE_REMINDERS]: async () => {
      const today = billingDateAt(now(), setting("AGENCY_TIMEZONE"));
      if (!today) return;
      const run = await sendInvoiceReminders(db, { today, replyTo: setting("AGENCY_INBOX") });
      if (run.queued > 0) log.info({ mails: run.queued, date: today }, "payment reminders queued");
    },
    [RUN_RECURRING_INVOICES]: async () => {
      const today = billingDateAt(now(), setting("AGENCY_TIMEZONE"));
      if (!today) return;
      const run = await runRecurringInvoices(db, { today, linkSecret: setting("SESSION_SECRET"), replyTo: setting("AGENCY_INBOX") });
      if (run.made > 0) log.info({ invoices: run.made, date: today }, "retainer invoices made");
    },
    [SEND_PROPOSAL_REMINDERS]: async () => {
      const today = billingDateAt(now(), setting("AGENCY_TIMEZONE"));
      if (!today) return;
      const run = await runProposalReminders(db, { today, timeZone: setting("AGENCY_TIMEZONE"), agencyInbox: setting("AGENCY_INBOX") });
      if (run.reminded + run.expired > 0) log.info({ ...run, date: today }, "proposal reminders and expiries done");
    },
    [RECONCILE_ONLINE_PAYMENTS]: async () => {
      // Keys from the environment, else Billing Settings; without any, online payment is off.
      const provider = await onlinePaymentProvider(db);
      if (!provider) return;
      const run = await reconcileOnlinePayments(db, provider, now(), {
        AGENCY_TIMEZONE: setting("AGENCY_TIMEZONE"),
        AGENCY_INBOX: setting("AGENCY_INBOX"),
      });
      if (run.applied > 0)
        log.warn({ applied: run.applied, outcomes: run.outcomes }, "card payment events the webhook missed were applied");
    },
  };
}

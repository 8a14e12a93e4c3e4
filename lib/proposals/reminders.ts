import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ProposalStatus } from "@/db/enums";
import { billingSettings } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { queueOutboxMail } from "@/lib/mail/outbox";

import { expiredAgencyEmail, proposalReminderEmail, type ProposalMailFacts } from "./decision-mail";
import { proposalLabel } from "./rules";

/*
 * The proposals' daily run, from 8:00 agency time (the worker's hourly job decides the hour with
 * lib/billing/schedule.ts billingDateAt): one reminder to the client of an open proposal close to
 * its valid-until date, and, from the first agency day past that date, the proposal marked expired
 * with one notice to the agency. Each is claimed by an UPDATE ... WHERE <column> IS NULL RETURNING in
 * the transaction that queues its mail, so however many workers run, one mail goes out; a proposal
 * accepted, declined or replaced meanwhile no longer matches and gets nothing.
 * No "server-only" marker: the job worker (plain Node) runs it.
 */

/** The default of billing_settings.proposal_reminder_days, before the settings are first saved. */
export const DEFAULT_PROPOSAL_REMINDER_DAYS = 3;

/** The most proposals one run handles of each kind; the next hourly run goes on with the rest. */
const RUN_LIMIT = 500;

export type ProposalRun = { reminded: number; expired: number };

export type ProposalRunContext = {
  /** The agency's date the run acts for. */
  today: string;
  /** AGENCY_TIMEZONE: "sent before today" is read on the agency's clock. */
  timeZone: string;
  /** AGENCY_INBOX: the expiry notices' address, the reminders' reply-to. */
  agencyInbox: string;
};

type ClaimedProposal = {
  id: string;
  proposal_number: string;
  version: number;
  lead_id: string | null;
  title: string;
  recipient_name: string;
  recipient_email: string;
  recipient_company: string | null;
  valid_until: string;
  status: ProposalStatus;
};

const facts = (row: ClaimedProposal): ProposalMailFacts => ({
  label: proposalLabel({ proposalNumber: row.proposal_number, version: row.version }),
  title: row.title,
  recipientName: row.recipient_name,
  recipientEmail: row.recipient_email,
  recipientCompany: row.recipient_company,
  validUntil: String(row.valid_until),
});

const claimedColumns = sql.raw(
  "id, proposal_number, version, lead_id, title, recipient_name, recipient_email, recipient_company, to_char(valid_until, 'YYYY-MM-DD') as valid_until, status",
);

async function reminderDays(db: Db): Promise<number> {
  const [row] = await db.select({ days: billingSettings.proposalReminderDays }).from(billingSettings);
  return row?.days ?? DEFAULT_PROPOSAL_REMINDER_DAYS;
}

/**
 * The reminder is due once the valid-until date is `days` days away or fewer and not yet past, for a
 * proposal sent before today (one sent close to its date is not reminded the day it went out).
 */
const remindableSql = (today: string, days: number, timeZone: string) => sql`
  status in ('sent', 'viewed') and reminder_sent_at is null
  and valid_until >= ${today}::date and valid_until <= ${today}::date + ${days}::int
  and sent_at is not null and (sent_at at time zone ${timeZone})::date < ${today}::date`;

/** The expiry day has come: the first agency day past the valid-until date, the proposal still open. */
const expirableSql = (today: string) => sql`status in ('sent', 'viewed') and valid_until < ${today}::date`;

/** One run: the reminders due, then the expiries. */
export async function runProposalReminders(db: Db, context: ProposalRunContext): Promise<ProposalRun> {
  const days = await reminderDays(db);
  const toRemind = await db.execute<{ id: string }>(sql`
    select id from proposals where ${remindableSql(context.today, days, context.timeZone)}
    order by valid_until, id limit ${RUN_LIMIT}`);
  let reminded = 0;
  for (const { id } of toRemind) if (await remindProposal(db, id, days, context)) reminded += 1;

  const toExpire = await db.execute<{ id: string }>(sql`
    select id from proposals where ${expirableSql(context.today)} order by valid_until, id limit ${RUN_LIMIT}`);
  let expired = 0;
  for (const { id } of toExpire) if (await expireProposal(db, id, context)) expired += 1;
  return { reminded, expired };
}

/** One proposal's reminder: claimed, mailed and logged in one transaction, or nothing. */
async function remindProposal(db: Db, id: string, days: number, context: ProposalRunContext): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.execute<ClaimedProposal>(sql`
      update proposals set reminder_sent_at = now(), updated_at = now()
      where id = ${id} and ${remindableSql(context.today, days, context.timeZone)}
      returning ${claimedColumns}`);
    if (!claimed) return false;
    const mailFacts = facts(claimed);
    await queueOutboxMail(tx, { mail: proposalReminderEmail(mailFacts, context.agencyInbox), proposalId: id, leadId: claimed.lead_id });
    await logActivity(tx, {
      entityType: "proposal",
      entityId: id,
      entityName: mailFacts.label,
      action: "reminder_queued",
      description: `Reminder queued to ${claimed.recipient_email}: valid until ${mailFacts.validUntil}`,
      performedBy: null,
      metadata: { lead_id: claimed.lead_id, valid_until: mailFacts.validUntil },
    });
    return true;
  });
}

/**
 * One proposal's expiry: the status becomes expired and the agency's notice is queued, once (the
 * notice's column is claimed in the same statement).
 */
async function expireProposal(db: Db, id: string, context: ProposalRunContext): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.execute<ClaimedProposal>(sql`
      update proposals set status = 'expired', expiry_notice_sent_at = now(), updated_at = now()
      where id = ${id} and ${expirableSql(context.today)} and expiry_notice_sent_at is null
      returning ${claimedColumns}`);
    if (!claimed) return false;
    const mailFacts = facts(claimed);
    await queueOutboxMail(tx, { mail: expiredAgencyEmail(mailFacts, context.agencyInbox), proposalId: id, leadId: claimed.lead_id });
    await logActivity(tx, {
      entityType: "proposal",
      entityId: id,
      entityName: mailFacts.label,
      action: "expired",
      description: `Proposal ${mailFacts.label} expired unanswered (valid until ${mailFacts.validUntil})`,
      performedBy: null,
      metadata: { lead_id: claimed.lead_id },
    });
    return true;
  });
}

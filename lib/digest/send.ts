// No "server-only" marker in this chain: the job worker also runs as plain Node (`npm run worker`).
import { and, eq, gt, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { activityLog, adminUsers } from "@/db/schema";
import { listOverdueInvoices } from "@/lib/billing/invoices/queries";
import { reconciledSince } from "@/lib/billing/online/reconciliation";
import { welcomeName } from "@/lib/dashboard/format";
import { listDueFollowUps } from "@/lib/follow-ups/queries";
import { deliverMailJobSql } from "@/lib/jobs/queue";

import { composeDailyDigest } from "./compose";
import { digestDateAt, digestDedupeKey } from "./schedule";

/** How many follow-ups and invoices the mail names; the rest are counted. */
export const DIGEST_LIST_LIMIT = 20;

export type DigestOptions = {
  /** The job's clock (injectable, so tests choose the day and the hour). */
  now: Date;
  timeZone: string;
  /** SITE_URL: the mail links to the back office. */
  siteUrl: string;
};

export type DigestRun = { status: "too_early"; date: null; queued: 0 } | { status: "nothing_due" | "queued"; date: string; queued: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The usernames whose sign-in was slowed down in the day before `now` (./compose.ts names admins, counts the rest). */
async function recentSignInThrottles(db: Db, now: Date): Promise<{ known: string[]; unknown: number }> {
  const rows = await db
    .select({ entityId: activityLog.entityId, entityName: activityLog.entityName })
    .from(activityLog)
    .where(and(eq(activityLog.action, "sign_in_throttled"), gt(activityLog.createdAt, new Date(now.getTime() - DAY_MS))));
  const known = [...new Set(rows.flatMap((row) => (row.entityId && row.entityName ? [row.entityName] : [])))].sort();
  return { known, unknown: rows.filter((row) => !row.entityId).length };
}

/**
 * The daily digest job: every active admin gets the follow-ups due and owners also the overdue
 * invoices, any username whose sign-in was slowed down and the card payment events the
 * reconciliation applied in the last day, through the outbox. The key 'digest:<admin id>:<agency date>' keeps it to one a day
 * however often or wherever this runs. A day with nothing due sends nothing.
 */
export async function sendDailyDigests(db: Db, { now, timeZone, siteUrl }: DigestOptions): Promise<DigestRun> {
  const date = digestDateAt(now, timeZone);
  if (!date) return { status: "too_early", date: null, queued: 0 };

  const [followUps, overdueInvoices, throttles, reconciled, admins] = await Promise.all([
    listDueFollowUps(db, date, { offset: 0, limit: DIGEST_LIST_LIMIT }),
    listOverdueInvoices(db, date, DIGEST_LIST_LIMIT),
    recentSignInThrottles(db, now),
    reconciledSince(db, new Date(now.getTime() - DAY_MS)),
    db
      .select({
        id: adminUsers.id,
        email: adminUsers.email,
        username: adminUsers.username,
        firstName: adminUsers.firstName,
        role: adminUsers.role,
      })
      .from(adminUsers)
      .where(eq(adminUsers.active, true)),
  ]);
  if (
    followUps.total === 0 &&
    overdueInvoices.total === 0 &&
    throttles.known.length === 0 &&
    throttles.unknown === 0 &&
    reconciled.length === 0
  )
    return { status: "nothing_due", date, queued: 0 };

  const mails = admins.flatMap((admin) => {
    const mail = composeDailyDigest({
      to: admin.email,
      greetingName: welcomeName(admin),
      agencyDate: date,
      dashboardUrl: `${siteUrl}/admin/dashboard`,
      followUps: { total: followUps.total, items: followUps.rows },
      overdueInvoices: admin.role === "owner" ? { total: overdueInvoices.total, items: overdueInvoices.rows } : { total: 0, items: [] },
      signInThrottles: admin.role === "owner" ? throttles : undefined,
      reconciledPayments: admin.role === "owner" ? reconciled : undefined,
    });
    return mail ? [{ ...mail, dedupeKey: digestDedupeKey(admin.id, date) }] : [];
  });
  if (mails.length === 0) return { status: "queued", date, queued: 0 };

  const values = sql.join(
    mails.map((mail) => sql`(${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.dedupeKey})`),
    sql`, `,
  );
  const [result] = await db.execute<{ queued: number }>(sql`
    with mail as (
      insert into mail_outbox (kind, to_address, subject, text_body, dedupe_key)
      values ${values}
      on conflict (dedupe_key) do nothing
      returning id
    ), jobs as (
      -- One delivery job per digest: a mail refused for one admin never holds up another's.
      select ${deliverMailJobSql(sql.raw("json_build_array(mail.id)"))} as job from mail
    )
    select (select count(*)::int from mail) as queued, (select count(*)::int from jobs) as jobs`);
  return { status: "queued", date, queued: Number(result?.queued ?? 0) };
}

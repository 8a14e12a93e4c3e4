import "server-only";

import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { MailStatus } from "@/db/enums";
import { mailOutbox } from "@/db/schema";
import { containsPattern } from "@/lib/list/params";

import type { OutboxListRow } from "./types";

export type OutboxListFilters = { q: string; status?: MailStatus; offset: number; limit: number };

function outboxWhere(filters: Omit<OutboxListFilters, "offset" | "limit">): SQL | undefined {
  const pattern = containsPattern(filters.q);
  return and(
    filters.q ? or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern)) : undefined,
    filters.status ? eq(mailOutbox.status, filters.status) : undefined,
  );
}

/**
 * One page of outgoing mail, newest first (mail_outbox_created_at_idx; a state filter narrows by
 * mail_outbox_status_next_attempt_idx), searched by recipient or subject, and how many match.
 */
export async function listOutbox(db: Db, filters: OutboxListFilters): Promise<{ rows: OutboxListRow[]; total: number }> {
  const where = outboxWhere(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        sentAt: mailOutbox.sentAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many mails have failed, for 'Retry all failed'. */
export async function countFailedMail(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed"));
  return row?.total ?? 0;
}

import { agencyClock } from "@/lib/dates";

/**
 * The daily digest goes out from 8:00 agency time. graphile-worker's crontab is in UTC, which cannot
 * follow 8:00 local all year, so the job runs hourly and acts from 8:00; the outbox key makes later
 * runs that day no-ops (docs/back-office.md "Follow-ups and the daily digest"). Pure.
 */
export const DIGEST_HOUR = 8;

/** The agency date whose digest is due at `now`, or null before 8:00 agency time. */
export function digestDateAt(now: Date, timeZone: string): string | null {
  const clock = agencyClock(now, timeZone);
  return clock.hour >= DIGEST_HOUR ? clock.date : null;
}

/** The outbox key that lets each admin get one digest per agency date. */
export const digestDedupeKey = (adminId: string, agencyDate: string) => `digest:${adminId}:${agencyDate}`;

import { agencyClock } from "@/lib/dates";

/**
 * When the daily digest goes out: every morning at 8:00 agency time. Pure: unit tested.
 *
 * graphile-worker 0.16 matches crontab times in UTC (its cron reads getUTCHours), whatever the
 * server's or the agency's zone, and a fixed UTC hour cannot be 8:00 in Denver all year (UTC-7 in
 * winter, UTC-6 in summer; other zones even sit on a half hour). So the digest job runs every
 * hour, on the hour, and acts only once the agency's wall clock has reached 8:00 that day (in a
 * half-hour zone that is 8:30); the outbox's dedupe key
 * ('digest:<admin id>:<agency date>') makes every later run that day, a restarted server or a
 * second instance a no-op. A worker that was down at 8:00 catches up at its next hourly run the
 * same day (late rather than lost); a day it misses entirely is not sent afterwards.
 */
export const DIGEST_HOUR = 8;

/** The agency date whose digest is due at `now`, or null before 8:00 agency time. */
export function digestDateAt(now: Date, timeZone: string): string | null {
  const clock = agencyClock(now, timeZone);
  return clock.hour >= DIGEST_HOUR ? clock.date : null;
}

/** The outbox key that lets each admin get one digest per agency date. */
export const digestDedupeKey = (adminId: string, agencyDate: string) => `digest:${adminId}:${agencyDate}`;

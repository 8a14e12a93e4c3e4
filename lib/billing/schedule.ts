import { agencyClock } from "@/lib/dates";

/**
 * When the worker's billing runs (payment reminders, retainer invoices) act: from 8:00 on the
 * agency's clock, like the daily digest, so clients get mail in working hours. Their jobs run
 * hourly (graphile-worker's crontab is in UTC) and every run of the day after 8:00 finds the
 * work already done: reminders and retainer invoices are keyed, so nothing is made twice. Pure.
 */
export const BILLING_RUN_HOUR = 8;

/** The agency date the billing runs act for at `now`, or null before 8:00 agency time. */
export function billingDateAt(now: Date, timeZone: string): string | null {
  const clock = agencyClock(now, timeZone);
  return clock.hour >= BILLING_RUN_HOUR ? clock.date : null;
}

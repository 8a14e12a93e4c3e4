import { agencyClock } from "@/lib/dates";

/**
 * The billing runs (reminders, retainer invoices) act from 8:00 agency time, so clients get mail in
 * working hours; like the digest they run hourly and are keyed, so nothing is made twice. Pure.
 */
export const BILLING_RUN_HOUR = 8;

/** The agency date the billing runs act for at `now`, or null before 8:00 agency time. */
export function billingDateAt(now: Date, timeZone: string): string | null {
  const clock = agencyClock(now, timeZone);
  return clock.hour >= BILLING_RUN_HOUR ? clock.date : null;
}

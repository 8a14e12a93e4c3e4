import { addDays as addCalendarDays, differenceInCalendarDays, format, isMatch, parseISO } from "date-fns";

/**
 * Calendar dates as the agency sees them: "today" is the date on AGENCY_TIMEZONE's wall clock, not the
 * server's or UTC (at 8 pm in Denver it is already tomorrow in UTC). Pure: safe in client code.
 */

const ISO_DATE = "yyyy-MM-dd";

/** True for a real calendar date written as YYYY-MM-DD ("2026-02-30" is not one). */
export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isMatch(value, ISO_DATE);

/** The calendar date at `now` in `timeZone`, as YYYY-MM-DD. */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The calendar date and hour at `now` in `timeZone` (the worker's daily runs act from an hour of the agency's day). */
export function agencyClock(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

/** The year of a YYYY-MM-DD date. */
export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/** The date `count` days after a YYYY-MM-DD date. */
export const addDays = (isoDate: string, count: number) => format(addCalendarDays(parseISO(isoDate), count), ISO_DATE);

/** Whole calendar days from one YYYY-MM-DD date to another. */
export const daysBetween = (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from));

/** "2026-03-05" -> "Mar 5, 2026", independent of the viewer's time zone (the date has none); `fallback` for none. */
export function formatIsoDate(isoDate: string | null | undefined, fallback = "—"): string {
  if (!isoDate || !isIsoDate(isoDate)) return fallback;
  return format(parseISO(isoDate), "MMM d, yyyy");
}

/** An instant in the agency's time zone, with the time ("Mar 4, 2026, 3:05 PM"). */
export function formatDateTime(value: Date | string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(value));
}

const days = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "day" : "days"}`;

/** "due today", "3 days late" (a follow-up) or "3 days overdue" (an invoice). */
export function lateness(dueDate: string, today: string, word: "late" | "overdue"): string {
  const late = daysBetween(dueDate, today);
  return late <= 0 ? "due today" : `${days(late)} ${word}`;
}

/**
 * DESIGN.md: an invoice is overdue when it is neither paid nor cancelled and its due date is before
 * today, whatever its stored status. YYYY-MM-DD strings compare correctly as text.
 * lib/billing/invoices/queries.ts (overdueCondition) states the same rule in SQL; tests hold them together.
 */
export function isInvoiceOverdue(invoice: { status: string; dueDate: string }, today: string): boolean {
  return invoice.status !== "paid" && invoice.status !== "cancelled" && invoice.dueDate < today;
}

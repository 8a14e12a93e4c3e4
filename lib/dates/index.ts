/**
 * Calendar dates as the agency sees them. Invoice dates are plain "YYYY-MM-DD" strings (PostgreSQL
 * `date`), so "today" must be the date on the agency's wall clock (AGENCY_TIMEZONE), not the
 * server's or UTC: at 8 pm in Denver it is already tomorrow in UTC. Pure: safe in client code.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as YYYY-MM-DD ("2026-02-30" is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date at `now` in `timeZone`, as YYYY-MM-DD. */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The year of a YYYY-MM-DD date. */
export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/**
 * DESIGN.md: an invoice is overdue when it is neither paid nor cancelled and its due date is before
 * today, whatever its stored status. YYYY-MM-DD strings compare correctly as text.
 * lib/invoices/queries.ts states the same rule in SQL (`overdueCondition`); tests hold them together.
 */
export function isInvoiceOverdue(invoice: { status: string; dueDate: string }, today: string): boolean {
  return invoice.status !== "paid" && invoice.status !== "cancelled" && invoice.dueDate < today;
}

const displayFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });

/** "2026-03-05" -> "Mar 5, 2026", independent of the viewer's time zone (the date has none). */
export function formatIsoDate(isoDate: string | null | undefined): string {
  if (!isoDate || !isIsoDate(isoDate)) return "—";
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return displayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

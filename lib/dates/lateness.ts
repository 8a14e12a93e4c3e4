/** How late a dated task is, in whole calendar days. Pure: the Overview and the digest use it. */

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD date to another (calendar dates, so no time zone applies). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const days = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "day" : "days"}`;

/** "due today", "3 days late" (a follow-up) or "3 days overdue" (an invoice). */
export function lateness(dueDate: string, today: string, word: "late" | "overdue"): string {
  const late = daysBetween(dueDate, today);
  return late <= 0 ? "due today" : `${days(late)} ${word}`;
}

/** The date `count` days after a YYYY-MM-DD date. */
export function addDays(isoDate: string, count: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

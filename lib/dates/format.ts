/** Display helpers for the back office; pure, so client components use them too. */

const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A date column ("2026-03-04") as "Mar 4, 2026"; it has no time zone, so none is applied. */
export function formatDateOnly(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
}

/** An instant in the agency's time zone, with the time ("Mar 4, 2026, 3:05 PM"). */
export function formatDateTime(value: Date | string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(value));
}

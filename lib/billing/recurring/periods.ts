import { addMonths, addWeeks, addYears, format, parseISO } from "date-fns";

import type { RecurringFrequency } from "@/db/enums";

/**
 * A retainer's calendar: its n-th date is the start date moved by n periods. Always computed from
 * the start date (never from the previous date), so a schedule starting on Jan 31 runs on Feb 28
 * (date-fns clamps to the month's last day) and back on Mar 31. Pure: unit tested.
 */

const ISO_DATE = "yyyy-MM-dd";

export const frequencyLabels: Record<RecurringFrequency, string> = {
  week: "Every week",
  month: "Every month",
  quarter: "Every quarter",
  year: "Every year",
};

/** The date `count` periods after a YYYY-MM-DD date. */
export function shiftByPeriods(isoDate: string, frequency: RecurringFrequency, count: number): string {
  const date = parseISO(isoDate);
  const shifted =
    frequency === "week"
      ? addWeeks(date, count)
      : frequency === "month"
        ? addMonths(date, count)
        : frequency === "quarter"
          ? addMonths(date, 3 * count)
          : addYears(date, count);
  return format(shifted, ISO_DATE);
}

/** How many periods from `start` until the first date on or after `date` (0 when `date` <= start). */
export function periodsUntil(start: string, frequency: RecurringFrequency, date: string): number {
  let count = 0;
  // A retainer restarted after years of pause walks a few hundred weeks at most.
  while (shiftByPeriods(start, frequency, count) < date) count += 1;
  return count;
}

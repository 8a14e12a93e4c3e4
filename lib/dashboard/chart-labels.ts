/**
 * Labels of the Overview charts' buckets. Bucket keys are calendar dates from SQL
 * ("2026-03-09" for the week starting Monday Mar 9, "2026-03-01" for March), already in the
 * agency's calendar, so they are formatted in UTC: no viewer's zone can shift them a day.
 * Pure: unit tested, and used by both the server (tables) and the charts.
 */

const at = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options });

const monthDay = format({ month: "short", day: "numeric" });
const monthDayYear = format({ month: "short", day: "numeric", year: "numeric" });
const monthShort = format({ month: "short" });
const monthLongYear = format({ month: "long", year: "numeric" });

/** "Mar 9": the x axis of the weekly chart. */
export const weekAxisLabel = (weekStart: string) => monthDay.format(at(weekStart));

/** "Week of Mar 9, 2026": the weekly table's row header and tooltip title. */
export const weekLabel = (weekStart: string) => `Week of ${monthDayYear.format(at(weekStart))}`;

/** "Mar '26": the x axis of the monthly chart, short but with the year (12 months span two). */
export const monthAxisLabel = (month: string) => `${monthShort.format(at(month))} '${month.slice(2, 4)}`;

/** "March 2026": the monthly table's row header and tooltip title. */
export const monthLabel = (month: string) => monthLongYear.format(at(month));

const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** "$12.5K": money on a chart axis, where the full amount does not fit. */
export const axisMoney = (dollars: number) => compactUsd.format(dollars);

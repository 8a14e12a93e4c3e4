import { z } from "zod";

import { leadSources, leadStatuses, priorityLabels, type LeadPriority, type LeadSource, type LeadStatus } from "@/db/enums";
import { isIsoDate } from "@/lib/dates";
import { MAX_MONEY } from "@/lib/forms/fields";
import { LIMITS } from "@/lib/intake/rules";
import { splitCommaList } from "@/lib/text/comma-list";

/**
 * How one CSV cell becomes a lead field's value, each rule a zod schema over the cell's text.
 * Pure: unit tested, and run by the preview for every cell of a mapped column.
 */

/** Lengths past SPEC's silence: the public forms' limits where a form has the field, else these. */
const MAX = { ...LIMITS, short: 200, tags: 5000 } as const;

const tooLong = (max: number) => `Longer than ${max.toLocaleString("en-US")} characters.`;

/** PostgreSQL text cannot hold NUL. */
const noNul = (value: string) => !value.includes("\u0000");

/** Optional text: trimmed, "" becomes null. */
export const optionalCellText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine(noNul, "Contains an invalid character.")
    .transform((value) => (value === "" ? null : value));

const requiredCellText = (max: number, emptyMessage: string) =>
  z.string().trim().min(1, emptyMessage).max(max, tooLong(max)).refine(noNul, "Contains an invalid character.");

const emailCell = z
  .string()
  .trim()
  .min(1, "Email is empty.")
  .max(MAX.email, tooLong(MAX.email))
  .pipe(z.email({ error: (issue) => `"${String(issue.input)}" is not a valid email address.` }));

/** A cell that `read` turns into a value, or null when it cannot; refused with `message(text)`. */
const readCell = <T>(read: (text: string) => T | null, message: (text: string) => string) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const value = read(text);
      if (value !== null) return value;
      ctx.addIssue({ code: "custom", message: message(text) });
      return z.NEVER;
    });

const listing = (values: readonly string[]) => `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;

/** A cell that must be one of `values`, compared without case (also matching `labels`: "Contact Form"). */
function choiceCell<V extends string>(what: string, values: readonly V[], labels: Record<string, V>) {
  const known = new Map<string, V>([
    ...values.map((value) => [value, value] as const),
    ...Object.entries(labels).map(([label, value]) => [label.toLowerCase(), value] as const),
  ]);
  return readCell(
    (text) => known.get(text.toLowerCase()) ?? null,
    (text) => `Unknown ${what} "${text}"; use ${listing(values)}.`,
  );
}

const statusCell = choiceCell<LeadStatus>("status", leadStatuses, {});
const sourceCell = choiceCell<LeadSource>("source", leadSources, { "brand analysis": "brand_analysis", "contact form": "contact_form" });
// Our export writes High, Medium, Low (SPEC §2); 1, 2, 3 are what the database holds.
const priorityByText = new Map<string, LeadPriority>(
  (Object.entries(priorityLabels) as [string, string][]).flatMap(([value, label]) => [
    [label.toLowerCase(), Number(value) as LeadPriority],
    [value, Number(value) as LeadPriority],
  ]),
);
const priorityCell = readCell(
  (text) => priorityByText.get(text.toLowerCase()) ?? null,
  (text) => `Unknown priority "${text}"; use High, Medium or Low (or 1, 2, 3).`,
);

const scoreCell = readCell(
  (text) => (/^\d{1,3}$/.test(text) && Number(text) <= 100 ? Number(text) : null),
  (text) => `Lead score "${text}" is not a whole number from 0 to 100.`,
);

/** "12500.5", "$12,500.50", "12 500" -> "12500.50"; at most two decimals, never negative. */
export const moneyCell = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const plain = text.replace(/^\$\s*/, "").replace(/\s/g, "");
    const grouped = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(plain);
    const digits = grouped ? plain.replace(/,/g, "") : plain;
    const match = /^(\d+)(?:\.(\d+))?$/.exec(digits);
    if (!match) {
      const negative = /^-\$?\s*\d/.test(text);
      ctx.addIssue({
        code: "custom",
        message: negative ? `Estimated value "${text}" cannot be negative.` : `Estimated value "${text}" is not a number.`,
      });
      return z.NEVER;
    }
    const [, whole = "0", fraction = ""] = match;
    if (fraction.replace(/0+$/, "").length > 2) {
      ctx.addIssue({ code: "custom", message: `Estimated value "${text}" has more than two decimals.` });
      return z.NEVER;
    }
    const value = `${BigInt(whole)}.${fraction.padEnd(2, "0").slice(0, 2)}`;
    if (Number(value) > MAX_MONEY) {
      ctx.addIssue({ code: "custom", message: `Estimated value "${text}" is too large.` });
      return z.NEVER;
    }
    return value;
  });

const pad = (value: string) => value.padStart(2, "0");

/** "2026-03-05", "2026/03/05" or the US "3/5/2026" -> "2026-03-05", or null when it is none of them. */
export function readDate(text: string): string | null {
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const date = iso ? `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}` : us ? `${us[3]}-${pad(us[1]!)}-${pad(us[2]!)}` : null;
  return date && isIsoDate(date) ? date : null;
}

const dateCell = (label: string) => readCell(readDate, (text) => `${label} "${text}" is not a date; use YYYY-MM-DD or MM/DD/YYYY.`);

/**
 * A moment: with an offset it is that instant, as ISO in UTC; without one (as our export writes it) it
 * is the agency's wall clock, "YYYY-MM-DDTHH:MM:SS", for the database to place in AGENCY_TIMEZONE.
 */
export function readMoment(text: string): string | null {
  const withOffset = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  if (withOffset) {
    const ms = Date.parse(text.replace(" ", "T"));
    return Number.isFinite(ms) && isIsoDate(text.slice(0, 10)) ? new Date(ms).toISOString() : null;
  }
  const [datePart = "", ...rest] = text.split(/[T ]/);
  const date = readDate(datePart);
  if (!date) return null;
  const time = rest.join(" ").trim();
  if (time === "") return `${date}T00:00:00`;
  const clock = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([ap]\.?m\.?)?$/i.exec(time);
  if (!clock) return null;
  let hours = Number(clock[1]);
  const meridiem = clock[4]?.toLowerCase().replace(/\./g, "");
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === "pm" ? 12 : 0);
  }
  const minutes = Number(clock[2]);
  const seconds = Number(clock[3] ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${date}T${pad(String(hours))}:${pad(String(minutes))}:${pad(String(seconds))}`;
}

const momentCell = (label: string) => readCell(readMoment, (text) => `${label} "${text}" is not a date and time; use YYYY-MM-DD HH:MM.`);

const tagsCell = z
  .string()
  .max(MAX.tags, tooLong(MAX.tags))
  .refine(noNul, "Contains an invalid character.")
  .transform(splitCommaList)
  .refine((tags) => tags.every((tag) => tag.length <= MAX.short), `A tag is longer than ${MAX.short} characters.`);

/**
 * Each field's rule for a non-empty cell. An empty cell is no value: the field's default (status
 * new, priority Medium, score 0, the import's source) or null, except where a value is required.
 */
export const cellSchemas = {
  name: requiredCellText(MAX.name, "Name is empty."),
  firstName: optionalCellText(MAX.name),
  lastName: optionalCellText(MAX.name),
  email: emailCell,
  phone: optionalCellText(MAX.phone),
  company: optionalCellText(MAX.company),
  service: optionalCellText(MAX.short),
  budget: optionalCellText(MAX.short),
  timeline: optionalCellText(MAX.short),
  message: optionalCellText(MAX.message),
  status: statusCell,
  priority: priorityCell,
  leadScore: scoreCell,
  estimatedValue: moneyCell,
  tags: tagsCell,
  notes: optionalCellText(MAX.message),
  nextFollowUpDate: dateCell("Next follow-up date"),
  expectedCloseDate: dateCell("Expected close date"),
  lastContactDate: momentCell("Last contact"),
  source: sourceCell,
  brandName: optionalCellText(MAX.short),
  domainName: optionalCellText(MAX.domain),
  createdAt: momentCell("Created"),
} as const;

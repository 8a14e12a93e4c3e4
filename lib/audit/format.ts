import type { ActivityEntityType } from "@/db/enums";
import type { ActivityChanges } from "@/db/schema";
import { invoiceStatusLabels } from "@/lib/billing/invoices/schema";
import { formatDateTime, formatIsoDate, isIsoDate } from "@/lib/dates";
import { leadStatusLabels, priorityLabels } from "@/lib/leads/schema";
import { formatMoney } from "@/lib/money";
import { projectStatusLabels } from "@/lib/projects/schema";
import { adminRoleLabels } from "@/lib/team/schema";

/**
 * The one reading of an audit entry's changes, for a lead's or a project's history and for the
 * Audit section alike: each field by its label, each value as people read it (a priority's name,
 * a status's label, an amount in dollars, a date), never the stored code. Pure.
 */

/** A changed field as the views show it. */
export type ChangeLine = { field: string; label: string; old: string; new: string; text: string };

export const EMPTY_VALUE = "(empty)";

const LABELS: Record<string, string> = {
  lead_score: "Lead score",
  estimated_value: "Estimated value",
  expected_close_date: "Expected close date",
  next_follow_up_date: "Next follow-up date",
  last_contact_date: "Last contact",
  progress_percentage: "Progress",
  estimated_hours: "Estimated hours",
  client_name: "Client name",
  client_email: "Client email",
  tax_rate: "Tax rate",
  due_date: "Due date",
  issue_date: "Issue date",
  first_name: "First name",
  last_name: "Last name",
};

const MONEY_FIELDS = new Set([
  "estimated_value",
  "hourly_rate",
  "fixed_price",
  "amount",
  "subtotal",
  "tax_amount",
  "total",
  "total_amount",
  "unit_price",
]);
const PERCENT_FIELDS = new Set(["progress_percentage", "tax_rate"]);

/** Value lists whose stored codes have names, by entity type and field. */
const NAMED_VALUES: Partial<Record<ActivityEntityType, Record<string, Record<string, string>>>> = {
  lead: { priority: priorityLabels, status: leadStatusLabels },
  project: { status: projectStatusLabels },
  invoice: { status: invoiceStatusLabels },
  admin: { role: adminRoleLabels },
};

/** A column name as a label: next_follow_up_date -> "Next follow-up date", priority -> "Priority". */
export function changeFieldLabel(field: string): string {
  if (LABELS[field]) return LABELS[field];
  const words = field.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value as people read it. */
export function changeValueText(entityType: string, field: string, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === "") return EMPTY_VALUE;
  const named = NAMED_VALUES[entityType as ActivityEntityType]?.[field];
  if (named && (typeof value === "string" || typeof value === "number") && named[String(value)]) return named[String(value)]!;
  if (Array.isArray(value)) {
    return value.length === 0
      ? EMPTY_VALUE
      : value.map((item) => (typeof item === "string" || typeof item === "number" ? String(item) : JSON.stringify(item))).join(", ");
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (MONEY_FIELDS.has(field) && (typeof value === "number" || (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value))))
    return formatMoney(value);
  if (PERCENT_FIELDS.has(field) && (typeof value === "number" || typeof value === "string")) return `${Number(value)}%`;
  if (typeof value === "string" && isIsoDate(value)) return formatIsoDate(value);
  if (typeof value === "string" && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)))
    return formatDateTime(value, timeZone) ?? value;
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/** An entry's changed fields, in the order recorded: "Priority: Medium → High". */
export function describeChanges(entityType: string, changes: ActivityChanges | null | undefined, timeZone: string): ChangeLine[] {
  return Object.entries(changes ?? {}).map(([field, change]) => {
    const label = changeFieldLabel(field);
    const old = changeValueText(entityType, field, change.old, timeZone);
    const next = changeValueText(entityType, field, change.new, timeZone);
    return { field, label, old, new: next, text: `${label}: ${old} → ${next}` };
  });
}

import type { LeadSource } from "@/db/enums";
import type { Lead } from "@/db/schema";
import { formatMoney } from "@/lib/money";

/**
 * What 'Merge into original' keeps (field by field in docs/back-office.md "Duplicates"). Pure, so
 * tested apart from ./merge.ts. The original's identity and pipeline place never change; the duplicate
 * only fills gaps, and what the original kept its own value over goes into the merge note.
 */

export type MergeableLead = Pick<
  Lead,
  | "name"
  | "email"
  | "source"
  | "createdAt"
  | "phone"
  | "company"
  | "service"
  | "budget"
  | "timeline"
  | "message"
  | "brandName"
  | "domainName"
  | "insightsGenerated"
  | "estimatedValue"
  | "expectedCloseDate"
  | "nextFollowUpDate"
  | "lastContactDate"
  | "tags"
  | "priority"
  | "leadScore"
>;

/** The original's columns a merge may change. */
export type MergePatch = Partial<Omit<MergeableLead, "name" | "email" | "source" | "createdAt" | "message">>;

/** A value of the duplicate's that the original kept its own value over. */
export type KeptValue = { label: string; value: string };

const FILLABLE_TEXT = [
  ["phone", "Phone"],
  ["company", "Company"],
  ["service", "Service"],
  ["budget", "Budget"],
  ["timeline", "Timeline"],
  ["brandName", "Brand name"],
  ["domainName", "Domain"],
  ["expectedCloseDate", "Expected close date"],
  ["insightsGenerated", "Generated insights"],
] as const satisfies readonly (readonly [keyof MergePatch & keyof MergeableLead, string])[];

const isBlank = (value: string | null) => value === null || value.trim() === "";

/** Decides the original's new field values and what of the duplicate's goes into the merge note. */
export function mergeLeadFields(original: MergeableLead, duplicate: MergeableLead): { patch: MergePatch; kept: KeptValue[] } {
  const patch: MergePatch = {};
  const kept: KeptValue[] = [];

  for (const [field, label] of FILLABLE_TEXT) {
    const mine = original[field];
    const theirs = duplicate[field];
    if (isBlank(theirs)) continue;
    if (isBlank(mine)) patch[field] = theirs;
    else if (mine!.trim() !== theirs!.trim()) kept.push({ label, value: theirs! });
  }

  if (duplicate.estimatedValue !== null) {
    if (original.estimatedValue === null) patch.estimatedValue = duplicate.estimatedValue;
    else if (Number(original.estimatedValue) !== Number(duplicate.estimatedValue)) {
      kept.push({ label: "Estimated value", value: formatMoney(duplicate.estimatedValue) });
    }
  }

  // YYYY-MM-DD strings compare correctly as text.
  const earliest =
    [original.nextFollowUpDate, duplicate.nextFollowUpDate].filter((date): date is string => date !== null).sort()[0] ?? null;
  if (earliest !== original.nextFollowUpDate) patch.nextFollowUpDate = earliest;

  if (duplicate.lastContactDate && (!original.lastContactDate || duplicate.lastContactDate > original.lastContactDate)) {
    patch.lastContactDate = duplicate.lastContactDate;
  }

  if (duplicate.priority < original.priority) patch.priority = duplicate.priority;
  if (duplicate.leadScore > original.leadScore) patch.leadScore = duplicate.leadScore;

  const tags = unionTags(original.tags, duplicate.tags);
  if (tags.length !== original.tags.length) patch.tags = tags;

  return { patch, kept };
}

/** The original's tags, then the duplicate's new ones; "VIP" and "vip" count as one. */
export function unionTags(first: readonly string[], second: readonly string[]): string[] {
  const seen = new Set<string>();
  const union: string[] = [];
  for (const tag of [...first, ...second]) {
    const key = tag.trim().toLowerCase();
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    union.push(tag);
  }
  return union;
}

const sourceWords: Record<LeadSource, string> = {
  brand_analysis: "the AI insights tool",
  contact_form: "the contact form",
};

/** Subject of the note that keeps the duplicate's submission in the original's history. */
export const MERGE_NOTE_SUBJECT = "Message from merged duplicate";

/**
 * The note's text: who wrote, when and through which form, the full message, and every value of
 * the duplicate's that the original kept its own value over.
 */
export function mergeNote(duplicate: MergeableLead, kept: readonly KeptValue[], receivedAt: string): string {
  const lines = [
    `${duplicate.name} <${duplicate.email}> wrote through ${sourceWords[duplicate.source]} on ${receivedAt}. That submission was a duplicate of this lead and was merged into it.`,
    "",
    "Message:",
    isBlank(duplicate.message) ? "(no message)" : duplicate.message!,
  ];
  if (kept.length > 0) {
    lines.push("", "The duplicate also said (this lead kept its own values):");
    for (const { label, value } of kept) lines.push(value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`);
  }
  return lines.join("\n");
}

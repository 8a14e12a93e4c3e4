import { z } from "zod";

import { isIsoDate } from "@/lib/dates";

/**
 * The Clients section's inputs besides the client form (lib/clients/schema.ts): delete, merge and
 * the statement's date range. Pure: the dialogs and the pages import them too.
 */

export const clientIdSchema = z.object({ id: z.uuid("That client was not found.") });

export const clientMergeSchema = z
  .object({
    /** The client that stays. */
    keepId: z.uuid("That client was not found."),
    /** The client merged into it and then deleted. */
    mergeId: z.uuid("Choose the client to merge."),
  })
  .refine((value) => value.keepId !== value.mergeId, { path: ["mergeId"], message: "Choose another client to merge." });

export type ClientMergeInput = z.output<typeof clientMergeSchema>;

/** The statement's range text of the address; empty means the default (this year so far). */
const isoDay = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || isIsoDate(value), `${label} must be a date written as YYYY-MM-DD.`)
    .optional();

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The statement's `from` and `to`, given today in the agency's time zone: defaults to 1 January through today. */
export function statementRangeSchema(today: string) {
  return z
    .object({ from: z.preprocess(firstValue, isoDay("From")), to: z.preprocess(firstValue, isoDay("To")) })
    .transform(({ from, to }) => ({ from: from || `${today.slice(0, 4)}-01-01`, to: to || today }))
    .refine(({ from, to }) => from <= to, { message: "From must be on or before To.", path: ["to"] });
}

export type StatementRange = { from: string; to: string };

/** The range from a page's searchParams or a URL's query, or the first problem's message. */
export function parseStatementRange(
  raw: Record<string, unknown>,
  today: string,
): { ok: true; range: StatementRange } | { ok: false; error: string } {
  const parsed = statementRangeSchema(today).safeParse({ from: raw.from, to: raw.to });
  if (parsed.success) return { ok: true, range: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "The date range is not valid." };
}

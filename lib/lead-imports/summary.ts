import type { LeadImportResult, LeadImportUndoResult } from "./types";

/** What an import or its undo did, in words: the toast, the list of imports and the activity entry. Pure. */

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** "2 leads created, 1 duplicate created, 1 lead updated, 0 skipped, 1 row with errors". */
export function describeCounts(result: LeadImportResult): string {
  return [
    `${plural(result.created, "lead", "leads")} created`,
    result.duplicates > 0 ? `${plural(result.duplicates, "duplicate", "duplicates")} created` : null,
    result.updated > 0 ? `${plural(result.updated, "row", "rows")} filled empty fields` : null,
    result.skipped > 0 ? `${plural(result.skipped, "row", "rows")} skipped` : null,
    result.errors > 0 ? `${plural(result.errors, "row", "rows")} with errors left out` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/** "3 leads removed, 1 restored; 2 changed since and kept". */
export function describeUndo(result: LeadImportUndoResult): string {
  return [
    `${plural(result.removed, "lead", "leads")} removed`,
    `${plural(result.restored, "lead", "leads")} restored`,
    result.kept > 0 ? `${plural(result.kept, "lead", "leads")} changed since and kept` : null,
    result.gone > 0 ? `${plural(result.gone, "lead", "leads")} already deleted` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

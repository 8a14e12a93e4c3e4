import type { Options } from "csv-stringify";

/**
 * How every back-office CSV export is written (docs/back-office.md "CSV export"). Pure.
 * - RFC 4180 in UTF-8 with a byte order mark: without it Excel on Windows reads the legacy code page.
 * - Formula guard (OWASP "CSV Injection"): a cell starting with a formula character gets an apostrophe,
 *   so text a visitor typed never runs in a spreadsheet; FORMULA_TRIGGERS mirrors csv-stringify's list.
 */
export const CSV_FORMAT = {
  bom: true,
  header: true,
  record_delimiter: "windows",
  // Setting record_delimiter turns off quoting of a lone LF or CR inside a field (csv-stringify
  // then quotes only CRLF): a message with line breaks would split into records. Back on.
  quote_record_delimiter: true,
  escape_formulas: true,
} as const satisfies Options;

/** The first characters csv-stringify's escape_formulas guards (tests undo the guard with it). */
export const FORMULA_TRIGGERS: readonly string[] = ["=", "+", "-", "@", "\t", "\r", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];

/** True when the formula guard prefixes this cell with an apostrophe. */
export const isFormulaLike = (value: string) => value.length > 0 && FORMULA_TRIGGERS.includes(value[0]!);

/** A dated attachment name in the agency's calendar: "leads-2026-03-10.csv". */
export const csvFileName = (prefix: string, agencyDate: string) => `${prefix}-${agencyDate}.csv`;

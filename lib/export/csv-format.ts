import type { Options } from "csv-stringify";

/**
 * How every back-office CSV export is written (csv-stringify options). Pure: unit tested.
 *
 * - RFC 4180: a header row, comma separated, CRLF between records, and a field quoted (with its
 *   quotes doubled) whenever it holds a comma, a quote, CR or LF.
 * - UTF-8 with a byte order mark. Without the BOM, Excel on Windows opens a UTF-8 CSV in the
 *   machine's legacy code page and shows "José" as "JosÃ©"; with it, Excel, Numbers, LibreOffice
 *   and Google Sheets all read UTF-8. Parsers that do not strip a BOM (a naive split on commas)
 *   see it glued to the first header; csv-parse (`bom: true`), Python's "utf-8-sig" and pandas
 *   strip it. Spreadsheet users are the audience, so the BOM stays.
 * - Formula guard (OWASP "CSV Injection"): a cell starting with = + - @ (or their full-width
 *   forms, which Apple Numbers normalises), tab or carriage return is prefixed with an apostrophe,
 *   so a lead who types `=HYPERLINK(...)` into the contact form cannot run it on the machine of
 *   whoever opens the export. Tab and CR are OWASP's additions: some spreadsheets skip leading
 *   whitespace and read the formula behind it. The cost is that a value that really starts with
 *   one of them (a phone "+1 303...", a note "- call back") reads back with the apostrophe;
 *   exported amounts are never negative (database checks), so numbers are unaffected.
 *   csv-stringify's own `escape_formulas` does exactly this; FORMULA_TRIGGERS mirrors its list.
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

import type { LeadPriority, LeadSource, LeadStatus } from "@/db/enums";
import { FORMULA_TRIGGERS } from "@/lib/export/csv-format";

import type { ColumnChoice, ImportField } from "./fields";
import { cellSchemas } from "./values";

/**
 * One CSV row through the mapping: the lead it makes, exactly as it will be stored, or every
 * problem it has, each with its column. Pure: unit tested, run by the preview for every row.
 */

/** A lead as an import stores it (the values of lead_import_rows.values). */
export type ImportedLead = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  budget: string | null;
  timeline: string | null;
  message: string | null;
  status: LeadStatus;
  priority: LeadPriority;
  leadScore: number;
  /** numeric(12,2) text: "12500.50". */
  estimatedValue: string | null;
  tags: string[];
  /** Added to the lead's history as a note. */
  notes: string | null;
  nextFollowUpDate: string | null;
  expectedCloseDate: string | null;
  /** ISO in UTC ("...Z"), or the agency's wall clock without an offset ("2026-03-05T14:30:00"). */
  lastContactDate: string | null;
  createdAt: string | null;
  source: LeadSource;
  brandName: string | null;
  domainName: string | null;
};

export type RowError = { column: string; message: string };
export type MappedRow = { ok: true; lead: ImportedLead } | { ok: false; errors: RowError[] };
export type RowDefaults = { source: LeadSource };

const APOSTROPHE = "'";

/**
 * Undoes our export's formula guard (lib/export/csv-format.ts): "'=SUM(A1)" becomes "=SUM(A1)", stored
 * as text. A value that really began "'=" reads back as "=": the export cannot tell them apart.
 */
export const unguardFormula = (cell: string) =>
  cell.length > 1 && cell[0] === APOSTROPHE && FORMULA_TRIGGERS.includes(cell[1]!) ? cell.slice(1) : cell;

type Parsed = { [F in ImportField]?: unknown };

/** The defaults of a lead whose file leaves a field out (the columns' defaults in db/schema.ts). */
function toLead(values: Parsed, name: string, defaults: RowDefaults): ImportedLead {
  const text = (field: ImportField) => (values[field] as string | null | undefined) ?? null;
  return {
    name,
    email: values.email as string,
    phone: text("phone"),
    company: text("company"),
    service: text("service"),
    budget: text("budget"),
    timeline: text("timeline"),
    message: text("message"),
    status: (values.status as LeadStatus | undefined) ?? "new",
    priority: (values.priority as LeadPriority | undefined) ?? 2,
    leadScore: (values.leadScore as number | undefined) ?? 0,
    estimatedValue: text("estimatedValue"),
    tags: (values.tags as string[] | undefined) ?? [],
    notes: text("notes"),
    nextFollowUpDate: text("nextFollowUpDate"),
    expectedCloseDate: text("expectedCloseDate"),
    lastContactDate: text("lastContactDate"),
    createdAt: text("createdAt"),
    source: (values.source as LeadSource | undefined) ?? defaults.source,
    brandName: text("brandName"),
    domainName: text("domainName"),
  };
}

/**
 * Maps one row. `mapping[i]` is the field of column i ("" ignores it); `headers[i]` names the
 * column in error messages. A cell past the header's columns is an error; a missing one is empty.
 */
export function mapRow(
  cells: readonly string[],
  mapping: readonly ColumnChoice[],
  headers: readonly string[],
  defaults: RowDefaults,
): MappedRow {
  const values: Parsed = {};
  const errors: RowError[] = [];
  const columnOf: Partial<Record<ImportField, string>> = {};
  if (cells.length > headers.length && cells.slice(headers.length).some((cell) => cell.trim() !== "")) {
    errors.push({
      column: `Column ${headers.length + 1}`,
      message: `The row has ${cells.length} cells but the header names ${headers.length} columns.`,
    });
  }
  mapping.forEach((field, index) => {
    if (field === "") return;
    const column = headers[index] || `Column ${index + 1}`;
    columnOf[field] = column;
    const cell = unguardFormula(cells[index] ?? "");
    // An empty cell is no value (the email's rule says it is empty; the name is checked below).
    if (cell.trim() === "" && field !== "email") return;
    const parsed = cellSchemas[field].safeParse(cell);
    if (parsed.success) values[field] = parsed.data;
    else errors.push({ column, message: parsed.error.issues[0]?.message ?? "Not a valid value." });
  });

  const joined = [values.firstName, values.lastName].filter((part): part is string => typeof part === "string" && part !== "").join(" ");
  const name = (values.name as string | undefined) ?? (joined || null);
  const nameColumns = [columnOf.name, columnOf.firstName, columnOf.lastName];
  if (name === null && !errors.some((error) => nameColumns.includes(error.column))) {
    const column = columnOf.name ?? [columnOf.firstName, columnOf.lastName].filter(Boolean).join(" / ");
    errors.push({ column: column || "Name", message: "Name is empty." });
  } else if (name !== null && name.length > 200) {
    errors.push({ column: [columnOf.firstName, columnOf.lastName].filter(Boolean).join(" / "), message: "Longer than 200 characters." });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, lead: toLead(values, name!, defaults) };
}

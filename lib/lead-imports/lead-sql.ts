import "server-only";

import { sql, type SQL } from "drizzle-orm";

/**
 * SQL pieces the import and its undo share: the staged values as typed columns, and the lead
 * columns that "update empty fields" may fill (and undo may put back). Column names come from the
 * fixed list below, never from input.
 */

/** A staged row's values (lib/lead-imports/rows.ts ImportedLead) as the typed record `v`. */
export const stagedValues = (values: SQL) => sql`jsonb_to_record(${values}) as v(
  "name" text, "email" text, "phone" text, "company" text, "service" text, "budget" text, "timeline" text,
  "message" text, "status" lead_status, "priority" smallint, "leadScore" integer, "estimatedValue" numeric,
  "tags" text[], "notes" text, "nextFollowUpDate" date, "expectedCloseDate" date, "lastContactDate" text,
  "createdAt" text, "source" lead_source, "brandName" text, "domainName" text)`;

/** A staged moment: "...Z" is an instant; without an offset it is the agency's wall clock. */
export const stagedMoment = (value: SQL, timeZone: string) =>
  sql`case when ${value} like '%Z' then ${value}::timestamptz else ${value}::timestamp at time zone ${timeZone} end`;

type Kind = "text" | "numeric" | "date" | "timestamptz" | "tags";

/** A lead column that may be empty, and so filled by an import in "update empty fields" mode. */
export type FillableColumn = { column: string; key: string; kind: Kind };

const textColumn = (column: string, key = column): FillableColumn => ({ column, key, kind: "text" });

export const fillableColumns: readonly FillableColumn[] = [
  ...["phone", "company", "service", "budget", "timeline", "message"].map((column) => textColumn(column)),
  textColumn("brand_name", "brandName"),
  textColumn("domain_name", "domainName"),
  { column: "estimated_value", key: "estimatedValue", kind: "numeric" },
  { column: "expected_close_date", key: "expectedCloseDate", kind: "date" },
  { column: "next_follow_up_date", key: "nextFollowUpDate", kind: "date" },
  { column: "last_contact_date", key: "lastContactDate", kind: "timestamptz" },
  { column: "tags", key: "tags", kind: "tags" },
];

const ident = (name: string) => sql.raw(`"${name}"`);

/** Whether `table`'s column holds nothing: null, an empty text or no tags. */
export function isEmptyColumn(table: string, { column, kind }: FillableColumn): SQL {
  const ref = sql.raw(`${table}."${column}"`);
  if (kind === "tags") return sql`cardinality(${ref}) = 0`;
  if (kind === "text") return sql`(${ref} is null or ${ref} = '')`;
  return sql`${ref} is null`;
}

/** The staged value of a fillable column for row `v` (tags as JSON, so they aggregate). */
export function stagedColumnValue({ key, kind }: FillableColumn, timeZone: string): SQL {
  const ref = sql.raw(`v."${key}"`);
  if (kind === "tags") return sql`case when cardinality(${ref}) > 0 then to_jsonb(${ref}) end`;
  if (kind === "timestamptz") return stagedMoment(ref, timeZone);
  return ref;
}

/** The value of `column` as written in a JSON object (the undo ledger's previous values). */
export function columnFromJson(json: SQL, { column, kind }: FillableColumn): SQL {
  const text = sql`${json} ->> ${column}`;
  switch (kind) {
    case "tags":
      return sql`array(select jsonb_array_elements_text(${json} -> ${column}))`;
    case "numeric":
      return sql`(${text})::numeric`;
    case "date":
      return sql`(${text})::date`;
    case "timestamptz":
      return sql`(${text})::timestamptz`;
    default:
      return text;
  }
}

export const columnName = (column: FillableColumn) => ident(column.column);

import "server-only";

import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";

import type { Db } from "@/db/client";
import { adminUsers, leadImportRows, leadImports } from "@/db/schema";

import type { ColumnChoice } from "./fields";
import type { ImportedLead, ImportErrorItem, ImportPreviewRow, LeadImportDetails, LeadImportSummary, RowError } from "./types";

/** The preview shows this many rows of the file as they will be stored... */
export const PREVIEW_ROWS = 20;
/** ...and at most this many errors (the count says how many there are). */
export const PREVIEW_ERRORS = 100;
/** The mapping step shows the first rows' cells beside each column. */
const SAMPLE_ROWS = 3;
export const RECENT_IMPORTS = 10;

const creator = alias(adminUsers, "creator");
const importer = alias(adminUsers, "importer");
const undoer = alias(adminUsers, "undoer");

const summaryColumns = {
  id: leadImports.id,
  fileName: leadImports.fileName,
  status: leadImports.status,
  rowCount: leadImports.rowCount,
  duplicateMode: leadImports.duplicateMode,
  preview: leadImports.preview,
  result: leadImports.result,
  undoResult: leadImports.undoResult,
  createdAt: leadImports.createdAt,
  importedAt: leadImports.importedAt,
  undoneAt: leadImports.undoneAt,
  createdBy: creator.username,
  importedBy: importer.username,
  undoneBy: undoer.username,
};

const detailColumns = {
  ...summaryColumns,
  headers: leadImports.headers,
  mapping: leadImports.mapping,
  defaultSource: leadImports.defaultSource,
};

/** Imports with the names of the admins who uploaded, imported and undid them (drizzle's dynamic query pattern). */
function withAdmins<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(creator, eq(creator.id, leadImports.createdBy))
    .leftJoin(importer, eq(importer.id, leadImports.importedBy))
    .leftJoin(undoer, eq(undoer.id, leadImports.undoneBy));
}

/** The latest imports, newest first: who, when, what each did. */
export async function listRecentImports(db: Db, limit = RECENT_IMPORTS): Promise<LeadImportSummary[]> {
  return withAdmins(db.select(summaryColumns).from(leadImports).$dynamic())
    .orderBy(desc(leadImports.createdAt), desc(leadImports.id))
    .limit(limit);
}

async function previewRows(db: Db, importId: string): Promise<ImportPreviewRow[]> {
  const rows = await db.execute<{
    row_number: number;
    cells: string[];
    values: ImportedLead | null;
    errors: RowError[] | null;
    match_id: string | null;
    match_name: string | null;
    match_email: string | null;
    repeat_of: number | null;
  }>(sql`
    select r.row_number, r.cells, r."values", r.errors, m.id as match_id, m.name as match_name, m.email as match_email,
           (select min(p.row_number) from ${leadImportRows} p
            where p.import_id = r.import_id and p.row_number < r.row_number and p.errors is null and p.email_key = r.email_key) as repeat_of
    from ${leadImportRows} r
    left join lateral (
      select id, name, email from leads where lower(trim(email)) = r.email_key order by created_at, id limit 1
    ) m on r.errors is null
    where r.import_id = ${importId}
    order by r.row_number
    limit ${PREVIEW_ROWS}`);
  return rows.map((row) => ({
    rowNumber: row.row_number,
    cells: row.cells,
    values: row.values,
    errors: row.errors,
    match: row.match_id ? { id: row.match_id, name: row.match_name ?? "", email: row.match_email ?? "" } : null,
    repeatOf: row.repeat_of,
  }));
}

async function errorItems(db: Db, importId: string): Promise<ImportErrorItem[]> {
  const rows = await db
    .select({ rowNumber: leadImportRows.rowNumber, errors: leadImportRows.errors })
    .from(leadImportRows)
    .where(and(eq(leadImportRows.importId, importId), isNotNull(leadImportRows.errors)))
    .orderBy(asc(leadImportRows.rowNumber))
    .limit(PREVIEW_ERRORS);
  return rows.flatMap(({ rowNumber, errors }) => (errors ?? []).map((error) => ({ rowNumber, ...error }))).slice(0, PREVIEW_ERRORS);
}

/** One upload with its mapping, and once previewed, its first rows and errors. */
export async function getLeadImport(db: Db, importId: string): Promise<LeadImportDetails | null> {
  const [found] = await withAdmins(db.select(detailColumns).from(leadImports).$dynamic()).where(eq(leadImports.id, importId));
  if (!found) return null;
  const previewed = found.status === "previewed";
  const [sample, rows, errors] = await Promise.all([
    db
      .select({ cells: leadImportRows.cells })
      .from(leadImportRows)
      .where(eq(leadImportRows.importId, importId))
      .orderBy(asc(leadImportRows.rowNumber))
      .limit(SAMPLE_ROWS),
    previewed ? previewRows(db, importId) : [],
    previewed ? errorItems(db, importId) : [],
  ]);
  return {
    ...found,
    mapping: found.mapping as ColumnChoice[] | null,
    sample: sample.map((row) => row.cells),
    previewRows: rows,
    errorItems: errors,
  };
}

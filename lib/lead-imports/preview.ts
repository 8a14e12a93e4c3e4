import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { leadImportRows, leadImports, type LeadImportPreview } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import { plural } from "@/lib/text/plural";

import { mappingProblem } from "./fields";
import { mapRow } from "./rows";
import type { ImportPreviewInput } from "./schema";

/**
 * The preview: every staged row is run through the mapping (lib/lead-imports/rows.ts) and the
 * lead it makes, or its errors, stored beside it; then PostgreSQL counts what an import would do.
 * Nothing is written to leads. Rows are read in batches, so memory stays flat whatever the file's size.
 */

const PREVIEW_BATCH = 2000;

export const IMPORT_GONE = "This import no longer exists. Upload the file again.";
export const ALREADY_IMPORTED = "This file has already been imported.";

/** Locks an import for a step and checks it is in a state that step accepts. */
export async function lockImport(tx: Db, importId: string) {
  const [found] = await tx.select().from(leadImports).where(eq(leadImports.id, importId)).for("update");
  if (!found) throw new UserFacingError(IMPORT_GONE);
  return found;
}

async function checkBatch(tx: Db, importId: string, after: number, input: ImportPreviewInput, headers: string[]): Promise<number | null> {
  // Cells as JSON: the driver parses it natively, several times faster than a text[] per row.
  const rows = await tx.execute<{ rowNumber: number; cells: string[] }>(sql`
    select row_number as "rowNumber", to_json(cells) as cells from ${leadImportRows}
    where import_id = ${importId} and row_number > ${after}
    order by row_number limit ${PREVIEW_BATCH}`);
  if (rows.length === 0) return null;
  const checked = rows.map(({ rowNumber, cells }) => {
    const mapped = mapRow(cells, input.mapping, headers, { source: input.defaultSource });
    return mapped.ok ? { rowNumber, values: mapped.lead, errors: null } : { rowNumber, values: null, errors: mapped.errors };
  });
  await tx.execute(sql`
    update ${leadImportRows} as r
    set "values" = c."values", errors = c.errors, email_key = lower(trim(c."values" ->> 'email'))
    from jsonb_to_recordset(${JSON.stringify(checked)}::jsonb) as c("rowNumber" integer, "values" jsonb, errors jsonb)
    where r.import_id = ${importId} and r.row_number = c."rowNumber"`);
  return rows[rows.length - 1]!.rowNumber;
}

/**
 * What an import would do, counted over the checked rows: rows whose email matches no lead (the
 * first of each email is created), rows matching a lead already stored, rows repeating an email an
 * earlier row of the file brings (handled like matches), and rows with errors.
 */
async function countPreview(tx: Db, importId: string): Promise<LeadImportPreview> {
  const [counts] = await tx.execute<LeadImportPreview>(sql`
    with valid as (
      select r.row_number, r.email_key,
             exists (select 1 from leads l where lower(trim(l.email)) = r.email_key) as matched
      from ${leadImportRows} r
      where r.import_id = ${importId} and r.errors is null
    ), ranked as (
      select matched, row_number() over (partition by email_key, matched order by row_number) as nth from valid
    )
    select
      (select count(*) from valid)::int as "valid",
      (select count(*) from ${leadImportRows} where import_id = ${importId} and errors is not null)::int as "errors",
      count(*) filter (where not matched and nth = 1)::int as "toCreate",
      count(*) filter (where matched)::int as "matches",
      count(*) filter (where not matched and nth > 1)::int as "repeats"
    from ranked`);
  return counts!;
}

/** Checks every staged row with this mapping and stores the preview's counts on the import. */
export async function previewLeadImport(db: Db, input: ImportPreviewInput, actorId: string): Promise<LeadImportPreview> {
  const problem = mappingProblem(input.mapping);
  if (problem) throw new UserFacingError(problem);
  return db.transaction(async (tx) => {
    const found = await lockImport(tx, input.importId);
    if (found.status === "imported" || found.status === "undone") throw new UserFacingError(ALREADY_IMPORTED);
    if (input.mapping.length !== found.headers.length)
      throw new UserFacingError("The mapping does not fit this file's columns. Reload the page and map them again.");
    for (let after: number | null = 0; after !== null;) after = await checkBatch(tx, input.importId, after, input, found.headers);
    await tx.execute(sql`analyze ${leadImportRows}`); // fresh rows: see service.ts
    const preview = await countPreview(tx, input.importId);
    await tx
      .update(leadImports)
      .set({ status: "previewed", mapping: input.mapping, defaultSource: input.defaultSource, preview })
      .where(eq(leadImports.id, input.importId));
    await logActivity(tx, {
      entityType: "lead_import",
      entityId: found.id,
      entityName: found.fileName,
      action: "previewed",
      description: `Previewed ${found.fileName}: ${plural(preview.valid, "valid row")}, ${preview.errors} with errors`,
      performedBy: actorId,
      metadata: { ...preview, default_source: input.defaultSource },
    });
    return preview;
  });
}

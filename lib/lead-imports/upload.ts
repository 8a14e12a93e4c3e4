import "server-only";

import { and, eq, inArray, lt, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { leadImportRows, leadImports } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { plural } from "@/lib/text/plural";

import { IMPORT_LIMITS, openCsvUpload, type CsvRow, type CsvUpload, type ImportLimits } from "./parse";
import { spoolUpload } from "./spool";

/**
 * The upload step: the file is read to a temporary file first, then its rows are staged in
 * PostgreSQL in one transaction, so a refused file (too large, not CSV, too many rows) leaves
 * nothing behind, and the preview and the import run from the database on whichever server
 * instance gets the request.
 */

/** Staged rows written per statement: few round trips, and a batch stays a few hundred KB. */
const STAGE_BATCH = 1000;
/** An upload nobody imported is removed after this long. */
const ABANDONED_AFTER = "1 day";

export type StagedImport = { id: string; rowCount: number };

/** One statement per batch, its rows as one JSON parameter: far cheaper than a parameter per cell. */
async function stageBatch(tx: Db, importId: string, batch: CsvRow[]) {
  await tx.execute(sql`
    insert into ${leadImportRows} (import_id, row_number, cells)
    select ${importId}, (row ->> 0)::integer, array(select jsonb_array_elements_text(row -> 1))
    from jsonb_array_elements(${JSON.stringify(batch.map((row) => [row.rowNumber, row.cells]))}::jsonb) as row`);
}

/** Removes uploads that were never imported and are older than a day (their staged rows go with them). */
export async function removeAbandonedImports(db: Db): Promise<number> {
  const removed = await db
    .delete(leadImports)
    .where(
      and(inArray(leadImports.status, ["uploaded", "previewed"]), lt(leadImports.createdAt, sql`now() - ${ABANDONED_AFTER}::interval`)),
    )
    .returning({ id: leadImports.id });
  return removed.length;
}

/** Reads the upload and stages its rows; throws ImportFileError (nothing stored) for a file that cannot be imported. */
export async function stageLeadImport(
  db: Db,
  body: AsyncIterable<Uint8Array>,
  { fileName, adminId, limits = IMPORT_LIMITS }: { fileName: string; adminId: string; limits?: ImportLimits },
): Promise<StagedImport> {
  // The whole file first: the transaction below must never wait on the client's network.
  const spooled = await spoolUpload(body, limits.maxBytes);
  try {
    await removeAbandonedImports(db);
    const upload = await openCsvUpload(spooled.chunks(), limits);
    return await stageRows(db, upload, { fileName, adminId });
  } finally {
    await spooled.remove();
  }
}

/** The staged rows, the upload's record and its audit entry, in one transaction. */
function stageRows(db: Db, upload: CsvUpload, { fileName, adminId }: { fileName: string; adminId: string }): Promise<StagedImport> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(leadImports)
      .values({ fileName, headers: upload.headers, rowCount: 0, createdBy: adminId })
      .returning({ id: leadImports.id });
    const importId = created!.id;
    let rowCount = 0;
    let batch: CsvRow[] = [];
    for await (const row of upload.rows) {
      batch.push(row);
      rowCount++;
      if (batch.length === STAGE_BATCH) {
        await stageBatch(tx, importId, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await stageBatch(tx, importId, batch);
    await tx.update(leadImports).set({ rowCount }).where(eq(leadImports.id, importId));
    await logActivity(tx, {
      entityType: "lead_import",
      entityId: importId,
      entityName: fileName,
      action: "uploaded",
      description: `Uploaded ${fileName}: ${plural(rowCount, "row")}`,
      performedBy: adminId,
      metadata: { rows: rowCount },
    });
    return { id: importId, rowCount };
  });
}

import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { leadImportChanges, leadImports, type LeadImportUndoResult } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";

import { columnFromJson, columnName, fillableColumns } from "./lead-sql";
import { lockImport } from "./preview";
import { describeUndo } from "./summary";
import type { ImportedLeadSummary } from "./types";

/**
 * 'Undo import' in one transaction: created leads removed, filled fields put back (with updated_at, so
 * an earlier import can still be undone). A lead changed since (or now referenced) is kept and named.
 */

export const NOT_IMPORTED = "Only an import that went through can be undone.";
export const ALREADY_UNDONE = "This import has already been undone.";

/** The answer names at most this many of the leads it left alone (the count says how many there are). */
export const KEPT_LEADS_NAMED = 100;

export type UndoOutcome = LeadImportUndoResult & { keptLeads: ImportedLeadSummary[] };

const UNDOABLE = sql`not u.gone and not u.changed`;

export async function undoLeadImport(db: Db, importId: string, actorId: string): Promise<UndoOutcome> {
  return db.transaction(async (tx) => {
    const found = await lockImport(tx, importId);
    if (found.status === "undone") throw new UserFacingError(ALREADY_UNDONE);
    if (found.status !== "imported") throw new UserFacingError(NOT_IMPORTED);

    // Locked first, so no edit lands between the check and the undo.
    await tx.execute(sql`
      select l.id from leads l join ${leadImportChanges} c on c.lead_id = l.id
      where c.import_id = ${importId} for update of l`);
    await tx.execute(sql`
      create temporary table import_undo on commit drop as
      select c.lead_id, c.change, c.previous, c.previous_updated_at, c.note_id, l.id is null as gone, l.name, l.email,
             coalesce(l.updated_at is distinct from c.written_at
               or (c.change = 'created' and (
                 exists (select 1 from communications m where m.lead_id = c.lead_id and m.id is distinct from c.note_id)
                 or exists (select 1 from projects p where p.lead_id = c.lead_id))), false) as changed
      from ${leadImportChanges} c left join leads l on l.id = c.lead_id
      where c.import_id = ${importId}`);

    await tx.execute(sql`delete from communications m using import_undo u where ${UNDOABLE} and m.id = u.note_id`);
    await tx.execute(sql`delete from leads l using import_undo u where ${UNDOABLE} and u.change = 'created' and l.id = u.lead_id`);
    const restore = sql.join(
      fillableColumns.map(
        (column) =>
          sql`${columnName(column)} = case when u.previous ? ${column.column} then ${columnFromJson(sql`u.previous`, column)} else l.${columnName(column)} end`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update leads l set ${restore}, updated_at = u.previous_updated_at
      from import_undo u where ${UNDOABLE} and u.change = 'updated' and l.id = u.lead_id`);

    const [counts] = await tx.execute<LeadImportUndoResult>(sql`
      select count(*) filter (where ${UNDOABLE} and change = 'created')::int as "removed",
             count(*) filter (where ${UNDOABLE} and change = 'updated')::int as "restored",
             count(*) filter (where not gone and changed)::int as "kept",
             count(*) filter (where gone)::int as "gone"
      from import_undo u`);
    const keptLeads = await tx.execute<ImportedLeadSummary>(sql`
      select lead_id as "id", name, email from import_undo u where not gone and changed order by name, email limit ${KEPT_LEADS_NAMED}`);
    const result = counts!;

    await tx.delete(leadImportChanges).where(eq(leadImportChanges.importId, importId));
    await logActivity(tx, {
      entityType: "lead_import",
      entityId: importId,
      entityName: found.fileName,
      action: "import_undone",
      description: `Undid the import of ${found.fileName}: ${describeUndo(result)}`,
      performedBy: actorId,
      metadata: { ...result },
    });
    await tx
      .update(leadImports)
      .set({ status: "undone", undoResult: result, undoneBy: actorId, undoneAt: sql`now()` })
      .where(eq(leadImports.id, importId));
    return { ...result, keptLeads: [...keptLeads] };
  });
}

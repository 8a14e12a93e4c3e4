import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { DuplicateMode } from "@/db/enums";
import { leadImportChanges, leadImportRows, leadImports, type LeadImportResult } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";

import { columnName, fillableColumns, isEmptyColumn, stagedColumnValue, stagedMoment, stagedValues } from "./lead-sql";
import { ALREADY_IMPORTED, lockImport } from "./preview";
import type { ImportRunInput } from "./schema";
import { describeCounts } from "./summary";

/**
 * The import: every checked row written in one transaction, all or nothing, as set-based SQL over the
 * staged rows (no row goes through JavaScript again, which keeps large files fast). Emails match the
 * oldest lead as intake does; matches follow the chosen mode (docs/back-office.md), and what was
 * created or filled is kept in lead_import_changes for undo.
 */

export const NOT_PREVIEWED = "Preview the import before importing it.";
/** The history note a row's Notes column becomes. */
export const IMPORT_NOTE_SUBJECT = "Imported note";

const ROW = (importId: string) => sql`r.import_id = ${importId} and r.errors is null`;

/** Each valid row's match: the oldest lead with its email (leads_email_normalized_idx). */
async function matchExistingLeads(tx: Db, importId: string) {
  await tx.execute(sql`
    update ${leadImportRows} r set match_id = m.id
    from (
      select distinct on (lower(trim(l.email))) lower(trim(l.email)) as email_key, l.id
      from leads l
      where lower(trim(l.email)) in (select email_key from ${leadImportRows} where import_id = ${importId} and errors is null)
      order by lower(trim(l.email)), l.created_at, l.id
    ) m
    where ${ROW(importId)} and r.email_key = m.email_key`);
}

/** The first row of each new email creates a lead; the rows after it match that lead. */
async function planNewLeads(tx: Db, importId: string) {
  await tx.execute(sql`
    update ${leadImportRows} r set lead_id = gen_random_uuid(), outcome = 'created'
    from (
      select row_number, row_number() over (partition by email_key order by row_number) as nth
      from ${leadImportRows} where import_id = ${importId} and errors is null and match_id is null
    ) f
    where r.import_id = ${importId} and r.row_number = f.row_number and f.nth = 1`);
  await tx.execute(sql`
    update ${leadImportRows} r set match_id = first.lead_id
    from ${leadImportRows} first
    where ${ROW(importId)} and r.match_id is null and r.outcome is null
      and first.import_id = ${importId} and first.outcome = 'created' and first.email_key = r.email_key`);
}

async function insertPlannedLeads(tx: Db, importId: string, timeZone: string) {
  await tx.execute(sql`
    insert into leads (id, name, email, phone, company, source, status, priority, lead_score, service, budget, timeline,
                       message, brand_name, domain_name, estimated_value, expected_close_date, next_follow_up_date,
                       last_contact_date, tags, duplicate_of_id, created_at, updated_at)
    select r.lead_id, v.name, v.email, v.phone, v.company, v.source, v.status, v.priority, v."leadScore", v.service,
           v.budget, v.timeline, v.message, v."brandName", v."domainName", v."estimatedValue", v."expectedCloseDate",
           v."nextFollowUpDate", ${stagedMoment(sql`v."lastContactDate"`, timeZone)}, coalesce(v.tags, '{}'),
           case when r.outcome = 'duplicate' then r.match_id end,
           coalesce(${stagedMoment(sql`v."createdAt"`, timeZone)}, now()), now()
    from ${leadImportRows} r cross join lateral ${stagedValues(sql`r."values"`)}
    where r.import_id = ${importId} and r.outcome in ('created', 'duplicate')
    order by r.row_number`);
}

/**
 * "Update empty fields": per matched lead, the first value the file gives for each of its empty
 * fields (rows in file order). The previous values and updated_at of existing leads go to the
 * undo ledger in the same statement; leads this import created need none (undo removes them).
 */
async function fillEmptyFields(tx: Db, importId: string, timeZone: string) {
  const firstValues = sql.join(
    fillableColumns.map(
      (column) =>
        sql`(array_agg(${stagedColumnValue(column, timeZone)} order by r.row_number) filter (where ${stagedColumnValue(column, timeZone)} is not null))[1] as ${columnName(column)}`,
    ),
    sql`, `,
  );
  const fills = (table: string) =>
    fillableColumns.map((column) => sql`(f.${columnName(column)} is not null and ${isEmptyColumn(table, column)})`);
  const fillValue = (column: (typeof fillableColumns)[number]) =>
    column.kind === "tags" ? sql`array(select jsonb_array_elements_text(f.tags))` : sql`f.${columnName(column)}`;
  const assignments = sql.join(
    fillableColumns.map(
      (column, index) =>
        sql`${columnName(column)} = case when ${fills("l")[index]} then ${fillValue(column)} else l.${columnName(column)} end`,
    ),
    sql`, `,
  );
  const previous = sql.join(
    fillableColumns.map((column, index) => sql`(${column.column}, to_jsonb(o.${columnName(column)}), ${fills("o")[index]})`),
    sql`, `,
  );
  await tx.execute(sql`
    with fills as (
      select r.match_id as lead_id, bool_or(v.notes is not null) as has_notes, ${firstValues}
      from ${leadImportRows} r cross join lateral ${stagedValues(sql`r."values"`)}
      where ${ROW(importId)} and r.match_id is not null and r.outcome is null
      group by r.match_id
    ), old as (
      select l.* from leads l join fills f on f.lead_id = l.id
    ), changed as (
      update leads l set ${assignments}, updated_at = now()
      from fills f
      where l.id = f.lead_id and (f.has_notes or ${sql.join(fills("l"), sql` or `)})
      returning l.id
    )
    insert into ${leadImportChanges} (import_id, lead_id, change, previous, previous_updated_at, written_at)
    select ${importId}, o.id, 'updated',
           coalesce((select jsonb_object_agg(p.name, p.value) from (values ${previous}) as p(name, value, filled) where p.filled), '{}'::jsonb),
           o.updated_at, now()
    from old o join fills f on f.lead_id = o.id
    where o.id in (select id from changed)
      and not exists (select 1 from ${leadImportRows} created where created.import_id = ${importId} and created.lead_id = o.id)`);
  // A row "updated" its lead when the lead changed and the row had something to give; else it was skipped.
  const gives = sql.join(
    fillableColumns.map((column) => sql`${stagedColumnValue(column, timeZone)} is not null`),
    sql` or `,
  );
  await tx.execute(sql`
    update ${leadImportRows} target
    set outcome = case when s.changed and s.gives then 'updated' else 'skipped' end
    from (
      select r.row_number, l.updated_at = now() as changed, (v.notes is not null or ${gives}) as gives
      from ${leadImportRows} r join leads l on l.id = r.match_id cross join lateral ${stagedValues(sql`r."values"`)}
      where ${ROW(importId)} and r.outcome is null
    ) s
    where target.import_id = ${importId} and target.row_number = s.row_number`);
}

/** One note per lead, from the Notes of every row written to it, in file order. */
async function addImportNotes(tx: Db, importId: string, actorId: string) {
  await tx.execute(sql`
    with notes as (
      select coalesce(case when r.outcome = 'updated' then r.match_id end, r.lead_id) as lead_id,
             string_agg(v.notes, E'\n\n' order by r.row_number) as content
      from ${leadImportRows} r cross join lateral ${stagedValues(sql`r."values"`)}
      where r.import_id = ${importId} and r.outcome in ('created', 'duplicate', 'updated') and v.notes is not null
      group by 1
    ), written as (
      insert into communications (type, subject, content, lead_id, created_by)
      select 'note', ${IMPORT_NOTE_SUBJECT}, content, lead_id, ${actorId} from notes
      returning id, lead_id
    )
    update ${leadImportChanges} c set note_id = w.id
    from written w where c.import_id = ${importId} and c.lead_id = w.lead_id`);
}

async function recordCreatedLeads(tx: Db, importId: string) {
  await tx.execute(sql`
    insert into ${leadImportChanges} (import_id, lead_id, change, written_at)
    select ${importId}, r.lead_id, 'created', now()
    from ${leadImportRows} r where r.import_id = ${importId} and r.outcome in ('created', 'duplicate')`);
}

async function countOutcomes(tx: Db, importId: string): Promise<LeadImportResult> {
  const [counts] = await tx.execute<LeadImportResult>(sql`
    select count(*) filter (where outcome = 'created')::int as "created",
           count(*) filter (where outcome = 'duplicate')::int as "duplicates",
           count(*) filter (where outcome = 'updated')::int as "updated",
           count(*) filter (where outcome = 'skipped')::int as "skipped",
           count(*) filter (where errors is not null)::int as "errors"
    from ${leadImportRows} where import_id = ${importId}`);
  return counts!;
}

/** Imports a previewed file: all of it or nothing. Answers what each row did. */
export async function runLeadImport(
  db: Db,
  input: ImportRunInput,
  actorId: string,
  { timeZone }: { timeZone: string },
): Promise<LeadImportResult> {
  return db.transaction(async (tx) => {
    const found = await lockImport(tx, input.importId);
    if (found.status === "uploaded") throw new UserFacingError(NOT_PREVIEWED);
    if (found.status !== "previewed") throw new UserFacingError(ALREADY_IMPORTED);
    const importId = found.id;

    // The staged rows arrived moments ago: without statistics the planner takes them for a handful
    // and joins them by nested loops.
    await tx.execute(sql`analyze ${leadImportRows}`);
    await matchExistingLeads(tx, importId);
    await planNewLeads(tx, importId);
    await planMatches(tx, importId, input.duplicateMode);
    await insertPlannedLeads(tx, importId, timeZone);
    // Statistics again now that rows are planned, or the next joins run as nested loops.
    await tx.execute(sql`analyze ${leadImportRows}`);
    if (input.duplicateMode === "update") await fillEmptyFields(tx, importId, timeZone);
    await recordCreatedLeads(tx, importId);
    await addImportNotes(tx, importId, actorId);
    const result = await countOutcomes(tx, importId);

    await logActivity(tx, {
      entityType: "lead_import",
      entityId: importId,
      entityName: found.fileName,
      action: "imported",
      description: `Imported ${found.fileName}: ${describeCounts(result)}`,
      performedBy: actorId,
      metadata: { ...result, duplicate_mode: input.duplicateMode, rows: found.rowCount },
    });
    await tx
      .update(leadImports)
      .set({ status: "imported", duplicateMode: input.duplicateMode, result, importedBy: actorId, importedAt: sql`now()` })
      .where(eq(leadImports.id, importId));
    // The staged rows have served their purpose: the ledger is what undo needs.
    await tx.delete(leadImportRows).where(eq(leadImportRows.importId, importId));
    return result;
  });
}

/** Skip: matched rows write nothing. Duplicate: each becomes a new lead pointing at its match. */
async function planMatches(tx: Db, importId: string, mode: DuplicateMode) {
  if (mode === "update") return;
  const assignment = mode === "duplicate" ? sql`lead_id = gen_random_uuid(), outcome = 'duplicate'` : sql`outcome = 'skipped'`;
  await tx.execute(
    sql`update ${leadImportRows} r set ${assignment} where ${ROW(importId)} and r.match_id is not null and r.outcome is null`,
  );
}

/** 'Cancel': forgets an upload that was not imported (its staged rows go with it). */
export async function discardLeadImport(db: Db, importId: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await lockImport(tx, importId);
    if (found.status === "imported" || found.status === "undone") throw new UserFacingError(ALREADY_IMPORTED);
    await tx.delete(leadImports).where(eq(leadImports.id, importId));
    await logActivity(tx, {
      entityType: "lead_import",
      entityId: found.id,
      entityName: found.fileName,
      action: "discarded",
      description: `Upload of ${found.fileName} cancelled before importing`,
      performedBy: actorId,
    });
  });
}

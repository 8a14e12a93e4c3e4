import "server-only";

import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { filteredSubmissions } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import type { Env } from "@/lib/env";
import { contactFieldsSchema } from "@/lib/intake/schema";
import { contactLeadColumns, contactMails, insertLeadWithMail } from "@/lib/intake/service";
import { deliverMailJobSql } from "@/lib/jobs/queue";

import { FILTERED_GONE } from "./schema";

/**
 * "Not spam": the submission becomes a lead as if it had just arrived, through the intake's own
 * statement (duplicate marking, notification and acknowledgement), in one transaction with the
 * filtered row's removal, the audit entry and the mail's delivery job.
 */
export async function markNotSpam(
  db: Db,
  id: string,
  actorId: string,
  env: Pick<Env, "AGENCY_INBOX">,
): Promise<{ leadId: string; name: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(filteredSubmissions).where(eq(filteredSubmissions.id, id)).returning();
    if (!row) throw new UserFacingError(FILTERED_GONE);
    const parsed = contactFieldsSchema.safeParse(row.fields);
    if (row.source !== "contact_form" || !parsed.success)
      throw new UserFacingError("This submission cannot be read as a contact form; delete it instead.");
    const fields = parsed.data;
    const leadId = randomUUID();
    const mailIds = await insertLeadWithMail(tx, leadId, contactLeadColumns(fields), contactMails(fields, env));
    if (mailIds.length > 0) await tx.execute(sql`select ${deliverMailJobSql(sql`${JSON.stringify(mailIds)}::json`)}`);
    await logActivity(tx, {
      entityType: "lead",
      entityId: leadId,
      entityName: fields.name,
      action: "marked_not_spam",
      description: `Lead ${fields.name} created from a filtered submission marked not spam`,
      performedBy: actorId,
      metadata: { filtered_submission_id: row.id, reason: row.reason },
    });
    return { leadId, name: fields.name };
  });
}

/** "Delete": the filtered submission is gone for good; the audit entry keeps who and when. */
export async function deleteFilteredSubmission(db: Db, id: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(filteredSubmissions).where(eq(filteredSubmissions.id, id)).returning();
    if (!row) throw new UserFacingError(FILTERED_GONE);
    const name = typeof row.fields.name === "string" ? row.fields.name : null;
    await logActivity(tx, {
      entityType: "filtered_submission",
      entityId: row.id,
      entityName: name,
      action: "deleted",
      description: `Filtered submission${name ? ` from ${name}` : ""} deleted`,
      performedBy: actorId,
      metadata: { reason: row.reason },
    });
  });
}

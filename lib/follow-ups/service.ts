import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { leads } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import { formatIsoDate } from "@/lib/dates";
import { LEAD_GONE } from "@/lib/leads/service";

import type { FollowUpSnoozeInput } from "./schema";

export const FOLLOW_UP_GONE = "This lead has no follow-up date any more.";

/** The lead, locked for this transaction, with its current follow-up date. */
async function lockLead(tx: Db, id: string) {
  const [lead] = await tx
    .select({ id: leads.id, name: leads.name, dueDate: leads.nextFollowUpDate })
    .from(leads)
    .where(eq(leads.id, id))
    .for("update");
  if (!lead) throw new UserFacingError(LEAD_GONE);
  if (!lead.dueDate) throw new UserFacingError(FOLLOW_UP_GONE);
  return { ...lead, dueDate: lead.dueDate };
}

/** 'Mark done': clears the lead's next follow-up date and logs it, in one transaction. */
export async function completeFollowUp(db: Db, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    await tx.update(leads).set({ nextFollowUpDate: null }).where(eq(leads.id, id));
    await logActivity(tx, {
      entityType: "lead",
      entityId: lead.id,
      entityName: lead.name,
      action: "follow_up_done",
      description: `Follow-up done (was due ${formatIsoDate(lead.dueDate)})`,
      performedBy: actorId,
      changes: { next_follow_up_date: { old: lead.dueDate, new: null } },
    });
    return { id: lead.id, name: lead.name };
  });
}

/** Snooze: moves the follow-up to a new date (validated by the caller's schema) and logs it. */
export async function snoozeFollowUp(db: Db, input: FollowUpSnoozeInput, actorId: string) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, input.id);
    await tx.update(leads).set({ nextFollowUpDate: input.date }).where(eq(leads.id, input.id));
    await logActivity(tx, {
      entityType: "lead",
      entityId: lead.id,
      entityName: lead.name,
      action: "follow_up_snoozed",
      description: `Follow-up snoozed from ${formatIsoDate(lead.dueDate)} to ${formatIsoDate(input.date)}`,
      performedBy: actorId,
      changes: { next_follow_up_date: { old: lead.dueDate, new: input.date } },
    });
    return { id: lead.id, name: lead.name, date: input.date };
  });
}

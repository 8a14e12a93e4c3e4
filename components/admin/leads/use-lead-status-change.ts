"use client";

import { updateLeadStatusAction } from "@/lib/leads/actions";
import type { LeadStatus } from "@/lib/leads/schema";

import { useSettledAction } from "../forms/use-settled-action";

/**
 * SPEC §4/§8 status change, shared by the table's inline select and the board's drag and keyboard
 * moves so both have exactly the same effects and toasts. Resolves to whether the change was
 * saved, so the caller can put the old status back.
 */
export function useLeadStatusChange() {
  const { run } = useSettledAction(updateLeadStatusAction, {
    success: "Lead status updated successfully.",
    failure: "Failed to update lead status.",
    failureAlwaysReads: true,
    log: "leads.status",
  });
  return (leadId: string, status: LeadStatus) => run({ id: leadId, status });
}

"use client";

import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import type { LeadStatus } from "@/db/enums";
import { updateLeadStatusAction } from "@/lib/leads/actions";

/**
 * SPEC §4/§8 status change, shared by the table's inline select and the board's drag and keyboard
 * moves so both have exactly the same effects: the same action (last_contact_date, 'Status
 * changed to {status}' entry) and the same toasts. Resolves to whether the change was saved, so
 * the caller can put the old status back.
 */
export function useLeadStatusChange() {
  const statusAction = useAction(updateLeadStatusAction);
  return async (leadId: string, status: LeadStatus): Promise<boolean> => {
    let failure: unknown;
    try {
      const result = await statusAction.executeAsync({ id: leadId, status });
      if (result?.data) {
        toast.success("Success!", { description: "Lead status updated successfully." });
        return true;
      }
      failure = result?.serverError ?? result?.validationErrors;
    } catch (error) {
      failure = error; // the request itself failed (network, server down)
    }
    console.error("[leads.status]", failure);
    toast.error("Error", { description: "Failed to update lead status." });
    return false;
  };
}

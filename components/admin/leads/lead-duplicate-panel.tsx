"use client";

import { Merge } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { mergeLeadAction } from "@/lib/leads/actions";
import type { LeadDetails } from "@/lib/leads/types";

import { ConfirmDialog } from "../dialogs/confirm-dialog";
import { useSettledAction } from "../forms/use-settled-action";

type Props = {
  details: LeadDetails;
  /** Shows another lead in the same dialog (the original). */
  onShowLead: (id: string) => void;
  onMerged: (originalId: string) => void;
};

/**
 * In the details dialog of a possible duplicate: a link to the original lead, and
 * 'Merge into original' behind a confirmation. The merge target is the root of the duplicate
 * chain, which is nearly always the linked original; the confirmation names it either way.
 */
export function LeadDuplicatePanel({ details, onShowLead, onMerged }: Props) {
  const [confirming, setConfirming] = useState(false);
  const merge = useSettledAction(
    mergeLeadAction,
    { success: "Lead merged successfully.", failure: "Failed to merge lead.", log: "leads.merge" },
    (data) => {
      if (data) onMerged(data.originalId);
    },
  );
  const original = details.original;
  if (!original) return null;
  const target = original.mergeTarget;

  return (
    <section aria-labelledby="lead-duplicate-heading" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <h3 id="lead-duplicate-heading" className="font-semibold text-amber-950">
        Possible duplicate
      </h3>
      <p className="mt-1 text-amber-950">
        An older lead has the same email:{" "}
        <Button type="button" variant="link" className="h-auto p-0 text-amber-950 underline" onClick={() => onShowLead(original.direct.id)}>
          Open original: {original.direct.name}
        </Button>
      </p>
      {target ? (
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setConfirming(true)}>
          <Merge aria-hidden />
          Merge into original
        </Button>
      ) : (
        <p className="mt-2 text-amber-950">The original lead could not be resolved, so this lead cannot be merged.</p>
      )}
      {target ? (
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Merge into original?"
          description={`${details.lead.name}'s communications, projects and history move to ${target.name} (${target.email}), whose empty fields are filled in from this lead. Its message is kept as a note, then this duplicate is deleted. This action cannot be undone.`}
          busy={merge.pending}
          onConfirm={() => void merge.run({ id: details.lead.id }).then(() => setConfirming(false))}
          confirmLabel="Merge"
          busyLabel="Merging..."
        />
      ) : null}
    </section>
  );
}

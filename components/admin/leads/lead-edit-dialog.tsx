"use client";

import { useMemo } from "react";

import { numberOrNull, requiredNumber } from "@/lib/forms/values";
import { updateLeadAction } from "@/lib/leads/actions";
import { leadEditSchema, priorityOptions, type LeadEditFormValues } from "@/lib/leads/schema";
import type { LeadListRow } from "@/lib/leads/types";
import { joinCommaList } from "@/lib/text/comma-list";

import { FormDialog, type DialogProps } from "../dialogs/form-dialog";
import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";
import { useActionForm } from "../forms/use-action-form";

const toFormValues = (lead: LeadListRow): LeadEditFormValues => ({
  priority: lead.priority as 1 | 2 | 3,
  leadScore: lead.leadScore,
  estimatedValue: lead.estimatedValue === null ? null : Number(lead.estimatedValue),
  expectedCloseDate: lead.expectedCloseDate ?? "",
  nextFollowUpDate: lead.nextFollowUpDate ?? "",
  tags: joinCommaList(lead.tags),
});

type Props = DialogProps & { lead: LeadListRow };

/** SPEC §2 edit dialog; errors show at the field; SPEC §8 toasts. */
export function LeadEditDialog({ lead, ...dialog }: Props) {
  const action = useMemo(() => updateLeadAction.bind(null, lead.id), [lead.id]);
  const actionForm = useActionForm(action, leadEditSchema, {
    defaultValues: toFormValues(lead),
    messages: { success: "Lead updated successfully.", failure: "Failed to update lead.", log: "leads.update" },
    onSuccess: dialog.onClose,
  });
  const { field } = actionForm;

  return (
    <FormDialog
      {...dialog}
      title="Edit Lead"
      description={`${lead.name} · ${lead.email}`}
      size="md"
      form={actionForm}
      submitLabel="Save Changes"
      busyLabel="Saving..."
    >
      <SelectField
        id="lead-priority"
        label="Priority"
        options={priorityOptions}
        {...field("priority", { setValueAs: (value) => Number(value) })}
      />
      <TextField
        id="lead-score"
        label="Lead Score"
        type="number"
        min={0}
        max={100}
        step={1}
        hint="0 to 100"
        {...field("leadScore", { setValueAs: requiredNumber })}
      />
      <TextField
        id="lead-estimated-value"
        label="Estimated Value ($)"
        type="number"
        min={0}
        step={0.01}
        {...field("estimatedValue", { setValueAs: numberOrNull })}
      />
      <TextField id="lead-expected-close" label="Expected Close Date" type="date" {...field("expectedCloseDate")} />
      <TextField id="lead-next-follow-up" label="Next Follow-up Date" type="date" {...field("nextFollowUpDate")} />
      <TextField id="lead-tags" label="Tags" hint="Comma separated" {...field("tags")} />
    </FormDialog>
  );
}

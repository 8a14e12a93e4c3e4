"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useAction } from "next-safe-action/hooks";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { priorityLabels } from "@/db/enums";
import { actionErrorMessage } from "@/lib/action-errors";
import { leadEditSchema, type LeadEditFormValues } from "@/lib/leads/admin-schema";
import { updateLeadAction } from "@/lib/leads/actions";
import type { LeadListRow } from "@/lib/leads/queries";
import { numberOrNull } from "@/lib/projects/schema";
import { joinCommaList } from "@/lib/text/comma-list";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";

const priorityOptions = ([1, 2, 3] as const).map((value) => ({ value, label: priorityLabels[value] }));

const toFormValues = (lead: LeadListRow): LeadEditFormValues => ({
  id: lead.id,
  priority: lead.priority as 1 | 2 | 3,
  leadScore: lead.leadScore,
  estimatedValue: lead.estimatedValue === null ? null : Number(lead.estimatedValue),
  expectedCloseDate: lead.expectedCloseDate ?? "",
  nextFollowUpDate: lead.nextFollowUpDate ?? "",
  tags: joinCommaList(lead.tags),
});

type Props = { open: boolean; lead: LeadListRow; onClose: () => void; onCloseAutoFocus: (event: Event) => void };

/** SPEC §2 edit dialog; errors show at the field; SPEC §8 toasts. */
export function LeadEditDialog({ open, lead, onClose, onCloseAutoFocus }: Props) {
  // raw: the action parses the same schema on the server, so it receives the form's own values.
  const form = useForm<LeadEditFormValues>({
    resolver: zodResolver(leadEditSchema, undefined, { raw: true }),
    defaultValues: toFormValues(lead),
  });
  const action = useAction(updateLeadAction, {
    onSuccess: () => {
      toast.success("Success!", { description: "Lead updated successfully." });
      onClose();
    },
    onError: ({ error }) => {
      console.error("[leads.update]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to update lead.") });
    },
  });
  const handleSubmitWithAction = form.handleSubmit((values) => action.execute(values));
  const errors = form.formState.errors;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !action.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Edit Lead</DialogTitle>
          <DialogDescription>
            {lead.name} · {lead.email}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmitWithAction} noValidate className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="lead-priority"
            label="Priority"
            options={priorityOptions}
            error={errors.priority?.message}
            {...form.register("priority", { setValueAs: (value) => Number(value) })}
          />
          <TextField
            id="lead-score"
            label="Lead Score"
            type="number"
            min={0}
            max={100}
            step={1}
            hint="0 to 100"
            error={errors.leadScore?.message}
            {...form.register("leadScore", { setValueAs: (value) => (value === "" ? Number.NaN : Number(value)) })}
          />
          <TextField
            id="lead-estimated-value"
            label="Estimated Value ($)"
            type="number"
            min={0}
            step={0.01}
            error={errors.estimatedValue?.message}
            {...form.register("estimatedValue", { setValueAs: numberOrNull })}
          />
          <TextField id="lead-expected-close" label="Expected Close Date" type="date" error={errors.expectedCloseDate?.message} {...form.register("expectedCloseDate")} />
          <TextField id="lead-next-follow-up" label="Next Follow-up Date" type="date" error={errors.nextFollowUpDate?.message} {...form.register("nextFollowUpDate")} />
          <TextField id="lead-tags" label="Tags" hint="Comma separated" error={errors.tags?.message} {...form.register("tags")} />
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={action.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

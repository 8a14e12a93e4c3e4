"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useAction } from "next-safe-action/hooks";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { actionErrorMessage } from "@/lib/action-errors";
import { convertLeadToProjectAction } from "@/lib/leads/actions";
import type { LeadListRow } from "@/lib/leads/queries";
import { leadConversionSchema, numberOrNull, projectStatusLabels, type LeadConversionFormValues } from "@/lib/projects/schema";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

import { SelectField } from "../forms/select-field";
import { TextareaField } from "../forms/textarea-field";
import { TextField } from "../forms/text-field";
import { budgetLabel, serviceLabel } from "./lead-display";

/** SPEC §9 conversion defaults: planning, hourly rate 150, estimated hours 0, fixed price 0. */
const toFormValues = (lead: LeadListRow): LeadConversionFormValues => ({
  leadId: lead.id,
  title: "",
  status: "planning",
  description: "",
  clientName: lead.name,
  clientEmail: lead.email,
  startDate: "",
  endDate: "",
  fixedPrice: 0,
  hourlyRate: 150,
  estimatedHours: 0,
  services: "",
  deliverables: "",
  notes: "",
});

const statusOptions = (["planning", "in_progress"] as const).map((value) => ({ value, label: projectStatusLabels[value] }));

type Props = { open: boolean; lead: LeadListRow; onClose: () => void; onCloseAutoFocus: (event: Event) => void };

/** SPEC §2 convert dialog: the lead's facts first, then the project form. */
export function LeadConvertDialog({ open, lead, onClose, onCloseAutoFocus }: Props) {
  // raw: the action parses the same schema on the server, so it receives the form's own values.
  const form = useForm<LeadConversionFormValues>({
    resolver: zodResolver(leadConversionSchema, undefined, { raw: true }),
    defaultValues: toFormValues(lead),
  });
  const action = useAction(convertLeadToProjectAction, {
    onSuccess: ({ data }) => {
      toast.success("Success!", { description: `Lead converted to project: ${data?.title ?? form.getValues("title")}` });
      onClose();
    },
    onError: ({ error }) => {
      console.error("[leads.convert]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to convert lead to project.") });
    },
  });
  const handleSubmitWithAction = form.handleSubmit((values) => action.execute(values));
  const errors = form.formState.errors;
  const busy = action.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Convert Lead to Project</DialogTitle>
          <DialogDescription>Create a project from this lead. The lead is marked won.</DialogDescription>
        </DialogHeader>
        <section aria-label="Lead summary">
        <dl className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs text-slate-500">Name</dt>
            <dd>{lead.name}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Email</dt>
            <dd>{lead.email}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Service</dt>
            <dd>{serviceLabel(lead.service)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Budget</dt>
            <dd>{budgetLabel(lead.budget)}</dd>
          </div>
        </dl>
        </section>
        <form onSubmit={handleSubmitWithAction} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField id="convert-title" label="Project Title" error={errors.title?.message} {...form.register("title")} />
          </div>
          <SelectField id="convert-status" label="Initial Status" options={statusOptions} error={errors.status?.message} {...form.register("status")} />
          <div className="hidden sm:block" />
          <TextareaField id="convert-description" label="Description" className="sm:col-span-2" error={errors.description?.message} {...form.register("description")} />
          <TextField id="convert-client-name" label="Client Name" error={errors.clientName?.message} {...form.register("clientName")} />
          <TextField id="convert-client-email" label="Client Email" type="email" error={errors.clientEmail?.message} {...form.register("clientEmail")} />
          <TextField id="convert-start-date" label="Start Date" type="date" error={errors.startDate?.message} {...form.register("startDate")} />
          <TextField id="convert-end-date" label="End Date" type="date" error={errors.endDate?.message} {...form.register("endDate")} />
          <TextField
            id="convert-fixed-price"
            label="Fixed Price ($)"
            type="number"
            min={0}
            step={0.01}
            hint="0 uses the lead's budget"
            error={errors.fixedPrice?.message}
            {...form.register("fixedPrice", { setValueAs: numberOrNull })}
          />
          <TextField
            id="convert-hourly-rate"
            label="Hourly Rate ($)"
            type="number"
            min={0}
            step={0.01}
            error={errors.hourlyRate?.message}
            {...form.register("hourlyRate", { setValueAs: numberOrNull })}
          />
          <TextField
            id="convert-estimated-hours"
            label="Estimated Hours"
            type="number"
            min={0}
            step={0.01}
            error={errors.estimatedHours?.message}
            {...form.register("estimatedHours", { setValueAs: numberOrNull })}
          />
          <div className="hidden sm:block" />
          <TextField id="convert-services" label="Services" hint="Comma separated" error={errors.services?.message} {...form.register("services")} />
          <TextField id="convert-deliverables" label="Deliverables" hint="Comma separated" error={errors.deliverables?.message} {...form.register("deliverables")} />
          <TextareaField id="convert-notes" label="Notes" className="sm:col-span-2" error={errors.notes?.message} {...form.register("notes")} />
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Converting..." : "Convert to Project"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { projectStatuses } from "@/db/enums";
import { actionErrorMessage } from "@/lib/action-errors";
import { createProjectAction, updateProjectAction } from "@/lib/projects/actions";
import type { ProjectListRow } from "@/lib/projects/queries";
import { numberOrNull, projectCreateSchema, projectStatusLabels, type ProjectFormValues } from "@/lib/projects/schema";
import { joinCommaList } from "@/lib/text/comma-list";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

import { SelectField } from "../forms/select-field";
import { TextareaField } from "../forms/textarea-field";
import { TextField } from "../forms/text-field";

const statusOptions = projectStatuses.map((value) => ({ value, label: projectStatusLabels[value] }));

const EMPTY: ProjectFormValues = {
  title: "",
  clientName: "",
  clientEmail: "",
  status: "planning", // SPEC §4: a new project defaults to planning
  progressPercentage: 0,
  startDate: "",
  endDate: "",
  estimatedHours: null,
  hourlyRate: null,
  fixedPrice: null,
  description: "",
  services: "",
  deliverables: "",
  notes: "",
};

const amount = (value: string | null) => (value === null ? null : Number(value));

const toFormValues = (project: ProjectListRow): ProjectFormValues => ({
  title: project.title,
  clientName: project.clientName,
  clientEmail: project.clientEmail,
  status: project.status,
  progressPercentage: project.progressPercentage,
  startDate: project.startDate ?? "",
  endDate: project.endDate ?? "",
  estimatedHours: amount(project.estimatedHours),
  hourlyRate: amount(project.hourlyRate),
  fixedPrice: amount(project.fixedPrice),
  description: project.description ?? "",
  services: joinCommaList(project.services),
  deliverables: joinCommaList(project.deliverables),
  notes: project.notes ?? "",
});

type Props = {
  open: boolean;
  /** The project to edit; absent for New Project. */
  project?: ProjectListRow;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** SPEC §2 project form, one component for create and edit; SPEC §8 toasts. */
export function ProjectFormDialog({ open, project, onClose, onCloseAutoFocus }: Props) {
  const editing = project !== undefined;
  // raw: the actions parse the same schema on the server, so they receive the form's own values.
  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(projectCreateSchema, undefined, { raw: true }),
    defaultValues: project ? toFormValues(project) : EMPTY,
  });
  const failure = editing ? "Failed to update project." : "Failed to create project.";
  const callbacks = {
    onSuccess: () => {
      toast.success("Success!", { description: editing ? "Project updated successfully." : "Project created successfully." });
      onClose();
    },
    onError: ({ error }: { error: { serverError?: string; validationErrors?: unknown } }) => {
      console.error(editing ? "[projects.update]" : "[projects.create]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, failure) });
    },
  };
  const create = useAction(createProjectAction, callbacks);
  const update = useAction(updateProjectAction, callbacks);
  const busy = create.isPending || update.isPending;
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    if (project) update.execute({ ...values, id: project.id });
    else create.execute(values);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Project" : "New Project"}</DialogTitle>
          <DialogDescription>{editing ? project.title : "Create a project directly, without a lead."}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField id="project-title" label="Title" required error={errors.title?.message} {...form.register("title")} />
          </div>
          <TextField id="project-client-name" label="Client Name" required error={errors.clientName?.message} {...form.register("clientName")} />
          <TextField id="project-client-email" label="Client Email" type="email" required error={errors.clientEmail?.message} {...form.register("clientEmail")} />
          <SelectField id="project-status" label="Status" options={statusOptions} error={errors.status?.message} {...form.register("status")} />
          <TextField
            id="project-progress"
            label="Progress (%)"
            type="number"
            min={0}
            max={100}
            step={1}
            error={errors.progressPercentage?.message}
            {...form.register("progressPercentage", { setValueAs: (value) => (value === "" ? Number.NaN : Number(value)) })}
          />
          <TextField id="project-start-date" label="Start Date" type="date" error={errors.startDate?.message} {...form.register("startDate")} />
          <TextField id="project-end-date" label="End Date" type="date" error={errors.endDate?.message} {...form.register("endDate")} />
          <TextField
            id="project-estimated-hours"
            label="Estimated Hours"
            type="number"
            min={0}
            step={0.01}
            error={errors.estimatedHours?.message}
            {...form.register("estimatedHours", { setValueAs: numberOrNull })}
          />
          <TextField
            id="project-hourly-rate"
            label="Hourly Rate ($)"
            type="number"
            min={0}
            step={0.01}
            error={errors.hourlyRate?.message}
            {...form.register("hourlyRate", { setValueAs: numberOrNull })}
          />
          <TextField
            id="project-fixed-price"
            label="Fixed Price ($)"
            type="number"
            min={0}
            step={0.01}
            error={errors.fixedPrice?.message}
            {...form.register("fixedPrice", { setValueAs: numberOrNull })}
          />
          <div className="hidden sm:block" />
          <TextareaField id="project-description" label="Description" className="sm:col-span-2" error={errors.description?.message} {...form.register("description")} />
          <TextField id="project-services" label="Services" hint="Comma separated" error={errors.services?.message} {...form.register("services")} />
          <TextField id="project-deliverables" label="Deliverables" hint="Comma separated" error={errors.deliverables?.message} {...form.register("deliverables")} />
          <TextareaField id="project-notes" label="Notes" className="sm:col-span-2" error={errors.notes?.message} {...form.register("notes")} />
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? (editing ? "Updating..." : "Creating...") : editing ? "Update Project" : "Create Project"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

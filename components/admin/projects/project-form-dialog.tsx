"use client";

import { useMemo, useState } from "react";

import type { ClientOption } from "@/lib/clients/types";
import { requiredNumber } from "@/lib/forms/values";
import { createProjectAction, updateProjectAction } from "@/lib/projects/actions";
import { projectFormSchema, projectStatusOptions, type ProjectFormValues } from "@/lib/projects/schema";
import type { ProjectListRow } from "@/lib/projects/types";
import { joinCommaList } from "@/lib/text/comma-list";

import { PricingFields } from "./pricing-fields";
import { ClientPicker } from "../clients/client-picker";
import { FormDialog, type DialogProps } from "../dialogs/form-dialog";
import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";
import { TextareaField } from "../forms/textarea-field";
import { useActionForm } from "../forms/use-action-form";

const EMPTY: ProjectFormValues = {
  title: "",
  clientId: "",
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

const projectClient = (project: ProjectListRow): ClientOption => ({
  id: project.clientId,
  label: project.clientName,
  detail: project.clientEmail,
  billingEmail: project.clientEmail,
  billingAddress: "",
});

const amount = (value: string | null) => (value === null ? null : Number(value));

const toFormValues = (project: ProjectListRow): ProjectFormValues => ({
  title: project.title,
  clientId: project.clientId,
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

/** The project to edit; absent for New Project. */
type Props = DialogProps & { project?: ProjectListRow };

/** SPEC §2 project form, one component for create and edit; SPEC §8 toasts. */
export function ProjectFormDialog({ project, ...dialog }: Props) {
  const projectId = project?.id;
  const action = useMemo(() => (projectId ? updateProjectAction.bind(null, projectId) : createProjectAction), [projectId]);
  const actionForm = useActionForm(action, projectFormSchema, {
    defaultValues: project ? toFormValues(project) : EMPTY,
    messages: projectId
      ? { success: "Project updated successfully.", failure: "Failed to update project.", log: "projects.update" }
      : { success: "Project created successfully.", failure: "Failed to create project.", log: "projects.create" },
    onSuccess: dialog.onClose,
  });
  const { field, form, errors } = actionForm;
  // The picker shows the client by the name the project keeps of it.
  const [client, setClient] = useState<ClientOption | null>(project ? projectClient(project) : null);

  return (
    <FormDialog
      {...dialog}
      title={project ? "Edit Project" : "New Project"}
      description={project ? project.title : "Create a project directly, without a lead."}
      form={actionForm}
      submitLabel={project ? "Update Project" : "Create Project"}
      busyLabel={project ? "Updating..." : "Creating..."}
    >
      <div className="sm:col-span-2">
        <TextField id="project-title" label="Title" required {...field("title")} />
      </div>
      <div className="sm:col-span-2">
        <ClientPicker
          id="project-client"
          value={client}
          error={errors.clientId?.message}
          onChange={(next) => {
            setClient(next);
            form.setValue("clientId", next.id, { shouldValidate: true, shouldDirty: true });
          }}
        />
      </div>
      <SelectField id="project-status" label="Status" options={projectStatusOptions} {...field("status")} />
      <TextField
        id="project-progress"
        label="Progress (%)"
        type="number"
        min={0}
        max={100}
        step={1}
        {...field("progressPercentage", { setValueAs: requiredNumber })}
      />
      <TextField id="project-start-date" label="Start Date" type="date" {...field("startDate")} />
      <TextField id="project-end-date" label="End Date" type="date" {...field("endDate")} />
      <PricingFields field={field} idPrefix="project" />
      <TextareaField id="project-description" label="Description" className="sm:col-span-2" {...field("description")} />
      <TextField id="project-services" label="Services" hint="Comma separated" {...field("services")} />
      <TextField id="project-deliverables" label="Deliverables" hint="Comma separated" {...field("deliverables")} />
      <TextareaField id="project-notes" label="Notes" className="sm:col-span-2" {...field("notes")} />
    </FormDialog>
  );
}

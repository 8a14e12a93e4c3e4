"use client";

import { useAction } from "next-safe-action/hooks";
import { useEffect } from "react";

import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { formatDateTime, formatIsoDate } from "@/lib/dates";
import { leadSourceLabels } from "@/lib/leads/schema";
import { formatMoney } from "@/lib/money";
import { getProjectHistoryAction } from "@/lib/projects/actions";
import { projectStatusLabels } from "@/lib/projects/schema";
import type { ProjectListRow } from "@/lib/projects/types";
import { projectValueLabel } from "@/lib/projects/value";

import { ProjectUpdates } from "./project-updates";
import { useProjectParticulars } from "./use-project-particulars";
import { DetailField as Field, DetailsDialog, DetailsPending } from "../dialogs/details-dialog";
import type { DialogProps } from "../dialogs/form-dialog";
import { HistoryList } from "../history/history-list";
import { budgetLabel, serviceLabel } from "../leads/lead-display";

type Props = DialogProps & { project: ProjectListRow; timeZone: string };

function BadgeList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-600">None listed</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The project's history, read when the dialog opens. */
function ProjectHistory({ projectId, timeZone }: { projectId: string; timeZone: string }) {
  const { execute, result, hasErrored } = useAction(getProjectHistoryAction, {
    onError: ({ error }) => console.error("[projects.history]", error),
  });
  useEffect(() => execute({ id: projectId }), [execute, projectId]);
  if (!result.data) return <DetailsPending failed={hasErrored} noun="history" />;
  return <HistoryList history={result.data} label="Project history" timeZone={timeZone} />;
}

/** SPEC §2 project details: every field, services and deliverables as badges, the lead, timestamps, the history. */
export function ProjectDetailsDialog({ project, timeZone, ...dialog }: Props) {
  const money = (value: string | null) => (value === null ? "Not set" : formatMoney(value));
  // What the row leaves out (timestamps, services, deliverables, notes, the lead) arrives when the dialog opens.
  const { particulars: more, failed } = useProjectParticulars(project.id);
  const when = (value: Date | undefined) => (value ? formatDateTime(value, timeZone) : failed ? "Not available" : "Loading...");
  return (
    <DetailsDialog {...dialog} title="Project Details" description={project.title}>
      <div className="space-y-5">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Field label="Title">{project.title}</Field>
          <Field label="Client Name">{project.clientName}</Field>
          <Field label="Client Email">{project.clientEmail}</Field>
          <Field label="Status">{projectStatusLabels[more?.status ?? project.status]}</Field>
          <Field label="Progress">
            <span className="flex items-center gap-2">
              <Progress value={project.progressPercentage} className="w-24" aria-label="Progress" />
              {project.progressPercentage}%
            </span>
          </Field>
          <Field label="Value">{projectValueLabel(project)}</Field>
          <Field label="Start Date">{formatIsoDate(project.startDate, "Not set")}</Field>
          <Field label="End Date">{formatIsoDate(project.endDate, "Not set")}</Field>
          <Field label="Estimated Hours">{project.estimatedHours ?? "Not set"}</Field>
          <Field label="Hourly Rate">{money(project.hourlyRate)}</Field>
          <Field label="Fixed Price">{money(project.fixedPrice)}</Field>
          <Field label="Created">{when(more?.createdAt)}</Field>
          <Field label="Updated">{when(more?.updatedAt)}</Field>
        </dl>
        <section>
          <h3 className="mb-1 font-semibold">Description</h3>
          <p className="text-sm whitespace-pre-wrap">{project.description || "No description"}</p>
        </section>
        {more ? (
          <>
            <section>
              <h3 className="mb-1 font-semibold">Services</h3>
              <BadgeList label="Services" items={more.services} />
            </section>
            <section>
              <h3 className="mb-1 font-semibold">Deliverables</h3>
              <BadgeList label="Deliverables" items={more.deliverables} />
            </section>
            <section>
              <h3 className="mb-1 font-semibold">Notes</h3>
              <p className="text-sm whitespace-pre-wrap">{more.notes || "No notes"}</p>
            </section>
            <section>
              <h3 className="mb-1 font-semibold">Linked Lead</h3>
              {more.lead ? (
                <dl className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-3">
                  <Field label="Name">{more.lead.name}</Field>
                  <Field label="Email">{more.lead.email}</Field>
                  <Field label="Source">{leadSourceLabels[more.lead.source]}</Field>
                  <Field label="Service">{serviceLabel(more.lead.service)}</Field>
                  <Field label="Budget">{budgetLabel(more.lead.budget)}</Field>
                </dl>
              ) : (
                <p className="text-sm text-slate-600">Direct Project (no linked lead)</p>
              )}
            </section>
          </>
        ) : (
          <DetailsPending failed={failed} noun="project's details" />
        )}
        <section aria-labelledby="project-updates-heading">
          <h3 id="project-updates-heading" className="mb-1 font-semibold">
            Updates
          </h3>
          <ProjectUpdates projectId={project.id} timeZone={timeZone} />
        </section>
        <section aria-labelledby="project-history-heading">
          <h3 id="project-history-heading" className="mb-1 font-semibold">
            History
          </h3>
          <ProjectHistory projectId={project.id} timeZone={timeZone} />
        </section>
      </div>
    </DetailsDialog>
  );
}

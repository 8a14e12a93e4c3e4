"use client";

import { formatDateOnly, formatDateTime } from "@/lib/dates/format";
import { formatMoney } from "@/lib/money";
import type { ProjectListRow } from "@/lib/projects/queries";
import { projectStatusLabels } from "@/lib/projects/schema";
import { projectValueLabel } from "@/lib/projects/value";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";

import { budgetLabel, serviceLabel } from "../leads/lead-display";
import { leadSourceLabels } from "../leads/lead-source-label";

type Props = { open: boolean; project: ProjectListRow; timeZone: string; onClose: () => void; onCloseAutoFocus: (event: Event) => void };

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

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

/** SPEC §2 project details: every field, services and deliverables as badges, the lead, timestamps. */
export function ProjectDetailsDialog({ open, project, timeZone, onClose, onCloseAutoFocus }: Props) {
  const money = (value: string | null) => (value === null ? "Not set" : formatMoney(value));
  const when = (value: Date) => formatDateTime(value, timeZone);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Project Details</DialogTitle>
          <DialogDescription>{project.title}</DialogDescription>
        </DialogHeader>
        <div className="space-y-5">
          <dl className="grid gap-3 sm:grid-cols-3">
            <Field label="Title">{project.title}</Field>
            <Field label="Client Name">{project.clientName}</Field>
            <Field label="Client Email">{project.clientEmail}</Field>
            <Field label="Status">{projectStatusLabels[project.status]}</Field>
            <Field label="Progress">
              <span className="flex items-center gap-2">
                <Progress value={project.progressPercentage} className="w-24" aria-label="Progress" />
                {project.progressPercentage}%
              </span>
            </Field>
            <Field label="Value">{projectValueLabel(project)}</Field>
            <Field label="Start Date">{formatDateOnly(project.startDate) ?? "Not set"}</Field>
            <Field label="End Date">{formatDateOnly(project.endDate) ?? "Not set"}</Field>
            <Field label="Estimated Hours">{project.estimatedHours ?? "Not set"}</Field>
            <Field label="Hourly Rate">{money(project.hourlyRate)}</Field>
            <Field label="Fixed Price">{money(project.fixedPrice)}</Field>
            <Field label="Created">{when(project.createdAt)}</Field>
            <Field label="Updated">{when(project.updatedAt)}</Field>
          </dl>
          <section>
            <h3 className="mb-1 font-semibold">Description</h3>
            <p className="text-sm whitespace-pre-wrap">{project.description || "No description"}</p>
          </section>
          <section>
            <h3 className="mb-1 font-semibold">Services</h3>
            <BadgeList label="Services" items={project.services} />
          </section>
          <section>
            <h3 className="mb-1 font-semibold">Deliverables</h3>
            <BadgeList label="Deliverables" items={project.deliverables} />
          </section>
          <section>
            <h3 className="mb-1 font-semibold">Notes</h3>
            <p className="text-sm whitespace-pre-wrap">{project.notes || "No notes"}</p>
          </section>
          <section>
            <h3 className="mb-1 font-semibold">Linked Lead</h3>
            {project.lead ? (
              <dl className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-3">
                <Field label="Name">{project.lead.name}</Field>
                <Field label="Email">{project.lead.email}</Field>
                <Field label="Source">{leadSourceLabels[project.lead.source]}</Field>
                <Field label="Service">{serviceLabel(project.lead.service)}</Field>
                <Field label="Budget">{budgetLabel(project.lead.budget)}</Field>
              </dl>
            ) : (
              <p className="text-sm text-slate-600">Direct Project (no linked lead)</p>
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

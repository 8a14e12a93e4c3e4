"use client";

import { Badge } from "@/components/ui/badge";
import { formatIsoDate } from "@/lib/dates";
import { leadSourceLabels } from "@/lib/leads/schema";
import { deleteProjectAction, updateProjectStatusAction } from "@/lib/projects/actions";
import { projectStatusOptions } from "@/lib/projects/schema";
import type { ProjectListRow } from "@/lib/projects/types";
import { projectValueLabel } from "@/lib/projects/value";

import { EditProjectDialog } from "./edit-project-dialog";
import { ConfirmDeleteDialog } from "../dialogs/confirm-delete-dialog";
import { InlineStatusSelect } from "../forms/inline-status-select";
import { useSettledAction } from "../forms/use-settled-action";
import { DataTable, useRowDialog, type DataTableColumn } from "../list";
import { ProjectDetailsDialog } from "./project-details-dialog";

/** SPEC §2 Projects table: origin, inline status, progress, value, timeline and actions. */
export function ProjectsTable({ projects, timeZone }: { projects: ProjectListRow[]; timeZone: string }) {
  const { dialog, dialogProps, open, close, isOpen } = useRowDialog<"view" | "edit" | "delete", ProjectListRow>();
  const changeStatus = useSettledAction(updateProjectStatusAction, {
    success: "Project status updated successfully.",
    failure: "Failed to update project status.",
    failureAlwaysReads: true,
    log: "projects.status",
  });
  const remove = useSettledAction(
    deleteProjectAction,
    { success: "Project deleted successfully.", failure: "Failed to delete project.", log: "projects.delete" },
    close,
  );

  const columns: DataTableColumn<ProjectListRow>[] = [
    {
      id: "project",
      header: "Project",
      meta: { className: "max-w-64 align-top whitespace-normal" },
      cell: ({ row: { original: project } }) => (
        <>
          <div className="cell-title">{project.title}</div>
          {project.description ? <div className="line-clamp-2 text-sm text-slate-600">{project.description}</div> : null}
        </>
      ),
    },
    {
      id: "client",
      header: "Client",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original: project } }) => (
        <>
          <div>{project.clientName}</div>
          <div className="text-sm text-slate-600">{project.clientEmail}</div>
        </>
      ),
    },
    {
      id: "origin",
      header: "Origin",
      cell: ({ row: { original: project } }) =>
        project.lead ? (
          <div className="flex flex-col items-start gap-1">
            <Badge variant="secondary">From Lead</Badge>
            <span className="text-xs text-slate-600">{leadSourceLabels[project.lead.source]}</span>
          </div>
        ) : (
          <Badge variant="outline">Direct Project</Badge>
        ),
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row: { original: project } }) => (
        <InlineStatusSelect
          value={project.status}
          label={`Status for ${project.title}`}
          options={projectStatusOptions}
          onChange={(status) => changeStatus.run({ id: project.id, status })}
        />
      ),
    },
    {
      id: "progress",
      header: "Progress",
      cell: ({ row: { original: project } }) => (
        <div className="flex w-28 items-center gap-2">
          {/* The Progress primitive's role and look without its per-row state attributes (the `row-progress` class). */}
          <div
            role="progressbar"
            aria-label={`Progress of ${project.title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={project.progressPercentage}
            aria-valuetext={`${project.progressPercentage}%`}
            className="row-progress"
          >
            <div style={{ width: `${project.progressPercentage}%` }} />
          </div>
          <span className="text-xs tabular-nums">{project.progressPercentage}%</span>
        </div>
      ),
    },
    { id: "value", header: "Value", meta: { className: "text-sm" }, cell: ({ row }) => projectValueLabel(row.original) },
    {
      id: "timeline",
      header: "Timeline",
      meta: { className: "text-sm" },
      cell: ({ row: { original: project } }) => (
        <>
          <div>{formatIsoDate(project.startDate, "No start date")}</div>
          <div className="text-slate-600">{formatIsoDate(project.endDate, "No end date")}</div>
        </>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Projects, newest first"
        columns={columns}
        rows={projects}
        getRowId={(project) => project.id}
        rowActions={(project) => [
          { label: `View details for ${project.title}`, icon: "eye", onSelect: open("view", project) },
          { label: `Edit ${project.title}`, icon: "pencil", onSelect: open("edit", project) },
          { label: `Delete ${project.title}`, icon: "trash", destructive: true, onSelect: open("delete", project) },
        ]}
      />
      {dialog?.kind === "view" ? (
        <ProjectDetailsDialog key={dialog.row.id} project={dialog.row} timeZone={timeZone} {...dialogProps} />
      ) : null}
      {dialog?.kind === "edit" ? <EditProjectDialog key={dialog.row.id} project={dialog.row} {...dialogProps} /> : null}
      <ConfirmDeleteDialog
        {...dialogProps}
        open={isOpen("delete")}
        title="Delete this project?"
        description={
          dialog?.kind === "delete"
            ? `${dialog.row.title} will be deleted. Its communications stay, no longer linked. This action cannot be undone.`
            : ""
        }
        busy={remove.pending}
        onConfirm={() => dialog && void remove.run({ id: dialog.row.id })}
      />
    </>
  );
}

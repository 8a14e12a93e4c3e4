"use client";

import { useRef, useState } from "react";
import { Eye, Pencil, Trash2 } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { projectStatuses } from "@/db/enums";
import { formatDateOnly } from "@/lib/dates/format";
import { deleteProjectAction, updateProjectStatusAction } from "@/lib/projects/actions";
import type { ProjectListRow } from "@/lib/projects/queries";
import { projectStatusLabels } from "@/lib/projects/schema";
import { projectValueLabel } from "@/lib/projects/value";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import { ConfirmDeleteDialog } from "../forms/confirm-delete-dialog";
import { settleAction, toastOutcome } from "../forms/settle-action";
import { InlineStatusSelect } from "../forms/inline-status-select";
import { leadSourceLabels } from "../leads/lead-source-label";
import { ProjectDetailsDialog } from "./project-details-dialog";
import { ProjectFormDialog } from "./project-form-dialog";

const statusOptions = projectStatuses.map((value) => ({ value, label: projectStatusLabels[value] }));

type OpenDialog = { kind: "view" | "edit" | "delete"; project: ProjectListRow; open: boolean } | null;

/** SPEC §2 Projects table: origin, inline status, progress, value, timeline and actions. */
export function ProjectsTable({ projects, timeZone }: { projects: ProjectListRow[]; timeZone: string }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (kind: NonNullable<OpenDialog>["kind"], project: ProjectListRow) => (event: React.MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setDialog({ kind, project, open: true });
  };
  const close = () => setDialog((current) => (current ? { ...current, open: false } : null));
  const restoreFocus = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };

  const statusAction = useAction(updateProjectStatusAction);
  const deleteAction = useAction(deleteProjectAction);
  // Settled from the promise: deleting the last row on the page swaps this table for the empty
  // state, and useAction's own callbacks would then never run.
  const remove = (id: string) =>
    settleAction(deleteAction.executeAsync({ id }), toastOutcome({ success: "Project deleted successfully.", failure: "Failed to delete project.", log: "projects.delete" }, close));

  const changeStatus = async (project: ProjectListRow, status: ProjectListRow["status"]) => {
    const result = await statusAction.executeAsync({ id: project.id, status });
    if (result && !result.serverError && !result.validationErrors) {
      toast.success("Success!", { description: "Project status updated successfully." });
      return true;
    }
    console.error("[projects.status]", result?.serverError ?? result?.validationErrors);
    toast.error("Error", { description: "Failed to update project status." });
    return false;
  };

  return (
    <>
      <Table>
        <caption className="sr-only">Projects, newest first</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Project</TableHead>
            <TableHead>Client</TableHead>
            <TableHead>Origin</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Progress</TableHead>
            <TableHead>Value</TableHead>
            <TableHead>Timeline</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {projects.map((project) => (
            <TableRow key={project.id}>
              <TableCell className="max-w-64 align-top whitespace-normal">
                <div className="font-medium text-slate-900">{project.title}</div>
                {project.description ? <div className="line-clamp-2 text-sm text-slate-600">{project.description}</div> : null}
              </TableCell>
              <TableCell className="align-top whitespace-normal">
                <div>{project.clientName}</div>
                <div className="text-sm text-slate-600">{project.clientEmail}</div>
              </TableCell>
              <TableCell>
                {project.lead ? (
                  <div className="flex flex-col items-start gap-1">
                    <Badge variant="secondary">From Lead</Badge>
                    <span className="text-xs text-slate-600">{leadSourceLabels[project.lead.source]}</span>
                  </div>
                ) : (
                  <Badge variant="outline">Direct Project</Badge>
                )}
              </TableCell>
              <TableCell>
                <InlineStatusSelect
                  value={project.status}
                  label={`Status for ${project.title}`}
                  options={statusOptions}
                  onChange={(status) => changeStatus(project, status)}
                />
              </TableCell>
              <TableCell>
                <div className="flex w-28 items-center gap-2">
                  <Progress value={project.progressPercentage} max={100} aria-label={`Progress of ${project.title}`} />
                  <span className="text-xs tabular-nums">{project.progressPercentage}%</span>
                </div>
              </TableCell>
              <TableCell className="text-sm">{projectValueLabel(project)}</TableCell>
              <TableCell className="text-sm">
                <div>{formatDateOnly(project.startDate) ?? "No start date"}</div>
                <div className="text-slate-600">{formatDateOnly(project.endDate) ?? "No end date"}</div>
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`View details for ${project.title}`} onClick={open("view", project)}>
                    <Eye aria-hidden />
                  </Button>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Edit ${project.title}`} onClick={open("edit", project)}>
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    className="text-destructive"
                    aria-label={`Delete ${project.title}`}
                    onClick={open("delete", project)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      {dialog?.kind === "view" ? (
        <ProjectDetailsDialog key={dialog.project.id} open={dialog.open} project={dialog.project} timeZone={timeZone} onClose={close} onCloseAutoFocus={restoreFocus} />
      ) : null}
      {dialog?.kind === "edit" ? (
        <ProjectFormDialog key={dialog.project.id} open={dialog.open} project={dialog.project} onClose={close} onCloseAutoFocus={restoreFocus} />
      ) : null}
      <ConfirmDeleteDialog
        open={dialog?.kind === "delete" && dialog.open}
        onOpenChange={(next) => !next && close()}
        title="Delete this project?"
        description={
          dialog?.kind === "delete"
            ? `${dialog.project.title} will be deleted. Its communications stay, no longer linked. This action cannot be undone.`
            : ""
        }
        busy={deleteAction.isPending}
        onConfirm={() => dialog && void remove(dialog.project.id)}
      />
    </>
  );
}

"use client";

import { toast } from "sonner";

import type { ProjectListRow } from "@/lib/projects/types";

import { ProjectFormDialog } from "./project-form-dialog";
import { useProjectParticulars } from "./use-project-particulars";
import { DetailsDialog } from "../dialogs/details-dialog";
import type { DialogProps } from "../dialogs/form-dialog";

/** Edit of a project: the fields its row leaves out load first, then the form opens filled in. */
export function EditProjectDialog({ project, ...dialog }: DialogProps & { project: ProjectListRow }) {
  const { particulars } = useProjectParticulars(project.id, () => {
    toast.error("Error", { description: "Failed to load project." });
    dialog.onClose();
  });
  if (particulars) return <ProjectFormDialog {...dialog} project={{ ...project, ...particulars }} />;
  return (
    <DetailsDialog {...dialog} title="Edit Project" description={project.title}>
      <p role="status" className="text-muted-foreground text-sm">
        Loading project...
      </p>
    </DetailsDialog>
  );
}

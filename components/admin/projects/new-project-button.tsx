"use client";

import { NewItemButton } from "../forms/new-item-button";
import { ProjectFormDialog } from "./project-form-dialog";

export function NewProjectButton() {
  return <NewItemButton label="New Project" dialog={(props) => <ProjectFormDialog {...props} />} />;
}

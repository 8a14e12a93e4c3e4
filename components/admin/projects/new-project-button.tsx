"use client";

import { ProjectFormDialog } from "./project-form-dialog";
import { NewItemButton } from "../forms/new-item-button";

export function NewProjectButton() {
  return <NewItemButton label="New Project" dialog={(props) => <ProjectFormDialog {...props} />} />;
}

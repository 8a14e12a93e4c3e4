"use client";

import { AddAdminDialog } from "./add-admin-dialog";
import { NewItemButton } from "../forms/new-item-button";

export function AddAdminButton() {
  return <NewItemButton label="Add Admin" icon="user-plus" dialog={(props) => <AddAdminDialog {...props} />} />;
}

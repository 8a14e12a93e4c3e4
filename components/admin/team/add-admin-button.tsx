"use client";

import { UserPlus } from "lucide-react";

import { AddAdminDialog } from "./add-admin-dialog";
import { NewItemButton } from "../forms/new-item-button";

export function AddAdminButton() {
  return <NewItemButton label="Add Admin" icon={UserPlus} dialog={(props) => <AddAdminDialog {...props} />} />;
}

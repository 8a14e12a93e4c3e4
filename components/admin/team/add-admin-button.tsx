"use client";

import { UserPlus } from "lucide-react";

import { NewItemButton } from "../forms/new-item-button";
import { AddAdminDialog } from "./add-admin-dialog";

export function AddAdminButton() {
  return <NewItemButton label="Add Admin" icon={UserPlus} dialog={(props) => <AddAdminDialog {...props} />} />;
}

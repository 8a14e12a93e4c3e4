"use client";

import { CommunicationFormDialog } from "./communication-form-dialog";
import { NewItemButton } from "../forms/new-item-button";

export function NewCommunicationButton() {
  return <NewItemButton label="New Communication" dialog={(props) => <CommunicationFormDialog {...props} />} />;
}

"use client";

import { NewItemButton } from "../forms/new-item-button";
import { CommunicationFormDialog } from "./communication-form-dialog";

export function NewCommunicationButton() {
  return <NewItemButton label="New Communication" dialog={(props) => <CommunicationFormDialog {...props} />} />;
}

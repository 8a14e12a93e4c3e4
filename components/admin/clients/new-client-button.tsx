"use client";

import { useRouter } from "next/navigation";

import { clientHref } from "@/lib/clients/paths";

import { ClientFormDialog } from "./client-form-dialog";
import { NewItemButton } from "../forms/new-item-button";

/** The Clients list's 'New Client': the shared client form, then the new client's page. */
export function NewClientButton() {
  const router = useRouter();
  return (
    <NewItemButton
      label="New Client"
      dialog={(props) => <ClientFormDialog {...props} onSaved={(client) => router.push(clientHref(client.id))} />}
    />
  );
}

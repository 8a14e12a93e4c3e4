"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { CLIENTS_PATH } from "@/lib/clients/paths";
import { deleteClientAction, updateClientAction } from "@/lib/clients/record-actions";
import type { ClientRecord } from "@/lib/clients/record-types";
import type { ClientFormValues } from "@/lib/clients/schema";

import { ClientFormDialog, EMPTY_CLIENT } from "./client-form-dialog";
import { ClientMergeDialog } from "./client-merge-dialog";
import { ConfirmDeleteDialog } from "../dialogs/confirm-delete-dialog";
import { useSettledAction } from "../forms/use-settled-action";

type Open = "edit" | "delete" | "merge" | null;

/** The client form filled with the record; a client carried over without contacts starts with a blank primary one. */
const formValues = (client: ClientRecord): ClientFormValues => ({
  kind: client.kind,
  displayName: client.displayName,
  company: client.company ?? "",
  billingEmail: client.billingEmail,
  billingAddress: client.billingAddress ?? "",
  phone: client.phone ?? "",
  taxId: client.taxId ?? "",
  notes: client.notes ?? "",
  contacts:
    client.contacts.length > 0
      ? client.contacts.map((contact) => ({ ...contact, phone: contact.phone ?? "", role: contact.role ?? "" }))
      : EMPTY_CLIENT.contacts,
});

/** A client page's buttons: edit (with its contacts), delete (refused with what links to it) and, for owners, merge. */
export function ClientActions({ client, owner }: { client: ClientRecord; owner: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const remove = useSettledAction(
    deleteClientAction,
    { success: "Client deleted successfully.", failure: "Failed to delete client.", log: "clients.delete" },
    () => router.push(CLIENTS_PATH),
  );
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen("edit")}>
        Edit
      </Button>
      {owner ? (
        <Button variant="outline" size="sm" onClick={() => setOpen("merge")}>
          Merge
        </Button>
      ) : null}
      <Button variant="outline" size="sm" className="text-red-700" onClick={() => setOpen("delete")}>
        Delete
      </Button>
      <ConfirmDeleteDialog
        open={open === "delete"}
        onClose={close}
        title="Delete client?"
        description={`This permanently deletes ${client.displayName} and its contacts. A client that projects, invoices, retainers or leads link to cannot be deleted.`}
        busy={remove.pending}
        onConfirm={() => void remove.run({ id: client.id }).then(close)}
      />
      {open === "edit" ? (
        <ClientFormDialog
          open
          onClose={close}
          defaultValues={formValues(client)}
          clientId={client.id}
          action={updateClientAction.bind(null, client.id)}
          title="Edit Client"
          submitLabel="Update Client"
        />
      ) : null}
      {owner ? <ClientMergeDialog open={open === "merge"} onClose={close} client={client} /> : null}
    </>
  );
}

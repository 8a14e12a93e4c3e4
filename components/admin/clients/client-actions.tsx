"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { CLIENTS_PATH } from "@/lib/clients/paths";
import { deleteClientAction } from "@/lib/clients/record-actions";
import type { ClientRecord } from "@/lib/clients/record-types";

import { ClientMergeDialog } from "./client-merge-dialog";
import { ConfirmDeleteDialog } from "../dialogs/confirm-delete-dialog";
import { useSettledAction } from "../forms/use-settled-action";

type Open = "delete" | "merge" | null;

/** A client page's buttons: delete (refused with what links to it) and, for owners, merge. */
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
      {owner ? <ClientMergeDialog open={open === "merge"} onClose={close} client={client} /> : null}
    </>
  );
}

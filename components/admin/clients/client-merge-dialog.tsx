"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { mergeClientsAction, searchMergeCandidatesAction } from "@/lib/clients/owner-actions";
import type { ClientRecord } from "@/lib/clients/record-types";

import type { DialogProps } from "../dialogs/form-dialog";
import { AsyncCombobox, type ComboboxOption } from "../forms/async-combobox";
import { useSettledAction } from "../forms/use-settled-action";

/**
 * Merge another client into this one (owners): pick it, confirm. Its projects, invoices, retainers
 * and leads move here, its contacts join this client's, and it is deleted.
 */
export function ClientMergeDialog({ client, open, onClose }: DialogProps & { client: Pick<ClientRecord, "id" | "displayName"> }) {
  const router = useRouter();
  const [other, setOther] = useState<ComboboxOption | null>(null);
  const [error, setError] = useState<string | undefined>();
  const merge = useSettledAction(
    mergeClientsAction,
    {
      success: () => `${other?.label ?? "The client"} was merged into ${client.displayName}.`,
      failure: "Failed to merge clients.",
      log: "clients.merge",
    },
    () => {
      setOther(null);
      onClose();
      router.refresh();
    },
  );
  const search = async (q: string): Promise<ComboboxOption[]> => {
    const result = await searchMergeCandidatesAction({ clientId: client.id, q });
    return (result?.data ?? []).map(({ id, label, detail }) => ({ id, label, detail }));
  };
  const submit = () => {
    if (!other) {
      setError("Choose the client to merge.");
      return;
    }
    setError(undefined);
    void merge.run({ keepId: client.id, mergeId: other.id });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !merge.pending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Merge clients</DialogTitle>
          <DialogDescription>
            {`Choose the client to merge into ${client.displayName}. Its projects, invoices, retainers and leads move here, its contacts join this client's (an email already here is kept once), and it is deleted. This cannot be undone.`}
          </DialogDescription>
        </DialogHeader>
        <AsyncCombobox
          id="merge-client"
          label="Client to merge"
          value={other}
          onChange={(next) => {
            setOther(next);
            setError(undefined);
          }}
          search={search}
          noneLabel="No client chosen"
          placeholder="Search name, company or email"
          error={error}
          disabled={merge.pending}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={merge.pending}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={submit} disabled={merge.pending}>
            {merge.pending ? "Merging..." : "Merge"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { useAction } from "next-safe-action/hooks";

import { deleteInvoiceAction } from "@/lib/invoices/actions";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

import { settleAction, toastOutcome } from "../forms/settle-action";

/** SPEC §5: deleting asks first ('This action cannot be undone.'); the items go with the invoice. */
export function DeleteInvoiceButton({ id, invoiceNumber }: { id: string; invoiceNumber: string }) {
  const [open, setOpen] = useState(false);
  const { executeAsync, isPending } = useAction(deleteInvoiceAction);
  // Settled from the promise: the deleted invoice's row, and this button with it, leaves the page.
  const remove = () =>
    settleAction(executeAsync({ id }), toastOutcome({ success: "Invoice deleted successfully.", failure: "Failed to delete invoice.", log: "invoices.delete" }, () => setOpen(false)));
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${invoiceNumber}`} title="Delete invoice" className="text-red-600 hover:text-red-700">
          <Trash2 aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete invoice {invoiceNumber}?</AlertDialogTitle>
          <AlertDialogDescription>This action cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          {/* Not AlertDialogAction: that closes the dialog before the delete has finished. */}
          <Button variant="destructive" disabled={isPending} onClick={() => void remove()}>
            {isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

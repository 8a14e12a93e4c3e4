"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { actionErrorMessage } from "@/lib/action-errors";
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

/** SPEC §5: deleting asks first ('This action cannot be undone.'); the items go with the invoice. */
export function DeleteInvoiceButton({ id, invoiceNumber }: { id: string; invoiceNumber: string }) {
  const [open, setOpen] = useState(false);
  const { execute, isPending } = useAction(deleteInvoiceAction, {
    onSuccess: () => {
      toast.success("Success!", { description: "Invoice deleted successfully." });
      setOpen(false);
    },
    onError: ({ error }) => {
      console.error("[invoices.delete]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to delete invoice.") });
    },
  });
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
          <Button variant="destructive" disabled={isPending} onClick={() => execute({ id })}>
            {isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

import type { DialogProps } from "./form-dialog";

export type ConfirmDialogProps = DialogProps & {
  title: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
  /** The confirm button ("Delete", "Merge") and its label while busy ("Deleting..."). */
  confirmLabel: string;
  busyLabel: string;
  /** A red confirm button for what takes something away (the default); plain for what gives back (reactivate). */
  destructive?: boolean;
};

/**
 * Confirms an action that cannot be undone (deletes, merges). The dialog stays open (busy) until
 * the action answers, and cannot be dismissed meanwhile.
 */
export function ConfirmDialog({
  open,
  onClose,
  onCloseAutoFocus,
  title,
  description,
  busy,
  onConfirm,
  confirmLabel,
  busyLabel,
  destructive = true,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            className={destructive ? "bg-destructive hover:bg-destructive/90 text-white" : undefined}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

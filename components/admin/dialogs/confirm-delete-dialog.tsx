"use client";

import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

/** SPEC §5: deletes confirm first. The dialog stays open (busy) until the delete answers. */
export function ConfirmDeleteDialog(props: Omit<ConfirmDialogProps, "confirmLabel" | "busyLabel">) {
  return <ConfirmDialog {...props} confirmLabel="Delete" busyLabel="Deleting..." />;
}

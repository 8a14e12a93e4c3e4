"use client";

import { Fragment, type ReactNode, useState } from "react";

import { Button } from "@/components/ui/button";
import type { AdminIconName } from "@/content/admin-icons";

import { AdminIcon } from "../icon";

export type NewItemDialogProps = { open: boolean; onClose: () => void };

/** A tab's 'New ...' button (or any button opening a form) and its dialog, mounted afresh each time it opens. */
export function NewItemButton({
  label,
  dialog,
  icon = "plus",
  variant = "default",
}: {
  label: string;
  dialog: (props: NewItemDialogProps) => ReactNode;
  icon?: AdminIconName;
  variant?: "default" | "outline";
}) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        onClick={() => {
          setGeneration((value) => value + 1);
          setOpen(true);
        }}
      >
        <AdminIcon name={icon} />
        {label}
      </Button>
      {generation > 0 ? <Fragment key={generation}>{dialog({ open, onClose: () => setOpen(false) })}</Fragment> : null}
    </>
  );
}

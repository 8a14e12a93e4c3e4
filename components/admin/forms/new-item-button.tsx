"use client";

import { Fragment, type ReactNode, useState } from "react";
import { Plus } from "lucide-react";

import { Button } from "@/components/ui/button";

export type NewItemDialogProps = { open: boolean; onClose: () => void };

/** A tab's 'New ...' button and its form dialog, mounted afresh (empty form) each time it opens. */
export function NewItemButton({ label, dialog }: { label: string; dialog: (props: NewItemDialogProps) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <Button
        type="button"
        onClick={() => {
          setGeneration((value) => value + 1);
          setOpen(true);
        }}
      >
        <Plus aria-hidden />
        {label}
      </Button>
      {generation > 0 ? <Fragment key={generation}>{dialog({ open, onClose: () => setOpen(false) })}</Fragment> : null}
    </>
  );
}

"use client";

import { useState } from "react";
import { Plus } from "lucide-react";

import { Button } from "@/components/ui/button";

import { CommunicationFormDialog } from "./communication-form-dialog";

export function NewCommunicationButton() {
  const [open, setOpen] = useState(false);
  // A fresh form each time the dialog opens.
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
        New Communication
      </Button>
      {generation > 0 ? <CommunicationFormDialog key={generation} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

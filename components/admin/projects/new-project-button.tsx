"use client";

import { useState } from "react";
import { Plus } from "lucide-react";

import { Button } from "@/components/ui/button";

import { ProjectFormDialog } from "./project-form-dialog";

export function NewProjectButton() {
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
        New Project
      </Button>
      {generation > 0 ? <ProjectFormDialog key={generation} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

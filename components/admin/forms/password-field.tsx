"use client";

import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";

import { Input } from "@/components/ui/input";

import { FieldShell } from "./field-shell";

type PasswordFieldProps = Omit<React.ComponentProps<"input">, "type"> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export function PasswordField({ id, label, error, hint, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(a11y) => (
        <div className="relative">
          <Input id={id} type={visible ? "text" : "password"} className="pr-10" {...a11y} {...inputProps} />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? "Hide password" : "Show password"}
            aria-controls={id}
            className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md outline-none focus-visible:ring-[3px]"
          >
            {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

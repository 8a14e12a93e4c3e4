import { Input } from "@/components/ui/input";

import { FieldShell } from "./field-shell";

type TextFieldProps = React.ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: string };

/** A labelled input with its hint and field error announced through aria-describedby. */
export function TextField({ id, label, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(a11y) => <Input id={id} {...a11y} {...inputProps} />}
    </FieldShell>
  );
}

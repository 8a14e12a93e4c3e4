import { Textarea } from "@/components/ui/textarea";

import { FieldShell } from "./field-shell";

type TextareaFieldProps = React.ComponentProps<"textarea"> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
};

export function TextareaField({ id, label, error, hint, className, ...props }: TextareaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(a11y) => <Textarea id={id} rows={3} {...a11y} {...props} />}
    </FieldShell>
  );
}

import { cn } from "@/lib/utils";

import { FieldShell } from "./field-shell";

type SelectFieldProps = React.ComponentProps<"select"> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string | number; label: string }[];
};

/** A native select: keyboard and screen-reader behaviour come from the browser. */
export function SelectField({ id, label, error, hint, options, className, ...props }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(a11y) => (
        <select
          id={id}
          className={cn(
            "border-input h-9 w-full rounded-md border bg-transparent px-3 py-1 text-sm shadow-xs outline-none",
            "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:border-destructive",
          )}
          {...a11y}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

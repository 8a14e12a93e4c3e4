import type { ComponentProps, ReactNode } from "react";

import type { Option } from "@/content/options";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** A labelled field with its error underneath, wired for screen readers. */
export function FormField({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props that tie an input to its FormField error. */
export const errorProps = (id: string, error?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

/**
 * A native select styled like the Input primitive: keyboard and screen-reader support for free,
 * and no JavaScript shipped for it (the home page has a first-load JS budget).
 */
export function NativeSelect<V extends string>({
  options,
  placeholder,
  className,
  ...props
}: ComponentProps<"select"> & { options: readonly Option<V>[]; placeholder: string }) {
  return (
    <select
      className={cn(
        "border-input h-9 w-full rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none md:text-sm",
        "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]",
        "aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

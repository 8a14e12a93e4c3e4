"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type Choice<V extends string = string> = { value: V; label: string };

/** A dropdown of labelled choices (Radix Select: keyboard, typeahead and screen-reader support). */
export function ChoiceSelect<V extends string>({
  label,
  value,
  choices,
  onChange,
  disabled,
  size,
  className,
}: {
  /** The accessible name ("Status filter", "Status for Jane Doe"). */
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (next: V) => void;
  disabled?: boolean;
  size?: "sm" | "default";
  className?: string;
}) {
  return (
    <Select value={value} disabled={disabled} onValueChange={(next) => onChange(next as V)}>
      <SelectTrigger aria-label={label} size={size} className={className}>
        <SelectValue>{choices.find((choice) => choice.value === value)?.label ?? value}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

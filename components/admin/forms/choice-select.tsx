"use client";

import { Select as SelectPrimitive } from "radix-ui";
import { useSyncExternalStore } from "react";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type Choice<V extends string = string> = { value: V; label: string };

const noSubscription = () => () => undefined;

/**
 * A dropdown of labelled choices (Radix Select: keyboard, typeahead and screen-reader support).
 * `inline`: the small trigger of a table row, styled by the `inline-select` class of
 * app/back-office.css rather than the primitive's long class list, which every row would repeat.
 */
export function ChoiceSelect<V extends string>({
  label,
  value,
  choices,
  onChange,
  disabled,
  size,
  className,
  inline = false,
}: {
  /** The accessible name ("Status filter", "Status for Jane Doe"). */
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (next: V) => void;
  disabled?: boolean;
  size?: "sm" | "default";
  className?: string;
  inline?: boolean;
}) {
  const shown = choices.find((choice) => choice.value === value)?.label ?? value;
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (inline && !hydrated) {
    // The server draws a table row's trigger alone: Radix Select would add a hidden native <select>
    // to every row for forms (it cannot see yet that the row is in none), and nothing opens before
    // the page's script runs anyway. The real select takes its place at hydration.
    return (
      <button
        type="button"
        // No aria-controls: the listbox it would name exists only once the real select has replaced it.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-label={label}
        aria-expanded={false}
        aria-autocomplete="none"
        disabled={disabled}
        className="inline-select"
      >
        <span>{shown}</span>
      </button>
    );
  }
  return (
    <Select value={value} disabled={disabled} onValueChange={(next) => onChange(next as V)}>
      {inline ? (
        <SelectPrimitive.Trigger aria-label={label} className="inline-select">
          {/* The chevron is the class's ::after: an icon per row would repeat its paths in every row. */}
          <SelectPrimitive.Value>{shown}</SelectPrimitive.Value>
        </SelectPrimitive.Trigger>
      ) : (
        <SelectTrigger aria-label={label} size={size} className={className}>
          <SelectValue>{shown}</SelectValue>
        </SelectTrigger>
      )}
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

"use client";

import { useOptimistic, useTransition } from "react";

import { ChoiceSelect } from "./choice-select";

/**
 * A row's status as an inline dropdown. The choice shows at once (optimistic); `onChange` saves it
 * and returns whether it worked. On failure the old value comes back when the transition ends.
 */
export function InlineStatusSelect<S extends string>({
  value,
  label,
  options,
  onChange,
}: {
  value: S;
  /** Accessible name, e.g. "Status for Jane Doe". */
  label: string;
  options: readonly { value: S; label: string }[];
  onChange: (next: S) => Promise<boolean>;
}) {
  const [isPending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(value);
  return (
    <ChoiceSelect
      label={label}
      value={shown}
      choices={options}
      disabled={isPending}
      inline
      onChange={(next) => {
        if (next === shown) return;
        startTransition(async () => {
          setShown(next);
          await onChange(next);
        });
      }}
    />
  );
}

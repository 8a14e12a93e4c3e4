"use client";

import { useOptimistic, useTransition } from "react";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

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
    <Select
      value={shown}
      disabled={isPending}
      onValueChange={(next) => {
        if (next === shown) return;
        startTransition(async () => {
          setShown(next as S);
          await onChange(next as S);
        });
      }}
    >
      <SelectTrigger aria-label={label} size="sm" className="w-36">
        <SelectValue>{options.find((option) => option.value === shown)?.label ?? shown}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

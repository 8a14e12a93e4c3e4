"use client";

import { ALL } from "@/lib/list/params";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

import { useListState } from "./list-provider";

export type FilterOption = { value: string; label: string };

/**
 * A filter select bound to ?{paramKey}=. "All" removes the key from the URL; any other choice
 * sets it and returns to page 1. The key must also be listed in <ListProvider filterKeys>.
 */
export function ListFilter({
  paramKey,
  label,
  allLabel,
  options,
}: {
  paramKey: string;
  /** The accessible name of the select ("Status filter"). */
  label: string;
  /** What "no filter" reads ("All Statuses"). */
  allLabel: string;
  options: readonly FilterOption[];
}) {
  const { values, setFilters } = useListState();
  const current = values[paramKey];
  const value = current && options.some((option) => option.value === current) ? current : ALL;
  return (
    <Select value={value} onValueChange={(next) => setFilters({ [paramKey]: next === ALL ? null : next })}>
      <SelectTrigger aria-label={label} className="w-full sm:w-44">
        <SelectValue>{value === ALL ? allLabel : (options.find((option) => option.value === value)?.label ?? value)}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

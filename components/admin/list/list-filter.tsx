"use client";

import { ALL } from "@/lib/list/params";

import { useListState } from "./list-provider";
import { ChoiceSelect, type Choice } from "../forms/choice-select";

export type FilterOption = Choice;

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
    <ChoiceSelect
      label={label}
      value={value}
      choices={[{ value: ALL, label: allLabel }, ...options]}
      onChange={(next) => setFilters({ [paramKey]: next === ALL ? null : next })}
      className="w-full sm:w-44"
    />
  );
}

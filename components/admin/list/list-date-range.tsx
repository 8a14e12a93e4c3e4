"use client";

import { useState } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { useListState } from "./list-provider";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

export type ListDateRangeSpec = { fromKey: string; toKey: string; fromLabel: string; toLabel: string };

/**
 * Two date inputs bound to ?{fromKey}=&{toKey}= (calendar days, both ends included). Both keys
 * must also be listed in <ListProvider filterKeys> (ListView does it from the spec).
 */
export function ListDateRange({ fromKey, toKey, fromLabel, toLabel }: ListDateRangeSpec) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Date range">
      <ListDateInput paramKey={fromKey} label={fromLabel} />
      <ListDateInput paramKey={toKey} label={toLabel} />
    </div>
  );
}

/**
 * One date bound to ?{paramKey}=. A date goes to the URL once it is complete and a cleared box
 * removes it; a half-typed date (which the input reports as "" with badInput) stays in the box
 * until it is whole. The URL changing from elsewhere ('Clear filters') shows its value.
 */
function ListDateInput({ paramKey, label }: { paramKey: string; label: string }) {
  const { values, setFilters } = useListState();
  const committed = values[paramKey] ?? "";
  const [draft, setDraft] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    setDraft(committed);
  }
  const change = (value: string, badInput: boolean) => {
    setDraft(value);
    if (value !== "" && value !== committed) setFilters({ [paramKey]: value });
    else if (value === "" && !badInput && committed !== "") setFilters({ [paramKey]: null });
  };
  const ref = useTypedBeforeHydration(draft, (value) => change(value, false));
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={`list-${paramKey}`} className="text-sm whitespace-nowrap text-slate-600">
        {label}
      </Label>
      <Input
        ref={ref}
        id={`list-${paramKey}`}
        type="date"
        className="w-40"
        value={draft}
        onChange={(event) => change(event.currentTarget.value, event.currentTarget.validity.badInput)}
      />
    </div>
  );
}

"use client";

import { useEffect, useRef, useState } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { useListState } from "./list-provider";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";
import { AdminIcon } from "../icon";

/** Wait for this long a pause in typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of a list, bound to ?q=. It asks the server only after a pause in typing; until
 * the answer arrives the results show a skeleton, never rows for older text.
 */
export function ListSearch({ label, placeholder }: { label: string; placeholder?: string }) {
  const { values, setFilters, setTyping } = useListState();
  const committed = values.q ?? "";
  const [draft, setDraft] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The URL changed from elsewhere ('Clear filters', back button): show its text.
  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    if (timer.current === null) setDraft(committed);
  }

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const onChange = (text: string) => {
    setDraft(text);
    if (timer.current !== null) clearTimeout(timer.current);
    const next = text.trim();
    if (next === committed) {
      timer.current = null;
      setTyping(false);
      return;
    }
    setTyping(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setTyping(false);
      setFilters({ q: next === "" ? null : next });
    }, SEARCH_DEBOUNCE_MS);
  };
  const ref = useTypedBeforeHydration(draft, onChange);

  return (
    <div className="relative w-full sm:max-w-xs">
      <Label htmlFor="list-search" className="sr-only">
        {label}
      </Label>
      <AdminIcon name="search" className="text-muted-foreground absolute top-1/2 left-2.5 -translate-y-1/2" />
      <Input
        ref={ref}
        id="list-search"
        type="search"
        value={draft}
        placeholder={placeholder ?? label}
        onChange={(event) => onChange(event.target.value)}
        className="pl-8"
        autoComplete="off"
      />
    </div>
  );
}

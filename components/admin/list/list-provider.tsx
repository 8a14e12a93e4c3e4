"use client";

import { parseAsInteger, parseAsString, useQueryStates } from "nuqs";
import { createContext, useContext, useMemo, useState, useTransition, type TransitionStartFunction } from "react";

type ListContextValue = {
  /** The search text and filters in the URL (null when absent). */
  values: Record<string, string | null>;
  /** Sets search and filter keys in the URL; the page always goes back to 1. */
  setFilters: (next: Record<string, string | null>) => void;
  setPage: (page: number) => void;
  /** Clears the search, every filter and the page. */
  clearAll: () => void;
  /** True while the server renders the list for new URL values, or while search input waits for its debounce. */
  isStale: boolean;
  setTyping: (typing: boolean) => void;
  startTransition: TransitionStartFunction;
};

const ListContext = createContext<ListContextValue | null>(null);

export function useListState(): ListContextValue {
  const context = useContext(ListContext);
  if (!context) throw new Error("List kit components must sit inside <ListProvider>.");
  return context;
}

/**
 * Wraps one list's controls and results. Every URL change is a navigation in one transition, so the
 * server re-renders the list and a superseded answer is discarded by the router; meanwhile
 * <ListResults> shows a skeleton instead of stale rows.
 */
export function ListProvider({ filterKeys = [], children }: { filterKeys?: readonly string[]; children: React.ReactNode }) {
  const [isPending, startTransition] = useTransition();
  const [typing, setTyping] = useState(false);
  const keysSignature = filterKeys.join(",");
  const parsers = useMemo(
    () => ({
      q: parseAsString,
      page: parseAsInteger,
      ...Object.fromEntries(
        keysSignature
          .split(",")
          .filter(Boolean)
          .map((key) => [key, parseAsString]),
      ),
    }),
    [keysSignature],
  );
  const [state, setState] = useQueryStates(parsers, {
    shallow: false,
    history: "replace",
    scroll: false,
    startTransition,
  });

  const value = useMemo<ListContextValue>(() => {
    const values: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(state)) if (key !== "page") values[key] = typeof value === "string" ? value : null;
    return {
      values,
      setFilters: (next) => void setState({ ...next, page: null }),
      // Page 1 is the default and stays out of the URL.
      setPage: (page) => void setState({ page: page <= 1 ? null : page }, { history: "push" }),
      clearAll: () => void setState(Object.fromEntries(Object.keys(parsers).map((key) => [key, null]))),
      isStale: isPending || typing,
      setTyping,
      startTransition,
    };
  }, [state, setState, parsers, isPending, typing]);

  return <ListContext.Provider value={value}>{children}</ListContext.Provider>;
}

"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** Wait for a pause this long in typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A search answered by the server as the admin types: debounced, and only the latest answer is
 * kept (an older one arriving late is dropped). A failed search is logged under `tag` and shown as
 * failed. `run(query, delay, onAnswer)` asks; `cancel()` drops whatever is on its way.
 */
export function useAsyncSearch<Option>(search: (query: string) => Promise<Option[]>, tag: string) {
  const [results, setResults] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = useCallback(
    (query: string, delay: number, onAnswer?: (found: Option[]) => void) => {
      if (timer.current) clearTimeout(timer.current);
      const request = ++latest.current;
      setLoading(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        searchRef.current(query).then(
          (found) => {
            if (request !== latest.current) return; // an older answer: a newer query is on its way
            setResults(found);
            setFailed(false);
            setLoading(false);
            onAnswer?.(found);
          },
          (reason: unknown) => {
            if (request !== latest.current) return;
            console.error(`[${tag}]`, reason);
            setResults([]);
            setFailed(true);
            setLoading(false);
          },
        );
      }, delay);
    },
    [tag],
  );

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    latest.current++;
    setLoading(false);
  }, []);

  return { results, loading, failed, run, cancel };
}

"use client";

import { useEffect, useRef } from "react";

/**
 * What a person typed into a server-rendered box before the page's script ran is in the box but
 * never reached React (no change event fires for it later). On mount, hands such a value to
 * `onTyped` so it counts as typed, instead of sitting there unused.
 */
export function useTypedBeforeHydration(renderedValue: string, onTyped: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const first = useRef({ renderedValue, onTyped });
  useEffect(() => {
    const typed = ref.current?.value ?? "";
    if (typed !== first.current.renderedValue) first.current.onTyped(typed);
  }, []);
  return ref;
}

"use client";

import { useEffect } from "react";

/**
 * SPEC §2: service and landing pages open at the top. Next already scrolls up on client
 * navigation and a first visit starts at the top; what is left is a reload (or a return from
 * another site), where the browser would restore the old position. A #hash still wins.
 *
 * The browser may restore that position before or after this effect runs, so the page both
 * scrolls up now and tells the browser not to restore it later ('manual', for this history entry
 * only: the entry of the next page gets 'auto' back when this one unmounts).
 */
export function ScrollToTop() {
  useEffect(() => {
    if (window.location.hash) return;
    window.history.scrollRestoration = "manual";
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (entry && entry.type !== "navigate") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    return () => {
      window.history.scrollRestoration = "auto";
    };
  }, []);
  return null;
}

"use client";

import { useEffect } from "react";

/**
 * SPEC §2: service and landing pages open at the top. Next already scrolls up on client
 * navigation and a first visit starts at the top; what is left is a reload (or a return from
 * another site), where the browser would restore the old position. A #hash still wins.
 */
export function ScrollToTop() {
  useEffect(() => {
    if (window.location.hash) return;
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (entry && entry.type !== "navigate") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
  return null;
}

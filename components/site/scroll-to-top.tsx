"use client";

import { useEffect } from "react";

/**
 * SPEC §2: service and landing pages open at the top, even on a reload (a #hash still wins). The
 * browser may restore the old position after this effect, so scroll restoration is also 'manual'
 * for this history entry only.
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

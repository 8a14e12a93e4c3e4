"use client";

import { useEffect, useState } from "react";

import { HEADLINE_CHECK_INTERVAL_MS, headlineIndexAt } from "@/lib/headlines";

import type { HeadlineText, Phase, Rotation } from "./headline-swap";

/**
 * The hero headline on its 75-minute schedule (SPEC section 4). The server renders the headline
 * of the moment; here the schedule is re-checked every 60 s, and when the period has changed the
 * swap (headline-swap.ts: fetch the entries, update title and description, fade) loads and runs.
 */
export function HeadlineRotator({ initialIndex, initial }: { initialIndex: number; initial: HeadlineText }) {
  const [text, setText] = useState(initial);
  const [phase, setPhase] = useState<Phase>("shown");

  useEffect(() => {
    const rotation: Rotation = { index: initialIndex, timers: new Set(), cancelled: false };
    const check = () => {
      const now = Date.now();
      if (headlineIndexAt(now) === rotation.index) return;
      // A failed load (offline for a moment) is retried at the next check.
      void import("./headline-swap").then(
        ({ swapHeadline }) => swapHeadline(rotation, now, setText, setPhase),
        () => undefined,
      );
    };
    check();
    const interval = window.setInterval(check, HEADLINE_CHECK_INTERVAL_MS);
    return () => {
      rotation.cancelled = true;
      window.clearInterval(interval);
      for (const id of rotation.timers) window.clearTimeout(id);
    };
  }, [initialIndex]);

  // The `rotator` class (app/site.css) fades both lines while data-phase is "fading-out".
  return (
    <div data-phase={phase} className="rotator">
      <h1>{text.primary}</h1>
      <p>{text.secondary}</p>
    </div>
  );
}

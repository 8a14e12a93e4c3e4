"use client";

import { useEffect, useRef, useState } from "react";

import type { Headline } from "@/content/headlines";
import {
  HEADLINE_CHECK_INTERVAL_MS,
  HEADLINE_FADE_MS,
  HEADLINE_TAIL_MS,
  HEADLINES_PATH,
  headlineAt,
  headlineIndexAt,
} from "@/lib/headlines";

type HeadlineText = { primary: string; secondary: string };
type Phase = "shown" | "fading-out" | "fading-in";

let entries: Promise<Headline[]> | undefined;

/** The 40 entries, fetched once, on the first change; a failed fetch is retried at the next check. */
function loadHeadlines(): Promise<Headline[]> {
  entries ??= fetch(HEADLINES_PATH)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then((list) => {
      if (!Array.isArray(list) || list.length === 0) throw new Error("No headlines in the answer");
      return list as Headline[];
    })
    .catch((error: unknown) => {
      entries = undefined;
      throw error;
    });
  return entries;
}

function setMetaDescription(content: string) {
  document.querySelector('meta[name="description"]')?.setAttribute("content", content);
}

/**
 * The hero headline on its 75-minute schedule (SPEC section 4). The server renders the headline
 * of the moment; here the schedule is re-checked every 60 s and on a change the text fades out,
 * the title and meta description follow, the text swaps after 300 ms and the fade ends 100 ms
 * later. With reduced motion the swap is immediate.
 */
export function HeadlineRotator({ initialIndex, initial }: { initialIndex: number; initial: HeadlineText }) {
  const [text, setText] = useState(initial);
  const [phase, setPhase] = useState<Phase>("shown");
  const currentIndex = useRef(initialIndex);

  useEffect(() => {
    const timers = new Set<number>();
    const later = (fn: () => void, ms: number) => {
      const id = window.setTimeout(() => {
        timers.delete(id);
        fn();
      }, ms);
      timers.add(id);
    };
    let cancelled = false;

    const check = async () => {
      const now = Date.now();
      if (headlineIndexAt(now) === currentIndex.current) return;
      let headlines: Headline[];
      try {
        headlines = await loadHeadlines();
      } catch {
        return; // offline for a moment: the current headline stays until the next check
      }
      const index = headlineIndexAt(now, headlines.length);
      if (cancelled || index === currentIndex.current) return;
      currentIndex.current = index;
      const next = headlineAt(headlines, now);
      document.title = next.metaTitle;
      setMetaDescription(next.metaDescription);
      const swap = () => setText({ primary: next.primary, secondary: next.secondary });
      if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
        swap();
        return;
      }
      setPhase("fading-out");
      later(() => {
        swap();
        setPhase("fading-in");
        later(() => setPhase("shown"), HEADLINE_TAIL_MS);
      }, HEADLINE_FADE_MS);
    };

    void check();
    const interval = window.setInterval(() => void check(), HEADLINE_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(interval);
      for (const id of timers) window.clearTimeout(id);
    };
  }, []);

  // The `rotator` class (app/site.css) fades both lines while data-phase is "fading-out".
  return (
    <div data-phase={phase} className="rotator">
      <h1>{text.primary}</h1>
      <p>{text.secondary}</p>
    </div>
  );
}

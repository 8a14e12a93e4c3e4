import type { Headline } from "@/content/headlines";
import { HEADLINE_FADE_MS, HEADLINE_TAIL_MS, HEADLINES_PATH, headlineAt, headlineIndexAt } from "@/lib/headlines";

/*
 * What the hero headline does when its period has changed (SPEC section 4). The rotator loads this
 * module only then, at most once per 75 minutes, so the page's first load carries just the check.
 */

export type HeadlineText = { primary: string; secondary: string };
export type Phase = "shown" | "fading-out" | "fading-in";

/** The rotator's state between checks: the headline shown, its pending timers, whether it is gone. */
export type Rotation = { index: number; timers: Set<number>; cancelled: boolean };

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
 * Shows the headline of the instant `now`: the text fades out, the title and meta description
 * follow, the text swaps after 300 ms and the fade ends 100 ms later. With reduced motion the swap
 * is immediate.
 */
export async function swapHeadline(
  rotation: Rotation,
  now: number,
  setText: (text: HeadlineText) => void,
  setPhase: (phase: Phase) => void,
): Promise<void> {
  let headlines: Headline[];
  try {
    headlines = await loadHeadlines();
  } catch {
    return; // offline for a moment: the current headline stays until the next check
  }
  const index = headlineIndexAt(now, headlines.length);
  if (rotation.cancelled || index === rotation.index) return;
  rotation.index = index;
  const next = headlineAt(headlines, now);
  document.title = next.metaTitle;
  setMetaDescription(next.metaDescription);
  const swap = () => setText({ primary: next.primary, secondary: next.secondary });
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    swap();
    return;
  }
  const later = (fn: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      rotation.timers.delete(id);
      fn();
    }, ms);
    rotation.timers.add(id);
  };
  setPhase("fading-out");
  later(() => {
    swap();
    setPhase("fading-in");
    later(() => setPhase("shown"), HEADLINE_TAIL_MS);
  }, HEADLINE_FADE_MS);
}

/**
 * The hero headline schedule of SPEC section 4: one headline per 75-minute period since the
 * Unix epoch, cycling through the list. Pure functions so the server render, the client
 * rotator and the tests all agree on which headline is current.
 */
import type { Headline } from "@/content/headlines";

/** How many headlines content/headlines.ts holds (its test checks this figure). */
export const HEADLINE_COUNT = 40;
/** One headline period: 4,500,000 ms (75 minutes). */
export const HEADLINE_PERIOD_MS = 4_500_000;
/** Where the browser fetches the entries when the headline changes (app/headlines.json). */
export const HEADLINES_PATH = "/headlines.json";
/** How often the browser re-checks the schedule. */
export const HEADLINE_CHECK_INTERVAL_MS = 60_000;
/** The fade-out before the text swaps, and the tail after it (SPEC section 9). */
export const HEADLINE_FADE_MS = 300;
export const HEADLINE_TAIL_MS = 100;

/** Index of the headline for the instant `nowMs`: floor(now / period) mod count. */
export function headlineIndexAt(nowMs: number, count: number = HEADLINE_COUNT): number {
  if (!Number.isFinite(nowMs)) throw new RangeError("nowMs must be a finite number");
  if (!Number.isInteger(count) || count <= 0) throw new RangeError("count must be a positive integer");
  const period = Math.floor(nowMs / HEADLINE_PERIOD_MS);
  // Instants before the epoch still land in 0..count-1.
  return ((period % count) + count) % count;
}

/**
 * The entry for the instant `nowMs` from a given list. The list is passed in so this module stays
 * free of the 40 entries: the browser loads them only when the headline actually changes.
 */
export function headlineAt(list: readonly Headline[], nowMs: number): Headline {
  const headline = list[headlineIndexAt(nowMs, list.length)];
  if (!headline) throw new Error("The headline list is empty");
  return headline;
}

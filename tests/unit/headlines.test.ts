import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { headlines } from "../../content/headlines";
import { HEADLINE_COUNT, HEADLINE_PERIOD_MS, headlineAt, headlineIndexAt } from "../../lib/headlines";
import { buildPageMetadata } from "../../lib/seo/metadata";
import { homePageSeo } from "../../lib/seo/pages";

describe("headlineIndexAt", () => {
  it("counts the same number of headlines as the content holds", () => {
    expect(HEADLINE_COUNT).toBe(headlines.length);
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts at headline 0 at the epoch and stays there for 75 minutes", () => {
    vi.setSystemTime(0);
    expect(headlineIndexAt(Date.now())).toBe(0);
    vi.advanceTimersByTime(HEADLINE_PERIOD_MS - 1);
    expect(headlineIndexAt(Date.now())).toBe(0);
    vi.advanceTimersByTime(1);
    expect(headlineIndexAt(Date.now())).toBe(1);
  });

  it("moves one headline every 4,500,000 ms and wraps after 40 periods", () => {
    vi.setSystemTime(0);
    const seen: number[] = [];
    for (let period = 0; period < 41; period += 1) {
      seen.push(headlineIndexAt(Date.now()));
      vi.advanceTimersByTime(HEADLINE_PERIOD_MS);
    }
    expect(seen.slice(0, 40)).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(seen[40]).toBe(0);
  });

  it("matches a hand-computed instant", () => {
    // 2026-01-15T12:00:00Z = 1,768,478,400,000 ms; / 4,500,000 = 392,995.2; 392,995 mod 40 = 35.
    vi.setSystemTime(new Date("2026-01-15T12:00:00Z"));
    expect(headlineIndexAt(Date.now())).toBe(35);
  });

  it("always returns an index of the 40 headlines, also for instants before the epoch", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (now) => {
        const index = headlineIndexAt(now);
        expect(Number.isInteger(index)).toBe(true);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(headlines.length);
        expect(headlineAt(headlines, now)).toBe(headlines[index]);
      }),
    );
  });

  it("rejects instants that are not numbers", () => {
    expect(() => headlineIndexAt(Number.NaN)).toThrow(RangeError);
    expect(() => headlineIndexAt(0, 0)).toThrow(RangeError);
  });
});

describe("the home page's head for an instant", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([0, 7, 39, 40 * 3 + 12])("with the clock inside period %i, h1, title and description are that period's pair", (period) => {
    vi.useFakeTimers();
    // 30 minutes into the period: well inside it, nowhere near a boundary.
    vi.setSystemTime(period * HEADLINE_PERIOD_MS + 30 * 60 * 1000);
    const expected = headlines[period % 40]!;
    const headline = headlineAt(headlines, Date.now());
    expect(headline.primary).toBe(expected.primary);
    const metadata = buildPageMetadata(homePageSeo(headline), "https://summit.example");
    expect(metadata.title).toEqual({ absolute: expected.metaTitle });
    expect(metadata.description).toBe(expected.metaDescription);
  });
});

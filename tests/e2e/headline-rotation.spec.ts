import { expect, test, type Page } from "@playwright/test";

import { headlines } from "../../content/headlines";

const PERIOD = 4_500_000;

// A test may wait up to a minute for the served page to settle into a period (waitUntilWellInsidePeriod).
test.describe.configure({ timeout: 150_000 });
// This spec is about motion: its visitor has no reduced-motion preference, unless a test asks for one.
test.use({ reducedMotion: "no-preference" });

async function metaDescription(page: Page) {
  return page.locator('meta[name="description"]').getAttribute("content");
}

type ServedHead = { primary: string; title: string; description: string };

/** The headline, title and description in the HTML as served, before any script runs. */
async function servedHead(page: Page): Promise<ServedHead> {
  const response = await page.request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const decode = (text: string) =>
    text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">");
  const pick = (pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? "");
  return {
    primary: pick(/<h1[^>]*>([^<]*)<\/h1>/),
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
  };
}

/**
 * The served headline's index. Read well inside a period: near its turn the next request may already
 * get the next period's page, and the test would then load a page other than the one it read.
 */
async function serverHeadlineIndex(page: Page): Promise<number> {
  await waitUntilWellInsidePeriod(page);
  const { primary } = await servedHead(page);
  return headlines.findIndex((headline) => headline.primary === primary);
}

/**
 * Loads the home page on a fake clock `before` ms before the end of a period whose headline is the
 * one the server renders (so nothing swaps on load), then pauses the clock 15 s later: from then on
 * only the test moves time.
 */
async function openBeforeNextHeadline(page: Page, before: number): Promise<{ index: number; pausedAt: number }> {
  const index = await serverHeadlineIndex(page);
  expect(index, "the server rendered one of the 40 headlines").toBeGreaterThanOrEqual(0);
  const currentPeriod = Math.floor(Date.now() / PERIOD);
  const period = currentPeriod - ((((currentPeriod - index) % 40) + 40) % 40);
  const start = (period + 1) * PERIOD - before;
  await page.clock.install({ time: start });
  await page.goto("/");
  await page.clock.pauseAt(start + 15_000);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headlines[index]!.primary);
  return { index, pausedAt: start + 15_000 };
}

/**
 * Pauses the page's clock just ahead of its present: a slow load may have taken it past any fixed
 * point, and on a busy machine even past one read a moment before (then it reads again).
 */
async function pauseJustAhead(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}

/**
 * The home page is regenerated so its HTML is never more than 60 s behind the schedule. Waits, if
 * needed, until the clock is at least 61 s into a period and 2 s from its end: from then on the
 * served HTML must be this period's.
 */
async function waitUntilWellInsidePeriod(page: Page): Promise<number> {
  const into = Date.now() % PERIOD;
  const wait = into < 61_000 ? 61_000 - into : into > PERIOD - 2_000 ? PERIOD - into + 61_000 : 0;
  if (wait > 0) await page.waitForTimeout(wait);
  return Math.floor(Date.now() / PERIOD) % headlines.length;
}

test("the HTML as served carries the current period's headline in the h1, title and description", async ({ page }) => {
  const index = await waitUntilWellInsidePeriod(page);
  const expected = headlines[index]!;
  const served = await servedHead(page);
  expect(served).toEqual({ primary: expected.primary, title: expected.metaTitle, description: expected.metaDescription });
});

test("with the clock inside the served period, nothing swaps within a second of load", async ({ page }) => {
  const index = await serverHeadlineIndex(page);
  expect(index, "the server rendered one of the 40 headlines").toBeGreaterThanOrEqual(0);
  const currentPeriod = Math.floor(Date.now() / PERIOD);
  const period = currentPeriod - ((((currentPeriod - index) % 40) + 40) % 40);
  const start = period * PERIOD + PERIOD / 2;
  await page.clock.install({ time: start });
  await page.goto("/");
  await pauseJustAhead(page);

  const served = headlines[index]!;
  const h1 = page.getByRole("heading", { level: 1 });
  const rotator = page.locator("[data-phase]");
  await expect(h1).toHaveText(served.primary);
  await expect(page).toHaveTitle(served.metaTitle);
  for (let step = 0; step < 10; step += 1) {
    await page.clock.runFor(100);
    await expect(rotator).toHaveAttribute("data-phase", "shown");
    await expect(h1).toHaveText(served.primary);
  }
  await expect(page).toHaveTitle(served.metaTitle);
  expect(await metaDescription(page)).toBe(served.metaDescription);
});

test("in the browser the hero shows the headline of the visitor's current period", async ({ page }) => {
  await page.goto("/");
  const expected = headlines[Math.floor(Date.now() / PERIOD) % 40]!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.primary);
  await expect(page).toHaveTitle(expected.metaTitle);
  expect(await metaDescription(page)).toBe(expected.metaDescription);
  await expect(page.getByText(expected.secondary)).toBeVisible();
});

test("the headline changes on the 75-minute schedule with a 300 ms fade and a 100 ms tail", async ({ page }) => {
  const { index } = await openBeforeNextHeadline(page, 45_000);
  const shown = headlines[index]!.primary;
  const next = headlines[(index + 1) % headlines.length]!;
  const h1 = page.getByRole("heading", { level: 1 });
  const rotator = page.locator("[data-phase]");

  // Nothing changes before the period ends.
  await page.clock.runFor(29_000);
  await expect(h1).toHaveText(shown);
  await expect(rotator).toHaveAttribute("data-phase", "shown");

  // The first 60 s check after the boundary starts the fade and updates the head at once...
  await page.clock.runFor(31_000);
  await expect(rotator).toHaveAttribute("data-phase", "fading-out");
  await expect(page).toHaveTitle(next.metaTitle);
  expect(await metaDescription(page)).toBe(next.metaDescription);
  await expect(h1).toHaveText(shown);

  // ...swaps the text after 300 ms...
  await page.clock.runFor(299);
  await expect(h1).toHaveText(shown);
  await page.clock.runFor(1);
  await expect(h1).toHaveText(next.primary);
  await expect(page.getByText(next.secondary)).toBeVisible();
  await expect(rotator).toHaveAttribute("data-phase", "fading-in");

  // ...and ends the transition 100 ms later.
  await page.clock.runFor(99);
  await expect(rotator).toHaveAttribute("data-phase", "fading-in");
  await page.clock.runFor(1);
  await expect(rotator).toHaveAttribute("data-phase", "shown");
});

test("a page left open for a day still shows the headline of the moment", async ({ page }) => {
  const { pausedAt } = await openBeforeNextHeadline(page, 30_000);
  const day = 24 * 60 * 60 * 1000;
  await page.clock.runFor(day);
  const expected = headlines[Math.floor((pausedAt + day) / PERIOD) % 40]!;
  await expect(page).toHaveTitle(expected.metaTitle);
  await page.clock.runFor(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.primary);
});

test("the hero video starts playing, muted, once the page has loaded", async ({ page }) => {
  await page.goto("/");
  const video = page.locator("video").first();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted)).toBe(true);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the headline swaps without a fade and the hero video does not play", async ({ page }) => {
    const { index } = await openBeforeNextHeadline(page, 30_000);
    const next = headlines[(index + 1) % 40]!;
    await page.clock.runFor(60_000);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.primary);
    await expect(page.locator("[data-phase]")).toHaveAttribute("data-phase", "shown");
    await expect(page).toHaveTitle(next.metaTitle);

    const paused = await page
      .locator("video")
      .first()
      .evaluate((video: HTMLVideoElement) => video.paused);
    expect(paused).toBe(true);
  });
});

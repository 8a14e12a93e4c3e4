import { expect, test } from "@playwright/test";

import { landingPages } from "@/content/landing-pages";
import { servicePages } from "@/content/service-pages";

import { axeViolations } from "./axe";
import { hydratedMenuToggle } from "./site-helpers";

const pages = [
  { name: "home", path: "/", status: 200 },
  { name: "privacy", path: "/privacy", status: 200 },
  { name: "terms", path: "/terms", status: 200 },
  { name: "404 screen", path: "/this-page-does-not-exist", status: 404 },
  ...servicePages.map((page) => ({ name: `${page.name} service page`, path: `/services/${page.slug}`, status: 200 })),
  ...landingPages.map((page) => ({ name: `${page.navLabel} page`, path: `/${page.slug}`, status: 200 })),
];

for (const { name, path, status } of pages) {
  test(`axe finds no violation on the ${name}`, async ({ page }) => {
    // axe walks every node of the long home page; on a busy 2-core machine that takes a while.
    test.setTimeout(120_000);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe("on a phone with the menu open", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("axe finds no violation", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await (await hydratedMenuToggle(page)).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("public pages request nothing from another host and log no console error", async ({ page, baseURL }) => {
  // With motion, as most visitors see them: the videos may load and play too.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:")) foreign.push(url);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const path of ["/", "/privacy", "/terms", "/services/branding", "/services/ai-solutions", "/digital-agency-denver"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.waitForLoadState("networkidle");
  }
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

import { expect, test } from "@playwright/test";

import { hydratedMenuToggle } from "./site-helpers";

/** When the first contentful paint was reported and when the first build script was requested, in ms since navigation. */
function paintAndFirstScript() {
  const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
  const scripts = performance
    .getEntriesByType("resource")
    .filter((entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"))
    .map((entry) => entry.startTime);
  return { paint, firstScript: scripts.length ? Math.min(...scripts) : undefined };
}

test.describe("public pages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/services/branding", "/digital-agency-denver"]) {
    test(`${path} is drawn before its scripts load, then its menu works without a console error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));

      await page.goto(path);
      const toggle = await hydratedMenuToggle(page);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();

      const { paint, firstScript } = await page.evaluate(paintAndFirstScript);
      expect(paint).toBeGreaterThan(0);
      expect(firstScript).toBeGreaterThanOrEqual(paint!);
      expect(errors).toEqual([]);
    });
  }
});

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * What axe finds on the page, or inside `include` and outside `exclude`: the rule, its help and the
 * nodes' selectors, so a failure names them. An empty list when the page passes.
 */
export async function axeViolations(page: Page, scope: { include?: string; exclude?: string } = {}) {
  // Legacy mode runs axe in the page itself. The default also opens a blank page to merge the results
  // of cross-origin frames, which our pages cannot have (CSP default-src 'self'); it doubled each check.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

/** Axe on the page, or inside `include`, leaving out the toasts: the toaster library's, and they fade in and out. */
export const axeOutsideToasts = (page: Page, include?: string) => axeViolations(page, { include, exclude: "[data-sonner-toaster]" });

/** No violation on the page once its network is idle, so what loads after the first paint is checked too. */
export async function expectNoAxeViolationsOnceIdle(page: Page) {
  await page.waitForLoadState("networkidle");
  expect(await axeViolations(page)).toEqual([]);
}

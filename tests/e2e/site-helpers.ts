import { expect, type Page } from "@playwright/test";

/** The header's Menu button, once React has hydrated it: a tap before then does nothing. */
export async function hydratedMenuToggle(page: Page) {
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect.poll(() => toggle.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__reactProps$")))).toBe(true);
  return toggle;
}

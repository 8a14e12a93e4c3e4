import { expect, type Page } from "@playwright/test";

/** The header's Menu button, once React has hydrated it: a tap before then does nothing. */
export async function hydratedMenuToggle(page: Page) {
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect.poll(() => toggle.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__reactProps$")))).toBe(true);
  return toggle;
}

/** Holds the page's build scripts until the returned function is called, as on a slow connection. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

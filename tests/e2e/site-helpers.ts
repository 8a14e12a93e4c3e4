import { expect, type Locator, type Page } from "@playwright/test";

/** Waits until React has hydrated the element: before then, a tap or a submit does nothing. */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")))).toBe(true);
  return element;
}

/** The header's Menu button, once React has hydrated it. */
export const hydratedMenuToggle = (page: Page) => hydrated(page.getByRole("button", { name: "Menu" }));

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

import { expect, test, type Page } from "@playwright/test";

import { hydratedMenuToggle } from "./site-helpers";

const sectionHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

test.describe("header anchors on a wide screen", () => {
  test("each header anchor scrolls to its section on the home page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const targets: Array<[string, string]> = [
      ["Services", "Services Built for Colorado Growth"],
      ["Portfolio", "Recent Work Across the Front Range"],
      ["About", "A Denver Team With a Summit Mindset"],
      ["Contact", "Let's Build Something Great"],
    ];
    for (const [label, heading] of targets) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(sectionHeading(page, heading)).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`/#${label.toLowerCase()}$`));
    }
    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test("the section heading is not hidden under the fixed header", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
    const heading = sectionHeading(page, "Recent Work Across the Front Range");
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => {
        const headerBox = await page.getByRole("banner").boundingBox();
        const headingBox = await heading.boundingBox();
        return (headingBox?.y ?? 0) - ((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
      })
      .toBeGreaterThan(0);
  });

  test("Get Quote goes to the contact section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
    await expect(sectionHeading(page, "Let's Build Something Great")).toBeInViewport();
  });

  test("from another page an anchor goes to the home page first, then scrolls to the section", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(sectionHeading(page, "A Denver Team With a Summit Mindset")).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test("the logo returns to the home page", async ({ page }) => {
    await page.goto("/terms");
    await page.getByRole("banner").getByRole("link", { name: "Summit Digital home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("anchors work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/terms");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(sectionHeading(page, "Services Built for Colorado Growth")).toBeInViewport();
    await context.close();
  });
});

test.describe("hero buttons", () => {
  test("Start Your Project, Explore Services and the down arrow scroll to their sections", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Start Your Project" }).click();
    await expect(sectionHeading(page, "Let's Build Something Great")).toBeInViewport();

    await page.goto("/");
    await page.getByRole("link", { name: "Explore Services" }).click();
    await expect(sectionHeading(page, "Services Built for Colorado Growth")).toBeInViewport();

    await page.goto("/");
    // The arrow bounces forever, so Playwright never sees it "stable": activate it from the keyboard.
    await page.getByRole("link", { name: "Scroll to services" }).press("Enter");
    await expect(sectionHeading(page, "Services Built for Colorado Growth")).toBeInViewport();
  });

  test("the hero shows the six tags", async ({ page }) => {
    await page.goto("/");
    const tags = page.getByRole("list", { name: "What we do" }).getByRole("listitem");
    await expect(tags).toHaveText([
      "Branding",
      "Digital Marketing",
      "Web Development",
      "AI Solutions",
      "Video Production",
      "Drone Videography",
    ]);
  });
});

test.describe("scrolled header", () => {
  test("turns translucent white with blur past 20 px and back at the top", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("backdrop-filter", "none");

    await page.evaluate(() => window.scrollTo({ top: 20, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo({ top: 21, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);
    await expect(header).not.toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens, closes after a choice and scrolls to the section", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = await hydratedMenuToggle(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link")).toHaveText(["Home", "Services", "Portfolio", "About", "Contact", "Get Quote"]);

    await menu.getByRole("link", { name: "Portfolio" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(sectionHeading(page, "Recent Work Across the Front Range")).toBeInViewport();
  });

  test("is usable with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const toggle = await hydratedMenuToggle(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    const menu = page.getByRole("navigation", { name: "Mobile" });
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();

    // Escape closes the menu and gives focus back to its toggle.
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Services" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(sectionHeading(page, "Services Built for Colorado Growth")).toBeInViewport();
    // Focus moved to the section the visitor chose.
    await expect(page.getByRole("region", { name: "Services Built for Colorado Growth" })).toBeFocused();
  });

  test("closes when the visitor taps outside it", async ({ page }) => {
    await page.goto("/");
    const toggle = await hydratedMenuToggle(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // A tap low on the page, below the open menu panel.
    await page.mouse.click(200, 800);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("from another page a menu choice goes home and scrolls", async ({ page }) => {
    await page.goto("/terms");
    await (await hydratedMenuToggle(page)).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(sectionHeading(page, "Let's Build Something Great")).toBeInViewport();
  });
});

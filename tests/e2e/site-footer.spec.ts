import { expect, test } from "@playwright/test";

import { home } from "../../content/home";
import { footerLocationLinks, footerServiceLinks } from "../../content/navigation";
import { site } from "../../content/site";

test("the footer links to the 11 service pages and the 6 location pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");

  const services = footer.getByRole("navigation", { name: "Services", exact: true }).getByRole("link");
  await expect(services).toHaveCount(11);
  const serviceHrefs = await services.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(serviceHrefs).toEqual([
    "/services/branding",
    "/services/digital-marketing",
    "/services/video-photography",
    "/services/web-applications",
    "/services/ai-solutions",
    "/services/drone-videography",
    "/services/social-media",
    "/services/seo-content",
    "/services/mobile-apps",
    "/services/web-development",
    "/services/video-production",
  ]);
  await expect(services).toHaveText(footerServiceLinks.map((link) => link.label));

  const locations = footer.getByRole("navigation", { name: "Locations", exact: true }).getByRole("link");
  const locationHrefs = await locations.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(locationHrefs).toEqual([
    "/digital-agency-denver",
    "/digital-agency-colorado",
    "/colorado-springs-digital-agency",
    "/digital-marketing-agency-colorado",
    "/social-media-colorado",
    "/aurora-digital-agency",
  ]);
  await expect(locations).toHaveText(footerLocationLinks.map((link) => link.label));
});

test("the privacy and terms links open real pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page).toHaveTitle("Privacy Policy | Summit Digital");

  await footer.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page).toHaveTitle("Terms of Service | Summit Digital");
});

test("back to top returns to the top of the page", async ({ page }) => {
  await page.goto("/privacy");
  const backToTop = page.getByRole("contentinfo").getByRole("link", { name: "Back to top" });
  await backToTop.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("Get Quote in the footer scrolls to the contact section", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Get Quote" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Let's Build Something Great" })).toBeInViewport();
});

test("Get Quote in the footer of a page without a contact section goes to the home page's", async ({ page }) => {
  await page.goto("/terms");
  await page.getByRole("contentinfo").getByRole("link", { name: "Get Quote" }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole("heading", { level: 2, name: "Let's Build Something Great" })).toBeInViewport();
});

test("the footer shows the current year of the visitor's clock", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Summit Digital Studio LLC`);

  await page.clock.setFixedTime(new Date("2031-03-01T12:00:00Z"));
  await page.goto("/privacy");
  await expect(footer).toContainText("© 2031 Summit Digital Studio LLC");
});

test("the AI voice agent link sits beside the scheduling link, in the contact section and the footer", async ({ page }) => {
  for (const path of ["/", "/services/ai-solutions", "/aurora-digital-agency"]) {
    await page.goto(path);
    const contact = page.getByRole("region", { name: home.contact.heading });
    const footer = page.getByRole("contentinfo");
    for (const area of [contact, footer]) {
      const links = area.getByRole("link", { name: /(Schedule a meeting|Talk to our AI voice agent) \(opens in a new tab\)$/ });
      await expect(links).toHaveCount(2);
      await expect(links.nth(0)).toHaveAttribute("href", site.bookingUrl);
      await expect(links.nth(1)).toHaveAttribute("href", site.voiceAgentUrl);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
    }
  }
  // Pages without a contact section still carry both in the footer.
  await page.goto("/privacy");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Talk to our AI voice agent (opens in a new tab)" }),
  ).toHaveAttribute("href", site.voiceAgentUrl);
});

import { expect, test } from "@playwright/test";

import { leadsByEmail, uniqueName } from "./db-helpers";
import { holdScripts } from "./site-helpers";

/*
 * The public lead forms are part of the HTML the server sends, so a visitor can start typing before
 * the page's scripts have run; what they typed is kept, and the anti-bot timing counts from when the
 * page was shown, so a person whose scripts arrived late is never taken for a bot.
 */

test("both lead forms are in the HTML of the pages that carry them", async ({ request }) => {
  for (const path of ["/", "/services/branding", "/digital-agency-denver"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('aria-label="Contact form"');
    expect(html, path).toMatch(/<textarea[^>]*name="message"/);
    expect(html, path).toContain(">Send Message</button>");
  }
  const home = await (await request.get("/")).text();
  expect(home).toContain('aria-label="AI brand insights"');
  expect(home).toMatch(/<input[^>]*name="brandName"/);
});

test("what a visitor types before the scripts run is kept and sent, and counts from when the page was shown", async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  const shownAt = Date.now();
  await page.goto("/digital-agency-denver", { waitUntil: "domcontentloaded" });
  const form = page.locator("section#contact").getByRole("form", { name: "Contact form" });
  const send = form.getByRole("button", { name: "Send Message" });
  // Before the scripts run the button cannot send yet, but the fields take what is typed.
  await expect(send).toBeDisabled();
  const name = uniqueName("Early Typist");
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`;
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("combobox", { name: "Service", exact: true }).selectOption("social-media");
  await form.getByRole("textbox", { name: "Message", exact: true }).fill("Typed while the page was still loading.");
  // The scripts arrive more than 3 s after the page was shown: the form mounts then.
  await page.waitForTimeout(Math.max(0, 3_300 - (Date.now() - shownAt)));
  releaseScripts();

  await expect(send).toBeEnabled();
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await expect(form.getByRole("combobox", { name: "Service", exact: true })).toHaveValue("social-media");
  const sent = page.waitForRequest("**/api/functions/send-contact-form");
  await send.click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  const body = (await sent).postDataJSON() as { formLoadTime: number; formSubmitTime: number };
  expect(body.formSubmitTime - body.formLoadTime).toBeGreaterThanOrEqual(3_000);

  const stored = await leadsByEmail(email);
  expect(stored.map((lead) => [lead.name, lead.service, lead.message])).toEqual([
    [name, "social-media", "Typed while the page was still loading."],
  ]);
});

import { expect, type Page, test } from "@playwright/test";

/**
 * The two lead-capture forms on the home page (SPEC §2-§5, §7, §8): section#ai-insights and
 * section#contact. The tests scroll to each form first, as a visitor does.
 */

const insights = (page: Page) => page.locator("section#ai-insights");
const contact = (page: Page) => page.locator("section#contact");

/** Opens the home page and scrolls past both forms, once their scripts can send them. */
async function openHome(page: Page) {
  await page.goto("/");
  await insights(page).scrollIntoViewIfNeeded();
  await expect(insights(page).getByRole("button", { name: "Generate Free Insights" })).toBeEnabled();
  await contact(page).scrollIntoViewIfNeeded();
  await expect(contact(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
}

async function fillInsights(page: Page, brand = "Peak Coffee") {
  const form = insights(page);
  await form.getByRole("textbox", { name: "Brand Name", exact: true }).fill(brand);
  await form.getByRole("textbox", { name: "Website", exact: true }).fill("peakcoffee.co");
  await form.getByRole("textbox", { name: "Your Name", exact: true }).fill("Sam Rivera");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("sam@peakcoffee.co");
  await form.getByRole("combobox", { name: "Project Type", exact: true }).selectOption("web-development");
  await form.getByRole("combobox", { name: "Budget Range", exact: true }).selectOption("15k-50k");
  await form.getByRole("combobox", { name: "Preferred Timeline", exact: true }).selectOption("asap");
  await form
    .getByRole("textbox", { name: "Project Requirements", exact: true })
    .fill("Online ordering for three cafes.\nA loyalty program.");
}

test.describe("AI insights tool", () => {
  test("refuses missing required fields without calling the endpoint", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/functions/generate-brand-insights", (route) => {
      calls += 1;
      return route.continue();
    });
    await openHome(page);
    const form = insights(page);
    await form.getByRole("textbox", { name: "Brand Name", exact: true }).fill("Peak Coffee");
    await form.getByRole("button", { name: "Generate Free Insights" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields including project requirements");
    expect(calls).toBe(0);
  });

  test("shows the busy state, then the results view with pricing and four sections, and goes back with values kept", async ({ page }) => {
    await page.addInitScript(() => {
      const events: unknown[] = [];
      (window as unknown as { gtagEvents: unknown[] }).gtagEvents = events;
      (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => events.push(args);
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/functions/generate-brand-insights", async (route) => {
      await held;
      await route.continue();
    });
    await openHome(page);
    await fillInsights(page);
    const form = insights(page);
    await form.getByRole("button", { name: "Generate Free Insights" }).click();
    const busy = form.getByRole("button", { name: "Generating Insights..." });
    await expect(busy).toBeDisabled();
    release();

    await expect(page.getByText("AI insights generated successfully!")).toBeVisible();
    await expect(form.getByRole("heading", { name: "Analysis Complete" })).toBeVisible();
    await expect(form.getByRole("heading", { name: "Pricing Estimate" })).toBeVisible();
    await expect(form.getByText("Total Investment")).toBeVisible();
    await expect(form.getByText("Total Timeline")).toBeVisible();
    await expect(form.getByText(/rush fee/)).toBeVisible();
    for (const title of ["Brand Analysis", "Market Opportunities", "Digital Strategy", "Recommended Next Steps"]) {
      await expect(form.getByRole("heading", { name: title, level: 4 })).toBeVisible();
    }
    await expect(form.getByRole("listitem").filter({ hasText: "Online ordering for three cafes" }).first()).toBeVisible();
    const events = await page.evaluate(() => (window as unknown as { gtagEvents: unknown[] }).gtagEvents);
    expect(events).toContainEqual(["event", "ai_insights_generated", { event_category: "lead_generation", event_label: "Peak Coffee" }]);

    await form.getByRole("button", { name: "Analyze Another Brand" }).click();
    await expect(form.getByRole("textbox", { name: "Brand Name", exact: true })).toHaveValue("Peak Coffee");
    await expect(form.getByRole("textbox", { name: "Project Requirements", exact: true })).toHaveValue(/Online ordering/);
  });

  test("'Get Custom Proposal' scrolls to the contact section", async ({ page }) => {
    await openHome(page);
    await fillInsights(page, "Scroll Test Co");
    await insights(page).getByRole("button", { name: "Generate Free Insights" }).click();
    await insights(page).getByRole("button", { name: "Get Custom Proposal" }).click();
    await expect(contact(page)).toBeInViewport();
  });

  test("stays on the form with the failure message when the call fails", async ({ page }) => {
    await page.route("**/api/functions/generate-brand-insights", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "down" }) }),
    );
    await openHome(page);
    await fillInsights(page);
    await insights(page).getByRole("button", { name: "Generate Free Insights" }).click();
    await expect(insights(page).getByRole("alert")).toHaveText("Failed to generate insights. Please try again.");
    await expect(insights(page).getByRole("textbox", { name: "Brand Name", exact: true })).toHaveValue("Peak Coffee");
  });
});

test.describe("contact form", () => {
  test("has the honeypots off-screen, unfocusable, hidden and without autocomplete", async ({ page }) => {
    await openHome(page);
    for (const name of ["website", "company_url"]) {
      const trap = contact(page).locator(`input[name="${name}"]`);
      await expect(trap).toHaveAttribute("tabindex", "-1");
      await expect(trap).toHaveAttribute("autocomplete", "off");
      await expect(trap).not.toBeInViewport();
      await expect(contact(page).getByRole("textbox", { name: name === "website" ? "Website" : "Company URL" })).toHaveCount(0);
    }
    await expect(contact(page).getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("type", "email");
    await expect(contact(page).getByRole("textbox", { name: "Phone", exact: true })).toHaveAttribute("type", "tel");
  });

  test("requires name, email, service and message", async ({ page }) => {
    await openHome(page);
    await contact(page).getByRole("button", { name: "Send Message" }).click();
    await expect(contact(page).getByText("Name is required.")).toBeVisible();
    await expect(contact(page).getByText("Email is required.")).toBeVisible();
    await expect(contact(page).getByText("Choose a service.")).toBeVisible();
    await expect(contact(page).getByText("Message is required.")).toBeVisible();
  });

  test("the toaster's code loads when a visitor starts on a form, not with the page", async ({ page }) => {
    await openHome(page);
    // Scrolled past both forms and idle: nothing has needed a toast yet.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const toaster = page.getByRole("region", { name: /^Notifications/ });
    await expect(toaster).toHaveCount(0);
    await contact(page).getByRole("textbox", { name: "Name", exact: true }).focus();
    await expect(toaster).toHaveCount(1);
  });

  test("sends the submission with timing signals, shows the success toast and clears the fields", async ({ page }) => {
    await page.addInitScript(() => {
      const events: unknown[] = [];
      (window as unknown as { gtagEvents: unknown[] }).gtagEvents = events;
      (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => events.push(args);
    });
    await openHome(page);
    const form = contact(page);
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Jordan Lee");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("jordan.e2e@example.com");
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("303-555-0100");
    await form.getByRole("textbox", { name: "Company", exact: true }).fill("Lee Outfitters");
    await form.getByRole("combobox", { name: "Service", exact: true }).selectOption("branding");
    await form.getByRole("combobox", { name: "Budget", exact: true }).selectOption("10k-25k");
    await form.getByRole("combobox", { name: "Timeline", exact: true }).selectOption("2-3-months");
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("We need a new brand.");
    // SPEC: a submission under 3 s after the form appeared is treated as a bot.
    await page.waitForTimeout(3100);

    let sent: Record<string, unknown> | undefined;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/functions/send-contact-form")) sent = request.postDataJSON() as Record<string, unknown>;
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(form.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    expect(sent).toMatchObject({ name: "Jordan Lee", service: "branding", honeypot: "" });
    expect(Number(sent!.formSubmitTime) - Number(sent!.formLoadTime)).toBeGreaterThanOrEqual(3000);
    const events = await page.evaluate(() => (window as unknown as { gtagEvents: unknown[][] }).gtagEvents);
    expect(events.map((event) => event[1])).toContain("conversion_event_contact");
  });

  test("shows 'Sending...' while busy and the destructive error toast on failure", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/functions/send-contact-form", async (route) => {
      await held;
      await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "down" }) });
    });
    await openHome(page);
    const form = contact(page);
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Jordan Lee");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("jordan@example.com");
    await form.getByRole("combobox", { name: "Service", exact: true }).selectOption("consultation");
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByText("Error sending message")).toBeVisible();
    await expect(page.getByText("Please try again or contact us directly.")).toBeVisible();
    await expect(page.locator("[data-sonner-toast][data-type='error']")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Jordan Lee");
  });
});

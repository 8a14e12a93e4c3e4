import { expect, test, type Page } from "@playwright/test";

import { signInAs } from "./admin-helpers";
import { E2E_ADMIN } from "./fixtures";
import { holdScripts, hydrated } from "./site-helpers";

const sections = (page: Page) => page.getByRole("navigation", { name: "Back office sections" });

test.beforeEach(async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
});

test("the dashboard shows the five stat cards and the five newest leads", async ({ page }) => {
  await page.goto("/admin/dashboard");
  const figures = page.getByRole("region", { name: "Key figures" });
  for (const label of ["Total Leads", "New Leads", "Active Projects", "Total Revenue", "Conversion Rate"]) {
    await expect(figures.getByRole("heading", { name: label })).toBeVisible();
  }
  await expect(figures).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(figures).toContainText(/\d+\.\d%/);
  await expect(sections(page).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  const rows = page.getByRole("table", { name: "The five most recent leads" }).getByRole("row");
  await expect(rows).toHaveCount(6); // header + 5
});

test("each section has its own address: chosen, reloaded and navigated back", async ({ page }) => {
  test.slow(); // eight server renders, the Billing section with a full page of invoices among them
  await page.goto("/admin/dashboard");
  const nav = sections(page);
  await nav.getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByRole("heading", { name: "Projects", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");

  await page.goto("/admin/billing");
  await expect(nav.getByRole("link", { name: "Billing" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Invoices & Billing" })).toBeVisible();

  await nav.getByRole("link", { name: "Communications" }).click();
  await expect(page.getByRole("heading", { name: "Communication Hub" })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole("link", { name: "Communications" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Communication Hub" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  await expect(page.getByRole("heading", { name: "Invoices & Billing" })).toBeVisible();

  await nav.getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads Management" })).toBeVisible();
  await nav.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("an old ?tab= link opens its section and ends at the section's own address", async ({ page }) => {
  const response = await page.goto("/admin/dashboard?tab=billing&status=draft");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Invoices & Billing" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/billing\?status=draft$/);
  await expect(sections(page).getByRole("link", { name: "Billing" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("combobox", { name: "Status filter" })).toHaveText("Draft");

  // The section keeps working from its new address.
  await sections(page).getByRole("link", { name: "Leads" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test("Billing's old address and its Recurring page redirect permanently to /admin/billing, query string kept", async ({ page }) => {
  for (const [old, moved] of [
    ["/admin/invoices?status=draft&q=acme", "/admin/billing?status=draft&q=acme"],
    ["/admin/invoices/recurring?status=paused", "/admin/billing/recurring?status=paused"],
  ] as const) {
    const response = await page.request.get(old, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe(moved);
  }

  await page.goto("/admin/invoices?status=draft");
  await expect(page).toHaveURL(/\/admin\/billing\?status=draft$/);
  await expect(page.getByRole("heading", { name: "Invoices & Billing" })).toBeVisible();
  await expect(sections(page).getByRole("link", { name: "Billing" })).toHaveAttribute("aria-current", "page");
  await page.goto("/admin/invoices/recurring");
  await expect(page).toHaveURL(/\/admin\/billing\/recurring$/);
  await expect(page.getByRole("heading", { name: "Recurring Invoices" })).toBeVisible();
});

test("the profile is filled in by the server, and a first name typed before the page's script has run is kept and saved", async ({
  page,
}) => {
  test.slow(); // two saves, each re-rendering the dashboard
  const release = await holdScripts(page);
  await page.goto("/admin/profile", { waitUntil: "domcontentloaded" });
  // The server renders the saved values: the form is complete before any script runs.
  const firstName = page.getByLabel("First Name");
  await expect(firstName).toHaveValue(E2E_ADMIN.firstName);
  await expect(page.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);
  await expect(page.getByLabel("Email")).toHaveValue(E2E_ADMIN.email);
  await expect(page.getByLabel("PIN")).toHaveValue("");
  await firstName.fill("Early");
  release();
  // Once the form runs, the untouched fields keep the saved values and the typed one keeps its text.
  const save = await hydrated(page.getByRole("button", { name: "Save Changes" }));
  await expect(page.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);
  await expect(firstName).toHaveValue("Early");
  try {
    await save.click();
    await expect(page.getByText("Profile updated successfully.")).toBeVisible();
    await expect(page.getByText("Welcome back, Early")).toBeVisible();
  } finally {
    await firstName.fill(E2E_ADMIN.firstName);
    await save.click();
    await expect(page.getByText(`Welcome back, ${E2E_ADMIN.firstName}`)).toBeVisible();
  }
});

test("profile edits show in the header welcome text", async ({ page }) => {
  test.slow(); // three saves, each re-rendering the dashboard
  await page.goto("/admin/profile");
  await expect(page.getByRole("heading", { name: "Admin Profile Settings" })).toBeVisible();
  await expect(page.getByText("Leave empty to keep current", { exact: true })).toBeVisible();
  const firstName = page.getByLabel("First Name");
  const save = page.getByRole("button", { name: "Save Changes" });
  await expect(firstName).toHaveValue(E2E_ADMIN.firstName);

  try {
    await firstName.fill("Erica");
    await page.getByLabel("Phone").fill("720-555-0199");
    await save.click();
    await expect(page.getByText("Profile updated successfully.")).toBeVisible();
    await expect(page.getByText("Welcome back, Erica")).toBeVisible();

    // No first name: the username is used.
    await firstName.fill("");
    await save.click();
    await expect(page.getByText(`Welcome back, ${E2E_ADMIN.username}`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Phone")).toHaveValue("720-555-0199");
  } finally {
    await firstName.fill(E2E_ADMIN.firstName);
    await page.getByLabel("Phone").fill("");
    await save.click();
    await expect(page.getByText(`Welcome back, ${E2E_ADMIN.firstName}`)).toBeVisible();
  }
});

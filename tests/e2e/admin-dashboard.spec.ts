import { expect, test } from "@playwright/test";

import { E2E_ADMIN } from "./fixtures";
import { signIn } from "./admin-helpers";

test.beforeEach(async ({ page }) => {
  await signIn(page, E2E_ADMIN);
});

test("the dashboard shows the five stat cards and the five newest leads", async ({ page }) => {
  const figures = page.getByRole("region", { name: "Key figures" });
  for (const label of ["Total Leads", "New Leads", "Active Projects", "Total Revenue", "Conversion Rate"]) {
    await expect(figures.getByRole("heading", { name: label })).toBeVisible();
  }
  await expect(figures).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(figures).toContainText(/\d+\.\d%/);
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  const rows = page.getByRole("table", { name: "The five most recent leads" }).getByRole("row");
  await expect(rows).toHaveCount(6); // header + 5
});

test("tabs follow the URL: chosen, linked, reloaded and navigated back", async ({ page }) => {
  test.slow(); // eight server renders, the Billing tab with a full page of invoices among them
  await page.getByRole("tab", { name: "Projects" }).click();
  await expect(page).toHaveURL(/\?tab=projects$/);
  await expect(page.getByRole("heading", { name: "Projects", exact: true })).toBeVisible();

  await page.goto("/admin/dashboard?tab=billing");
  await expect(page.getByRole("tab", { name: "Billing" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Invoices & Billing" })).toBeVisible();

  await page.getByRole("tab", { name: "Communications" }).click();
  await expect(page.getByRole("heading", { name: "Communication Hub" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Communications" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Communication Hub" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?tab=billing$/);
  await expect(page.getByRole("heading", { name: "Invoices & Billing" })).toBeVisible();

  await page.getByRole("tab", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads Management" })).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("profile edits show in the header welcome text", async ({ page }) => {
  test.slow(); // three saves, each re-rendering the dashboard
  await page.goto("/admin/dashboard?tab=profile");
  await expect(page.getByRole("heading", { name: "Admin Profile Settings" })).toBeVisible();
  await expect(page.getByText("Leave empty to keep current", { exact: true })).toBeVisible();
  const firstName = page.getByLabel("First Name");
  const save = page.getByRole("button", { name: "Save Changes" });

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

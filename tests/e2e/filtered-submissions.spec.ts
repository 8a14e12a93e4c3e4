import { expect, test } from "@playwright/test";

import { createAdmin, signInAs } from "./admin-helpers";
import { uniqueName } from "./db-helpers";

// A staff member of this spec's own: the Filtered view is for owners and staff alike.
const STAFF = {
  username: "e2e_filter_staff",
  email: "filter.staff@summitdigital.co",
  pin: "1357",
  password: "Filter-Staff-2026!",
  firstName: "Fran",
  lastName: null,
  phone: null,
  role: "staff" as const,
};

test.beforeEach(async () => {
  await createAdmin(STAFF);
});

test("a staff member reads a submission the honeypot caught, marks it 'Not spam' and finds it in Leads", async ({ page, request }) => {
  const name = uniqueName("Caught");
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`;
  const message = `Hello, I filled in every box I saw, even a strange one. ${name} wants a new website with online booking.`;
  // What the form sends when a password manager fills the hidden honeypot: answered like any other.
  const now = Date.now();
  const sent = await request.post("/api/functions/send-contact-form", {
    data: {
      name,
      email,
      service: "branding",
      message,
      formLoadTime: now - 20_000,
      formSubmitTime: now,
      honeypot: "https://autofill.example",
    },
  });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toEqual({ ok: true });

  await signInAs(page, STAFF);
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No leads match your search and filters.")).toBeVisible();

  await page.getByRole("link", { name: "Filtered", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Filtered", exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Filtered submissions, newest first" });
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(email);
  await expect(row).toContainText("Honeypot");

  await row.getByRole("button", { name: `View filtered submission from ${name}` }).click();
  const details = page.getByRole("dialog", { name: "Filtered Submission" });
  await expect(details.getByText(message)).toBeVisible();
  await expect(details.getByText("Branding", { exact: true })).toBeVisible();
  await details.getByRole("button", { name: "Not spam", exact: true }).click();
  await expect(page.getByText(`${name} is now a lead.`)).toBeVisible();
  await expect(details).toBeHidden();
  await expect(table.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);

  await page.getByRole("link", { name: "Back to Leads" }).click();
  await page.getByRole("searchbox", { name: "Search leads" }).fill(name);
  const leads = page.getByRole("table", { name: "Leads, newest first" });
  await expect(leads.getByRole("row", { name: new RegExp(name) })).toContainText(email);
});

import { expect, test, type Page } from "@playwright/test";

import { signInAs } from "./admin-helpers";
import { axeOutsideToasts } from "./axe";
import { insertLeads, uniqueName } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";

// Upload, preview and import each make a server round trip; a shared two-core machine needs the room.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
});

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a CSV is uploaded, mapped, previewed with its error row, imported into the leads, and undone", async ({ page }) => {
  const tag = uniqueName("Csvimport").replace(/\s+/g, "");
  const slug = tag.toLowerCase();
  // A lead already stored with an email the file repeats (in another case): its empty phone gets filled.
  await insertLeads([{ name: `${tag} Existing`, email: `existing.${slug}@example.com`, company: "Kept Company" }]);
  const csv = [
    "Full Name,E-mail,Cell Phone,Organisation,Stage,Follow-up",
    `${tag} Ana,ana.${slug}@example.com,303-555-0101,Ana Dental,qualified,2026-05-01`,
    `${tag} Ben,ben.${slug}@example.com,303-555-0102,"Ben, Sons & Co",new,`,
    `${tag} Bad,not-an-email,303-555-0103,Bad Inc,new,`,
    `${tag} Cy,cy.${slug}@example.com,,=HYPERLINK("x"),contacted,`,
    `${tag} Again,EXISTING.${slug}@example.com,303-555-0199,Other Company,,`,
  ].join("\r\n");

  await page.goto("/admin/leads");
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { name: "Import leads from CSV" })).toBeVisible();

  // Upload.
  await page.getByLabel("CSV file").setInputFiles({ name: `${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/import\?id=/);

  // Mapping: guessed from the headers, except the phone column, mapped by hand.
  await expect(page.getByRole("heading", { name: `Map the columns of ${tag}.csv` })).toBeVisible();
  await expect(page.getByLabel("Lead field for Full Name")).toHaveValue("name");
  await expect(page.getByLabel("Lead field for E-mail")).toHaveValue("email");
  await expect(page.getByLabel("Lead field for Cell Phone")).toHaveValue("");
  await page.getByLabel("Lead field for Cell Phone").selectOption({ label: "Phone" });
  await page.getByRole("button", { name: "Preview import" }).click();

  // Preview: counts, the error row with its row, column and reason, the rows as they will be stored.
  await expect(page.getByRole("heading", { name: "Preview", exact: true })).toBeVisible();
  const figures = page.getByRole("region", { name: "Preview figures" });
  await expect(figures.getByRole("group", { name: "New leads" })).toContainText("3");
  await expect(figures.getByRole("group", { name: "Match a lead" })).toContainText("1");
  await expect(figures.getByRole("group", { name: "Rows with errors" })).toContainText("1");
  const errors = page.getByRole("table", { name: "Rows with errors: row, column and problem" });
  await expect(errors.getByRole("row").filter({ hasText: "E-mail" })).toContainText("4");
  await expect(errors).toContainText('"not-an-email" is not a valid email address.');
  const stored = page.getByRole("table", { name: "The first rows of the file as they will be stored" });
  await expect(stored.getByRole("row").filter({ hasText: `${tag} Ana` })).toContainText("Qualified");
  await expect(stored.getByRole("row").filter({ hasText: `${tag} Cy` })).toContainText('=HYPERLINK("x")');
  await expect(stored.getByRole("row").filter({ hasText: `${tag} Again` })).toContainText(`Skipped: matches ${tag} Existing`);
  expect(await axeOutsideToasts(page)).toEqual([]);

  // Matching rows fill the stored lead's empty fields; then import.
  await page.getByRole("radio", { name: "Update empty fields" }).check();
  await expect(stored.getByRole("row").filter({ hasText: `${tag} Again` })).toContainText(`Fills empty fields of ${tag} Existing`);
  await page.getByRole("button", { name: "Import 4 leads" }).click();
  await expect(toast(page, "Import finished: 3 leads created, 1 row filled empty fields, 1 row with errors left out.")).toBeVisible();
  await expect(page.getByText(`${tag}.csv was imported`)).toBeVisible();

  // The leads are there, and the stored lead kept its company but got the phone.
  await page.getByRole("link", { name: "View leads" }).click();
  await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}`);
  await expect(page.getByLabel("4 matching")).toBeVisible();
  const leadsTable = page.getByRole("table", { name: /Leads/ });
  await expect(leadsTable.getByRole("row").filter({ hasText: `${tag} Ben` })).toContainText("Ben, Sons & Co");
  await expect(leadsTable.getByRole("row").filter({ hasText: `${tag} Existing` })).toContainText("303-555-0199");
  await expect(leadsTable.getByRole("row").filter({ hasText: `${tag} Existing` })).toContainText("Kept Company");
  await expect(leadsTable.getByRole("row").filter({ hasText: `${tag} Bad` })).toHaveCount(0);

  // Ben moves on in the pipeline after the import: the undo must leave him.
  await page.getByRole("combobox", { name: `Status for ${tag} Ben` }).click();
  await page.getByRole("option", { name: "Contacted" }).click();
  await expect(toast(page, "Lead status updated successfully.")).toBeVisible();

  // Undo from the list of recent imports.
  await page.goto("/admin/leads/import");
  const recent = page.getByRole("table", { name: "Recent imports, newest first" });
  await expect(recent.getByRole("row").filter({ hasText: `${tag}.csv` })).toContainText("Imported");
  await page.getByRole("button", { name: `Undo import of ${tag}.csv` }).click();
  await page.getByRole("alertdialog", { name: "Undo import?" }).getByRole("button", { name: "Undo import" }).click();
  await expect(toast(page, "Import undone: 2 leads removed, 1 lead restored, 1 lead changed since and kept.")).toBeVisible();
  const kept = page.getByRole("dialog", { name: "Some leads were left as they are" });
  await expect(kept.getByRole("listitem")).toHaveText([`${tag} Ben (ben.${slug}@example.com)`]);
  await kept.getByRole("button", { name: "Close" }).first().click();
  await expect(recent.getByRole("row").filter({ hasText: `${tag}.csv` })).toContainText("Undone");

  await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}`);
  await expect(page.getByLabel("2 matching")).toBeVisible();
  const remaining = page.getByRole("table", { name: /Leads/ });
  await expect(remaining.getByRole("row").filter({ hasText: `${tag} Ben` })).toBeVisible();
  const existing = remaining.getByRole("row").filter({ hasText: `${tag} Existing` });
  await expect(existing).toContainText("Kept Company");
  await expect(existing).not.toContainText("303-555-0199");
});

test("a file that is not CSV is refused with a message, and nothing is imported", async ({ page }) => {
  await page.goto("/admin/leads/import");
  await page.getByLabel("CSV file").setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("This is not a CSV file: it holds binary data.", { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads\/import$/);
  await expect(
    page.getByRole("table", { name: "Recent imports, newest first" }).getByRole("row").filter({ hasText: "photo.png" }),
  ).toHaveCount(0);
});

import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { signInAs } from "./admin-helpers";
import { E2E_ADMIN } from "./fixtures";
import { billingCard, cents, daysFromToday, headerRevenueCents, insertInvoice, openBilling, uniqueClient } from "./invoice-helpers";

test.beforeEach(async ({ page }) => {
  // Each flow loads the dashboard several times and waits for server renders: give it room on a
  // busy machine (2 shared cores).
  test.slow();
  await signInAs(page, E2E_ADMIN);
});

test("create an invoice with two items, watching the live totals", async ({ page }) => {
  const client = uniqueClient("Aspen Dental");
  await openBilling(page);
  await page.getByRole("button", { name: "New Invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Invoice" });
  // The client is made inline from the picker; the bill-to starts from it.
  await dialog.getByRole("combobox", { name: "Client", exact: true }).click();
  await page.getByRole("combobox", { name: "Search clients" }).fill(client);
  await page.getByRole("button", { name: "New client" }).click();
  const clientDialog = page.getByRole("dialog", { name: "New Client" });
  await expect(clientDialog.getByLabel("Display Name")).toHaveValue(client);
  await clientDialog.getByLabel("Billing Email").fill("billing@aspendental.example");
  await clientDialog.getByLabel("Billing Address").fill("100 Pearl St, Boulder, CO");
  await clientDialog.getByLabel("Contact 1 Name").fill("Dr. Reyes");
  await clientDialog.getByLabel("Contact 1 Email").fill("reyes@aspendental.example");
  await clientDialog.getByRole("button", { name: "Create Client" }).click();
  await expect(page.getByText("Client created successfully.")).toBeVisible();
  await expect(clientDialog).toBeHidden();
  await expect(dialog.getByRole("combobox", { name: "Client", exact: true })).toHaveText(client);
  await expect(dialog.getByLabel("Client Name")).toHaveValue(client);
  await expect(dialog.getByLabel("Client Email")).toHaveValue("billing@aspendental.example");
  await expect(dialog.getByLabel("Client Address")).toHaveValue("100 Pearl St, Boulder, CO");
  await expect(dialog.getByLabel("Project")).toHaveValue("");
  await expect(dialog.getByLabel("Issue Date")).not.toHaveValue(""); // today by default
  await dialog.getByLabel("Due Date").fill(daysFromToday(30));
  await dialog.getByLabel("Tax Rate (%)").fill("8.25");

  await dialog.getByLabel("Description for item 1").fill("Brand strategy workshop");
  await dialog.getByLabel("Quantity for item 1").fill("2");
  await dialog.getByLabel("Unit price for item 1").fill("150");
  await expect(dialog.getByLabel("Total for item 1")).toHaveText("$300.00");
  await expect(dialog.getByRole("button", { name: "Remove item 1" })).toHaveCount(0); // one row always stays

  await dialog.getByRole("button", { name: "Add Item" }).click();
  await dialog.getByLabel("Description for item 2").fill("Logo design hours");
  await dialog.getByLabel("Quantity for item 2").fill("3.5");
  await dialog.getByLabel("Unit price for item 2").fill("80");
  await expect(dialog.getByLabel("Total for item 2")).toHaveText("$280.00");
  const totals = dialog.getByLabel("Invoice totals");
  await expect(totals).toContainText("Subtotal$580.00");
  await expect(totals).toContainText("Tax$47.85");
  await expect(totals).toContainText("Total$627.85");

  // A blank quantity counts as 1 (SPEC §5).
  await dialog.getByLabel("Quantity for item 2").fill("");
  await expect(dialog.getByLabel("Total for item 2")).toHaveText("$80.00");
  await dialog.getByLabel("Quantity for item 2").fill("3.5");

  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page.getByText("Invoice created successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Search invoices" }).fill(client);
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole("row").filter({ hasText: client });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/INV-\d{4}-\d{4}/);
  await expect(row).toContainText("$627.85");
  await expect(row.getByRole("combobox", { name: /^Status of / })).toHaveValue("draft");

  await row.getByRole("button", { name: /^View / }).click();
  const details = page.getByRole("dialog", { name: /^Invoice INV-/ });
  await expect(details.getByRole("cell", { name: "Logo design hours" })).toBeVisible();
  await expect(details).toContainText("billing@aspendental.example");
  await expect(details).toContainText("$47.85");
});

test("an overdue invoice is tinted and counted until it is paid; paying raises Total Revenue", async ({ page }) => {
  const client = uniqueClient("Overdue Roofing");
  const invoice = await insertInvoice({ clientName: client, status: "sent", issueDate: daysFromToday(-40), dueDate: daysFromToday(-10) });

  await openBilling(page, client, "overdue");
  const row = page.getByRole("row").filter({ hasText: client });
  await expect(row).toHaveCount(1);
  const dueDateCell = row.getByRole("cell").nth(5);
  await expect(dueDateCell).toContainText("Overdue");
  await expect(row).toHaveAttribute("data-overdue", "true");

  await openBilling(page);
  const overdueBefore = Number(await billingCard(page, "Overdue"));
  const revenueBefore = cents(await billingCard(page, "Total Revenue"));
  const headerBefore = await headerRevenueCents(page);
  expect(headerBefore).toBe(revenueBefore);

  await page.getByRole("searchbox", { name: "Search invoices" }).fill(client);
  await expect(row).toHaveCount(1);
  await row.getByRole("combobox", { name: `Status of ${invoice.invoiceNumber}` }).selectOption({ label: "Paid" });
  await expect(page.getByText("Invoice status updated successfully.")).toBeVisible();
  await expect(dueDateCell).not.toContainText("Overdue");
  await expect(row).not.toHaveAttribute("data-overdue");
  await expect(row.getByRole("combobox", { name: `Status of ${invoice.invoiceNumber}` })).toHaveValue("paid");

  await expect.poll(async () => cents(await billingCard(page, "Total Revenue"))).toBe(revenueBefore + 62_785);
  expect(Number(await billingCard(page, "Overdue"))).toBe(overdueBefore - 1);
  expect(await headerRevenueCents(page)).toBe(revenueBefore + 62_785);

  // Paid invoices leave the overdue filter.
  await openBilling(page, client, "overdue");
  await expect(page.getByText("No invoices match your search and filters.")).toBeVisible();
});

test("a draft opens filled in and saves; a sent invoice's edit button says why it is locked", async ({ page }) => {
  const client = uniqueClient("Draft Cycles");
  const draft = await insertInvoice({ clientName: client, status: "draft", issueDate: daysFromToday(0), dueDate: daysFromToday(30) });
  const sent = await insertInvoice({ clientName: client, status: "sent", issueDate: daysFromToday(0), dueDate: daysFromToday(30) });

  await openBilling(page, client);
  const locked = page.getByRole("button", { name: `Edit ${sent.invoiceNumber}` });
  await expect(locked).toHaveAccessibleDescription("Only draft invoices can be edited; this one is sent.");
  await expect(locked).toHaveAttribute("aria-disabled", "true");

  await page.getByRole("button", { name: `Edit ${draft.invoiceNumber}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit Invoice ${draft.invoiceNumber}` });
  await expect(dialog.getByLabel("Client Name")).toHaveValue(client);
  await expect(dialog.getByLabel("Description for item 2")).toHaveValue("Logo design hours");
  await expect(dialog.getByLabel("Invoice totals")).toContainText("Total$627.85");
  await dialog.getByLabel("Quantity for item 1").fill("3");
  await dialog.getByLabel("Payment Method").fill("ACH");
  // 450.00 + 280.00 = 730.00; tax 60.225 rounds half away from zero to 60.23.
  await expect(dialog.getByLabel("Invoice totals")).toContainText("Total$790.23");
  await dialog.getByRole("button", { name: "Remove item 2" }).click();
  await expect(dialog.getByLabel("Invoice totals")).toContainText("Total$487.13"); // 450.00 + 37.13
  await dialog.getByRole("button", { name: "Update Invoice" }).click();
  await expect(page.getByText("Invoice updated successfully.")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: draft.invoiceNumber });
  await expect(row).toContainText("$487.13");
  await row.getByRole("button", { name: `View ${draft.invoiceNumber}` }).click();
  const details = page.getByRole("dialog", { name: new RegExp(`^Invoice ${draft.invoiceNumber}`) });
  await expect(details).toContainText("ACH");
  await expect(details.getByRole("cell", { name: "Logo design hours" })).toHaveCount(0);
});

test("download gives the invoice as a PDF named after its number", async ({ page }) => {
  const client = uniqueClient("Pdf Builders");
  const invoice = await insertInvoice({ clientName: client, status: "sent", issueDate: daysFromToday(0), dueDate: daysFromToday(30) });
  await openBilling(page, client);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download ${invoice.invoiceNumber} as PDF` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoice.invoiceNumber}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.byteLength).toBeGreaterThan(2_000);
});

test("delete asks first, then removes the invoice", async ({ page }) => {
  const client = uniqueClient("Delete Me");
  const invoice = await insertInvoice({ clientName: client, status: "draft", issueDate: daysFromToday(0), dueDate: daysFromToday(30) });
  await openBilling(page, client);
  await page.getByRole("button", { name: `Delete ${invoice.invoiceNumber}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row").filter({ hasText: client })).toHaveCount(1);

  await page.getByRole("button", { name: `Delete ${invoice.invoiceNumber}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Invoice deleted successfully.")).toBeVisible();
  await expect(page.getByText("No invoices match your search and filters.")).toBeVisible();
  const response = await page.request.get(`/api/admin/invoices/${invoice.id}/pdf`);
  expect(response.status()).toBe(404);
});

test("the PDF endpoint answers 401 without a session", async ({ browser }) => {
  const context = await browser.newContext();
  const response = await context.request.get("/api/admin/invoices/7f1f5a5e-3f0b-4a59-a43d-2f0f6f3b9d11/pdf");
  expect(response.status()).toBe(401);
  await context.close();
});

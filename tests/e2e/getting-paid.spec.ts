import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";

import { signInAs } from "./admin-helpers";
import { axeViolations } from "./axe";
import { E2E_ADMIN } from "./fixtures";
import { billingCard, cents, daysFromToday, headerRevenueCents, insertInvoice, openBilling, uniqueClient } from "./invoice-helpers";

test.beforeEach(async ({ page }) => {
  // Several server renders per flow on a shared 2-core machine.
  test.slow();
  await signInAs(page, E2E_ADMIN);
});

/** Total Revenue, from the key figures and the Billing cards (they must agree), in cents. */
async function totalRevenue(page: Page): Promise<number> {
  const header = await headerRevenueCents(page);
  expect(cents(await billingCard(page, "Total Revenue"))).toBe(header);
  return header;
}

test("send a draft, open its client page without a session, download the PDF, then get paid in two payments", async ({ page, browser }) => {
  const client = uniqueClient("Foothills Dental");
  const invoice = await insertInvoice({ clientName: client, status: "draft", issueDate: daysFromToday(-5), dueDate: daysFromToday(25) });
  const n = invoice.invoiceNumber;
  await openBilling(page, client);
  const row = page.getByRole("row").filter({ hasText: client });
  const status = row.getByRole("combobox", { name: `Status of ${n}` });
  await expect(status).toHaveValue("draft");

  // Send: the admin reads what goes out and rewrites the message.
  await row.getByRole("button", { name: `Send Invoice ${n}` }).click();
  const send = page.getByRole("dialog", { name: `Send Invoice ${n}` });
  await expect(send).toContainText("billing@e2e-client.example");
  await expect(send).toContainText(`Invoice ${n} from Summit Digital`);
  await expect(send).toContainText("$627.85");
  await send.getByLabel("Message").fill("Hi Foothills team,\n\nThe invoice for the brand workshop is attached.");
  await send.getByRole("button", { name: "Send Invoice" }).click();
  await expect(page.getByText("Invoice sent to billing@e2e-client.example.")).toBeVisible();
  await expect(status).toHaveValue("sent");
  await expect(row.getByRole("button", { name: `Resend ${n}` })).toBeVisible();

  // The client link, from the details.
  await row.getByRole("button", { name: `View ${n}` }).click();
  const details = page.getByRole("dialog", { name: new RegExp(`^Invoice ${n}`) });
  await expect(details.getByText("Not viewed by the client yet.")).toBeVisible();
  const link = await details.getByLabel("Client link").inputValue();
  expect(link).toMatch(/\/invoice\/[A-Za-z0-9_-]{43}$/);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // The client: a fresh browser with no session.
  const clientContext = await browser.newContext();
  try {
    const clientPage = await clientContext.newPage();
    const problems: string[] = [];
    clientPage.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    clientPage.on("pageerror", (error) => problems.push(error.message));
    const answer = await clientPage.goto(link);
    expect(answer!.status()).toBe(200);
    const headers = answer!.headers();
    expect(headers["x-robots-tag"]).toContain("noindex");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    await expect(clientPage.getByRole("heading", { name: `Invoice ${n}` })).toBeVisible();
    await expect(clientPage.getByText("Summit Digital").first()).toBeVisible();
    await expect(clientPage.getByRole("cell", { name: "Logo design hours" })).toBeVisible();
    await expect(clientPage.getByText("No payments received yet.")).toBeVisible();
    await expect(clientPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await clientContext.cookies()).toEqual([]);
    expect(await axeViolations(clientPage)).toEqual([]);
    expect(problems).toEqual([]);

    const downloading = clientPage.waitForEvent("download");
    await clientPage.getByRole("link", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${n}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // A token one character off is the site's 404 page.
    const wrong = link.endsWith("A") ? `${link.slice(0, -1)}B` : `${link.slice(0, -1)}A`;
    const missing = await clientPage.goto(wrong);
    expect(missing!.status()).toBe(404);
    await expect(clientPage.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  } finally {
    await clientContext.close();
  }

  // The admin sees the view.
  await row.getByRole("button", { name: `View ${n}` }).click();
  await expect(details.getByText(/^Viewed by the client on /)).toBeVisible();
  await page.keyboard.press("Escape");

  // A partial payment: the badge, the balance, and Total Revenue up by exactly that.
  const revenueBefore = await totalRevenue(page);
  await row.getByRole("button", { name: `Record payment for ${n}` }).click();
  const pay = page.getByRole("dialog", { name: `Record Payment for ${n}` });
  await expect(pay.getByLabel("Amount ($)")).toHaveValue("627.85");
  await pay.getByLabel("Amount ($)").fill("700");
  await pay.getByLabel("Payment Method").selectOption("ACH");
  await pay.getByRole("button", { name: "Record Payment" }).click();
  await expect(pay.getByText("At most the balance of $627.85.")).toBeVisible();
  await pay.getByLabel("Amount ($)").fill("200");
  await pay.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Payment recorded successfully.")).toBeVisible();
  await expect(row.getByText("Partially paid")).toBeVisible();
  await expect(row).toContainText("Balance $427.85");
  await expect(status).toHaveValue("sent");
  await expect.poll(() => totalRevenue(page)).toBe(revenueBefore + 20_000);

  // The rest: paid in full, the badge gone, Total Revenue up by the whole invoice.
  await row.getByRole("button", { name: `Record payment for ${n}` }).click();
  await expect(pay.getByLabel("Amount ($)")).toHaveValue("427.85");
  await pay.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText(`Payment recorded; ${n} is paid in full.`)).toBeVisible();
  await expect(status).toHaveValue("paid");
  await expect(row.getByText("Partially paid")).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Record payment for ${n}` })).toHaveCount(0);
  await expect.poll(() => totalRevenue(page)).toBe(revenueBefore + 62_785);

  // The details list both payments; the balance is zero.
  await row.getByRole("button", { name: `View ${n}` }).click();
  const payments = details.getByRole("table", { name: `Payments of ${n}` });
  await expect(payments.getByRole("row")).toHaveCount(3);
  await expect(details.getByLabel(`Totals of ${n}`)).toContainText("Paid$627.85");
  await expect(details.getByLabel(`Totals of ${n}`)).toContainText("Balance due$0.00");
});

test("repeat an invoice as a monthly retainer, then pause, resume and end it from the Recurring list", async ({ page }) => {
  const client = uniqueClient("Retainer Roasters");
  const invoice = await insertInvoice({ clientName: client, status: "sent", issueDate: daysFromToday(-3), dueDate: daysFromToday(27) });
  await openBilling(page, client);
  await page.getByRole("button", { name: `Repeat ${invoice.invoiceNumber}` }).click();
  const repeat = page.getByRole("dialog", { name: `Repeat Invoice ${invoice.invoiceNumber}` });
  await expect(repeat.getByLabel("Repeat", { exact: true })).toHaveValue("month");
  const start = daysFromToday(10);
  await repeat.getByLabel("First Invoice Date").fill(start);
  await repeat.getByLabel("Send each new invoice to the client automatically").check();
  await repeat.getByRole("button", { name: "Repeat Invoice" }).click();
  await expect(page.getByText(`Retainer created from ${invoice.invoiceNumber}. It is listed under Recurring.`)).toBeVisible();

  await page.getByRole("navigation", { name: "Billing pages" }).getByRole("link", { name: "Recurring" }).click();
  await expect(page.getByRole("heading", { name: "Recurring Invoices" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search retainers" }).fill(client);
  const row = page.getByRole("row").filter({ hasText: client });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Every month");
  await expect(row).toContainText("Sent automatically");
  await expect(row).toContainText("Active");
  await expect(row).toContainText(invoice.invoiceNumber);

  const name = `the retainer for ${client} (${invoice.invoiceNumber})`;
  await row.getByRole("button", { name: `Pause ${name}` }).click();
  await expect(page.getByText("Retainer paused.")).toBeVisible();
  await expect(row).toContainText("Paused");
  await row.getByRole("button", { name: `Resume ${name}` }).click();
  await expect(page.getByText(/^Retainer resumed; next invoice /)).toBeVisible();
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: `End ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "End Retainer" }).click();
  await expect(page.getByText("Retainer ended.")).toBeVisible();
  await expect(row).toContainText("Ended");
  await expect(row.getByRole("button", { name: `Resume ${name}` })).toHaveCount(0);
});

test("the reminder settings are saved in the database and shown in Billing", async ({ page }) => {
  await openBilling(page);
  await page.getByRole("button", { name: "Billing Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Billing Settings" });
  await dialog.getByLabel("Second reminder").fill("2");
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await expect(dialog.getByText("Must come after the first reminder.")).toBeVisible();
  await dialog.getByLabel("First reminder").fill("5");
  await dialog.getByLabel("Second reminder").fill("15");
  await dialog.getByLabel("Third reminder").fill("45");
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Billing settings saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Reminders: 5, 15 and 45 days after the due date.")).toBeVisible();

  // Back to the defaults, so other tests see the usual schedule.
  await page.getByRole("button", { name: "Billing Settings" }).click();
  await dialog.getByLabel("First reminder").fill("3");
  await dialog.getByLabel("Second reminder").fill("10");
  await dialog.getByLabel("Third reminder").fill("30");
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Reminders: 3, 10 and 30 days after the due date.")).toBeVisible();
});

/** Saves Billing Settings' payment terms ("" for none) and waits for the dialog to close. */
async function savePaymentTerms(page: Page, days: string) {
  await page.getByRole("button", { name: "Billing Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Billing Settings" });
  await dialog.getByLabel("New invoices are due").fill(days);
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await expect(dialog).toBeHidden();
}

test("payment terms give a new invoice its due date, which follows the issue date until it is edited", async ({ page }) => {
  await openBilling(page);
  await page.getByRole("button", { name: "Billing Settings" }).click();
  const settings = page.getByRole("dialog", { name: "Billing Settings" });
  await expect(settings.getByLabel("New invoices are due")).toHaveValue("");
  await settings.getByLabel("New invoices are due").fill("400");
  await settings.getByRole("button", { name: "Save Settings" }).click();
  await expect(settings.getByText("Payment terms must be 0 to 365 days, or blank.")).toBeVisible();
  await settings.getByLabel("New invoices are due").fill("30");
  await settings.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Billing settings saved.")).toBeVisible();
  await expect(settings).toBeHidden();

  try {
    await page.getByRole("button", { name: "New Invoice" }).click();
    const form = page.getByRole("dialog", { name: "Create New Invoice" });
    const issueDate = await form.getByLabel("Issue Date").inputValue();
    const thirtyDaysLater = new Date(Date.parse(`${issueDate}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    await expect(form.getByLabel("Due Date")).toHaveValue(thirtyDaysLater);
    await expect(form.getByLabel("Due Date")).toHaveAccessibleDescription("Payment terms: 30 days after the issue date.");
    await form.getByLabel("Issue Date").fill("2026-12-15");
    await expect(form.getByLabel("Due Date")).toHaveValue("2027-01-14");
    // A due date someone typed stays when the issue date moves.
    await form.getByLabel("Due Date").fill("2027-02-01");
    await form.getByLabel("Issue Date").fill("2026-12-20");
    await expect(form.getByLabel("Due Date")).toHaveValue("2027-02-01");
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toBeHidden();

    await page.getByRole("button", { name: "Billing Settings" }).click();
    await expect(settings.getByLabel("New invoices are due")).toHaveValue("30");
    await settings.getByRole("button", { name: "Cancel" }).click();
  } finally {
    // Back to no terms, so other tests see a blank due date.
    await savePaymentTerms(page, "");
  }
  await page.getByRole("button", { name: "New Invoice" }).click();
  const dueDate = page.getByRole("dialog", { name: "Create New Invoice" }).getByLabel("Due Date");
  await expect(dueDate).toHaveValue("");
  await expect(dueDate).not.toHaveAccessibleDescription(/Payment terms/);
});

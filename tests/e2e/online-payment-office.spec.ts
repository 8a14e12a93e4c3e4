import { expect, test, type Page } from "@playwright/test";

import { signInAs } from "./admin-helpers";
import { axeOutsideToasts } from "./axe";
import { E2E_ADMIN } from "./fixtures";
import { daysFromToday, insertInvoice, openBilling, uniqueClient } from "./invoice-helpers";
import { insertOnlinePaymentRow } from "./online-office-helpers";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  test.slow();
  await signInAs(page, E2E_ADMIN);
});

// Without keys the card says online payment is off, or (the browser tests' server of the full
// product runs with TEST_PAYMENTS=on) that the built-in test payments take card payments instead.
const NO_KEYS = /^(Not set up: clients see no card payment|No Stripe keys: the built-in test payments)/;

test("an owner saves the Stripe keys in Billing Settings, sees them masked, then removes them", async ({ page }) => {
  await openBilling(page);
  await page.getByRole("button", { name: "Billing Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Billing Settings" });
  const card = dialog.getByRole("region", { name: "Online payment" });
  await expect(card.getByText(NO_KEYS)).toBeVisible();
  await expect(card).toContainText("/api/webhooks/stripe");
  await expect(card).toContainText("checkout.session.completed");
  const secretKey = card.getByLabel("Stripe secret key");
  const webhookSecret = card.getByLabel("Webhook signing secret");
  for (const input of [secretKey, webhookSecret]) {
    await expect(input).toHaveAttribute("type", "password");
    await expect(input).toHaveAttribute("autocomplete", "off");
  }

  // A publishable key pasted by mistake, and no signing secret on the first save.
  await secretKey.fill("pk_live_51E2eOnlyPublishable");
  await card.getByRole("button", { name: "Save Keys" }).click();
  await expect(card.getByText("A Stripe secret key starts with sk_ or rk_ (Stripe: Developers, API keys).")).toBeVisible();
  await expect(card.getByText("Enter the webhook signing secret.")).toBeVisible();
  expect(await axeOutsideToasts(page)).toEqual([]);

  await secretKey.fill("sk_test_51E2eOfficeKey0000WXYZ");
  await webhookSecret.fill("whsec_E2eOfficeSecret000ghij");
  await card.getByRole("button", { name: "Save Keys" }).click();
  await expect(toast(page, "Stripe keys saved.")).toBeVisible();
  await expect(card.getByText("sk_test_••••WXYZ")).toBeVisible();
  await expect(card.getByText("whsec_••••ghij")).toBeVisible();
  await expect(secretKey).toHaveValue("");
  await expect(card).not.toContainText("E2eOfficeKey");

  // Shown masked after a reload too; the key itself never reaches the page.
  await page.reload();
  await page.getByRole("button", { name: "Billing Settings" }).click();
  await expect(card.getByText("sk_test_••••WXYZ")).toBeVisible();
  expect(await page.content()).not.toContain("E2eOfficeKey");
  expect(await axeOutsideToasts(page)).toEqual([]);

  await card.getByRole("button", { name: "Remove keys" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove the Stripe keys?" });
  await confirm.getByRole("button", { name: "Remove Keys" }).click();
  await expect(toast(page, "Stripe keys removed.")).toBeVisible();
  await expect(card.getByText(NO_KEYS)).toBeVisible();
  await expect(card.getByRole("button", { name: "Remove keys" })).toHaveCount(0);
});

test("an invoice paid online shows 'Card (online)' with its reference and the overpayment, which the owner resolves", async ({ page }) => {
  const client = uniqueClient("Online Paid Co");
  const invoice = await insertInvoice({ clientName: client, status: "sent", issueDate: daysFromToday(-10), dueDate: daysFromToday(20) });
  const n = invoice.invoiceNumber;
  const reference = `pi_e2e${Date.now().toString(36)}`;
  await insertOnlinePaymentRow(invoice.id, { appliedCents: 62785, overpaymentCents: 5000, reference, paidOn: daysFromToday(-1) });

  // The Billing overview counts the overpayments to resolve and links to the invoice.
  await openBilling(page);
  const notice = page.getByRole("region", { name: /overpayments? to resolve$/ });
  await notice.getByRole("link", { name: n, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${n}`));
  const row = page.getByRole("row").filter({ hasText: client });
  await row.getByRole("button", { name: `View ${n}` }).click();
  const details = page.getByRole("dialog", { name: new RegExp(`^Invoice ${n}`) });
  const payments = details.getByRole("table", { name: `Payments of ${n}` });
  const payment = payments.getByRole("row").filter({ hasText: reference });
  await expect(payment.getByText("Card (online)")).toBeVisible();
  await expect(payment.getByText(`Ref. ${reference}`)).toBeVisible();
  await expect(payment.getByText("Overpayment of $50.00 to resolve")).toBeVisible();
  // Money taken online is refunded in Stripe, never deleted here.
  await expect(payment.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  expect(await axeOutsideToasts(page)).toEqual([]);

  await payment.getByRole("button", { name: "Mark resolved" }).click();
  const resolve = page.getByRole("dialog", { name: "Resolve the overpayment of $50.00" });
  await resolve.getByRole("button", { name: "Mark Resolved" }).click();
  await expect(resolve.getByText("Say how the overpayment was settled.")).toBeVisible();
  await resolve.getByLabel("How it was settled").fill("Refunded $50.00 in Stripe.");
  await resolve.getByRole("button", { name: "Mark Resolved" }).click();
  await expect(toast(page, "Overpayment marked resolved.")).toBeVisible();
  await expect(resolve).toBeHidden();
  await expect(payment.getByText("Overpayment of $50.00 resolved")).toBeVisible();
  await expect(payment.getByRole("button", { name: "Mark resolved" })).toHaveCount(0);

  await openBilling(page);
  await expect(page.getByRole("link", { name: n, exact: true })).toHaveCount(0);
});

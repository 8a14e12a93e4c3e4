import { expect, test, type Page } from "@playwright/test";

import { expectNoAxeViolationsOnceIdle } from "./axe";
import { sentInvoiceLink, sentProposal } from "./online-client-helpers";

/*
 * A client pays an invoice by card on its page, through the demo's built-in test payments provider
 * (the e2e server runs with TEST_PAYMENTS on, scripts/run.ts): no keys, no network, no card.
 */

test.beforeEach(() => {
  // Several server renders per flow on a shared 2-core machine.
  test.slow();
});

/** Pays on the test checkout page and comes back to the invoice. */
async function payOnTestCheckout(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[a-f0-9]+$/);
  await expect(page.getByRole("heading", { name: "Test payment: no card is charged" })).toBeVisible();
  await expectNoAxeViolationsOnceIdle(page);
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/invoice\/[A-Za-z0-9_-]{43}\?session_id=cs_test_[a-f0-9]+$/);
}

/** The invoice paid, with the receipt of the card payment. */
async function expectPaidWithReceipt(page: Page, amount: string) {
  const receipt = page.getByRole("region", { name: "Payment received" });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText("Card (online)");
  await expect(receipt).toContainText(amount);
  await expect(receipt).toContainText(/Reference\s*pi_test_[a-f0-9]{24}/);
  await expect(page.getByText("Status: Paid")).toBeVisible();
  await expect(page.getByText("Paid in full")).toBeVisible();
  await expect(page.getByRole("button", { name: /by card/ })).toHaveCount(0);
}

test("a client opens a sent invoice, pays by card on the test checkout, and comes back to it paid with a receipt", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  const invoice = await sentInvoiceLink("Canyon Yoga");
  const answer = await page.goto(invoice.path);
  expect(answer!.headers()["content-security-policy"]).toContain("form-action 'self' https://checkout.stripe.com");
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
  await expect(page.getByText("No payments received yet.")).toBeVisible();
  await expectNoAxeViolationsOnceIdle(page);

  await page.getByRole("button", { name: "Pay $627.85 by card" }).click();
  await payOnTestCheckout(page, "$627.85");
  await expectPaidWithReceipt(page, "$627.85");
  await expect(page.getByRole("listitem").filter({ hasText: "Card (online)" })).toContainText("$627.85");
  await expectNoAxeViolationsOnceIdle(page);

  // Reloading the return address (or the webhook arriving later) records nothing twice.
  await page.reload();
  await expectPaidWithReceipt(page, "$627.85");
  await expect(page.getByRole("listitem").filter({ hasText: "Card (online)" })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("a cancelled checkout returns to the invoice unchanged", async ({ page }) => {
  const invoice = await sentInvoiceLink("Mesa Bakery");
  await page.goto(invoice.path);
  await page.getByRole("button", { name: "Pay $627.85 by card" }).click();
  await expect(page.getByRole("heading", { name: "Test payment: no card is charged" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();

  await expect(page).toHaveURL(new RegExp(`${invoice.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
  await expect(page.getByText("No payments received yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay $627.85 by card" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment received" })).toHaveCount(0);
  await expect(page.getByText("Payment processing...")).toHaveCount(0);
});

test("the deposit invoice of an accepted proposal is paid the same way, for its deposit", async ({ page }) => {
  const proposal = await sentProposal("P");

  await page.goto(`/proposal/${proposal.token}`);
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await page.getByLabel("Your full name").fill("Maya Torres");
  await page.getByRole("checkbox", { name: "I agree to the terms" }).check();
  await page.getByRole("button", { name: "Accept proposal" }).click();
  await expect(page.getByRole("heading", { name: "Proposal accepted" })).toBeVisible();
  await page.getByRole("link", { name: /View deposit invoice INV-/ }).click();
  await expect(page.getByText("Deposit (50%) for PRO-2026-P")).toBeVisible();

  await page.getByRole("button", { name: "Pay $2,475.00 by card" }).click();
  await payOnTestCheckout(page, "$2,475.00");
  await expectPaidWithReceipt(page, "$2,475.00");
});

test("the test checkout of an unknown session is the 404 page", async ({ page }) => {
  const answer = await page.goto("/test-checkout/cs_test_0000000000000000");
  expect(answer!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
});

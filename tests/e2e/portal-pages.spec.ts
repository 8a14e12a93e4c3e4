import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { clientContacts, invoices, projects, projectUpdates } from "@/db/schema";

import { expectNoAxeViolationsOnceIdle } from "./axe";
import { uniqueName, withTestDb } from "./db-helpers";
import { daysFromToday, insertInvoice } from "./invoice-helpers";
import { insertClient } from "../support/clients";
import { portalSessionFor } from "../support/portal";
import { insertProposal } from "../support/proposal-fixtures";

/*
 * The client portal as a client uses it on a phone (390 px wide), signed in with a portal session
 * cookie as a spent sign-in link leaves it: the overview, a project, an invoice paid through the
 * demo's test checkout and then listed in payments, a proposal accepted, a statement for a range.
 * Every page passes axe.
 */

test.beforeEach(async ({ page }) => {
  // Several server renders per flow on a shared 2-core machine.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
});

/** Nothing is wider than the phone: no sideways scrolling of the whole page. */
async function expectFitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/** A client with a contact, an active project with a shared update, an open proposal and a sent invoice; the contact signed in. */
async function signedInClient(page: Page, baseURL: string) {
  const name = uniqueName("Juniper Farms");
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return withTestDb(async (db) => {
    const clientId = await insertClient(db, {
      displayName: name,
      billingEmail: `${slug}@example.com`,
      contacts: [{ name: "Rosa Juniper", email: `${slug}@example.com` }],
    });
    const [project] = await db
      .insert(projects)
      .values({
        clientId,
        title: "Farm shop website",
        clientName: name,
        clientEmail: `${slug}@example.com`,
        status: "in_progress",
        progressPercentage: 65,
        startDate: daysFromToday(-30),
        endDate: daysFromToday(60),
        deliverables: ["Online farm shop", "Delivery map"],
      })
      .returning({ id: projects.id });
    await db.insert(projectUpdates).values({ projectId: project!.id, body: "The shop's design is approved.", clientVisible: true });
    const proposal = await insertProposal(db, {
      clientId,
      proposalNumber: `PRO-${slug}`,
      validUntil: daysFromToday(30),
      recipientEmail: `${slug}@example.com`,
    });
    const invoice = await insertInvoice({ clientName: name, status: "sent", issueDate: daysFromToday(-3), dueDate: daysFromToday(27) });
    await db.update(invoices).set({ clientId }).where(eq(invoices.id, invoice.id));
    const [contact] = await db.select({ id: clientContacts.id }).from(clientContacts).where(eq(clientContacts.clientId, clientId));
    const session = await portalSessionFor(db, contact!.id);
    await page.context().addCookies([{ ...session.cookie, url: baseURL }]);
    return { name, projectId: project!.id, proposal, invoice };
  });
}

test("a client follows a project and pays an invoice by card from the portal, then finds the payment", async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  const client = await signedInClient(page, baseURL!);

  await page.goto("/portal/overview");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Rosa" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Balance" })).toContainText("$627.85");
  await expect(page.getByRole("progressbar", { name: "Farm shop website progress" })).toHaveAttribute("aria-valuenow", "65");
  await expectNoAxeViolationsOnceIdle(page);
  await expectFitsThePhone(page);

  await page.getByRole("region", { name: "Active projects" }).getByRole("link", { name: "Farm shop website" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Farm shop website" })).toBeVisible();
  await expect(page.getByText("Online farm shop")).toBeVisible();
  await expect(page.getByText("The shop's design is approved.")).toBeVisible();
  await expectNoAxeViolationsOnceIdle(page);
  await expectFitsThePhone(page);

  await page.getByRole("navigation", { name: "Client portal" }).getByRole("link", { name: "Invoices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await expectNoAxeViolationsOnceIdle(page);
  await page.getByRole("link", { name: `Invoice ${client.invoice.invoiceNumber}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${client.invoice.invoiceNumber}` })).toBeVisible();
  await expectNoAxeViolationsOnceIdle(page);
  await expectFitsThePhone(page);

  await page.getByRole("button", { name: "Pay $627.85 by card" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[a-f0-9]+$/);
  await page.getByRole("button", { name: "Pay $627.85" }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/invoices/${client.invoice.id}\\?session_id=cs_test_[a-f0-9]+$`));
  const receipt = page.getByRole("region", { name: "Payment received" });
  await expect(receipt).toContainText("Card (online)");
  await expect(receipt).toContainText("$627.85");
  await expect(page.getByText("Paid in full")).toBeVisible();
  await expectNoAxeViolationsOnceIdle(page);

  await page.getByRole("navigation", { name: "Client portal" }).getByRole("link", { name: "Payments" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  const payment = page.getByRole("listitem").filter({ hasText: client.invoice.invoiceNumber });
  await expect(payment).toContainText("Payment of $627.85");
  await expect(payment).toContainText("Card (online)");
  await expect(payment).toContainText(/pi_test_[a-f0-9]{24}/);
  await expectNoAxeViolationsOnceIdle(page);
  await expectFitsThePhone(page);

  await payment.getByRole("link", { name: /View receipt/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment receipt" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeVisible();
  await expectNoAxeViolationsOnceIdle(page);
  expect(problems).toEqual([]);
});

test("a client accepts a proposal from the portal", async ({ page, baseURL }) => {
  const client = await signedInClient(page, baseURL!);

  await page.goto("/portal/proposals");
  await expect(page.getByRole("heading", { level: 1, name: "Proposals" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Decided" })).toContainText("Proposals you accept or decline will be listed here.");
  await expectNoAxeViolationsOnceIdle(page);
  await expectFitsThePhone(page);

  await page.getByRole("region", { name: "Awaiting your decision" }).getByRole("link", { name: client.proposal.proposal.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: client.proposal.proposal.title })).toBeVisible();
  await expectNoAxeViolationsOnceIdle(page);
  await expectFitsThePhone(page);

  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await page.getByLabel("Your full name").fill("Rosa Juniper");
  await page.getByLabel("I agree to the terms").check();
  await page.getByRole("button", { name: "Accept proposal" }).click();
  await expect(page.getByRole("heading", { name: "Proposal accepted" })).toBeVisible();
  await expect(page.getByText(/Accepted by Rosa Juniper/)).toBeVisible();
  await expectNoAxeViolationsOnceIdle(page);

  await page.getByRole("navigation", { name: "Client portal" }).getByRole("link", { name: "Proposals" }).click();
  await expect(page.getByRole("region", { name: "Decided" }).getByText("Status: Accepted")).toBeVisible();
});

test("a client reads a statement for a range, and is told when the range is wrong", async ({ page, baseURL }) => {
  const client = await signedInClient(page, baseURL!);

  await page.goto("/portal/statement");
  await expect(page.getByRole("heading", { level: 1, name: "Statement" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Statement lines" })).toContainText(client.invoice.invoiceNumber);
  await expectNoAxeViolationsOnceIdle(page);
  await expectFitsThePhone(page);

  await page.getByLabel("From", { exact: true }).fill(daysFromToday(-1));
  await page.getByLabel("To", { exact: true }).fill(daysFromToday(-20));
  await page.getByRole("button", { name: "Show statement" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "From must be on or before To." })).toBeVisible();
  await expectNoAxeViolationsOnceIdle(page);

  await page.getByLabel("From", { exact: true }).fill(daysFromToday(-10));
  await page.getByLabel("To", { exact: true }).fill(daysFromToday(0));
  await page.getByRole("button", { name: "Show statement" }).click();
  await expect(page.getByRole("region", { name: "Statement lines" })).toContainText(client.invoice.invoiceNumber);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toMatch(/^statement-Juniper-Farms-.*\.pdf$/);
});

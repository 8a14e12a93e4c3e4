import { expect, test } from "@playwright/test";

import { axeViolations } from "./axe";
import { withTestDb } from "./db-helpers";
import { daysFromToday } from "./invoice-helpers";
import { sentProposal } from "./online-client-helpers";
import { insertProposal } from "../support/proposal-fixtures";

/*
 * The client's side of a proposal in the browser: the link opens the proposal without a session,
 * the package and option change the total at once, Accept and Decline record the answer, and an
 * expired proposal offers no button. Proposals are inserted as sending leaves them.
 */

test("a client changes the package and an option, sees the total follow, and accepts with their name", async ({ page }) => {
  const fixture = await sentProposal("E");
  await page.goto(`/proposal/${fixture.token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Web Development for Aspen Brew Co" })).toBeVisible();
  await expect(page.getByText("Here is our proposal for your new site.")).toBeVisible();
  const totals = page.getByRole("group", { name: "Totals" });
  await expect(totals).toContainText("$4,950.00");

  await page.getByRole("radio", { name: /Starter/ }).check();
  await expect(totals).toContainText("$3,850.00");
  await page.getByRole("checkbox", { name: /Photography/ }).check();
  await expect(totals).toContainText("$4,180.00");
  await expect(totals).toContainText("$2,090.00");

  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await page.getByRole("button", { name: "Accept proposal" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Enter your full name." })).toBeVisible();
  await expect(page.getByLabel("Your full name")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Your full name").fill("Maya Torres");
  await page.getByRole("button", { name: "Accept proposal" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Tick “I agree to the terms” to accept." })).toBeVisible();
  await page.getByRole("checkbox", { name: "I agree to the terms" }).check();
  await page.getByRole("button", { name: "Accept proposal" }).click();

  await expect(page.getByRole("heading", { name: "Proposal accepted" })).toBeVisible();
  await expect(page.getByText(/Accepted by Maya Torres on .+, for a total of \$4,180\.00\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Proposal accepted" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Accepted totals" })).toContainText("$4,180.00");

  const invoiceLink = page.getByRole("link", { name: /View deposit invoice INV-/ });
  const invoiceNumber = ((await invoiceLink.textContent()) ?? "").replace("View deposit invoice ", "").trim();
  await invoiceLink.click();
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByText("Deposit (50%) for PRO-2026-E")).toBeVisible();
  await expect(page.getByText("$2,090.00").first()).toBeVisible();
});

test("a client declines with a reason, and the page then says so", async ({ page }) => {
  const fixture = await sentProposal("E");
  await page.goto(`/proposal/${fixture.token}`);
  await page.getByRole("button", { name: "Decline", exact: true }).click();
  await page.getByLabel("Reason (optional)").fill("We went with an in-house team.");
  await page.getByRole("button", { name: "Decline proposal" }).click();
  await expect(page.getByRole("heading", { name: "Proposal declined" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Proposal declined" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);
});

test("an expired proposal says so and offers no button", async ({ page }) => {
  const fixture = await sentProposal("E", { validUntil: daysFromToday(-3) });
  await page.goto(`/proposal/${fixture.token}`);
  await expect(page.getByRole("heading", { name: "This proposal has expired" })).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
});

test("a replaced proposal links to the newest version, and an unknown link is the 404 page", async ({ page }) => {
  const first = await sentProposal("E", { status: "replaced" });
  const second = await withTestDb((db) =>
    insertProposal(db, {
      leadId: first.proposal.leadId,
      recipientEmail: first.proposal.recipientEmail,
      proposalNumber: first.proposal.proposalNumber,
      version: 2,
      validUntil: daysFromToday(20),
    }),
  );
  await page.goto(`/proposal/${first.token}`);
  await expect(page.getByRole("heading", { name: "This proposal was replaced" })).toBeVisible();
  await page.getByRole("link", { name: "View the new version" }).click();
  await expect(page).toHaveURL(new RegExp(`/proposal/${second.token}$`));
  await expect(page.getByText(`Proposal ${first.proposal.proposalNumber} v2`)).toBeVisible();

  const response = await page.goto("/proposal/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect(response?.status()).toBe(404);
});

test("the proposal page is noindex, downloads its PDF, and axe finds no violation", async ({ page }) => {
  const fixture = await sentProposal("E");
  await page.goto(`/proposal/${fixture.token}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toMatch(/^PRO-2026-E.+\.pdf$/);

  await page.waitForLoadState("networkidle");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(page.getByLabel("Your full name")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

import { expect, test, type Page } from "@playwright/test";

import { signInAs } from "./admin-helpers";
import { axeViolations } from "./axe";
import { uniqueName } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";
import { insertMail } from "./outbox-helpers";

const outboxTable = (page: Page) => page.getByRole("table", { name: "Outgoing mail, newest first" });

/** The Outbox narrowed by its search box, through the URL it keeps its state in. */
async function openOutbox(page: Page, query: string) {
  await page.goto(`/admin/outbox?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole("heading", { name: "Outbox", exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
});

test("the Outbox lists mail by state with its last error, filters it, and retries one failed mail", async ({ page }) => {
  const tag = uniqueName("outbox").replace(/\s+/g, "-").toLowerCase();
  await insertMail([
    { toAddress: `ana.${tag}@example.com`, subject: `Proposal ${tag}`, status: "sent" },
    { toAddress: `ben.${tag}@example.com`, subject: `Kickoff ${tag}`, status: "failed" },
    { toAddress: `cat.${tag}@example.com`, subject: `Reminder ${tag}`, status: "queued" },
  ]);

  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Outbox" }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole("heading", { name: "Outbox", exact: true })).toBeVisible();

  await openOutbox(page, tag);
  const table = outboxTable(page);
  await expect(table.getByRole("row")).toHaveCount(4); // header + 3
  const failedRow = table.getByRole("row").filter({ hasText: `ben.${tag}@example.com` });
  await expect(failedRow).toContainText("Failed");
  await expect(failedRow).toContainText("8 attempts");
  await expect(failedRow).toContainText("Resend 503: Service unavailable");
  await expect(table.getByRole("row").filter({ hasText: `ana.${tag}` })).toContainText("Sent");

  await page.getByRole("combobox", { name: "State filter" }).click();
  await page.getByRole("option", { name: "Failed" }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(table.getByRole("row")).toHaveCount(2);

  // Only failed mail offers Retry; afterwards it is queued again and leaves the Failed filter.
  await failedRow.getByRole("button", { name: /^Retry the mail to ben\./ }).click();
  await expect(page.getByText("The mail is queued for another attempt.")).toBeVisible();
  await expect(page.getByText("No mails match your search and filters.")).toBeVisible();

  await page.getByRole("combobox", { name: "State filter" }).click();
  await page.getByRole("option", { name: "Queued" }).click();
  await expect(table.getByRole("row").filter({ hasText: `ben.${tag}@example.com` })).toContainText("Queued");
  await expect(table.getByRole("button", { name: /^Retry/ })).toHaveCount(0);
});

test("'Retry all failed' queues every failed mail again", async ({ page }) => {
  test.slow();
  const tag = uniqueName("retry-all").replace(/\s+/g, "-").toLowerCase();
  await insertMail([
    { toAddress: `one.${tag}@example.com`, subject: `First ${tag}`, status: "failed" },
    { toAddress: `two.${tag}@example.com`, subject: `Second ${tag}`, status: "failed" },
  ]);
  await openOutbox(page, tag);
  const table = outboxTable(page);
  await expect(table.getByText("Failed", { exact: true })).toHaveCount(2);

  await page.getByRole("button", { name: /^Retry all failed/ }).click();
  await expect(page.getByText(/^\d+ mails? queued for another attempt\.$/)).toBeVisible();
  await expect(table.getByText("Queued", { exact: true })).toHaveCount(2);
  await expect(page.getByRole("button", { name: /^Retry all failed/ })).toBeDisabled();
});

test("the Outbox passes axe, with failed mail and its Retry on screen", async ({ page }) => {
  test.slow();
  const tag = uniqueName("axe").replace(/\s+/g, "-").toLowerCase();
  await insertMail([
    { toAddress: `axe.${tag}@example.com`, subject: `Checked ${tag}`, status: "failed" },
    { toAddress: `ok.${tag}@example.com`, subject: `Sent ${tag}`, status: "sent" },
  ]);
  await openOutbox(page, tag);
  await expect(outboxTable(page).getByRole("row")).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
});

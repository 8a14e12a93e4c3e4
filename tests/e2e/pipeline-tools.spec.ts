import { readFile } from "node:fs/promises";

import { expect, test, type Download, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";

import { signInAs } from "./admin-helpers";
import { axeViolations } from "./axe";
import { insertLeads, uniqueName } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";
import { daysFromToday, insertInvoice, uniqueClient } from "./invoice-helpers";

// Each test signs in and makes several server round trips; a shared two-core machine needs the room.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
});

/** Clicks 'Export CSV' and reads the downloaded file the way a spreadsheet import would. */
async function exportCsv(page: Page): Promise<{ download: Download; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  const text = await readFile((await download.path())!, "utf8");
  return { download, rows: parse(text, { bom: true, columns: true }) as Record<string, string>[] };
}

test("the Leads tab's CSV holds every lead matching the search and filters, not just the page", async ({ page }) => {
  const tag = uniqueName("Csvexport");
  await insertLeads([
    ...Array.from({ length: 27 }, (_, i) => ({
      name: `${tag} Match ${i}`,
      status: "qualified" as const,
      source: "brand_analysis" as const,
    })),
    { name: `${tag} Other Status`, status: "new" as const, source: "brand_analysis" as const },
    { name: `${tag} Other Source`, status: "qualified" as const, source: "contact_form" as const },
  ]);
  await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("heading", { name: "Leads Management" })).toBeVisible();
  await page.getByRole("combobox", { name: "Status filter" }).click();
  await page.getByRole("option", { name: "Qualified" }).click();
  await expect(page).toHaveURL(/status=qualified/);
  await page.getByRole("combobox", { name: "Source filter" }).click();
  await page.getByRole("option", { name: "Brand Analysis" }).click();
  await expect(page).toHaveURL(/source=brand_analysis/);
  await expect(page.getByLabel("27 matching")).toBeVisible();
  await expect(page.getByText("Page 1 of 2")).toBeVisible(); // the table shows 25 of them

  const { download, rows } = await exportCsv(page);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(rows).toHaveLength(27);
  expect(rows.every((row) => row.Name!.startsWith(`${tag} Match`) && row.Status === "qualified" && row.Source === "brand_analysis")).toBe(
    true,
  );
});

test("the Billing tab's CSV honours the search and the overdue filter", async ({ page }) => {
  const client = uniqueClient("Csvbilling");
  await insertInvoice({ clientName: `${client} Late One`, status: "sent", issueDate: daysFromToday(-60), dueDate: daysFromToday(-30) });
  await insertInvoice({ clientName: `${client} Late Two`, status: "draft", issueDate: daysFromToday(-50), dueDate: daysFromToday(-20) });
  await insertInvoice({ clientName: `${client} Paid`, status: "paid", issueDate: daysFromToday(-60), dueDate: daysFromToday(-30) });
  await insertInvoice({ clientName: `${client} Not Due`, status: "sent", issueDate: daysFromToday(-5), dueDate: daysFromToday(25) });
  await page.goto(`/admin/billing?q=${encodeURIComponent(client)}`);
  await expect(page.getByRole("heading", { name: "Invoices & Billing" })).toBeVisible();

  const all = await exportCsv(page);
  expect(all.download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(all.rows.map((row) => row["Client Name"]).sort()).toEqual([
    `${client} Late One`,
    `${client} Late Two`,
    `${client} Not Due`,
    `${client} Paid`,
  ]);

  await page.getByRole("combobox", { name: "Status filter" }).click();
  await page.getByRole("option", { name: "Overdue" }).click();
  await expect(page).toHaveURL(/status=overdue/);
  // The address changes a moment before the page renders the filtered list and its link.
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /status=overdue/);
  const overdue = await exportCsv(page);
  expect(overdue.rows.map((row) => [row["Client Name"], row.Overdue, row.Total]).sort()).toEqual([
    [`${client} Late One`, "yes", "627.85"],
    [`${client} Late Two`, "yes", "627.85"],
  ]);
});

/** The Overview's follow-up row of one lead. */
const followUpRow = (page: Page, name: string) =>
  page.getByRole("table", { name: "Follow-ups due, oldest first" }).getByRole("row").filter({ hasText: name });

test("marking a follow-up done takes it off the list", async ({ page }) => {
  const name = uniqueName("Followdone");
  // Long overdue, so it is first on the oldest-first list.
  await insertLeads([{ name, status: "contacted", company: "Done Dental", nextFollowUpDate: daysFromToday(-400) }]);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Follow-ups due" })).toBeVisible();
  const row = followUpRow(page, name);
  await expect(row).toContainText("Done Dental");
  await expect(row).toContainText(/\d+ days late/);

  await row.getByRole("button", { name: /^Mark done/ }).click();
  await expect(page.getByText("Follow-up marked as done.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Follow-ups due" })).toBeFocused();
});

test("snoozing a follow-up refuses a past date, then moves it to the chosen day", async ({ page }) => {
  const name = uniqueName("Followsnooze");
  await insertLeads([{ name, status: "qualified", nextFollowUpDate: daysFromToday(-399) }]);
  await page.goto("/admin/dashboard");
  const row = followUpRow(page, name);
  await row.getByRole("button", { name: /^Snooze/ }).click();
  const popover = page.getByRole("dialog", { name: `Snooze the follow-up with ${name}` });
  const date = popover.getByLabel("Snooze until");
  await expect(date).toHaveValue(/^\d{4}-\d{2}-\d{2}$/); // tomorrow by default

  await date.fill(daysFromToday(-3));
  await popover.getByRole("button", { name: "Snooze" }).click();
  await expect(popover.getByText("Choose today or a later date.")).toBeVisible();

  const target = daysFromToday(5);
  await date.fill(target);
  await popover.getByRole("button", { name: "Snooze" }).click();
  const [year, month, day] = target.split("-").map(Number) as [number, number, number];
  const shown = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  await expect(page.getByText(`Follow-up snoozed to ${shown}.`)).toBeVisible();
  await expect(popover).toBeHidden();
  await expect(row).toHaveCount(0);
});

test("the Overview's charts render from the data, each with a data table", async ({ page }) => {
  await page.goto("/admin/dashboard");
  const charts = [
    { figure: "New leads per week", table: "New leads per week by source", rows: 12 },
    { figure: "Paid revenue per month", table: "Paid revenue per month", rows: 12 },
    { figure: "Pipeline value by status", table: "Pipeline value by lead status", rows: 6 },
  ];
  for (const chart of charts) {
    const figure = page.getByRole("figure", { name: chart.figure });
    await expect(figure).toBeVisible();
    // The picture: recharts draws bars into an SVG once its chunk has loaded.
    await expect(figure.locator("svg path").first()).toBeVisible();
    await figure.getByText(`Show data: ${chart.figure}`).click();
    const table = figure.getByRole("table", { name: chart.table });
    await expect(table.getByRole("row")).toHaveCount(chart.rows + 1);
  }
  // The seeded data shows: leads this quarter, paid invoices and pipeline value.
  await expect(page.getByRole("figure", { name: "New leads per week" })).toContainText(/\d+ new leads in the last 12 weeks/);
  await expect(page.getByRole("figure", { name: "Paid revenue per month" })).toContainText(/\$[\d,]+\.\d{2} paid in the last 12 months/);
  await expect(page.getByRole("table", { name: "Pipeline value by lead status" }).getByRole("row", { name: /^New / })).toContainText("$");

  expect(await axeViolations(page, { include: "main" })).toEqual([]);
});

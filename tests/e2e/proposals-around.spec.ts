import { expect, test, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";

import { invoiceItems, invoices } from "@/db/schema";

import { signInAs } from "./admin-helpers";
import { axeOutsideToasts } from "./axe";
import { insertLeads, uniqueName, withTestDb } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";
import { daysFromToday, openBilling } from "./invoice-helpers";
import { holdScripts, hydrated } from "./site-helpers";
import { insertClient, insertClientProject } from "../support/clients";
import { insertProposalRow, type ProposalRowSeed } from "../support/proposal-rows";

test.beforeEach(async ({ page }) => {
  // Several server renders per flow on a shared 2-core machine.
  test.slow();
  await signInAs(page, E2E_ADMIN);
});

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** A proposal number of this run ('PRO-2026-<5 digits>'), so a retried test never meets an older run's rows. */
// The clock's last five digits and a counter: two numbers made in the same millisecond still differ.
let made = 0;
const uniqueNumber = () => `PRO-2026-${String(Date.now() % 100_000).padStart(5, "0")}${made++ % 10}`;

const insertProposals = (seeds: ProposalRowSeed[]) =>
  withTestDb(async (db) => {
    const ids: string[] = [];
    for (const seed of seeds) ids.push(await insertProposalRow(db, seed));
    return ids;
  });

test("the owner sets the proposal settings in Billing Settings, and a value out of range is refused with its message", async ({ page }) => {
  await openBilling(page);
  await page.getByRole("button", { name: "Billing Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Billing Settings" });
  const validFor = dialog.getByLabel("Proposals are valid for");
  const deposit = dialog.getByLabel("Deposit", { exact: true });
  const remind = dialog.getByLabel("Remind the client");
  await expect(validFor).toHaveValue("30");
  await expect(deposit).toHaveValue("50");
  await expect(remind).toHaveValue("3");
  await expect(remind).toHaveAccessibleDescription("days before a proposal expires");

  await validFor.fill("400");
  await deposit.fill("120");
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await expect(dialog.getByText("Proposals must be valid for 1 to 365 days.")).toBeVisible();
  await expect(dialog.getByText("The deposit must be between 0 and 100 percent.")).toBeVisible();

  await validFor.fill("45");
  await deposit.fill("40");
  await remind.fill("5");
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page, "Billing settings saved.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole("button", { name: "Billing Settings" }).click();
  await expect(validFor).toHaveValue("45");
  await expect(deposit).toHaveValue("40");
  await expect(remind).toHaveValue("5");

  // Back to the defaults, so other tests see the usual settings.
  await validFor.fill("30");
  await deposit.fill("50");
  await remind.fill("3");
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await expect(dialog).toBeHidden();
});

test("a lead's details list its proposals (and no other lead's) and offer 'Create proposal'", async ({ page }) => {
  const name = uniqueName("Proposal Lead");
  const other = uniqueName("Other Lead");
  const [lead, otherLead] = await insertLeads([
    { name, status: "qualified" },
    { name: other, status: "qualified" },
  ]);
  const number = uniqueNumber();
  const [first, revised] = await insertProposals([
    { number, title: "Bakery website", leadId: lead!.id, status: "replaced", total: "4200.00", validUntil: "2026-05-01" },
    { number, version: 2, title: "Bakery website, trimmed", leadId: lead!.id, status: "sent", total: "3600.00", validUntil: "2026-05-15" },
    { number: uniqueNumber(), title: "Someone else's shop", leadId: otherLead!.id, status: "viewed" },
  ]);

  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `View details for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Lead Details" });
  const proposals = dialog.getByRole("table", { name: "Proposals of this lead" });
  await expect(proposals.getByRole("row")).toHaveCount(3); // the header and two versions
  const newest = proposals.getByRole("row").nth(1);
  await expect(newest.getByRole("link", { name: `${number} v2` })).toHaveAttribute("href", `/admin/proposals/${revised}`);
  await expect(newest).toContainText("Bakery website, trimmed");
  await expect(newest).toContainText("$3,600.00");
  await expect(newest).toContainText("Sent");
  await expect(newest).toContainText("May 15, 2026");
  const older = proposals.getByRole("row").nth(2);
  await expect(older.getByRole("link", { name: number, exact: true })).toHaveAttribute("href", `/admin/proposals/${first}`);
  await expect(older).toContainText("Replaced");
  await expect(dialog).not.toContainText("Someone else's shop");
  await expect(dialog.getByRole("link", { name: "Create proposal" })).toHaveAttribute("href", `/admin/proposals/new?lead=${lead!.id}`);
  expect(await axeOutsideToasts(page, '[role="dialog"]')).toEqual([]);

  // The Overview's pipeline counts the open proposal value (sent and viewed proposals).
  await page.goto("/admin/dashboard");
  await expect(page.getByText(/\d+ open proposals? worth \$[\d,]+\.\d{2} \(sent or viewed\)\./)).toBeVisible();
});

test("a client's page lists its proposals and offers 'New proposal'", async ({ page }) => {
  const name = uniqueName("Proposal Client");
  const { clientId, otherId } = await withTestDb(async (db) => ({
    clientId: await insertClient(db, { displayName: name }),
    otherId: await insertClient(db, { displayName: uniqueName("Other Client") }),
  }));
  const number = uniqueNumber();
  const [accepted] = await insertProposals([
    { number, title: "Brand refresh", clientId, status: "accepted", total: "8000.00" },
    { number: uniqueNumber(), title: "Not this client's", clientId: otherId, status: "sent" },
  ]);

  await page.goto(`/admin/clients/${clientId}`);
  const section = page.getByRole("region", { name: /^Proposals/ });
  await expect(section.getByRole("heading", { name: /^Proposals/ })).toContainText("(1)");
  const row = section.getByRole("row").filter({ hasText: "Brand refresh" });
  await expect(row.getByRole("link", { name: number })).toHaveAttribute("href", `/admin/proposals/${accepted}`);
  await expect(row).toContainText("$8,000.00");
  await expect(row).toContainText("Accepted");
  await expect(section).not.toContainText("Not this client's");
  await expect(section.getByRole("link", { name: "New proposal" })).toHaveAttribute("href", `/admin/proposals/new?client=${clientId}`);
  expect(await axeOutsideToasts(page)).toEqual([]);
});

/** A client with a project whose accepted proposal made a $1,000.00 deposit invoice (sent); the invoice's number. */
async function projectWithDeposit(clientName: string, projectTitle: string): Promise<string> {
  return withTestDb((db) =>
    db.transaction(async (tx) => {
      const email = `${clientName.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`;
      const clientId = await insertClient(tx, { displayName: clientName, billingEmail: email });
      const projectId = await insertClientProject(tx, clientId, projectTitle, "in_progress");
      const year = Number(daysFromToday(0).slice(0, 4));
      const [row] = await tx.execute<{ last_value: number }>(sql`
        insert into invoice_number_sequences (year, last_value) values (${year}, 1)
        on conflict (year) do update set last_value = invoice_number_sequences.last_value + 1
        returning last_value`);
      const invoiceNumber = `INV-${year}-${String(Number(row!.last_value)).padStart(4, "0")}`;
      const [deposit] = await tx
        .insert(invoices)
        .values({
          clientId,
          projectId,
          invoiceNumber,
          clientName,
          clientEmail: email,
          issueDate: daysFromToday(-10),
          dueDate: daysFromToday(20),
          status: "sent",
          subtotal: "1000.00",
          totalAmount: "1000.00",
        })
        .returning({ id: invoices.id });
      await tx.insert(invoiceItems).values({
        invoiceId: deposit!.id,
        description: "Deposit (50%)",
        quantity: "1",
        unitPrice: "1000.00",
        totalPrice: "1000.00",
      });
      await insertProposalRow(tx, {
        number: uniqueNumber(),
        clientId,
        status: "accepted",
        total: "2000.00",
        projectId,
        depositInvoiceId: deposit!.id,
      });
      return invoiceNumber;
    }),
  );
}

test("a project's final invoice ticks 'Less deposit INV-...': the line and the reduced total in the form, the details and the client page", async ({
  page,
  browser,
}) => {
  const client = uniqueName("Deposit Dental");
  const project = uniqueName("Deposit Website");
  const depositNumber = await projectWithDeposit(client, project);

  await openBilling(page);
  await page.getByRole("button", { name: "New Invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Invoice" });
  await dialog.getByRole("combobox", { name: "Client", exact: true }).click();
  await page.getByRole("combobox", { name: "Search clients" }).fill(client.split(" ").slice(-1)[0]!);
  await page.getByRole("option", { name: new RegExp(client) }).click();
  await expect(dialog.getByLabel("Client Name")).toHaveValue(client);
  const lessDeposit = dialog.getByRole("checkbox", { name: `Less deposit ${depositNumber}` });
  await expect(lessDeposit).toHaveCount(0); // no project, no deposit to deduct
  await dialog.getByLabel("Project").selectOption({ label: project });
  await expect(lessDeposit).toBeVisible();
  await dialog.getByLabel("Due Date").fill(daysFromToday(30));
  await dialog.getByLabel("Description for item 1").fill("Website build, final");
  await dialog.getByLabel("Unit price for item 1").fill("3000");
  const totals = dialog.getByLabel("Invoice totals");
  await expect(totals).toContainText("Total$3,000.00");
  await lessDeposit.check();
  await expect(totals).toContainText(`Less deposit ${depositNumber}-$1,000.00`);
  await expect(totals).toContainText("Total$2,000.00");
  expect(await axeOutsideToasts(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(toast(page, "Invoice created successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Search invoices" }).fill(client);
  const row = page.getByRole("row").filter({ hasText: "$2,000.00" });
  await expect(row).toHaveCount(1);
  const n = (await row.innerText()).match(/INV-\d{4}-\d{4}/)![0];
  expect(n).not.toBe(depositNumber);

  // The draft opens with its deposit ticked and the reduced total.
  await row.getByRole("button", { name: `Edit ${n}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit Invoice ${n}` });
  await expect(edit.getByRole("checkbox", { name: `Less deposit ${depositNumber}` })).toBeChecked();
  await expect(edit.getByLabel("Invoice totals")).toContainText("Total$2,000.00");
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();

  // Sent, so the client page exists; the details name the deposit and carry the link.
  await row.getByRole("button", { name: `Send Invoice ${n}` }).click();
  const send = page.getByRole("dialog", { name: `Send Invoice ${n}` });
  await expect(send).toContainText("$2,000.00");
  await send.getByRole("button", { name: "Send Invoice" }).click();
  await expect(send).toBeHidden();
  await row.getByRole("button", { name: `View ${n}` }).click();
  const details = page.getByRole("dialog", { name: new RegExp(`^Invoice ${n}`) });
  const detailTotals = details.getByLabel(`Totals of ${n}`);
  await expect(detailTotals).toContainText(`Less deposit ${depositNumber}-$1,000.00`);
  await expect(detailTotals).toContainText("Total$2,000.00");
  const link = await details.getByLabel("Client link").inputValue();
  await page.keyboard.press("Escape");

  const clientContext = await browser.newContext();
  try {
    const clientPage = await clientContext.newPage();
    await clientPage.goto(link);
    await expect(clientPage.getByRole("heading", { name: `Invoice ${n}` })).toBeVisible();
    const figures = clientPage.getByLabel("Totals");
    await expect(figures).toContainText(`Less deposit ${depositNumber}`);
    await expect(figures).toContainText("-$1,000.00");
    await expect(figures).toContainText("$2,000.00");
  } finally {
    await clientContext.close();
  }

  // Deducted once: another invoice of the project is not offered the deposit again.
  await page.getByRole("button", { name: "New Invoice" }).click();
  await dialog.getByRole("combobox", { name: "Client", exact: true }).click();
  await page.getByRole("combobox", { name: "Search clients" }).fill(client.split(" ").slice(-1)[0]!);
  await page.getByRole("option", { name: new RegExp(client) }).click();
  await dialog.getByLabel("Project").selectOption({ label: project });
  await expect(dialog.getByLabel("Project")).not.toHaveValue("");
  await expect(dialog.getByText(/^Less deposit/)).toHaveCount(0);
});

test("a draft opens in the editor already filled in by the server, before its script has run", async ({ page }) => {
  const number = uniqueNumber();
  const [draft] = await insertProposals([{ number, title: "Garden centre website", total: "2750.00", validUntil: "2026-06-30" }]);
  const release = await holdScripts(page);
  await page.goto(`/admin/proposals/${draft}/edit`, { waitUntil: "domcontentloaded" });
  const line = "line 1 of section 1";
  const filled = {
    "Recipient Name": "Jordan Lee",
    "Recipient Email": "jordan@example.com",
    Title: "Garden centre website",
    "Valid Until": "2026-06-30",
    "Section title": "Scope",
    [`Kind of ${line}`]: "included",
    [`Description of ${line}`]: "Garden centre website",
    [`Quantity of ${line}`]: "1",
    [`Unit price of ${line}`]: "2750",
  };
  const expectFilled = async () => {
    for (const [label, value] of Object.entries(filled)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  };
  await expectFilled();
  release();
  await hydrated(page.getByRole("button", { name: "Save Draft" }));
  await expectFilled();
});

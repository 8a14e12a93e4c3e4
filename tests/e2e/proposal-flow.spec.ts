import { expect, test, type Locator, type Page } from "@playwright/test";

import { signInAs } from "./admin-helpers";
import { uniqueName } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";
import { cents } from "./invoice-helpers";

/*
 * The whole proposal flow in the browser, every step through the pages a person uses: a visitor's
 * insights brief on the home page becomes a lead; the owner drafts a proposal from it (the lines
 * come from the estimate the visitor saw), sends it and copies its link; the client, with no
 * session, ticks an option and accepts; the deposit invoice opens on its client page; back in the
 * back office the lead is won, the project holds the accepted total and the deposit invoice is
 * sent and takes a payment.
 */

// Some twenty page loads and server actions on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

const money = (value: number) => `$${(value / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const lineInput = (page: Page, field: "Description" | "Unit price" | "Kind" | "Quantity", line: number, section = 1) =>
  page.getByLabel(`${field} of line ${line} of section ${section}`, { exact: true });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "$2,000 - $4,000" -> [2000, 4000] (whole dollars, as the estimate shows them). */
function priceRange(text: string): [number, number] {
  const match = /^\$([\d,]+) - \$([\d,]+)$/.exec(text.trim());
  expect(match, `"${text}" is a price range`).not.toBeNull();
  return [Number(match![1]!.replace(/,/g, "")), Number(match![2]!.replace(/,/g, ""))];
}

/** The cost breakdown the visitor saw: each service with its low and high price. */
async function costBreakdown(results: Locator): Promise<{ service: string; low: number; high: number }[]> {
  const terms = await results.getByRole("term").allInnerTexts();
  const definitions = await results.getByRole("definition").allInnerTexts();
  expect(terms).toHaveLength(definitions.length);
  return terms.flatMap((service, index) => {
    const price = definitions[index]!.trim();
    if (!/^\$[\d,]+ - \$[\d,]+$/.test(price)) return []; // the timeline's phases
    const [low, high] = priceRange(price);
    return [{ service: service.trim(), low, high }];
  });
}

/** A figure of a labelled totals block: 'Total' -> cents. */
async function figure(totals: Locator, label: RegExp): Promise<number> {
  const text = await totals.innerText();
  const match = new RegExp(`(?:^|\\n)${label.source}\\s+(\\$[\\d,]+\\.\\d{2})`).exec(text);
  expect(match, `${label} in "${text}"`).not.toBeNull();
  return cents(match![1]!);
}

test("a visitor's insights brief becomes a proposal the client accepts online, with a project and a deposit invoice the owner is paid on", async ({
  page,
  context,
  browser,
}) => {
  const visitor = uniqueName("Robin Flow");
  const brand = uniqueName("Basalt Bakery");
  const email = `${visitor.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@basaltbakery.example`;
  const title = `Web Development for ${brand}`;
  const option = "Product photography day";

  // 1. The visitor asks for insights on the home page, with a project type, budget and timeline.
  const visitorContext = await browser.newContext();
  let estimate: { service: string; low: number; high: number }[];
  try {
    const home = await visitorContext.newPage();
    await home.goto("/");
    const form = home.locator("section#ai-insights");
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole("button", { name: "Generate Free Insights" })).toBeEnabled();
    await form.getByRole("textbox", { name: "Brand Name", exact: true }).fill(brand);
    await form.getByRole("textbox", { name: "Website", exact: true }).fill("basaltbakery.example");
    await form.getByRole("textbox", { name: "Your Name", exact: true }).fill(visitor);
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByRole("combobox", { name: "Project Type", exact: true }).selectOption("web-development");
    await form.getByRole("combobox", { name: "Budget Range", exact: true }).selectOption("15k-50k");
    await form.getByRole("combobox", { name: "Preferred Timeline", exact: true }).selectOption("3-months");
    await form.getByRole("textbox", { name: "Project Requirements", exact: true }).fill("Online ordering for two bakeries.");
    await form.getByRole("button", { name: "Generate Free Insights" }).click();
    await expect(form.getByRole("heading", { name: "Analysis Complete" })).toBeVisible();
    await expect(form.getByRole("heading", { name: "Pricing Estimate" })).toBeVisible();
    estimate = await costBreakdown(form);
    expect(estimate.length).toBeGreaterThan(1);
  } finally {
    await visitorContext.close();
  }

  // 2. The owner finds the new lead and starts a proposal from its details.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/leads");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(visitor);
  await expect(page.getByRole("combobox", { name: `Status for ${visitor}` })).toHaveText("New");
  await page.getByRole("button", { name: `View details for ${visitor}` }).click();
  const leadDialog = page.getByRole("dialog", { name: "Lead Details" });
  await expect(leadDialog).toContainText(brand);
  await leadDialog.getByRole("link", { name: "Create proposal" }).click();

  // The editor holds the visitor's estimate: each service at the middle of its range.
  await expect(page.getByRole("heading", { name: "New Proposal" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Recipient Email")).toHaveValue(email);
  for (const [index, line] of estimate.entries()) {
    await expect(lineInput(page, "Description", index + 1)).toHaveValue(line.service);
    await expect(lineInput(page, "Unit price", index + 1)).toHaveValue(String(Math.round((line.low + line.high) / 2)));
  }
  const scopeCents = estimate.reduce((sum, line) => sum + Math.round((line.low + line.high) / 2) * 100, 0);

  // An optional line the client may tick, left unticked by the agency.
  await page.getByRole("button", { name: "Add line to section 1" }).click();
  const added = estimate.length + 1;
  await lineInput(page, "Kind", added).selectOption("optional");
  await lineInput(page, "Description", added).fill(option);
  await lineInput(page, "Unit price", added).fill("900");
  await page.getByRole("button", { name: "Create Proposal" }).click();
  await expect(page.getByRole("heading", { name: /^Proposal PRO-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(page.getByText("Proposal created.")).toBeVisible();
  await expect(page.getByRole("cell", { name: option })).toBeVisible();
  const proposalUrl = page.url();
  const label = ((await page.getByRole("heading", { name: /^Proposal PRO-/ }).textContent()) ?? "").replace("Proposal ", "").trim();

  // 3. Sent, then its client link copied.
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const send = page.getByRole("dialog");
  await expect(send.getByText(email)).toBeVisible();
  await send.getByRole("button", { name: "Send Proposal" }).click();
  await expect(page.getByText(`Proposal sent to ${email}.`)).toBeVisible();
  await expect(page.getByText("Sent", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Client link copied.")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/proposal\/[A-Za-z0-9_-]{43}$/);

  // 4. The client, in a browser of their own with no session, ticks the option and accepts.
  const clientContext = await browser.newContext();
  let proposed: number;
  let total: number;
  let deposit: number;
  let invoiceNumber: string;
  let invoiceUrl: string;
  try {
    const client = await clientContext.newPage();
    await client.goto(link);
    await expect(client.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const totals = client.getByRole("group", { name: "Totals" });
    proposed = await figure(totals, /Total/);
    await client.getByRole("checkbox", { name: new RegExp(option) }).check();
    await expect.poll(() => figure(totals, /Total/)).toBeGreaterThan(proposed);
    total = await figure(totals, /Total/);
    deposit = await figure(totals, /Deposit on acceptance \(\d+%\)/);
    // The scope and the option, before tax.
    expect(await figure(totals, /Subtotal/)).toBe(scopeCents + 90_000);
    expect(deposit).toBeGreaterThan(0);

    await client.getByRole("button", { name: "Accept", exact: true }).click();
    await client.getByLabel("Your full name").fill(visitor);
    await client.getByRole("checkbox", { name: "I agree to the terms" }).check();
    await client.getByRole("button", { name: "Accept proposal" }).click();
    await expect(client.getByRole("heading", { name: "Proposal accepted" })).toBeVisible();
    await expect(
      client.getByText(new RegExp(`^Accepted by ${escape(visitor)} on .+, for a total of ${escape(money(total))}\\.$`)),
    ).toBeVisible();
    await expect(client.getByRole("listitem").filter({ hasText: option })).toContainText("$900.00");
    await expect(client.getByRole("group", { name: "Accepted totals" })).toContainText(money(total));

    // 5. The deposit invoice's client page: the deposit, all of it due.
    const invoiceLink = client.getByRole("link", { name: /^View deposit invoice INV-\d{4}-\d{4}$/ });
    invoiceNumber = ((await invoiceLink.textContent()) ?? "").replace("View deposit invoice", "").trim();
    await invoiceLink.click();
    await expect(client).toHaveURL(/\/invoice\/[A-Za-z0-9_-]{43}$/);
    invoiceUrl = client.url();
    await expect(client.getByRole("heading", { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(client.getByRole("cell", { name: /^Deposit \(\d+%\) for PRO-\d{4}-\d{4}$/ })).toBeVisible();
    await expect(client.getByText("Balance due", { exact: true })).toBeVisible();
    await expect(client.getByText(money(deposit), { exact: true }).first()).toBeVisible();
    await expect(client.getByText("No payments received yet.")).toBeVisible();
    expect(await clientContext.cookies()).toEqual([]);
  } finally {
    await clientContext.close();
  }

  // 6. Back office: the proposal is accepted, with the signer, the project and the deposit invoice.
  await page.goto(proposalUrl);
  await expect(page.getByText("Accepted", { exact: true }).first()).toBeVisible();
  const acceptance = page.getByRole("region", { name: "Accepted" });
  await expect(acceptance).toContainText(visitor);
  await expect(acceptance).toContainText(money(total));
  await expect(acceptance.getByRole("link", { name: invoiceNumber })).toBeVisible();
  // What the client chose, frozen: the ticked option is among the lines accepted.
  await expect(
    acceptance.getByRole("table", { name: "Lines accepted" }).getByRole("row", { name: new RegExp(escape(option)) }),
  ).toContainText(money(90000));
  // The lines and totals as the agency proposed them (the option unticked) stay as they were.
  await expect(page.getByLabel("Totals as proposed", { exact: true })).toContainText(money(proposed));

  // The lead is won; its details list the proposal as accepted, and its history the steps.
  await page.goto("/admin/leads");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(visitor);
  await expect(page.getByRole("combobox", { name: `Status for ${visitor}` })).toHaveText("Won");
  await page.getByRole("button", { name: `View details for ${visitor}` }).click();
  const wonLead = page.getByRole("dialog", { name: "Lead Details" });
  await expect(wonLead.getByRole("table", { name: "Proposals of this lead" }).getByRole("row").filter({ hasText: label })).toContainText(
    "Accepted",
  );
  const history = wonLead.getByRole("list", { name: "Lead history" });
  await expect(history).toContainText(`Proposal ${label} sent to ${email}`);
  await expect(history).toContainText(`Proposal ${label} accepted by ${visitor}`);
  await expect(history).toContainText(`Status changed to won: proposal ${label} accepted`);
  await page.keyboard.press("Escape");

  // The project exists at the accepted total.
  await page.goto(proposalUrl);
  await page.getByRole("region", { name: "Accepted" }).getByRole("link", { name: title }).click();
  const project = page.getByRole("table", { name: "Projects, newest first" }).getByRole("row", { name: new RegExp(title) });
  await expect(project).toContainText(money(total));
  await expect(project).toContainText("From Lead");

  // The deposit invoice is in Billing as sent, and a payment settles it.
  await page.goto(proposalUrl);
  await page.getByRole("region", { name: "Accepted" }).getByRole("link", { name: invoiceNumber }).click();
  await expect(page.getByRole("heading", { name: "Invoices & Billing" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: invoiceNumber });
  const status = row.getByRole("combobox", { name: `Status of ${invoiceNumber}` });
  await expect(status).toHaveValue("sent");
  await row.getByRole("button", { name: `Record payment for ${invoiceNumber}` }).click();
  const pay = page.getByRole("dialog", { name: `Record Payment for ${invoiceNumber}` });
  // The whole balance offered: the deposit (a number field, so "11825" for $11,825.00).
  await expect.poll(async () => Math.round(Number(await pay.getByLabel("Amount ($)").inputValue()) * 100)).toBe(deposit);
  await pay.getByLabel("Payment Method").selectOption("ACH");
  await pay.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText(`Payment recorded; ${invoiceNumber} is paid in full.`)).toBeVisible();
  await expect(status).toHaveValue("paid");

  // The client's invoice page says so.
  const paidContext = await browser.newContext();
  try {
    const client = await paidContext.newPage();
    await client.goto(invoiceUrl);
    await expect(client.getByText("Paid in full", { exact: true })).toBeVisible();
    await expect(client.getByRole("region", { name: "Payments" }).getByRole("listitem")).toHaveText(
      new RegExp(`· ACH\\s*${escape(money(deposit))}$`),
    );
  } finally {
    await paidContext.close();
  }
});

import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { leads, mailOutbox, proposals } from "@/db/schema";

import { createAdmin, signInAs } from "./admin-helpers";
import { axeViolations } from "./axe";
import { insertLeads, uniqueName, withTestDb } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";

// A staff member of this spec's own: staff draft proposals, owners send them.
const STAFF = {
  username: "e2e_proposals_staff",
  email: "proposals.staff@summitdigital.co",
  pin: "5827",
  password: "Staff-Proposals-2026!",
  firstName: "Sol",
  lastName: null,
  phone: null,
  role: "staff" as const,
};

test.beforeAll(async () => {
  await createAdmin(STAFF);
});

/** A lead whose brief (web development, $15k-50k, 3 months) prices the proposal's lines. */
async function briefLead(name: string) {
  const [lead] = await insertLeads([
    {
      name,
      company: `${name} Co`,
      source: "brand_analysis",
      status: "qualified",
      service: "web-development",
      budget: "15k-50k",
      timeline: "3-months",
      message: "We need a new site with online ordering.",
    },
  ]);
  return lead!;
}

async function expectNoAxeViolation(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const lineInput = (page: Page, field: "Description" | "Unit price" | "Kind" | "Quantity", line: number, section: number) =>
  page.getByLabel(`${field} of line ${line} of section ${section}`, { exact: true });

test("an owner drafts a proposal from a lead's brief, edits it, sends it, copies its link and revises it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const name = uniqueName("Proposal Lead");
  const lead = await briefLead(name);
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/dashboard");

  // The navigation has the section; the editor opens pre-filled from the lead's brief.
  await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Proposals" }).click();
  await expect(page.getByRole("heading", { name: "Proposals" })).toBeVisible();
  await page.goto(`/admin/proposals/new?lead=${lead.id}`);
  await expect(page.getByRole("heading", { name: "New Proposal" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Web Development for ${name} Co`);
  await expect(page.getByLabel("Recipient Email")).toHaveValue(lead.email);
  await expect(page.getByLabel("Section title")).toHaveValue("Web Development");
  // The price book's lines at the middle of their range: Discovery & UX planning, $2,000 - $4,000.
  await expect(lineInput(page, "Description", 1, 1)).toHaveValue("Discovery & UX planning");
  await expect(lineInput(page, "Unit price", 1, 1)).toHaveValue("3000");
  await expect(lineInput(page, "Description", 4, 1)).toHaveValue("Launch, analytics & on-page SEO");
  await expect(page.getByLabel("Total as proposed", { exact: true })).toHaveText("$22,750.00");

  // Edit a line: the totals follow at once.
  await lineInput(page, "Unit price", 1, 1).fill("2500");
  await expect(page.getByLabel("Total as proposed", { exact: true })).toHaveText("$22,250.00");

  // A package group (Starter shown chosen) and an optional line, left unticked.
  await page.getByRole("button", { name: "Add package group" }).click();
  await lineInput(page, "Unit price", 1, 2).fill("1000");
  await lineInput(page, "Unit price", 2, 2).fill("2000");
  await page.getByRole("button", { name: "Add line to section 2" }).click();
  await lineInput(page, "Kind", 3, 2).selectOption("optional");
  await lineInput(page, "Description", 3, 2).fill("Product photography");
  await lineInput(page, "Unit price", 3, 2).fill("600");
  await expect(page.getByLabel("Total as proposed", { exact: true })).toHaveText("$23,250.00");
  // Growth as the default package instead of Starter.
  await page.getByRole("radio", { name: "Default package, line 2 of section 2" }).check();
  await expect(page.getByLabel("Total as proposed", { exact: true })).toHaveText("$24,250.00");
  await page.getByRole("checkbox", { name: "Ticked option, line 3 of section 2" }).check();
  await expect(page.getByLabel("Total as proposed", { exact: true })).toHaveText("$24,850.00");
  await page.getByRole("checkbox", { name: "Ticked option, line 3 of section 2" }).uncheck();

  // A refused save keeps what was typed.
  await page.getByLabel("Title", { exact: true }).fill(" ");
  await page.getByRole("button", { name: "Create Proposal" }).click();
  await expect(page.getByText("Title is required.")).toBeVisible();
  await expect(lineInput(page, "Description", 3, 2)).toHaveValue("Product photography");
  await page.getByLabel("Title", { exact: true }).fill(`A new site for ${name}`);
  await page.getByRole("button", { name: "Create Proposal" }).click();

  await expect(page.getByRole("heading", { name: /^Proposal PRO-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(page.getByText("Proposal created.")).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Product photography" })).toBeVisible();
  await expect(page.getByLabel("Totals as proposed", { exact: true })).toContainText("$24,250.00");
  const proposalUrl = page.url();
  const proposalId = proposalUrl.slice(proposalUrl.lastIndexOf("/") + 1);

  // Send (owner): the dialog, then sent, with its client link.
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(lead.email)).toBeVisible();
  await dialog.getByLabel("Message (optional)").fill(`Hi ${name},\n\nAs discussed.`);
  await dialog.getByRole("button", { name: "Send Proposal" }).click();
  await expect(page.getByText(`Proposal sent to ${lead.email}.`)).toBeVisible();
  await expect(page.getByText("Sent", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  const stored = await withTestDb(async (db) => {
    const [proposal] = await db.select().from(proposals).where(eq(proposals.id, proposalId));
    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.proposalId, proposalId));
    const [movedLead] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.id));
    return { proposal: proposal!, mail, leadStatus: movedLead!.status };
  });
  expect(stored.proposal.status).toBe("sent");
  expect(stored.mail).toHaveLength(1);
  expect(stored.mail[0]!.attachment).toBe("proposal_pdf");
  expect(stored.leadStatus).toBe("proposal");

  // Copy link puts the client page's address on the clipboard.
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Client link copied.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/proposal\/[A-Za-z0-9_-]{43}$/);

  // Revise: version 2 as a draft in the editor, lines copied.
  await page.getByRole("button", { name: "Revise" }).click();
  await expect(page.getByRole("heading", { name: /^Edit Proposal PRO-\d{4}-\d{4} v2$/ })).toBeVisible();
  await expect(lineInput(page, "Description", 3, 2)).toHaveValue("Product photography");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("heading", { name: /^Proposal PRO-\d{4}-\d{4} v2$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Version 1" })).toBeVisible();

  // The list finds it by the lead's name, with its value and status.
  await page.goto(`/admin/proposals?q=${encodeURIComponent(name)}`);
  const rows = page.getByRole("row").filter({ hasText: `A new site for ${name}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: /PRO-\d{4}-\d{4} v2/ })).toContainText("Draft");
  await expect(rows.filter({ hasText: "Sent" })).toContainText("$24,250.00");
});

test("staff draft a proposal but see no Send, and the list filters by status", async ({ page }) => {
  const name = uniqueName("Staff Proposal Lead");
  const lead = await briefLead(name);
  await signInAs(page, STAFF);
  // 'New Proposal' on the list asks whom it is for first.
  await page.goto("/admin/proposals");
  await page.getByRole("link", { name: "New Proposal" }).click();
  await expect(page.getByRole("heading", { name: "New Proposal" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Lead" })).toBeVisible();
  // An address naming no lead says so.
  await page.goto("/admin/proposals/new?lead=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Lead or client not found" })).toBeVisible();
  await page.goto(`/admin/proposals/new?lead=${lead.id}`);
  await expect(lineInput(page, "Description", 1, 1)).toHaveValue("Discovery & UX planning");
  await expectNoAxeViolation(page);
  await page.getByRole("button", { name: "Create Proposal" }).click();
  await expect(page.getByRole("heading", { name: /^Proposal PRO-\d{4}-\d{4}$/ })).toBeVisible();
  // Checked without the toast, whose fade-in axe would catch half-transparent, once the page is back.
  await page.reload();
  await expect(page.getByRole("region", { name: "Sections and lines" })).toBeVisible();
  await expectNoAxeViolation(page);
  await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete draft" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);

  await page.goto(`/admin/proposals?status=sent&q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No proposals match your search and filters.")).toBeVisible();
  await page.goto(`/admin/proposals?status=draft&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("row").filter({ hasText: `Web Development for ${name} Co` })).toHaveCount(1);
  await expectNoAxeViolation(page);
});

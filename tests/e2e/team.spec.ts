import { expect, test, type Browser, type Page } from "@playwright/test";

import { fillLogin, signInAs } from "./admin-helpers";
import { axeViolations } from "./axe";
import { ageTemporaryCredentials, insertLeads, uniqueName } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";
import { holdScripts } from "./site-helpers";

const sections = (page: Page) => page.getByRole("navigation", { name: "Back office sections" });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** A browser of its own (own cookies), on the sign-in page. */
async function newBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test("an owner adds a staff admin, who sets their own secrets, works without Billing, and is signed out when deactivated; Audit shows it all", async ({
  page: owner,
  browser,
}) => {
  // Two browsers and five bcrypt sign-ins and saves on a shared machine.
  test.slow();
  const username = `staff${Date.now().toString(36)}`;
  const email = `${username}@summitdigital.co`;
  const leadName = uniqueName("Staff Lead");
  await insertLeads([{ name: leadName, status: "new" }]);

  // The owner adds the admin from the Team tab and is shown the temporary secrets once.
  await signInAs(owner, E2E_ADMIN);
  await owner.goto("/admin/dashboard");
  await sections(owner).getByRole("link", { name: "Team" }).click();
  await expect(owner.getByRole("heading", { name: "Team", exact: true })).toBeVisible();
  await owner.getByRole("button", { name: "Add Admin" }).click();
  const form = owner.getByRole("dialog", { name: "Add Admin" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("First Name").fill("Sage");
  await form.getByLabel("Role").selectOption("staff");
  await form.getByRole("button", { name: "Add Admin" }).click();
  const shown = owner.getByRole("dialog", { name: "Temporary password and PIN" });
  await expect(shown).toContainText("Shown only this once");
  const password = await shown.getByLabel("Temporary password").inputValue();
  const pin = await shown.getByLabel("Temporary PIN").inputValue();
  expect(password).toMatch(/^\S{4}-\S{4}-\S{4}-\S{4}$/);
  expect(pin).toMatch(/^\d{6}$/);
  await shown.getByRole("button", { name: "Done" }).click();
  const row = owner.getByRole("row").filter({ hasText: username });
  await expect(row).toContainText("Staff");
  await expect(row).toContainText("Never");
  await expect(row).toContainText(/Temporary password, expires \w{3} \d{1,2}, \d{4}/);

  // The staff member signs in with them and must choose their own before anything else.
  const staff = await newBrowser(browser);
  await fillLogin(staff, { username, email, pin, password });
  await expect(staff).toHaveURL(/\/admin\/set-credentials$/);
  await expect(staff.getByRole("heading", { name: "Set your password and PIN" })).toBeVisible();
  await staff.goto("/admin/leads");
  await expect(staff).toHaveURL(/\/admin\/set-credentials$/);
  await staff.getByLabel("New password", { exact: true }).fill("Sages-Own-Pass-1");
  await staff.getByLabel("Confirm new password").fill("Sages-Own-Pass-1");
  await staff.getByLabel("New PIN", { exact: true }).fill("8642");
  await staff.getByLabel("Confirm new PIN").fill("8642");
  await staff.getByRole("button", { name: "Save and continue" }).click();
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);

  // No Billing (nor the other owner sections) in the tabs, and the server refuses them anyway.
  await expect(sections(staff).getByRole("link")).toHaveText([
    "Overview",
    "Leads",
    "Clients",
    "Projects",
    "Proposals",
    "Communications",
    "Profile",
  ]);
  const csv = await staff.request.get("/api/admin/export/invoices.csv");
  expect(csv.status()).toBe(403);
  expect(await csv.json()).toEqual({ error: "Only an owner can do this." });
  const billing = await staff.goto("/admin/billing");
  expect(billing?.status()).toBe(403);
  await expect(staff.getByRole("heading", { name: "Only an owner can open this section" })).toBeVisible();
  await expect(staff.getByRole("heading", { name: "Invoices & Billing" })).toHaveCount(0);

  // Staff work leads: the page is open when the owner deactivates them.
  await sections(staff).getByRole("link", { name: "Leads" }).click();
  await staff.getByRole("searchbox", { name: "Search leads" }).fill(leadName);
  const status = staff.getByRole("combobox", { name: `Status for ${leadName}` });
  await expect(status).toBeVisible();

  await owner.reload();
  await owner.getByRole("button", { name: `Deactivate ${username}` }).click();
  const confirm = owner.getByRole("alertdialog", { name: `Deactivate ${username}?` });
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(owner, "The admin is deactivated; 1 session signed out.")).toBeVisible();
  await expect(owner.getByRole("row").filter({ hasText: username })).toContainText("Deactivated");

  // The staff member's next action finds the session gone and their page goes to the sign-in page.
  await status.click();
  await staff.getByRole("option", { name: "Contacted" }).click();
  await expect(staff).toHaveURL(/\/admin\/login$/);
  await fillLogin(staff, { username, email, pin: "8642", password: "Sages-Own-Pass-1" });
  await expect(toast(staff, "This admin account is deactivated. Ask an owner to reactivate it.")).toBeVisible();
  await staff.context().close();

  // The Audit tab shows every step, the staff member's own included.
  await sections(owner).getByRole("link", { name: "Audit" }).click();
  await expect(owner.getByRole("heading", { name: "Audit", exact: true })).toBeVisible();
  const audit = owner.getByRole("table", { name: "Audit trail, newest first" });
  await owner.getByRole("combobox", { name: "Entity filter" }).click();
  await owner.getByRole("option", { name: "Admin", exact: true }).click();
  await expect(owner).toHaveURL(/entity=admin/);
  for (const action of ["Created", "Password and PIN set", "Deactivated"]) {
    await expect(audit.getByRole("row").filter({ hasText: username }).filter({ hasText: action })).toHaveCount(1);
  }
  await owner.getByRole("combobox", { name: "Entity filter" }).click();
  await owner.getByRole("option", { name: "Sign-in" }).click();
  await expect(audit.getByRole("row").filter({ hasText: username }).filter({ hasText: "Signed in" })).toHaveCount(1);
  await expect(audit.getByRole("row").filter({ hasText: username }).filter({ hasText: "Failed sign-in" })).toHaveCount(1);

  // An entry's details; the export carries the list's filters.
  await audit
    .getByRole("row")
    .filter({ hasText: "Failed sign-in" })
    .filter({ hasText: username })
    .getByRole("button", { name: /^View the audit entry/ })
    .click();
  const details = owner.getByRole("dialog", { name: "Audit entry" });
  await expect(details).toContainText("Failed sign-in: the admin is deactivated");
  await expect(details.getByRole("definition").filter({ hasText: /^inactive$/ })).toHaveCount(1);
  await owner.keyboard.press("Escape");
  await expect(details).toHaveCount(0);
  await expect(owner.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/export/audit.csv?entity=session");
});

test("temporary credentials stop working after 72 hours: the Team list says so and sign-in tells the admin to ask an owner", async ({
  page: owner,
  browser,
}) => {
  test.slow();
  const username = `late${Date.now().toString(36)}`;
  const email = `${username}@summitdigital.co`;
  await signInAs(owner, E2E_ADMIN);
  await owner.goto("/admin/team");
  await owner.getByRole("button", { name: "Add Admin" }).click();
  const form = owner.getByRole("dialog", { name: "Add Admin" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Add Admin" }).click();
  const shown = owner.getByRole("dialog", { name: "Temporary password and PIN" });
  await expect(shown).toContainText("They stop working after 72 hours.");
  const password = await shown.getByLabel("Temporary password").inputValue();
  const pin = await shown.getByLabel("Temporary PIN").inputValue();
  await shown.getByRole("button", { name: "Done" }).click();

  await ageTemporaryCredentials(username, 73);
  await owner.reload();
  await expect(owner.getByRole("row").filter({ hasText: username })).toContainText("Temporary password expired: reset it");

  const late = await newBrowser(browser);
  await fillLogin(late, { username, email, pin, password });
  await expect(
    toast(late, "Your temporary password and PIN have expired (they work for 72 hours). Ask an owner to reset them."),
  ).toBeVisible();
  await expect(late).toHaveURL(/\/admin\/login$/);
  await late.context().close();
});

test("an owner's Audit list filters by date range in the address", async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/audit");
  // Typed at once, maybe before the page's script runs: the date still counts.
  await page.getByLabel("From", { exact: true }).fill("2020-01-01");
  await expect(page).toHaveURL(/from=2020-01-01/);
  await page.getByLabel("To", { exact: true }).fill("2020-01-31");
  await expect(page).toHaveURL(/to=2020-01-31/);
  await expect(page.getByText("No entries match your search and filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("");
  await expect(page.getByRole("table", { name: "Audit trail, newest first" })).toBeVisible();
});

test("a search and a date typed before the page's script has run still filter the list", async ({ page }) => {
  await signInAs(page, E2E_ADMIN);

  let release = await holdScripts(page);
  await page.goto("/admin/team", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Search admins").fill("e2e_admin");
  release();
  await expect(page).toHaveURL(/[?&]q=e2e_admin/);
  await expect(page.getByRole("row").filter({ hasText: "e2e_admin" })).toHaveCount(1);

  await page.unrouteAll();
  release = await holdScripts(page);
  await page.goto("/admin/audit", { waitUntil: "domcontentloaded" });
  await page.getByLabel("From", { exact: true }).fill("2099-01-01");
  release();
  await expect(page).toHaveURL(/[?&]from=2099-01-01/);
  await expect(page.getByText("No entries match your search and filters.")).toBeVisible();
});

test("the Team and Audit sections, with their dialogs, pass axe", async ({ page }) => {
  const axe = async () => {
    expect(await axeViolations(page)).toEqual([]);
  };
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/team");
  await expect(page.getByRole("heading", { name: "Team", exact: true })).toBeVisible();
  await axe();
  await page.getByRole("button", { name: "Add Admin" }).click();
  await expect(page.getByRole("dialog", { name: "Add Admin" })).toBeVisible();
  await axe();
  await page.keyboard.press("Escape");
  await page.goto("/admin/audit");
  await expect(page.getByRole("table", { name: "Audit trail, newest first" })).toBeVisible();
  await axe();
  await page
    .getByRole("button", { name: /^View the audit entry/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Audit entry" })).toBeVisible();
  await axe();
});

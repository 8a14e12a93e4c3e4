import { expect, test, type Page } from "@playwright/test";

import { signInAs } from "./admin-helpers";
import { insertClient, insertLeads, uniqueName } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";

// Each test signs in and makes several server round trips; a shared two-core machine needs the room.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
});

const projectsTable = (page: Page) => page.getByRole("table", { name: "Projects, newest first" });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test("a project's client is searched and picked with the keyboard alone", async ({ page }) => {
  const clientName = uniqueName("Keyboard Client");
  await insertClient(clientName, `${clientName.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`);
  const title = uniqueName("Picked Project");
  await page.goto("/admin/projects");
  await page.getByRole("button", { name: "New Project" }).click();
  const form = page.getByRole("dialog", { name: "New Project" });
  await form.getByLabel("Title").fill(title);

  const picker = form.getByRole("combobox", { name: "Client", exact: true });
  await picker.focus();
  await expect(picker).toHaveText("Choose a client");
  // Arrow down opens the list with the focus in its search box.
  await page.keyboard.press("ArrowDown");
  const search = page.getByRole("combobox", { name: "Search clients" });
  await expect(search).toBeFocused();
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  // Escape closes the list only (not the dialog) and gives the focus back.
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();
  await expect(form).toBeVisible();
  await expect(picker).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(search).toBeFocused();
  await page.keyboard.type(clientName.split(" ").slice(-1)[0]!); // the unique part of the name
  const option = page.getByRole("option", { name: new RegExp(clientName) });
  await expect(option).toHaveCount(1);
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(search).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await page.keyboard.press("Enter");
  await expect(search).toBeHidden();
  await expect(picker).toHaveText(clientName);
  await expect(form).toBeVisible(); // Enter chose; it did not submit the project form

  await form.getByRole("button", { name: "Create Project" }).click();
  await expect(toast(page, "Project created successfully.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search projects" }).fill(title);
  await expect(projectsTable(page).getByRole("row", { name: new RegExp(title) })).toContainText(clientName);
});

test("a client made inline from the picker is chosen, and a refused field keeps what was typed", async ({ page }) => {
  const clientName = uniqueName("Inline Client");
  await page.goto("/admin/projects");
  await page.getByRole("button", { name: "New Project" }).click();
  const form = page.getByRole("dialog", { name: "New Project" });
  await form.getByLabel("Title").fill(uniqueName("Inline Project"));
  await form.getByRole("combobox", { name: "Client", exact: true }).click();
  await page.getByRole("combobox", { name: "Search clients" }).fill(clientName);
  await expect(page.getByRole("status").filter({ hasText: "No clients match." })).toBeVisible();
  await page.getByRole("button", { name: "New client" }).click();

  const dialog = page.getByRole("dialog", { name: "New Client" });
  await expect(dialog.getByLabel("Display Name")).toHaveValue(clientName);
  await dialog.getByLabel("Billing Email").fill("not-an-email");
  await dialog.getByLabel("Contact 1 Name").fill("Pat Doe");
  await dialog.getByLabel("Contact 1 Email").fill("pat@inline.example");
  await dialog.getByRole("button", { name: "Add Contact" }).click();
  await dialog.getByLabel("Contact 2 Name").fill("Lee Doe");
  await dialog.getByLabel("Contact 2 Email").fill("PAT@inline.example");
  await dialog.getByRole("button", { name: "Create Client" }).click();
  await expect(dialog.getByText("Enter a valid email address.")).toBeVisible();
  await expect(dialog.getByText("Another contact of this client has this email.")).toBeVisible();
  await expect(dialog.getByLabel("Contact 1 Name")).toHaveValue("Pat Doe");

  await dialog.getByLabel("Billing Email").fill("billing@inline.example");
  await dialog.getByLabel("Contact 2 Email").fill("lee@inline.example");
  await dialog.getByRole("radio", { name: "Contact 2 is primary" }).check();
  await dialog.getByRole("button", { name: "Create Client" }).click();
  await expect(toast(page, "Client created successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(form).toBeVisible(); // the project form is still open, its title kept
  await expect(form.getByRole("combobox", { name: "Client", exact: true })).toHaveText(clientName);
  await expect(form.getByRole("combobox", { name: "Client", exact: true })).toBeFocused();
  await form.getByRole("button", { name: "Create Project" }).click();
  await expect(toast(page, "Project created successfully.")).toBeVisible();
});

test("converting a lead makes its client under the name typed in the dialog", async ({ page }) => {
  const leadName = uniqueName("Named Lead");
  const clientName = uniqueName("Named Client Co");
  await insertLeads([{ name: leadName, email: `${leadName.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`, status: "qualified" }]);
  const title = `${leadName} Site`;

  await page.goto(`/admin/leads?q=${encodeURIComponent(leadName)}`);
  await page.getByRole("button", { name: `Convert ${leadName} to project` }).click();
  const dialog = page.getByRole("dialog", { name: "Convert Lead to Project" });
  await expect(dialog.getByRole("status").filter({ hasText: "client" })).toHaveText(`Creates client ${leadName}`);
  const name = dialog.getByLabel("Client Name");
  await expect(name).toHaveAttribute("placeholder", leadName);
  await expect(name).toHaveAccessibleDescription("Blank names the new client after the lead.");
  await name.fill(clientName);
  await dialog.getByLabel("Project Title").fill(title);
  await dialog.getByRole("button", { name: "Convert to Project" }).click();
  await expect(toast(page, `Lead converted to project: ${title}`)).toBeVisible();

  await page.goto(`/admin/projects?q=${encodeURIComponent(title)}`);
  await expect(projectsTable(page).getByRole("row", { name: new RegExp(title) })).toContainText(clientName);
});

test("converting a lead whose email a client's contact has says it links that client, and does", async ({ page }) => {
  const clientName = uniqueName("Existing Client");
  const email = `${clientName.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`;
  await insertClient(clientName, email);
  const leadName = uniqueName("Returning Lead");
  await insertLeads([{ name: leadName, email: email.toUpperCase(), status: "qualified" }]);
  const title = `${leadName} Site`;

  await page.goto(`/admin/leads?q=${encodeURIComponent(leadName)}`);
  await page.getByRole("button", { name: `Convert ${leadName} to project` }).click();
  const dialog = page.getByRole("dialog", { name: "Convert Lead to Project" });
  await expect(dialog.getByRole("status").filter({ hasText: "client" })).toHaveText(`Links to existing client ${clientName}`);
  await expect(dialog.getByLabel("Client Name")).toBeDisabled();
  await dialog.getByLabel("Project Title").fill(title);
  await dialog.getByRole("button", { name: "Convert to Project" }).click();
  await expect(toast(page, `Lead converted to project: ${title}`)).toBeVisible();

  await page.goto(`/admin/projects?q=${encodeURIComponent(title)}`);
  await expect(projectsTable(page).getByRole("row", { name: new RegExp(title) })).toContainText(clientName);
});

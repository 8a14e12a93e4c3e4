import { expect, test, type Page } from "@playwright/test";

import { insightsBudgetLabels } from "@/content/options";

import { signInAs } from "./admin-helpers";
import { insertClient, insertLeads, uniqueName } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";

// Each test signs in and makes several server round trips; a shared two-core machine needs the room.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
});

const leadsTable = (page: Page) => page.getByRole("table", { name: "Leads, newest first" });
const projectsTable = (page: Page) => page.getByRole("table", { name: "Projects, newest first" });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function searchLeads(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search leads" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`));
}

test("the Leads tab shows 25 leads a page with page controls in the URL", async ({ page }) => {
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Leads Management" })).toBeVisible();
  for (const column of ["Contact", "Source", "Status", "Priority", "Service", "Budget", "Created", "Actions"]) {
    await expect(leadsTable(page).getByRole("columnheader", { name: column })).toBeVisible();
  }
  // 40 seeded leads and more: two pages of 25.
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(leadsTable(page).getByRole("row")).not.toHaveCount(0);
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(leadsTable(page).getByRole("row")).toHaveCount(26); // header + 25
});

test("the Leads tab searches and filters in the URL, and says when nothing matches", async ({ page }) => {
  const tag = uniqueName("Zephyrine");
  await insertLeads([
    { name: `${tag} Alpha`, status: "qualified", source: "brand_analysis" },
    { name: `${tag} Beta`, status: "new", source: "contact_form", company: "Beta Works" },
  ]);
  await page.goto("/admin/leads");
  await searchLeads(page, tag);
  await expect(leadsTable(page).getByRole("row")).toHaveCount(3);
  await expect(page.getByLabel("2 matching")).toBeVisible();

  await page.getByRole("combobox", { name: "Status filter" }).click();
  await page.getByRole("option", { name: "Qualified" }).click();
  await expect(page).toHaveURL(/status=qualified/);
  await expect(leadsTable(page).getByRole("row")).toHaveCount(2);
  await expect(leadsTable(page)).toContainText(`${tag} Alpha`);

  await page.getByRole("combobox", { name: "Source filter" }).click();
  await page.getByRole("option", { name: "Contact Form" }).click();
  await expect(page).toHaveURL(/source=contact_form/);
  await expect(page.getByText("No leads match your search and filters.")).toBeVisible();

  // The view survives a reload, then 'Clear filters' empties search and filters.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search leads" })).toHaveValue(tag);
  await expect(page.getByText("No leads match your search and filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole("searchbox", { name: "Search leads" })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Status filter" })).toHaveText("All Statuses");
});

test("an inline status change saves, toasts and shows in the lead's history", async ({ page }) => {
  const name = uniqueName("Status Lead");
  await insertLeads([{ name, status: "new" }]);
  await page.goto("/admin/leads");
  await searchLeads(page, name);
  await page.getByRole("combobox", { name: `Status for ${name}` }).click();
  await page.getByRole("option", { name: "Contacted" }).click();
  await expect(toast(page, "Lead status updated successfully.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: `Status for ${name}` })).toHaveText("Contacted");

  await page.getByRole("button", { name: `View details for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Lead Details" });
  await expect(dialog.getByRole("list", { name: "Lead history" })).toContainText("Status changed to contacted");
  await expect(dialog.getByRole("list", { name: "Lead history" })).toContainText(E2E_ADMIN.username);
  await expect(dialog).toContainText("Last Contact");
  await expect(dialog).not.toContainText("Never");
});

test("the details dialog shows the lead's fields and insights as text sections", async ({ page }) => {
  const name = uniqueName("Insight Lead");
  await insertLeads([
    {
      name,
      source: "brand_analysis",
      brandName: "Peak Roasters",
      domainName: "peakroasters.com",
      budget: "15k-50k",
      insightsGenerated: "## Brand Story\nStrong local story.\n\n## Launch Plan\n- Refresh <b>logo</b>\n- Launch site",
      message: "We roast coffee.",
    },
  ]);
  await page.goto("/admin/leads");
  await searchLeads(page, name);
  await page.getByRole("button", { name: `View details for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Lead Details" });
  await expect(dialog.getByRole("heading", { name: "Generated Insights" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Launch Plan" })).toBeVisible();
  await expect(dialog.getByText("Refresh <b>logo</b>")).toBeVisible(); // text, never HTML
  for (const text of ["Peak Roasters", "peakroasters.com", "We roast coffee.", "Brand Story", "Strong local story."])
    await expect(dialog).toContainText(text);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `View details for ${name}` })).toBeFocused();
});

test("the edit dialog shows errors at the field, then saves", async ({ page }) => {
  const name = uniqueName("Edit Lead");
  await insertLeads([{ name }]);
  await page.goto("/admin/leads");
  await searchLeads(page, name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Lead" });
  await dialog.getByLabel("Lead Score").fill("150");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Lead score must be between 0 and 100.")).toBeVisible();
  await expect(dialog.getByLabel("Lead Score")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Lead Score").fill("85");
  await dialog.getByLabel("Priority").selectOption("High");
  await dialog.getByLabel("Estimated Value ($)").fill("4200.50");
  await dialog.getByLabel("Tags").fill("vip, , coffee ");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Lead updated successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(leadsTable(page).getByRole("row", { name: new RegExp(name) })).toContainText("High");

  await page.getByRole("button", { name: `View details for ${name}` }).click();
  const details = page.getByRole("dialog", { name: "Lead Details" });
  await expect(details.getByRole("list", { name: "Tags" })).toHaveText(/vip\s*coffee/);
  await expect(details).toContainText("$4,200.50");
  const history = details.getByRole("list", { name: "Lead history" });
  await expect(history).toContainText("Lead updated");
  // The history reads the change as the Audit section does: names and amounts, not stored codes.
  const changed = history.getByRole("list", { name: "Changed fields" });
  await expect(changed.getByRole("listitem").filter({ hasText: "Priority: Medium → High" })).toHaveCount(1);
  await expect(changed.getByRole("listitem").filter({ hasText: "Estimated value: (empty) → $4,200.50" })).toHaveCount(1);
  await page.keyboard.press("Escape");

  await page.goto("/admin/audit");
  const audit = page.getByRole("table", { name: "Audit trail, newest first" });
  const row = audit.getByRole("row").filter({ hasText: name }).filter({ hasText: "Lead updated" });
  await expect(row).toContainText("Priority: Medium → High");
  await row.getByRole("button", { name: /^View the audit entry/ }).click();
  const entry = page.getByRole("dialog", { name: "Audit entry" });
  await expect(entry.getByRole("row", { name: "Priority Medium High" })).toBeVisible();
});

test("a lead is deleted only after confirmation", async ({ page }) => {
  const name = uniqueName("Delete Lead");
  await insertLeads([{ name }]);
  await page.goto("/admin/leads");
  await searchLeads(page, name);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this lead?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(leadsTable(page)).toContainText(name);

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Lead deleted successfully.")).toBeVisible();
  await expect(page.getByText("No leads match your search and filters.")).toBeVisible();
});

test("convert is offered only for qualified and proposal leads", async ({ page }) => {
  const tag = uniqueName("Offer");
  await insertLeads([
    { name: `${tag} Qualified`, status: "qualified" },
    { name: `${tag} Proposal`, status: "proposal" },
    { name: `${tag} New`, status: "new" },
    { name: `${tag} Won`, status: "won" },
  ]);
  await page.goto("/admin/leads");
  await searchLeads(page, tag);
  await expect(page.getByRole("button", { name: `Convert ${tag} Qualified to project` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Convert ${tag} Proposal to project` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Convert ${tag} New to project` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Convert ${tag} Won to project` })).toHaveCount(0);
});

test("a lead is converted to a project with the keyboard only", async ({ page }) => {
  const name = uniqueName("Keyboard Lead");
  const title = `${name} Website`;
  await insertLeads([{ name, status: "qualified", budget: "5k-15k", service: "web-development" }]);
  await page.goto("/admin/leads");
  const search = page.getByRole("searchbox", { name: "Search leads" });
  await search.focus();
  await page.keyboard.type(name);
  await expect(page).toHaveURL(/q=/);
  const convert = page.getByRole("button", { name: `Convert ${name} to project` });
  await expect(convert).toBeVisible();

  // Tab from the search box to the row's convert button.
  for (let presses = 0; presses < 12; presses += 1) {
    if (await convert.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(convert).toBeFocused();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Convert Lead to Project" });
  await expect(dialog.getByRole("region", { name: "Lead summary" })).toContainText(insightsBudgetLabels["5k-15k"]);
  // No client has this lead's email yet: the conversion makes one, named after the lead.
  await expect(dialog.getByRole("status").filter({ hasText: "client" })).toHaveText(`Creates client ${name}`);
  await expect(dialog.getByLabel("Hourly Rate ($)")).toHaveValue("150");
  await expect(dialog.getByLabel("Project Title")).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Initial Status")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByLabel("Initial Status")).toHaveValue("in_progress");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");

  await expect(toast(page, `Lead converted to project: ${title}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("combobox", { name: `Status for ${name}` })).toHaveText("Won");
  await expect(page.getByRole("button", { name: `Convert ${name} to project` })).toHaveCount(0);

  await page.goto(`/admin/projects?q=${encodeURIComponent(title)}`);
  const row = projectsTable(page).getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("From Lead");
  await expect(row).toContainText("Contact Form");
  await expect(row).toContainText("$5,000.00"); // fixed price 0 -> budget '5k-15k' x 1000
  await expect(page.getByRole("combobox", { name: `Status for ${title}` })).toHaveText("In Progress");
});

test("projects are created, edited, re-statused, viewed and deleted", async ({ page }) => {
  const title = uniqueName("Direct Project");
  const clientName = uniqueName("Rocky Mountain Bikes");
  await insertClient(clientName, `ops.${Date.now()}@rmbikes.example`);
  await page.goto("/admin/projects");
  await page.getByRole("button", { name: "New Project" }).click();
  const form = page.getByRole("dialog", { name: "New Project" });
  await form.getByRole("button", { name: "Create Project" }).click();
  await expect(form.getByText("Title is required.")).toBeVisible();
  await expect(form.getByText("Choose a client.")).toBeVisible();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Start Date").fill("2026-05-10");
  await form.getByLabel("End Date").fill("2026-05-01");
  await form.getByRole("button", { name: "Create Project" }).click();
  await expect(form.getByText("End date cannot be before the start date.")).toBeVisible();
  await form.getByRole("combobox", { name: "Client", exact: true }).click();
  await page.getByRole("combobox", { name: "Search clients" }).fill(clientName);
  await page.getByRole("option", { name: new RegExp(clientName) }).click();
  await expect(form.getByRole("combobox", { name: "Client", exact: true })).toHaveText(clientName);
  await expect(form.getByText("Choose a client.")).toBeHidden();
  await form.getByLabel("End Date").fill("2026-08-01");
  await form.getByLabel("Hourly Rate ($)").fill("120");
  await form.getByLabel("Estimated Hours").fill("40");
  await form.getByLabel("Services").fill("Web Development, SEO,, ");
  await form.getByLabel("Deliverables").fill("Website");
  await form.getByRole("button", { name: "Create Project" }).click();
  await expect(toast(page, "Project created successfully.")).toBeVisible();

  await page.getByRole("searchbox", { name: "Search projects" }).fill(title);
  const row = projectsTable(page).getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Direct Project");
  await expect(row).toContainText(clientName);
  await expect(row).toContainText("$120.00/hr (~40 hrs)");
  await expect(row).toContainText("0%");

  await page.getByRole("combobox", { name: `Status for ${title}` }).click();
  await page.getByRole("option", { name: "Review" }).click();
  await expect(toast(page, "Project status updated successfully.")).toBeVisible();

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.getByLabel("Status")).toHaveValue("review");
  await edit.getByLabel("Fixed Price ($)").fill("9000");
  await edit.getByLabel("Progress (%)").fill("45");
  await edit.getByRole("button", { name: "Update Project" }).click();
  await expect(toast(page, "Project updated successfully.")).toBeVisible();
  await expect(row).toContainText("$9,000.00");
  await expect(row).toContainText("45%");

  await page.getByRole("button", { name: `View details for ${title}` }).click();
  const details = page.getByRole("dialog", { name: "Project Details" });
  await expect(details.getByRole("list", { name: "Services" }).getByRole("listitem")).toHaveText(["Web Development", "SEO"]);
  await expect(details.getByRole("list", { name: "Deliverables" })).toHaveText("Website");
  await expect(details).toContainText("Direct Project (no linked lead)");
  await expect(details).toContainText("Created");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog", { name: "Delete this project?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Project deleted successfully.")).toBeVisible();
  await expect(page.getByText("No projects match your search and filters.")).toBeVisible();
});

import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";

import { clientContacts, clients, invoicePayments, invoices, projects } from "@/db/schema";

import { createAdmin, signInAs } from "./admin-helpers";
import { uniqueName, withTestDb } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";
import { daysFromToday } from "./invoice-helpers";

// A staff member of this spec's own: the Clients section is theirs too, without its money.
const STAFF = {
  username: "e2e_clients_staff",
  email: "clients.staff@summitdigital.co",
  pin: "1357",
  password: "Clients-Staff-2026!",
  firstName: "Cory",
  lastName: null,
  phone: null,
  role: "staff" as const,
};

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, ".");

type ClientSeed = { withProject?: boolean; invoice?: { total: string; paid?: string } };

/** A client with two contacts (the first primary) and, as asked, a project and an invoice issued 10 days ago, straight into the database. */
async function insertClient(name: string, seed: ClientSeed = {}) {
  const email = (who: string) => `${who}.${slug(name)}@example.com`;
  return withTestDb((db) =>
    db.transaction(async (tx) => {
      const [client] = await tx
        .insert(clients)
        .values({ displayName: name, company: name, billingEmail: email("billing") })
        .returning();
      await tx.insert(clientContacts).values([
        { clientId: client!.id, name: "Alex Primary", email: email("alex"), role: "Owner", isPrimary: true },
        { clientId: client!.id, name: "Bea Second", email: email("bea"), role: "Accounts", isPrimary: false },
      ]);
      if (seed.withProject) {
        await tx
          .insert(projects)
          .values({ clientId: client!.id, title: `Site for ${name}`, clientName: name, clientEmail: email("billing") });
      }
      if (seed.invoice) {
        const issued = daysFromToday(-10);
        const [invoice] = await tx
          .insert(invoices)
          .values({
            clientId: client!.id,
            invoiceNumber: `E2E-${slug(name)}`,
            clientName: name,
            clientEmail: email("billing"),
            issueDate: issued,
            dueDate: daysFromToday(20),
            subtotal: seed.invoice.total,
            totalAmount: seed.invoice.total,
            amountPaid: seed.invoice.paid ?? "0",
            status: "sent",
          })
          .returning();
        if (seed.invoice.paid) {
          await tx
            .insert(invoicePayments)
            .values({ invoiceId: invoice!.id, amount: seed.invoice.paid, paidOn: daysFromToday(-5), method: "ACH" });
        }
      }
      return { id: client!.id, name, email };
    }),
  );
}

const clientsTable = (page: Page) => page.getByRole("table", { name: "Clients, by name" });

async function searchClients(page: Page, text: string) {
  await page.goto("/admin/clients");
  await page.getByRole("searchbox", { name: "Search clients" }).fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
}

test("an owner finds a client by a contact's email in another case, opens it and edits its contacts", async ({ page }) => {
  const client = await insertClient(uniqueName("Aspen Studio"), { invoice: { total: "500.00", paid: "200.00" } });
  await signInAs(page, E2E_ADMIN);
  await searchClients(page, client.email("bea").toUpperCase());
  const table = clientsTable(page);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("columnheader", { name: "Balance due" })).toBeVisible();
  const row = table.getByRole("row", { name: new RegExp(client.name) });
  await expect(row).toContainText("Alex Primary");
  await expect(row).toContainText("$300.00");

  await row.getByRole("link", { name: client.name }).click();
  await expect(page.getByRole("heading", { name: client.name, level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Invoices/ })).toBeVisible();

  await page.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Client" });
  await dialog.getByLabel("Contact 2 Role").fill("Finance lead");
  await dialog.getByLabel("Contact 2 is primary").check();
  await dialog.getByRole("button", { name: "Update Client" }).click();
  await expect(page.getByText("Client updated successfully.")).toBeVisible();
  const contacts = page.getByRole("table", { name: "Contacts" });
  await expect(contacts.getByRole("row", { name: /Bea Second/ })).toContainText("Finance lead");
  await expect(contacts.getByRole("row", { name: /Bea Second/ }).getByText("Primary", { exact: true })).toBeVisible();
  await expect(contacts.getByRole("row", { name: /Alex Primary/ }).getByText("Primary", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Activity" })).toContainText(`Client updated: ${client.name}`);
});

test("the client form says which other clients already have an email, and still saves", async ({ page }) => {
  const known = await insertClient(uniqueName("Birch Legal"));
  const newName = uniqueName("Cedar Books");
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/clients");
  await page.getByRole("button", { name: "New Client" }).click();
  const dialog = page.getByRole("dialog", { name: "New Client" });
  await dialog.getByLabel("Display Name").fill(newName);
  const billing = dialog.getByLabel("Billing Email");
  await billing.fill(known.email("bea").toUpperCase());
  await expect(billing).toHaveAccessibleDescription(`Also used by ${known.name}.`);
  await billing.fill(`billing.${slug(newName)}@example.com`);
  await dialog.getByLabel("Contact 1 Name").fill("Alex Primary");
  const contact = dialog.getByLabel("Contact 1 Email");
  await contact.fill(known.email("alex"));
  await expect(contact).toHaveAccessibleDescription(`Also used by ${known.name}.`);
  await expect(billing).toHaveAccessibleDescription("");
  await dialog.getByRole("button", { name: "Create Client" }).click();
  await expect(page.getByText("Client created successfully.")).toBeVisible();
  await expect(page.getByRole("heading", { name: newName, level: 2 })).toBeVisible();

  // Editing: the client's own emails are not news, another client's are.
  await page.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Client" });
  await expect(edit.getByLabel("Contact 1 Email")).toHaveAccessibleDescription(`Also used by ${known.name}.`);
  await expect(edit.getByLabel("Billing Email")).toHaveAccessibleDescription("");
});

test("deleting a client that projects and invoices link to is refused, saying what links", async ({ page }) => {
  const client = await insertClient(uniqueName("Linked Co"), { withProject: true, invoice: { total: "100.00" } });
  await signInAs(page, E2E_ADMIN);
  await page.goto(`/admin/clients/${client.id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog", { name: "Delete client?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("This client has 1 project and 1 invoice.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: client.name, level: 2 })).toBeVisible();
});

test("an owner merges another client into this one: its project moves here and it is gone", async ({ page }) => {
  const keep = await insertClient(uniqueName("Keeper Group"));
  const other = await insertClient(uniqueName("Keeper Duplicate"), { withProject: true });
  await signInAs(page, E2E_ADMIN);
  await page.goto(`/admin/clients/${keep.id}`);
  await page.getByRole("button", { name: "Merge" }).click();
  const dialog = page.getByRole("dialog", { name: "Merge clients" });
  await dialog.getByRole("combobox", { name: "Client to merge" }).fill(other.name);
  await dialog.getByRole("option", { name: new RegExp(other.name) }).click();
  await dialog.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(page.getByText(`${other.name} was merged into ${keep.name}.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Projects" })).toContainText(`Site for ${other.name}`);
  await expect(page.getByRole("table", { name: "Contacts" }).getByRole("row")).toHaveCount(5);

  await page.goto(`/admin/clients/${other.id}`);
  await expect(page.getByRole("heading", { name: "Client not found" })).toBeVisible();
  await page.goto("/admin/clients/not-a-client-id");
  await expect(page.getByRole("heading", { name: "Client not found" })).toBeVisible();
});

test("an owner reads a statement on screen and downloads it as a PDF; a bad date is said plainly", async ({ page }) => {
  const client = await insertClient(uniqueName("Statement Ltd"), { invoice: { total: "750.00", paid: "250.00" } });
  await signInAs(page, E2E_ADMIN);
  await page.goto(`/admin/clients/${client.id}`);
  await page.getByRole("link", { name: "Statement", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Statement for ${client.name}` })).toBeVisible();
  // A range of its own, so the test reads the same in early January (the default is this year so far).
  await page.getByLabel("From", { exact: true }).fill(daysFromToday(-30));
  await page.getByLabel("To", { exact: true }).fill(daysFromToday(0));
  await page.getByRole("button", { name: "Show statement" }).click();
  await expect(page).toHaveURL(/from=/);
  const statement = page.getByRole("table", { name: /^Statement from/ });
  await expect(statement.getByRole("row", { name: /Opening balance/ })).toContainText("$0.00");
  await expect(statement.getByRole("row", { name: /Invoice E2E-/ })).toContainText("$750.00");
  await expect(statement.getByRole("row", { name: /Payment on E2E-/ })).toContainText("$500.00");
  await expect(statement.getByRole("row", { name: /Closing balance/ })).toContainText("$500.00");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-.*\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  const href = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toBe("application/pdf");

  await page.goto(`/admin/clients/${client.id}/statement?from=2026-13-01`);
  await expect(page.getByRole("alert").filter({ hasText: "From must be a date written as YYYY-MM-DD." })).toBeVisible();
  await expect(page.getByRole("table", { name: /^Statement from/ })).toHaveCount(0);
});

test("staff see clients, contacts and projects but no balance, invoices, merge or statement", async ({ page }) => {
  await createAdmin(STAFF);
  const client = await insertClient(uniqueName("Staff View"), { withProject: true, invoice: { total: "321.00" } });
  await signInAs(page, STAFF);
  await searchClients(page, client.name);
  const table = clientsTable(page);
  await expect(table.getByRole("columnheader", { name: "Open projects" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Balance due" })).toHaveCount(0);
  expect(await (await page.request.get(`/admin/clients?q=${encodeURIComponent(client.name)}`)).text()).not.toContain("$321.00");

  await table.getByRole("link", { name: client.name }).click();
  await expect(page.getByRole("table", { name: "Projects" })).toContainText(`Site for ${client.name}`);
  await expect(page.getByRole("heading", { name: /^Invoices/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Merge" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Statement", exact: true })).toHaveCount(0);
  const html = await (await page.request.get(`/admin/clients/${client.id}`)).text();
  expect(html).not.toContain("321.00");
  // The page streams inside the section's loading boundary, so the refusal is the 403 screen (not its status).
  await page.goto(`/admin/clients/${client.id}/statement`);
  await expect(page.getByRole("heading", { name: "Only an owner can open this section" })).toBeVisible();
  expect(await (await page.request.get(`/admin/clients/${client.id}/statement`)).text()).not.toContain("321.00");
  expect((await page.request.get(`/api/admin/clients/${client.id}/statement/pdf`)).status()).toBe(403);
});

import { expect, test } from "@playwright/test";
import { count, inArray, like } from "drizzle-orm";

import type { Database } from "@/db/client";
import {
  activityLog,
  adminUsers,
  clientContacts,
  clients,
  communications,
  invoices,
  leads,
  mailOutbox,
  projects,
  proposals,
  recurringInvoices,
} from "@/db/schema";

import { signInAs } from "./admin-helpers";
import { withTestDb } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";
import { clientIdFor } from "../support/clients";

/**
 * Every back-office list page with a full page of rows stays under 100 KB of HTML (LIMIT): a row's
 * markup and data are the part that grows with the page, so a heavy cell shows here first.
 * Missing rows are added for the check (tagged) and removed after it; audit entries cannot be
 * deleted, so those stay, as every other test's do.
 */
const LIMIT = 100_000;
const ROWS = 25;
const tag = `size${Date.now().toString(36)}`;

const LIST_PAGES = [
  { path: "/admin/leads", name: "Leads" },
  { path: "/admin/clients", name: "Clients" },
  { path: "/admin/projects", name: "Projects" },
  { path: "/admin/proposals", name: "Proposals" },
  { path: "/admin/communications", name: "Communications" },
  { path: "/admin/billing", name: "Billing (invoices)" },
  { path: "/admin/billing/recurring", name: "Recurring invoices" },
  { path: "/admin/outbox", name: "Outbox" },
  { path: "/admin/team", name: "Team" },
  { path: "/admin/audit", name: "Audit" },
];

const added = {
  leads: [] as string[],
  projects: [] as string[],
  communications: [] as string[],
  mail: [] as string[],
  clients: [] as string[],
  admins: [] as string[],
};

type CountedTable =
  | typeof leads
  | typeof clients
  | typeof projects
  | typeof proposals
  | typeof communications
  | typeof invoices
  | typeof recurringInvoices
  | typeof mailOutbox
  | typeof adminUsers
  | typeof activityLog;

/** How many rows a table lacks for a full page. */
const missing = async (db: Database, table: CountedTable) => {
  const [row] = await db.select({ n: count() }).from(table);
  return Math.max(0, ROWS - (row?.n ?? 0));
};
const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

test.beforeAll(async () => {
  await withTestDb(async (db) => {
    const today = new Date().toISOString().slice(0, 10);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const template = {
      clientName: "Size Client",
      clientEmail: `${tag}@example.com`,
      clientAddress: "",
      description: "",
      notes: "",
      paymentMethod: "",
      taxRate: 0,
      items: [{ description: "Retainer", quantity: 1, unitPrice: 100 }],
    };

    let n = numbers(await missing(db, leads));
    if (n.length)
      added.leads = ids(
        await db
          .insert(leads)
          .values(n.map((i) => ({ name: `Size Lead ${i}`, email: `${tag}.lead${i}@example.com`, source: "contact_form" as const })))
          .returning({ id: leads.id }),
      );
    n = numbers(await missing(db, clients));
    if (n.length) {
      added.clients = ids(
        await db
          .insert(clients)
          .values(
            n.map((i) => ({
              displayName: `Size Client ${i} ${tag}`,
              company: `Size Company ${i}`,
              billingEmail: `${tag}.c${i}@example.com`,
            })),
          )
          .returning({ id: clients.id }),
      );
      await db.insert(clientContacts).values(
        added.clients.map((clientId, i) => ({
          clientId,
          name: `Size Contact ${i}`,
          email: `${tag}.cc${i}@example.com`,
          isPrimary: true,
        })),
      );
    }
    // One client for every row below that needs one.
    const clientId = await clientIdFor(db, `${tag}.client@example.com`, "Size Client");
    n = numbers(await missing(db, projects));
    if (n.length)
      added.projects = ids(
        await db
          .insert(projects)
          .values(
            n.map((i) => ({
              clientId,
              title: `Size project ${i} ${tag}`,
              clientName: "Size Client",
              clientEmail: `${tag}.p${i}@example.com`,
            })),
          )
          .returning({ id: projects.id }),
      );
    n = numbers(await missing(db, proposals));
    if (n.length)
      // Long titles and company names: a row's widest content, as a real proposal list has it.
      await db.insert(proposals).values(
        n.map((i) => ({
          clientId,
          proposalNumber: `${tag}-${i}`,
          recipientName: `Size Recipient ${i}`,
          recipientEmail: `${tag}.pr${i}@example.com`,
          recipientCompany: `Size Company With A Longer Name ${i}`,
          title: `Website, brand refresh and marketing launch for Size Company ${i} ${tag}`,
          validUntil: today,
          totalAmount: "24950.00",
          subtotal: "24950.00",
        })),
      );
    n = numbers(await missing(db, communications));
    if (n.length)
      added.communications = ids(
        await db
          .insert(communications)
          .values(n.map((i) => ({ type: "note" as const, content: `Size note ${i} ${tag}` })))
          .returning({ id: communications.id }),
      );
    n = numbers(await missing(db, invoices));
    if (n.length)
      await db.insert(invoices).values(
        n.map((i) => ({
          clientId,
          invoiceNumber: `${tag}-${i}`,
          clientName: "Size Client",
          clientEmail: `${tag}.i${i}@example.com`,
          issueDate: today,
          dueDate: today,
        })),
      );
    n = numbers(await missing(db, recurringInvoices));
    if (n.length) {
      await db.insert(recurringInvoices).values(
        n.map((i) => ({
          clientId,
          sourceInvoiceNumber: `${tag}-${i}`,
          clientName: "Size Client",
          clientEmail: `${tag}.r${i}@example.com`,
          totalAmount: "100.00",
          template,
          frequency: "month" as const,
          startDate: today,
          dueDays: 30,
          status: "paused" as const,
        })),
      );
    }
    n = numbers(await missing(db, mailOutbox));
    if (n.length)
      added.mail = ids(
        await db
          .insert(mailOutbox)
          .values(
            n.map((i) => ({
              kind: "contact_acknowledgement",
              toAddress: `${tag}.m${i}@example.com`,
              subject: "Thanks",
              textBody: "Thanks",
              status: "sent" as const,
              sentAt: new Date(),
            })),
          )
          .returning({ id: mailOutbox.id }),
      );
    n = numbers(await missing(db, adminUsers));
    if (n.length)
      added.admins = ids(
        await db
          .insert(adminUsers)
          .values(
            n.map((i) => ({
              username: `${tag}_${i}`,
              email: `${tag}.a${i}@example.com`,
              pinHash: "x",
              passwordHash: "x",
              role: "staff" as const,
              active: false,
            })),
          )
          .returning({ id: adminUsers.id }),
      );
    n = numbers(await missing(db, activityLog));
    if (n.length)
      await db.insert(activityLog).values(
        n.map((i) => ({
          entityType: "lead" as const,
          entityName: `Size Lead ${i}`,
          action: "created",
          description: `Size entry ${i} ${tag}`,
        })),
      );
  });
});

test.afterAll(async () => {
  await withTestDb(async (db) => {
    if (added.mail.length) await db.delete(mailOutbox).where(inArray(mailOutbox.id, added.mail));
    await db.delete(recurringInvoices).where(like(recurringInvoices.sourceInvoiceNumber, `${tag}-%`));
    await db.delete(invoices).where(like(invoices.invoiceNumber, `${tag}-%`));
    await db.delete(proposals).where(like(proposals.proposalNumber, `${tag}-%`));
    for (const [table, list] of [
      [communications, added.communications],
      [projects, added.projects],
      [leads, added.leads],
      [clients, added.clients],
      [adminUsers, added.admins],
    ] as const) {
      if (list.length) await db.delete(table).where(inArray(table.id, list));
    }
  });
});

test("every back-office list page holds a full page of rows in under 100 KB of HTML", async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
  for (const { path, name } of LIST_PAGES) {
    await page.goto(path);
    await expect(page.locator("table tbody tr").nth(ROWS - 1), `${name}: a full page of rows`).toBeVisible();
    const response = await page.request.get(path);
    expect(response.status(), name).toBe(200);
    const bytes = (await response.body()).byteLength;
    expect.soft(bytes, `${name}: ${bytes} bytes of HTML`).toBeLessThanOrEqual(LIMIT);
  }
});

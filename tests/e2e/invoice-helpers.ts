import { expect, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";

import type { InvoiceStatus } from "@/db/enums";
import { invoiceItems, invoices } from "@/db/schema";
import { centsToDecimal, computeInvoiceTotals } from "@/lib/money";

import { withTestDb } from "./db-helpers";
import { clientIdFor } from "../support/clients";

/** YYYY-MM-DD `days` from today (UTC; tests keep a margin of days, so the agency zone cannot flip them). */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A unique client name per run, so a retried test never finds an older run's rows. */
export const uniqueClient = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Seed = { clientName: string; status: InvoiceStatus; issueDate: string; dueDate: string };

/**
 * Puts one invoice (two items: 2 x 150.00 and 3.5 x 80.00 at 8.25 %, total 627.85) straight into
 * the test database, numbered from the app's sequence as lib/billing/invoices/service numbers them
 * (the Playwright process does not load the app's services).
 */
export async function insertInvoice(seed: Seed): Promise<{ id: string; invoiceNumber: string }> {
  const lines = [
    { description: "Brand strategy workshop", quantity: "2", unitPrice: "150.00" },
    { description: "Logo design hours", quantity: "3.5", unitPrice: "80.00" },
  ];
  const totals = computeInvoiceTotals(lines, "8.25");
  return withTestDb((db) =>
    db.transaction(async (tx) => {
      const year = Number(seed.issueDate.slice(0, 4));
      const [row] = await tx.execute<{ last_value: number }>(sql`
        insert into invoice_number_sequences (year, last_value) values (${year}, 1)
        on conflict (year) do update set last_value = invoice_number_sequences.last_value + 1
        returning last_value`);
      const invoiceNumber = `INV-${year}-${String(Number(row!.last_value)).padStart(4, "0")}`;
      const clientId = await clientIdFor(tx, "billing@e2e-client.example", seed.clientName);
      const [created] = await tx
        .insert(invoices)
        .values({
          clientId,
          invoiceNumber,
          clientName: seed.clientName,
          clientEmail: "billing@e2e-client.example",
          issueDate: seed.issueDate,
          dueDate: seed.dueDate,
          status: seed.status,
          taxRate: "8.25",
          subtotal: centsToDecimal(totals.subtotal),
          taxAmount: centsToDecimal(totals.tax),
          totalAmount: centsToDecimal(totals.total),
          notes: "Net 30.",
        })
        .returning({ id: invoices.id });
      await tx.insert(invoiceItems).values(
        lines.map((line, position) => ({
          invoiceId: created!.id,
          position,
          description: line.description,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          totalPrice: centsToDecimal(totals.lineTotals[position]!),
        })),
      );
      return { id: created!.id, invoiceNumber };
    }),
  );
}

/** The Billing tab narrowed to one client through the search box's URL state. */
export async function openBilling(page: Page, query = "", status = "") {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (status) params.set("status", status);
  await page.goto(`/admin/billing?${params}`);
  await expect(page.getByRole("heading", { name: "Invoices & Billing" })).toBeVisible();
}

/** "$1,234.56" -> 123456. */
export const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);

/** The value of one of the Billing figures ('Total Revenue', 'Overdue'...). */
export async function billingCard(page: Page, label: string): Promise<string> {
  const card = page.getByRole("region", { name: "Billing figures" }).getByRole("group", { name: label });
  return (await card.innerText()).replace(label, "").trim();
}

/** Total Revenue in the key figures above every section, in cents. */
export async function headerRevenueCents(page: Page): Promise<number> {
  const text = await page.getByRole("region", { name: "Key figures" }).innerText();
  const match = /Total Revenue\s*(\$[\d,]+\.\d{2})/.exec(text);
  expect(match, "the header shows Total Revenue").not.toBeNull();
  return cents(match![1]!);
}

import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { InvoiceStatus } from "@/db/enums";
import { invoiceItems, invoices } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import { yearOf } from "@/lib/dates";
import { centsToDecimal, computeInvoiceTotals } from "@/lib/money";

import { editLockReason, type InvoiceFormInput } from "./schema";

export const INVOICE_NOT_FOUND = "This invoice no longer exists.";

/**
 * DESIGN.md: 'INV-' + year + a gap-free sequence. The upsert takes the year's row lock until the
 * creating transaction ends, so concurrent creations queue here and a rolled-back creation hands
 * its number back: no duplicates, no gaps.
 */
async function allocateInvoiceNumber(tx: Db, year: number): Promise<string> {
  const rows = await tx.execute<{ last_value: number }>(sql`
    insert into invoice_number_sequences (year, last_value) values (${year}, 1)
    on conflict (year) do update set last_value = invoice_number_sequences.last_value + 1
    returning last_value`);
  const value = Number(rows[0]!.last_value);
  return `INV-${year}-${String(value).padStart(4, "0")}`;
}

/** The stored amounts, recomputed from the items: totals sent by a browser are never trusted. */
function amounts(input: InvoiceFormInput) {
  const totals = computeInvoiceTotals(input.items, input.taxRate);
  return {
    invoice: {
      clientName: input.clientName,
      clientEmail: input.clientEmail,
      clientAddress: input.clientAddress || null,
      description: input.description || null,
      issueDate: input.issueDate,
      dueDate: input.dueDate,
      paymentMethod: input.paymentMethod || null,
      taxRate: centsToDecimal(Math.round(input.taxRate * 100)),
      subtotal: centsToDecimal(totals.subtotal),
      taxAmount: centsToDecimal(totals.tax),
      totalAmount: centsToDecimal(totals.total),
      notes: input.notes || null,
    },
    items: (invoiceId: string) =>
      input.items.map((item, position) => ({
        invoiceId,
        position,
        description: item.description,
        quantity: centsToDecimal(Math.round(item.quantity * 100)),
        unitPrice: centsToDecimal(Math.round(item.unitPrice * 100)),
        totalPrice: centsToDecimal(totals.lineTotals[position]!),
      })),
  };
}

/**
 * SPEC §4: a new invoice starts as draft. The invoice, its number and its items are written in one
 * transaction, so none exists without the others. `today` (agency date) picks the number's year.
 */
export async function createInvoice(db: Db, input: InvoiceFormInput, performedBy: string | null, today: string) {
  return db.transaction(async (tx) => {
    const invoiceNumber = await allocateInvoiceNumber(tx, yearOf(today));
    const { invoice, items } = amounts(input);
    const [created] = await tx
      .insert(invoices)
      .values({ ...invoice, invoiceNumber, status: "draft" })
      .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, totalAmount: invoices.totalAmount });
    await tx.insert(invoiceItems).values(items(created!.id));
    await logActivity(tx, {
      entityType: "invoice",
      entityId: created!.id,
      entityName: invoiceNumber,
      action: "created",
      description: `Invoice ${invoiceNumber} created for ${input.clientName}`,
      performedBy,
      metadata: { total_amount: created!.totalAmount },
    });
    return created!;
  });
}

async function lockInvoice(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, status: invoices.status, paidDate: invoices.paidDate })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for("update");
  if (!row) throw new UserFacingError(INVOICE_NOT_FOUND);
  return row;
}

/**
 * The edit flow: only a draft may change (DESIGN.md); a sent, paid, overdue or cancelled invoice is
 * refused here whatever the browser shows. Fields, amounts and the full item list are replaced in
 * one transaction.
 */
export async function updateInvoice(db: Db, id: string, input: InvoiceFormInput, performedBy: string | null) {
  return db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    const lock = editLockReason(current.status);
    if (lock) throw new UserFacingError(lock);
    const { invoice, items } = amounts(input);
    await tx.update(invoices).set({ ...invoice, updatedAt: new Date() }).where(eq(invoices.id, id));
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id));
    await tx.insert(invoiceItems).values(items(id));
    await logActivity(tx, {
      entityType: "invoice",
      entityId: id,
      entityName: current.invoiceNumber,
      action: "updated",
      description: `Invoice ${current.invoiceNumber} updated`,
      performedBy,
      metadata: { total_amount: invoice.totalAmount },
    });
  });
}

/**
 * SPEC §4: any status may follow any other; moving to paid sets paid_date to `today` (the agency's
 * date) only when none is set, so the first payment date survives later status changes.
 */
export async function updateInvoiceStatus(
  db: Db,
  id: string,
  status: InvoiceStatus,
  performedBy: string | null,
  today: string,
) {
  return db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    const paidDate = status === "paid" && !current.paidDate ? today : current.paidDate;
    await tx.update(invoices).set({ status, paidDate, updatedAt: new Date() }).where(eq(invoices.id, id));
    await logActivity(tx, {
      entityType: "invoice",
      entityId: id,
      entityName: current.invoiceNumber,
      action: "status_changed",
      description: `Status changed to ${status}`,
      performedBy,
      metadata: { from: current.status, to: status },
    });
    return { status, paidDate };
  });
}

/** SPEC §5: the items go first, then the invoice, in one transaction, with the log entry. */
export async function deleteInvoice(db: Db, id: string, performedBy: string | null) {
  await db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id));
    await tx.delete(invoices).where(eq(invoices.id, id));
    await logActivity(tx, {
      entityType: "invoice",
      entityId: id,
      entityName: current.invoiceNumber,
      action: "deleted",
      description: `Invoice ${current.invoiceNumber} deleted`,
      performedBy,
    });
  });
}

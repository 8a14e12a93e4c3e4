import { asc, eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoiceItems, invoicePayments, invoices } from "@/db/schema";

import type { InvoiceDocument, InvoiceItemRow, PaymentRow } from "@/lib/billing/types";

/*
 * No "server-only" marker: the job worker (plain Node) renders invoice PDFs for the mail it
 * delivers. lib/invoices/queries.ts builds the back office's reads on these.
 */

/** Every column screens may see; the client link's hash and sealed token never leave the server. */
export const invoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  clientName: invoices.clientName,
  clientEmail: invoices.clientEmail,
  clientAddress: invoices.clientAddress,
  description: invoices.description,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  paidDate: invoices.paidDate,
  paymentMethod: invoices.paymentMethod,
  subtotal: invoices.subtotal,
  taxRate: invoices.taxRate,
  taxAmount: invoices.taxAmount,
  totalAmount: invoices.totalAmount,
  amountPaid: invoices.amountPaid,
  status: invoices.status,
  notes: invoices.notes,
  viewedAt: invoices.viewedAt,
  remindersEnabled: invoices.remindersEnabled,
  clientLinkCreatedAt: invoices.clientLinkCreatedAt,
  recurringScheduleId: invoices.recurringScheduleId,
  recurringRunDate: invoices.recurringRunDate,
  createdAt: invoices.createdAt,
};

export async function listInvoiceItems(db: Db, invoiceId: string): Promise<InvoiceItemRow[]> {
  return db
    .select({
      id: invoiceItems.id,
      description: invoiceItems.description,
      quantity: invoiceItems.quantity,
      unitPrice: invoiceItems.unitPrice,
      totalPrice: invoiceItems.totalPrice,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.position), asc(invoiceItems.id));
}

/** An invoice's payments, oldest first. */
export async function listPayments(db: Db, invoiceId: string): Promise<PaymentRow[]> {
  return db
    .select({
      id: invoicePayments.id,
      amount: invoicePayments.amount,
      paidOn: invoicePayments.paidOn,
      method: invoicePayments.method,
      note: invoicePayments.note,
      fromStatusChange: invoicePayments.fromStatusChange,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
}

/** One invoice with its items and payments (what the PDF draws), or null. */
export async function getInvoiceDocument(db: Db, id: string): Promise<InvoiceDocument | null> {
  const [invoice] = await db.select(invoiceColumns).from(invoices).where(eq(invoices.id, id));
  if (!invoice) return null;
  const [items, payments] = await Promise.all([listInvoiceItems(db, id), listPayments(db, id)]);
  return { ...invoice, items, payments };
}

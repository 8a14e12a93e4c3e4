import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { ONLINE_PAYMENT_METHOD, refundReference } from "@/lib/billing/online/rules";
import { centsToDecimal, toCents } from "@/lib/money";

/*
 * Payment rows as the online fulfilment writes them (lib/billing/online/fulfilment.ts), inserted
 * directly so the back office's figures, exports and reminders can be checked without a provider:
 * the payment's provider reference, what it applied in `amount` (kept in invoices.amount_paid in
 * the same write), what went above the balance in `overpayment` (kept out of amount_paid), a
 * refund as a negative amount that reopens a paid invoice.
 */

async function invoiceRow(db: Db, invoiceId: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new Error(`No invoice ${invoiceId}`);
  return invoice;
}

/** A card payment received online: `appliedCents` pays the invoice, `overpaymentCents` is above its balance. */
export async function insertOnlinePayment(
  db: Db,
  invoiceId: string,
  {
    appliedCents,
    overpaymentCents = 0,
    reference,
    paidOn,
  }: { appliedCents: number; overpaymentCents?: number; reference: string; paidOn: string },
) {
  const invoice = await invoiceRow(db, invoiceId);
  const amountPaid = toCents(invoice.amountPaid) + appliedCents;
  const [payment] = await db
    .insert(invoicePayments)
    .values({
      invoiceId,
      amount: centsToDecimal(appliedCents),
      overpayment: centsToDecimal(overpaymentCents),
      paidOn,
      method: ONLINE_PAYMENT_METHOD,
      providerReference: reference,
    })
    .returning({ id: invoicePayments.id });
  const paid = amountPaid >= toCents(invoice.totalAmount);
  await db
    .update(invoices)
    .set({
      amountPaid: centsToDecimal(amountPaid),
      ...(paid && invoice.status !== "paid" ? { status: "paid" as const, paidDate: paidOn, paymentMethod: ONLINE_PAYMENT_METHOD } : {}),
    })
    .where(eq(invoices.id, invoiceId));
  return payment!.id;
}

/**
 * A refund of `cents` on the payment `paymentReference` (the total refunded on it so far is
 * `refundedTotalCents`, `cents` by default): a negative payment that reopens a paid invoice.
 */
export async function insertRefund(
  db: Db,
  invoiceId: string,
  {
    cents,
    paymentReference,
    refundedTotalCents = cents,
    paidOn,
  }: { cents: number; paymentReference: string; refundedTotalCents?: number; paidOn: string },
) {
  const invoice = await invoiceRow(db, invoiceId);
  const amountPaid = toCents(invoice.amountPaid) - cents;
  const [payment] = await db
    .insert(invoicePayments)
    .values({
      invoiceId,
      amount: centsToDecimal(-cents),
      paidOn,
      method: ONLINE_PAYMENT_METHOD,
      note: "Refund",
      providerReference: refundReference(paymentReference, refundedTotalCents),
    })
    .returning({ id: invoicePayments.id });
  const reopens = invoice.status === "paid" && amountPaid < toCents(invoice.totalAmount);
  await db
    .update(invoices)
    .set({ amountPaid: centsToDecimal(amountPaid), ...(reopens ? { status: "sent" as const, paidDate: null } : {}) })
    .where(eq(invoices.id, invoiceId));
  return payment!.id;
}

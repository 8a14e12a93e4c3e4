import { eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { checkoutSessions, invoicePayments, invoices, mailOutbox } from "@/db/schema";
import type { FulfilmentEnv } from "@/lib/billing/online/fulfilment";
import type { CheckoutSessionState } from "@/lib/billing/online/provider";

/** The agency settings the fulfilment reads, fixed for the tests. */
export const FULFILMENT_ENV: FulfilmentEnv = { AGENCY_TIMEZONE: "America/Denver", AGENCY_INBOX: "hello@summitdigital.co" };

/** A Checkout Session as the provider reports it: complete and paid, for `amountCents`, unless changed. */
export const paidSession = (invoiceId: string, amountCents: number, changes: Partial<CheckoutSessionState> = {}): CheckoutSessionState => ({
  id: "cs_test_paid_1",
  status: "complete",
  paymentStatus: "paid",
  amountCents,
  invoiceId,
  paymentReference: "pi_test_paid_1",
  ...changes,
});

/** What the tests look at after a payment: the invoice's figures, its payments, its sessions and its mail. */
export async function billingState(db: Database, invoiceId: string) {
  const [invoice] = await db
    .select({
      status: invoices.status,
      amountPaid: invoices.amountPaid,
      paidDate: invoices.paidDate,
      paymentMethod: invoices.paymentMethod,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  const payments = await db
    .select({
      amount: invoicePayments.amount,
      overpayment: invoicePayments.overpayment,
      method: invoicePayments.method,
      providerReference: invoicePayments.providerReference,
      recordedBy: invoicePayments.recordedBy,
      overpaymentResolvedAt: invoicePayments.overpaymentResolvedAt,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(invoicePayments.createdAt);
  const sessions = await db
    .select({ id: checkoutSessions.id, status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.invoiceId, invoiceId));
  const mail = await db
    .select({ kind: mailOutbox.kind, to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.invoiceId, invoiceId))
    .orderBy(mailOutbox.createdAt);
  return { invoice: invoice!, payments, sessions, mail: mail.filter((row) => row.kind !== "invoice_email") };
}

import { and, eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import { lockInvoice } from "@/lib/billing/invoices/service";
import { receiptEmail, type Sender } from "@/lib/billing/mail";
import { acceptsPayments, balanceCents, PAYMENT_REFUSED } from "@/lib/billing/rules";
import { formatIsoDate } from "@/lib/dates";
import { queueOutboxMail } from "@/lib/mail/outbox";
import { centsToDecimal, formatCents, toCents } from "@/lib/money";

import { paymentProblems, type PaymentFormInput } from "./schema";

export const PAYMENT_NOT_FOUND = "This payment no longer exists.";
export const ONLINE_PAYMENT_NOT_DELETABLE =
  "A payment taken online cannot be deleted: refund it in Stripe, and the refund is recorded on the invoice.";

/**
 * Records a payment on a sent or overdue invoice, with the invoice locked: the amount is at most
 * the balance, dated no later than the agency's today. A payment that clears the balance sets the
 * status to paid and paid_date to its date; the optional receipt is queued in the same transaction.
 */
export async function recordPayment(db: Db, input: PaymentFormInput, actor: { id: string; sender: Sender }, today: string) {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, input.invoiceId);
    if (!acceptsPayments(invoice.status)) throw new UserFacingError(PAYMENT_REFUSED);
    const [problem] = paymentProblems(input, { balanceCents: balanceCents(invoice), today, issueDate: invoice.issueDate });
    if (problem) throw new UserFacingError(problem.message);

    const amount = toCents(input.amount);
    const amountPaid = toCents(invoice.amountPaid) + amount;
    const balance = toCents(invoice.totalAmount) - amountPaid;
    const method = input.method || null;
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId: invoice.id,
        amount: centsToDecimal(amount),
        paidOn: input.paidOn,
        method,
        note: input.note || null,
        recordedBy: actor.id,
      })
      .returning({ id: invoicePayments.id });
    await tx
      .update(invoices)
      .set({
        amountPaid: centsToDecimal(amountPaid),
        ...(balance === 0 ? { status: "paid" as const, paidDate: input.paidOn, paymentMethod: method ?? invoice.paymentMethod } : {}),
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoice.id));

    if (input.sendReceipt) {
      const mail = receiptEmail(
        {
          invoiceNumber: invoice.invoiceNumber,
          clientName: invoice.clientName,
          dueDate: invoice.dueDate,
          totalAmount: invoice.totalAmount,
          balance,
          amount,
          paidOn: input.paidOn,
          method,
          amountPaid,
        },
        invoice.clientEmail,
        actor.sender,
      );
      await queueOutboxMail(tx, { mail, invoiceId: invoice.id, dedupeKey: `payment-receipt:${payment!.id}` });
    }
    await logActivity(tx, {
      entityType: "invoice",
      entityId: invoice.id,
      entityName: invoice.invoiceNumber,
      action: "payment_recorded",
      description: `Payment of ${formatCents(amount)} recorded for ${formatIsoDate(input.paidOn)}${balance === 0 ? "; invoice paid in full" : `; ${formatCents(balance)} left`}`,
      performedBy: actor.id,
      metadata: { payment_id: payment!.id, amount: centsToDecimal(amount), balance: centsToDecimal(balance), receipt: input.sendReceipt },
    });
    return { paymentId: payment!.id, status: balance === 0 ? "paid" : invoice.status, balance: centsToDecimal(balance) };
  });
}

/**
 * Deletes a payment (entered by mistake, a bounced check). The balance grows back, and a paid
 * invoice reopens: sent again, without a paid date. A payment taken online (or its refund) is
 * refused: the money really moved, so only a refund at the provider undoes it, and its webhook
 * records that; deleting the row would also let the provider's next event record it again.
 */
export async function deletePayment(db: Db, paymentId: string, performedBy: string | null) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invoiceId: invoicePayments.invoiceId, providerReference: invoicePayments.providerReference })
      .from(invoicePayments)
      .where(eq(invoicePayments.id, paymentId));
    if (!found) throw new UserFacingError(PAYMENT_NOT_FOUND);
    if (found.providerReference) throw new UserFacingError(ONLINE_PAYMENT_NOT_DELETABLE);
    const invoice = await lockInvoice(tx, found.invoiceId);
    const [deleted] = await tx
      .delete(invoicePayments)
      .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoice.id)))
      .returning({ amount: invoicePayments.amount, paidOn: invoicePayments.paidOn });
    if (!deleted) throw new UserFacingError(PAYMENT_NOT_FOUND);

    const amountPaid = toCents(invoice.amountPaid) - toCents(deleted.amount);
    const reopens = invoice.status === "paid" && amountPaid < toCents(invoice.totalAmount);
    await tx
      .update(invoices)
      .set({
        amountPaid: centsToDecimal(amountPaid),
        ...(reopens ? { status: "sent" as const, paidDate: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoice.id));
    await logActivity(tx, {
      entityType: "invoice",
      entityId: invoice.id,
      entityName: invoice.invoiceNumber,
      action: "payment_deleted",
      description: `Payment of ${formatCents(toCents(deleted.amount))} from ${formatIsoDate(deleted.paidOn)} deleted${reopens ? "; invoice reopened" : ""}`,
      performedBy,
      metadata: { payment_id: paymentId, amount: deleted.amount },
    });
    return { status: reopens ? "sent" : invoice.status };
  });
}

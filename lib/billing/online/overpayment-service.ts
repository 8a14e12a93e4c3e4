import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import type { OverpaymentResolveInput } from "@/lib/billing/payments/schema";
import { PAYMENT_NOT_FOUND } from "@/lib/billing/payments/service";
import type { UnresolvedOverpaymentsSummary } from "@/lib/billing/types";
import { formatCents, toCents } from "@/lib/money";

/*
 * Money received above an invoice's balance (an online payment of a balance already paid by hand,
 * say) is kept on its payment row, out of the invoice's amount paid and out of revenue, and flagged
 * until an owner settles it (refunds it in Stripe, credits the client) and marks it resolved here.
 */

export const NO_OVERPAYMENT = "This payment has no overpayment to resolve.";
export const OVERPAYMENT_ALREADY_RESOLVED = "This overpayment was already resolved.";

/** A payment's overpayment marked resolved, with the owner's note in the audit trail; refused when there is none or it was. */
export async function resolveOverpayment(db: Db, input: OverpaymentResolveInput, performedBy: string | null) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        id: invoicePayments.id,
        invoiceId: invoicePayments.invoiceId,
        overpayment: invoicePayments.overpayment,
        resolvedAt: invoicePayments.overpaymentResolvedAt,
        providerReference: invoicePayments.providerReference,
      })
      .from(invoicePayments)
      .where(eq(invoicePayments.id, input.paymentId))
      .for("update");
    if (!payment) throw new UserFacingError(PAYMENT_NOT_FOUND);
    if (toCents(payment.overpayment) <= 0) throw new UserFacingError(NO_OVERPAYMENT);
    if (payment.resolvedAt) throw new UserFacingError(OVERPAYMENT_ALREADY_RESOLVED);
    const [resolved] = await tx
      .update(invoicePayments)
      .set({ overpaymentResolvedAt: sql`now()`, overpaymentResolvedBy: performedBy })
      .where(eq(invoicePayments.id, payment.id))
      .returning({ resolvedAt: invoicePayments.overpaymentResolvedAt });
    const [invoice] = await tx.select({ invoiceNumber: invoices.invoiceNumber }).from(invoices).where(eq(invoices.id, payment.invoiceId));
    const amount = formatCents(toCents(payment.overpayment));
    await logActivity(tx, {
      entityType: "invoice",
      entityId: payment.invoiceId,
      entityName: invoice?.invoiceNumber ?? null,
      action: "overpayment_resolved",
      description: `Overpayment of ${amount} resolved: ${input.note}`,
      performedBy,
      metadata: { payment_id: payment.id, overpayment: payment.overpayment, provider_reference: payment.providerReference },
    });
    return { resolvedAt: resolved!.resolvedAt };
  });
}

const unresolved = and(gt(invoicePayments.overpayment, "0"), isNull(invoicePayments.overpaymentResolvedAt));

/** The overpayments waiting for an owner, oldest first (invoice_payments_unresolved_overpayment_idx), with their invoice's number. */
export async function listUnresolvedOverpayments(db: Db, limit = 5): Promise<UnresolvedOverpaymentsSummary> {
  const [rows, [count]] = await Promise.all([
    db
      .select({ paymentId: invoicePayments.id, invoiceNumber: invoices.invoiceNumber, overpayment: invoicePayments.overpayment })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(unresolved)
      .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoicePayments)
      .where(unresolved),
  ]);
  return { total: count?.total ?? 0, rows };
}

import type { InvoiceStatus } from "@/db/enums";
import { acceptsPayments, balanceCents } from "@/lib/billing/rules";
import { formatCents } from "@/lib/money";

/**
 * Online card payment as pure rules, shared by the client page, the checkout action and the
 * fulfilment: what the client may pay, how a payment received is split, what a row says.
 */

/** The method an online payment is recorded with (the payment row and the invoice). */
export const ONLINE_PAYMENT_METHOD = "Card (online)";

type PayableInvoice = { status: InvoiceStatus; totalAmount: string; amountPaid: string };

/**
 * What 'Pay ... by card' charges, in cents, or null when nothing can be paid online: the balance
 * of a sent or overdue invoice (a deposit invoice's balance is its deposit). Always computed on the
 * server from the invoice, never taken from the page.
 */
export function onlineChargeCents(invoice: PayableInvoice): number | null {
  if (!acceptsPayments(invoice.status)) return null;
  const balance = balanceCents(invoice);
  return balance > 0 ? balance : null;
}

export const payButtonLabel = (cents: number) => `Pay ${formatCents(cents)} by card`;

/**
 * The Checkout Session's idempotency key: one per invoice, amount and attempt, so a double click, a
 * second tab or a retried request get the same session, and a new balance gets a new one. `attempt`
 * counts the invoice's sessions that have ended (failed, expired, paid then refunded): paying again
 * after one of those must not get the ended session back.
 */
export const checkoutIdempotencyKey = (invoiceId: string, cents: number, attempt: number) => `checkout-${invoiceId}-${cents}-${attempt}`;

/**
 * A payment received, split into what pays the invoice and what is above its balance. An invoice
 * that no longer takes payments (paid by hand meanwhile, cancelled) applies nothing: all of it is an
 * overpayment for an owner to resolve, never dropped and never silently counted.
 */
export function splitReceived(receivedCents: number, invoice: PayableInvoice): { appliedCents: number; overpaymentCents: number } {
  const open = acceptsPayments(invoice.status) ? balanceCents(invoice) : 0;
  const appliedCents = Math.min(receivedCents, open);
  return { appliedCents, overpaymentCents: receivedCents - appliedCents };
}

/** Where a Checkout Session stands in our records (checkout_sessions.status). */
export type CheckoutStatus = "open" | "processing" | "paid" | "failed" | "expired";

/**
 * The session's status once the provider reports `reported`, given what we hold (`current`, null
 * for a session we never saw). Events arrive in any order: money received ('paid') is final and
 * wins over everything; a failed or expired session stays so; 'processing' only follows 'open'.
 */
export function nextCheckoutStatus(current: CheckoutStatus | null, reported: CheckoutStatus): CheckoutStatus {
  if (current === null) return reported;
  if (current === "paid" || reported === "paid") return "paid";
  if (current === "failed" || current === "expired") return current;
  if (reported === "processing" && current !== "open") return current;
  return reported;
}

/** What every refund row of a payment's reference starts with. */
export const refundReferencePrefix = (paymentReference: string) => `${paymentReference}:refund:`;

/**
 * The reference of a refund row: the payment's, and the cumulative total refunded it brings us to,
 * so the same total never records twice.
 */
export const refundReference = (paymentReference: string, refundedTotalCents: number) =>
  `${refundReferencePrefix(paymentReference)}${refundedTotalCents}`;

/** What a payment still holds that a refund can give back, in cents. */
export type RefundablePayment = {
  /** The overpayment received on it and not yet refunded (resolved by an owner or not). */
  overpaymentCents: number;
  /** The part applied to the invoice and not yet refunded. */
  appliedCents: number;
};

/**
 * A new refund split over what the payment holds. The overpayment goes back first: it is money the
 * invoice never counted, so refunding it leaves the invoice as it is; only the rest comes off the
 * invoice's amount paid (and reopens a paid invoice). Anything beyond both (a refund above what we
 * recorded) is `unmatchedCents`, for the agency's notice, never taken off the invoice.
 */
export function splitRefund(
  newRefundCents: number,
  payment: RefundablePayment,
): { overpaymentCents: number; appliedCents: number; unmatchedCents: number } {
  const refund = Math.max(0, newRefundCents);
  const overpaymentCents = Math.min(refund, Math.max(0, payment.overpaymentCents));
  const appliedCents = Math.min(refund - overpaymentCents, Math.max(0, payment.appliedCents));
  return { overpaymentCents, appliedCents, unmatchedCents: refund - overpaymentCents - appliedCents };
}

/** Whether a payment row's provider reference is a refund's (refundReference), not a payment's. */
export const isRefundReference = (reference: string | null) => reference !== null && /:refund:\d+$/.test(reference);

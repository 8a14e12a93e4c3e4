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
 * The Checkout Session's idempotency key: one per invoice and amount, so a double click, a second
 * tab or a retried request get the same session, and a new balance gets a new one.
 */
export const checkoutIdempotencyKey = (invoiceId: string, cents: number) => `checkout-${invoiceId}-${cents}`;

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

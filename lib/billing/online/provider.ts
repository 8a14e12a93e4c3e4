/**
 * What the product needs from a card payment provider, in its own words. Stripe (stripe.ts) is the
 * real one; the demo's built-in test provider and the tests' fake server speak the same interface
 * (the fake one through Stripe's own HTTP API), so one fulfilment path serves them all.
 */

export type CheckoutRequest = {
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  customerEmail: string;
  /** Where the provider sends the client back; `{CHECKOUT_SESSION_ID}` is filled in by the provider. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
};

/** A Checkout Session as the provider reports it. */
export type CheckoutSessionState = {
  id: string;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountCents: number;
  /** From the session's metadata: the invoice it pays. */
  invoiceId: string | null;
  /** The payment's reference (Stripe's PaymentIntent id): the unique key of the payment row. */
  paymentReference: string | null;
};

/** A provider event, reduced to what it means for an invoice. */
export type PaymentEvent =
  /** The money is in: record the payment (once). */
  | { kind: "checkout_paid"; session: CheckoutSessionState }
  /** Completed with a payment that settles later (a bank debit): show "Payment processing...". */
  | { kind: "checkout_processing"; session: CheckoutSessionState }
  /** The delayed payment failed: the invoice is unpaid as before. */
  | { kind: "checkout_failed"; session: CheckoutSessionState }
  /** The session ran out unpaid. */
  | { kind: "checkout_expired"; session: CheckoutSessionState }
  /** Money given back on a payment: `refundedTotalCents` is the total refunded on it so far. */
  | { kind: "refunded"; paymentReference: string; refundedTotalCents: number }
  /** An event the product does not act on. */
  | { kind: "ignored" };

export type ProviderEvent = { id: string; type: string; occurredAt: Date; payment: PaymentEvent };

/** The event types the webhook and the reconciliation ask for. */
export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
] as const;

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionState>;
  /** The handled events created at or after `since`, oldest first. */
  listEventsSince(since: Date): Promise<ProviderEvent[]>;
  /** The event of a webhook delivery; throws WebhookSignatureError for a bad, stale or missing signature. */
  verifyWebhook(rawBody: string, signature: string | null): ProviderEvent;
}

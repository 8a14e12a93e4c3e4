import type Stripe from "stripe";
import { describe, expect, it } from "vitest";

import { paymentEventOf } from "@/lib/billing/online/stripe";

/** A Stripe event as the webhook or /v1/events delivers it, with only the fields the adapter reads. */
const stripeEvent = (type: string, object: Record<string, unknown>) =>
  ({ id: "evt_1", object: "event", type, created: 1_795_000_000, data: { object } }) as unknown as Stripe.Event;

const session = (changes: Record<string, unknown> = {}) => ({
  id: "cs_1",
  object: "checkout.session",
  status: "complete",
  payment_status: "paid",
  amount_total: 62785,
  metadata: { invoice_id: "7b0c4a52-5f0e-4c55-9a43-2f3f0d6c1a10" },
  payment_intent: "pi_1",
  ...changes,
});

const state = {
  id: "cs_1",
  status: "complete",
  paymentStatus: "paid",
  amountCents: 62785,
  invoiceId: "7b0c4a52-5f0e-4c55-9a43-2f3f0d6c1a10",
  paymentReference: "pi_1",
};

describe("paymentEventOf", () => {
  it("a completed, paid session is money in; completed and unpaid is still processing", () => {
    expect(paymentEventOf(stripeEvent("checkout.session.completed", session()))).toEqual({ kind: "checkout_paid", session: state });
    expect(paymentEventOf(stripeEvent("checkout.session.completed", session({ payment_status: "unpaid" })))).toEqual({
      kind: "checkout_processing",
      session: { ...state, paymentStatus: "unpaid" },
    });
    expect(paymentEventOf(stripeEvent("checkout.session.completed", session({ payment_status: "no_payment_required" })))).toMatchObject({
      kind: "checkout_paid",
    });
  });

  it("the async outcomes and the expiry", () => {
    expect(paymentEventOf(stripeEvent("checkout.session.async_payment_succeeded", session()))).toEqual({
      kind: "checkout_paid",
      session: state,
    });
    expect(paymentEventOf(stripeEvent("checkout.session.async_payment_failed", session({ payment_status: "unpaid" })))).toMatchObject({
      kind: "checkout_failed",
      session: { paymentStatus: "unpaid" },
    });
    expect(
      paymentEventOf(
        stripeEvent("checkout.session.expired", session({ status: "expired", payment_status: "unpaid", payment_intent: null })),
      ),
    ).toEqual({ kind: "checkout_expired", session: { ...state, status: "expired", paymentStatus: "unpaid", paymentReference: null } });
  });

  it("reads an expanded PaymentIntent, and counts a payment status it does not know as not paid", () => {
    const expanded = paymentEventOf(
      stripeEvent("checkout.session.completed", session({ payment_intent: { id: "pi_exp", object: "payment_intent" } })),
    );
    expect(expanded).toMatchObject({ session: { paymentReference: "pi_exp" } });
    const future = paymentEventOf(stripeEvent("checkout.session.completed", session({ payment_status: "something_new", status: null })));
    expect(future).toMatchObject({ kind: "checkout_processing", session: { paymentStatus: "unpaid", status: "open" } });
  });

  it("a session without our metadata names no invoice", () => {
    expect(paymentEventOf(stripeEvent("checkout.session.completed", session({ metadata: {} })))).toMatchObject({
      session: { invoiceId: null },
    });
  });

  it("a refund names the payment and the cumulative amount refunded; one without a payment is ignored", () => {
    const charge = { id: "ch_1", object: "charge", amount: 62785, amount_refunded: 15000, payment_intent: "pi_1" };
    expect(paymentEventOf(stripeEvent("charge.refunded", charge))).toEqual({
      kind: "refunded",
      paymentReference: "pi_1",
      refundedTotalCents: 15000,
    });
    expect(paymentEventOf(stripeEvent("charge.refunded", { ...charge, payment_intent: null }))).toEqual({ kind: "ignored" });
  });

  it("any other event is ignored", () => {
    expect(paymentEventOf(stripeEvent("customer.created", { id: "cus_1", object: "customer" }))).toEqual({ kind: "ignored" });
  });
});

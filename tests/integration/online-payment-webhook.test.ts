import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { MAX_WEBHOOK_BYTES, POST } from "@/app/api/webhooks/stripe/route";
import { createDatabase } from "@/db/client";
import { activityLog, invoicePayments, mailOutbox, paymentProviderEvents } from "@/db/schema";
import { fulfilCheckoutSession } from "@/lib/billing/online/fulfilment";
import { stripeProvider } from "@/lib/billing/online/stripe";

import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { sentInvoice } from "../support/invoices";
import { clearJobs } from "../support/lead-capture";
import { withFakeStripe } from "../support/online-core-env";
import { FAKE_STRIPE_KEYS, signedDelivery, webhookRequest, type FakeStripeEvent } from "../support/online-core-fake-stripe";
import { billingState } from "../support/online-core-invoices";

const db = testDb();
const TOTAL = 62785;
const stripe = withFakeStripe();
let dana: string;

beforeEach(async () => {
  stripe.fake().reset();
  await clearJobs(db);
  dana = (await insertDana(db)).id;
});
afterAll(async () => {
  await closeAppDatabase();
});

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Delivers `event` as Stripe would: signed with the webhook secret, JSON, no Origin. */
const deliver = async (event: FakeStripeEvent, headers: Record<string, string> = {}) =>
  answer(await POST(webhookRequest(signedDelivery(event, FAKE_STRIPE_KEYS.webhookSecret), headers)));

/** An invoice of $627.85 with a Checkout Session of `amountCents` open on it at the fake Stripe. */
async function invoiceWithSession(amountCents = TOTAL) {
  const invoice = await sentInvoice(db, dana);
  const session = stripe.fake().openSession(invoice.id, amountCents);
  return { invoice, session };
}

const storedEvents = () => db.select().from(paymentProviderEvents);

describe("POST /api/webhooks/stripe: the signature", () => {
  it("a body signed with another secret, a tampered body or no signature: 400 and nothing stored", async () => {
    const { invoice, session } = await invoiceWithSession();
    const event = stripe.fake().completePaid(session.id);

    const wrongSecret = await answer(await POST(webhookRequest(signedDelivery(event, "whsec_someone_else"))));
    expect(wrongSecret).toEqual({
      status: 400,
      body: { error: "The Stripe-Signature header is missing, too old or does not match the body." },
    });

    const genuine = signedDelivery(event, FAKE_STRIPE_KEYS.webhookSecret);
    const tampered = genuine.body.replace(`"amount_total": ${TOTAL}`, `"amount_total": 1`);
    expect(tampered).not.toBe(genuine.body);
    expect((await POST(webhookRequest({ body: tampered, signature: genuine.signature }))).status).toBe(400);
    expect((await POST(webhookRequest({ body: genuine.body, signature: null }))).status).toBe(400);

    expect(await storedEvents()).toEqual([]);
    expect(await db.$count(invoicePayments)).toBe(0);
    expect((await billingState(db, invoice.id)).invoice.status).toBe("sent");
  });

  it("a stale signature (a replay six minutes later) is refused: 400 and nothing stored", async () => {
    const { session } = await invoiceWithSession();
    const event = stripe.fake().completePaid(session.id);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    const stale = signedDelivery(event, FAKE_STRIPE_KEYS.webhookSecret, { timestamp: sixMinutesAgo });
    expect(await answer(await POST(webhookRequest(stale)))).toMatchObject({ status: 400 });
    expect(await storedEvents()).toEqual([]);
    expect(await db.$count(invoicePayments)).toBe(0);

    // The same event, freshly signed, goes through: the refusal was the timestamp's.
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: "recorded" } });
  });

  it("is judged by its signature only: no Origin, a foreign Origin or a text/plain body change nothing", async () => {
    const { session } = await invoiceWithSession();
    const event = stripe.fake().completePaid(session.id);
    const response = await deliver(event, { "content-type": "text/plain", origin: "https://evil.example" });
    expect(response).toEqual({ status: 200, body: { received: true, outcome: "recorded" } });
  });

  it("a body above the size limit is 413 before anything is read into the database", async () => {
    const body = JSON.stringify({ id: "evt_big", padding: "x".repeat(MAX_WEBHOOK_BYTES) });
    const signed = { body, signature: signedDelivery({ id: "evt_big" } as FakeStripeEvent, FAKE_STRIPE_KEYS.webhookSecret).signature };
    const response = await answer(await POST(webhookRequest(signed)));
    expect(response.status).toBe(413);
    expect(response.body.error).toMatch(/larger than 256 KB/);
    expect(await storedEvents()).toEqual([]);
  });

  it("without online payment set up, or without a signing secret: 400, never a 5xx", async () => {
    const { session } = await invoiceWithSession();
    const event = stripe.fake().completePaid(session.id);
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    try {
      delete process.env.STRIPE_WEBHOOK_SECRET;
      expect(await deliver(event)).toEqual({ status: 400, body: { error: "No webhook signing secret is set for online payment." } });
      const key = process.env.STRIPE_SECRET_KEY;
      delete process.env.STRIPE_SECRET_KEY;
      try {
        expect(await deliver(event)).toEqual({ status: 400, body: { error: "Online payment is not set up." } });
      } finally {
        process.env.STRIPE_SECRET_KEY = key;
      }
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = secret;
    }
    expect(await storedEvents()).toEqual([]);
  });
});

describe("POST /api/webhooks/stripe: exactly once", () => {
  it("a duplicate delivery is answered 200 'duplicate' and records nothing more", async () => {
    const { invoice, session } = await invoiceWithSession();
    const event = stripe.fake().completePaid(session.id);
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: "recorded" } });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    const state = await billingState(db, invoice.id);
    expect(state.payments).toHaveLength(1);
    expect(state.invoice).toMatchObject({ status: "paid", amountPaid: "627.85", paymentMethod: "Card (online)" });
    expect(state.mail.map((mail) => mail.kind)).toEqual(["payment_receipt", "online_payment_notice"]);
    expect(await storedEvents()).toEqual([expect.objectContaining({ id: event.id, source: "webhook", outcome: "recorded" })]);
  });

  it("the webhook and the client's return page at the same moment (two connections) record one payment", async () => {
    const returnPageDb = createDatabase(process.env.DATABASE_URL!, { max: 2 });
    try {
      const { invoice, session } = await invoiceWithSession();
      const event = stripe.fake().completePaid(session.id);
      // The return page asks the provider for the session, then fulfils it, while the webhook arrives.
      const returned = await stripeProvider(FAKE_STRIPE_KEYS, stripe.fake().url).retrieveCheckoutSession(session.id);
      const [webhook, returnPage] = await Promise.all([deliver(event), fulfilCheckoutSession(returnPageDb, returned, "return")]);
      expect(webhook.status).toBe(200);
      expect([webhook.body.outcome, returnPage].sort()).toEqual(["already recorded", "recorded"]);
      const state = await billingState(db, invoice.id);
      expect(state.payments).toHaveLength(1);
      expect(state.invoice.amountPaid).toBe("627.85");
      expect(state.mail.map((mail) => mail.kind)).toEqual(["payment_receipt", "online_payment_notice"]);
    } finally {
      await returnPageDb.$client.end();
    }
  });

  it("events out of order: 'async payment succeeded' before 'completed' records one payment and leaves the session paid", async () => {
    const { invoice, session } = await invoiceWithSession();
    const completed = stripe.fake().completeUnpaid(session.id);
    const succeeded = stripe.fake().succeedLater(session.id);
    expect((await deliver(succeeded)).body.outcome).toBe("recorded");
    expect((await deliver(completed)).body.outcome).toBe("already recorded");
    const state = await billingState(db, invoice.id);
    expect(state.payments).toHaveLength(1);
    expect(state.sessions).toEqual([{ id: session.id, status: "paid" }]);
    expect(state.invoice.status).toBe("paid");
  });

  it("an async payment that succeeds later: processing first, then paid with its receipt", async () => {
    const { invoice, session } = await invoiceWithSession();
    expect((await deliver(stripe.fake().completeUnpaid(session.id))).body.outcome).toBe("processing");
    let state = await billingState(db, invoice.id);
    expect(state.sessions).toEqual([{ id: session.id, status: "processing" }]);
    expect(state.invoice).toMatchObject({ status: "sent", amountPaid: "0.00" });
    expect(state.payments).toHaveLength(0);
    expect(state.mail).toHaveLength(0);

    expect((await deliver(stripe.fake().succeedLater(session.id))).body.outcome).toBe("recorded");
    state = await billingState(db, invoice.id);
    expect(state.sessions).toEqual([{ id: session.id, status: "paid" }]);
    expect(state.invoice).toMatchObject({ status: "paid", amountPaid: "627.85" });
    expect(state.mail.map((mail) => mail.kind)).toEqual(["payment_receipt", "online_payment_notice"]);
  });

  it("an async payment that fails: the session is failed, the invoice unpaid, the audit says so", async () => {
    const { invoice, session } = await invoiceWithSession();
    await deliver(stripe.fake().completeUnpaid(session.id));
    expect((await deliver(stripe.fake().failLater(session.id))).body.outcome).toBe("failed");
    const state = await billingState(db, invoice.id);
    expect(state.sessions).toEqual([{ id: session.id, status: "failed" }]);
    expect(state.invoice).toMatchObject({ status: "sent", amountPaid: "0.00", paidDate: null });
    expect(state.payments).toHaveLength(0);
    const entries = await db.select().from(activityLog).where(eq(activityLog.action, "online_payment_failed"));
    expect(entries.map((entry) => entry.description)).toEqual(["Card payment of $627.85 failed; the invoice is unpaid as before"]);
  });

  it("an overpayment is recorded and flagged, never silently counted", async () => {
    const { invoice, session } = await invoiceWithSession(TOTAL + 1215);
    expect((await deliver(stripe.fake().completePaid(session.id))).body.outcome).toBe("overpayment");
    const state = await billingState(db, invoice.id);
    expect(state.invoice.amountPaid).toBe("627.85");
    expect(state.payments).toEqual([expect.objectContaining({ amount: "627.85", overpayment: "12.15", overpaymentResolvedAt: null })]);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "online_payment_received"));
    expect(entry!.description).toContain("$12.15 above the balance recorded as an overpayment that must be resolved");
  });
});

describe("POST /api/webhooks/stripe: refunds", () => {
  it("a refund records a negative payment and reopens the paid invoice; a redelivery and an older total add nothing", async () => {
    const { invoice, session } = await invoiceWithSession();
    await deliver(stripe.fake().completePaid(session.id));
    const paymentIntent = stripe.fake().sessions.get(session.id)!.payment_intent!;

    const first = stripe.fake().refund(session.id, 10000); // cumulative 100.00
    const second = stripe.fake().refund(session.id, 5000); // cumulative 150.00
    // The later total arrives first: it records the whole 150.00 at once.
    expect(await deliver(second)).toEqual({ status: 200, body: { received: true, outcome: "refunded" } });
    expect((await deliver(first)).body.outcome).toBe("already recorded");
    expect((await deliver(second)).body.outcome).toBe("duplicate");

    const state = await billingState(db, invoice.id);
    expect(state.payments.map((payment) => [payment.amount, payment.providerReference])).toEqual([
      ["627.85", paymentIntent],
      ["-150.00", `${paymentIntent}:refund:15000`],
    ]);
    expect(state.invoice).toEqual({ status: "sent", amountPaid: "477.85", paidDate: null, paymentMethod: "Card (online)" });
    const notice = state.mail.filter((mail) => mail.kind === "online_payment_notice").at(-1)!;
    expect(notice.subject).toBe(`Card payment refunded: invoice ${invoice.invoiceNumber}, $150.00`);
    expect(notice.text).toContain("The invoice was paid and is open again.");
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "online_payment_refunded"));
    expect(entry!.description).toBe("Card payment refunded: $150.00; invoice reopened");

    // The rest refunded later: only the difference is new.
    expect((await deliver(stripe.fake().refund(session.id, TOTAL - 15000))).body.outcome).toBe("refunded");
    const after = await billingState(db, invoice.id);
    expect(after.payments.map((payment) => payment.amount)).toEqual(["627.85", "-150.00", "-477.85"]);
    expect(after.invoice.amountPaid).toBe("0.00");
  });

  it("a refund of an overpaid payment gives back the overpayment first, and resolves it", async () => {
    const { invoice, session } = await invoiceWithSession(TOTAL + 5000);
    await deliver(stripe.fake().completePaid(session.id));
    expect((await deliver(stripe.fake().refund(session.id, 5000))).body.outcome).toBe("refunded");
    const state = await billingState(db, invoice.id);
    expect(state.invoice).toMatchObject({ status: "paid", amountPaid: "627.85" });
    expect(state.payments.map((payment) => [payment.amount, payment.overpayment, payment.overpaymentResolvedAt !== null])).toEqual([
      ["627.85", "50.00", true],
      ["0.00", "50.00", true],
    ]);
  });

  it("a refund before its payment is 409 (Stripe delivers it again) and nothing is stored", async () => {
    const { invoice, session } = await invoiceWithSession();
    stripe.fake().completePaid(session.id); // never delivered
    const refund = stripe.fake().refund(session.id, 10000);
    const response = await deliver(refund);
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/not recorded yet/);
    expect(await storedEvents()).toEqual([]);
    expect((await billingState(db, invoice.id)).payments).toEqual([]);
    expect(await db.$count(mailOutbox)).toBe(1); // only the invoice mail
  });
});

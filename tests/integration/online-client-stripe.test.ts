import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { checkoutSessions, invoicePayments, invoices } from "@/db/schema";
import { checkoutReturn } from "@/lib/billing/online/client-page";
import { checkoutIdempotencyKey } from "@/lib/billing/online/rules";
import { readEnv } from "@/lib/env";

import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { pageHtml, postPay, SITE, sentInvoice } from "../support/online-client-flow";
import { withFakeStripe } from "../support/online-core-env";
import { FAKE_STRIPE_KEYS, signedDelivery, webhookRequest } from "../support/online-core-fake-stripe";

/*
 * The client page with Stripe (the fake Stripe server of tests/support, no network): the checkout
 * it starts, and what it shows when the client comes back.
 */

// The processing notice refreshes itself through the App Router, which only a running Next.js mounts.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

const db = testDb();
const stripe = withFakeStripe();
let dana: string;
let savedSite: string | undefined;

beforeEach(async () => {
  dana = (await insertDana(db)).id;
  stripe.fake().reset();
  savedSite = process.env.SITE_URL;
  process.env.SITE_URL = SITE;
});
afterEach(() => {
  if (savedSite === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSite;
});
afterAll(closeAppDatabase);

const checkoutPosts = () =>
  stripe.fake().requests.filter((request) => request.method === "POST" && request.path === "/v1/checkout/sessions");
const sessionIdOf = (response: Response) => /\/c\/pay\/(cs_test_[a-f0-9]+)$/.exec(response.headers.get("location") ?? "")?.[1];
const deliver = (event: Parameters<typeof signedDelivery>[0]) =>
  webhook(webhookRequest(signedDelivery(event, FAKE_STRIPE_KEYS.webhookSecret)));
const returnOf = (invoiceId: string, sessionId: string) => checkoutReturn(db, invoiceId, sessionId, readEnv());

describe("paying by card through Stripe", () => {
  it("creates the Checkout Session for the amount the server computes, keyed per invoice and amount, the invoice in its metadata", async () => {
    const invoice = await sentInvoice(db, dana);
    const html = await pageHtml(invoice.token);
    expect(html).toContain("Pay $627.85 by card");

    const response = await postPay(invoice.token, { body: "amount=1" });
    expect(response.status).toBe(303);
    const sessionId = sessionIdOf(response);
    expect(response.headers.get("location")).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const [sent] = checkoutPosts();
    expect(sent!.headers["idempotency-key"]).toBe(checkoutIdempotencyKey(invoice.id, 62785, 0));
    expect(sent!.form.get("line_items[0][price_data][unit_amount]")).toBe("62785");
    expect(sent!.form.get("metadata[invoice_id]")).toBe(invoice.id);
    expect(sent!.form.get("customer_email")).toBe("billing@aspendental.example");
    expect(sent!.form.get("success_url")).toBe(`${SITE}/invoice/${invoice.token}?session_id={CHECKOUT_SESSION_ID}`);
    expect(sent!.form.get("cancel_url")).toBe(`${SITE}/invoice/${invoice.token}`);
    const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId!));
    expect(row).toMatchObject({
      invoiceId: invoice.id,
      amount: "627.85",
      status: "open",
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
    });

    // A double click: the same key, so Stripe gives the same session, and one row.
    expect(sessionIdOf(await postPay(invoice.token))).toBe(sessionId);
    expect(checkoutPosts()[1]!.headers["idempotency-key"]).toBe(checkoutIdempotencyKey(invoice.id, 62785, 0));
    expect(await db.$count(checkoutSessions)).toBe(1);
  });

  it("back from a card payment: the payment is recorded once, the invoice paid with its receipt, and the webhook after it adds nothing", async () => {
    const invoice = await sentInvoice(db, dana);
    const sessionId = sessionIdOf(await postPay(invoice.token))!;
    const completed = stripe.fake().completePaid(sessionId);
    const reference = stripe.fake().sessions.get(sessionId)!.payment_intent!;

    const html = await pageHtml(invoice.token, sessionId);
    expect(html).toContain("Payment received");
    expect(html).toContain(reference);
    expect(html).toContain("Card (online)");
    expect((await deliver(completed)).status).toBe(200);

    const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: "627.85", providerReference: reference, method: "Card (online)" });
    expect((await db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!.status).toBe("paid");
  });

  it("a bank debit shows 'processing' until Stripe says it failed, then the invoice is open to pay again", async () => {
    const invoice = await sentInvoice(db, dana);
    const sessionId = sessionIdOf(await postPay(invoice.token))!;
    stripe.fake().completeUnpaid(sessionId);
    expect(await returnOf(invoice.id, sessionId)).toEqual({ state: "processing" });
    // Opened again later without the session in the address: still processing, no second payment offered.
    expect(await checkoutReturn(db, invoice.id, undefined, readEnv())).toEqual({ state: "processing" });
    const processing = await pageHtml(invoice.token, sessionId);
    expect(processing).toContain("Payment processing...");
    expect(processing).toContain('role="status"');
    expect(processing).not.toContain("by card");

    expect((await deliver(stripe.fake().failLater(sessionId))).status).toBe(200);
    expect(await returnOf(invoice.id, sessionId)).toEqual({ state: "failed" });
    const html = await pageHtml(invoice.token, sessionId);
    expect(html).toContain("The payment did not go through");
    expect(html).toContain("Pay $627.85 by card");
    expect(await db.$count(invoicePayments)).toBe(0);

    // Paying again gets a new session: the failed one's key would give the ended session back.
    const retry = sessionIdOf(await postPay(invoice.token));
    expect(retry).toBeDefined();
    expect(retry).not.toBe(sessionId);
    expect(checkoutPosts().at(-1)!.headers["idempotency-key"]).toBe(checkoutIdempotencyKey(invoice.id, 62785, 1));
  });

  it("a bank debit that succeeds later shows the receipt on the next refresh", async () => {
    const invoice = await sentInvoice(db, dana);
    const sessionId = sessionIdOf(await postPay(invoice.token))!;
    stripe.fake().completeUnpaid(sessionId);
    expect(await returnOf(invoice.id, sessionId)).toEqual({ state: "processing" });
    stripe.fake().succeedLater(sessionId);
    expect(await returnOf(invoice.id, sessionId)).toMatchObject({
      state: "paid",
      receipt: { amountCents: 62785, method: "Card (online)" },
    });
  });

  it("ignores another invoice's paid session on the return address: nothing recorded through the wrong page", async () => {
    const mine = await sentInvoice(db, dana);
    const other = await sentInvoice(db, dana, { clientName: "Boulder Bikes", clientEmail: "pay@boulderbikes.example" });
    const session = stripe.fake().openSession(other.id, 62785);
    stripe.fake().completePaid(session.id);

    expect(await returnOf(mine.id, session.id)).toBeNull();
    const html = await pageHtml(mine.token, session.id);
    expect(html).not.toContain("Payment received");
    expect(html).toContain("Pay $627.85 by card");
    expect(await db.$count(invoicePayments)).toBe(0);
  });

  it("a session Stripe does not know is ignored, and the page stays as it was", async () => {
    const invoice = await sentInvoice(db, dana);
    expect(await returnOf(invoice.id, "cs_test_unknown")).toBeNull();
    expect(await pageHtml(invoice.token, "cs_test_unknown")).toBe(await pageHtml(invoice.token));
  });
});

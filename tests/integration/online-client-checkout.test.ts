import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";

import TestCheckoutPage from "@/app/test-checkout/[id]/page";
import { POST as payTestCheckout } from "@/app/test-checkout/[id]/pay/route";
import { checkoutSessions, invoicePayments, invoices } from "@/db/schema";
import { CHECKOUT_LIMITS, startCheckout } from "@/lib/billing/online/checkout";
import { checkoutReturn } from "@/lib/billing/online/client-page";
import { payTestSession } from "@/lib/billing/online/test-provider";
import { recordPayment } from "@/lib/billing/payments/service";
import { readEnv } from "@/lib/env";

import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { pageHtml, postPay, SITE, sentInvoice, testSessionOf } from "../support/online-client-flow";

const db = testDb();
let dana: string;
const TOUCHED = ["SITE_URL", "TEST_PAYMENTS", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
const saved = Object.fromEntries(TOUCHED.map((name) => [name, process.env[name]]));

beforeEach(async () => {
  dana = (await insertDana(db)).id;
  // The demo's test provider: no Stripe key, TEST_PAYMENTS on (the route and page read process.env).
  process.env.SITE_URL = SITE;
  process.env.TEST_PAYMENTS = "on";
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
});
afterEach(() => {
  for (const name of TOUCHED) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
afterAll(closeAppDatabase);

const sessionRow = async (id: string) => (await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!;
const invoiceRow = async (id: string) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const byDana = () => ({ id: dana, sender: { name: "Dana", email: "dana@summitdigital.co" } });
const isNotFound = (error: unknown) => String((error as { digest?: string }).digest ?? "").includes("404");

describe("starting a card payment from the client page", () => {
  it("charges what the invoice owes, computed on the server, whatever the form sends", async () => {
    const invoice = await sentInvoice(db, dana);
    const response = await postPay(invoice.token, { body: "amount=1&invoice_id=00000000-0000-4000-8000-000000000000" });

    expect(response.status).toBe(303);
    const sessionId = testSessionOf(response);
    expect(response.headers.get("location")).toBe(`${SITE}/test-checkout/${sessionId}`);
    const row = await sessionRow(sessionId);
    expect(row).toMatchObject({
      invoiceId: invoice.id,
      amount: "627.85",
      status: "open",
      url: `${SITE}/test-checkout/${sessionId}`,
      successUrl: `${SITE}/invoice/${invoice.token}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${SITE}/invoice/${invoice.token}`,
      testPaymentReference: null,
    });
  });

  it("gives the same session again for the same invoice and amount, and a new one for a new balance", async () => {
    const invoice = await sentInvoice(db, dana);
    const first = testSessionOf(await postPay(invoice.token));
    expect(testSessionOf(await postPay(invoice.token))).toBe(first);

    await recordPayment(
      db,
      { invoiceId: invoice.id, amount: 100, paidOn: "2026-03-05", method: "Check", note: "", sendReceipt: false },
      byDana(),
      "2026-03-05",
    );
    const second = testSessionOf(await postPay(invoice.token));
    expect(second).not.toBe(first);
    expect((await sessionRow(second)).amount).toBe("527.85");
    expect(await db.$count(checkoutSessions)).toBe(2);
  });

  it("sends a paid invoice back to its page instead of to a checkout", async () => {
    const invoice = await sentInvoice(db, dana);
    await recordPayment(
      db,
      { invoiceId: invoice.id, amount: 627.85, paidOn: "2026-03-05", method: "Check", note: "", sendReceipt: false },
      byDana(),
      "2026-03-05",
    );
    const response = await postPay(invoice.token);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${SITE}/invoice/${invoice.token}`);
    expect(await db.$count(checkoutSessions)).toBe(0);
  });

  it(`limits attempts to ${CHECKOUT_LIMITS.perInvoice} an hour per invoice, from any address`, async () => {
    const invoice = await sentInvoice(db, dana);
    for (let attempt = 1; attempt <= CHECKOUT_LIMITS.perInvoice; attempt++) {
      expect((await postPay(invoice.token, { address: `198.51.100.${attempt}` })).status).toBe(303);
    }
    const refused = await postPay(invoice.token, { address: "198.51.100.200" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(await refused.text()).toContain("Too many payment attempts. Please try again in 60 minutes");
  });

  it(`limits attempts to ${CHECKOUT_LIMITS.perAddress} an hour per client address, across invoices`, async () => {
    const env = { ...readEnv(), TEST_PAYMENTS: true, SITE_URL: SITE };
    const tokens = [(await sentInvoice(db, dana)).token, (await sentInvoice(db, dana)).token, (await sentInvoice(db, dana)).token];
    const address = "192.0.2.44";
    for (let attempt = 0; attempt < CHECKOUT_LIMITS.perAddress; attempt++) {
      const token = tokens[attempt % 2]!;
      expect((await startCheckout(db, { token, address, env })).kind).toBe("checkout");
    }
    // The third invoice has used none of its own attempts: the address is what is refused.
    expect(await startCheckout(db, { token: tokens[2]!, address, env })).toMatchObject({ kind: "limited" });
    expect((await startCheckout(db, { token: tokens[2]!, address: "192.0.2.45", env })).kind).toBe("checkout");
  });

  it("refuses a post from another site's page and stores nothing", async () => {
    const invoice = await sentInvoice(db, dana);
    expect((await postPay(invoice.token, { origin: "https://evil.example" })).status).toBe(403);
    expect((await postPay(invoice.token, { origin: "null", fetchSite: "cross-site" })).status).toBe(403);
    expect(await db.$count(checkoutSessions)).toBe(0);
  });

  it("takes the page's own form, which its no-referrer policy sends with Origin: null", async () => {
    const invoice = await sentInvoice(db, dana);
    expect((await postPay(invoice.token, { origin: "null", fetchSite: "same-origin" })).status).toBe(303);
  });

  it("answers 404 for an unknown token", async () => {
    const response = await postPay("x".repeat(43));
    expect(response.status).toBe(404);
    expect(await db.$count(checkoutSessions)).toBe(0);
  });
});

describe("without a payment provider", () => {
  beforeEach(() => {
    delete process.env.TEST_PAYMENTS;
  });

  it("shows nothing about online payment, and the pay and test checkout routes are 404", async () => {
    const invoice = await sentInvoice(db, dana);
    const html = await pageHtml(invoice.token);
    expect(html).toContain("Balance due");
    expect(html).not.toMatch(/by card|\/pay"|Payment processing/);
    expect((await postPay(invoice.token)).status).toBe(404);
    expect(await db.$count(checkoutSessions)).toBe(0);

    // A session made while test payments were on: its page and its Pay route are gone with them.
    process.env.TEST_PAYMENTS = "on";
    const sessionId = testSessionOf(await postPay(invoice.token));
    delete process.env.TEST_PAYMENTS;
    await expect(TestCheckoutPage({ params: Promise.resolve({ id: sessionId }) })).rejects.toSatisfy(isNotFound);
    const pay = await payTestCheckout(
      new Request(`${SITE}/test-checkout/${sessionId}/pay`, { method: "POST", headers: { origin: SITE } }),
      {
        params: Promise.resolve({ id: sessionId }),
      },
    );
    expect(pay.status).toBe(404);
    expect((await sessionRow(sessionId)).testPaymentReference).toBeNull();
  });

  it("a Stripe key makes Stripe the provider, not the test one: the test checkout is 404", async () => {
    const invoice = await sentInvoice(db, dana);
    process.env.TEST_PAYMENTS = "on";
    const sessionId = testSessionOf(await postPay(invoice.token));
    process.env.STRIPE_SECRET_KEY = "sk_test_123";
    await expect(TestCheckoutPage({ params: Promise.resolve({ id: sessionId }) })).rejects.toSatisfy(isNotFound);
  });
});

describe("the test checkout", () => {
  it("shows the amount labelled as a test, and paying returns to the invoice with the session", async () => {
    const invoice = await sentInvoice(db, dana);
    const sessionId = testSessionOf(await postPay(invoice.token));
    const { renderToStaticMarkup } = await import("react-dom/server");
    const html = renderToStaticMarkup(await TestCheckoutPage({ params: Promise.resolve({ id: sessionId }) }));
    expect(html).toContain("Test payment: no card is charged");
    expect(html).toContain("Pay $627.85");
    expect(html).toContain(`href="${SITE}/invoice/${invoice.token}"`);

    const pay = () =>
      payTestCheckout(new Request(`${SITE}/test-checkout/${sessionId}/pay`, { method: "POST", headers: { origin: SITE } }), {
        params: Promise.resolve({ id: sessionId }),
      });
    const paid = await pay();
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${SITE}/invoice/${invoice.token}?session_id=${sessionId}`);
    const reference = (await sessionRow(sessionId)).testPaymentReference;
    expect(reference).toMatch(/^pi_test_[a-f0-9]{24}$/);
    // Paying again (a double click) keeps the one payment reference.
    await pay();
    expect((await sessionRow(sessionId)).testPaymentReference).toBe(reference);
  });

  it("records the payment when Pay is pressed, so a client who never comes back has still paid, once", async () => {
    const invoice = await sentInvoice(db, dana);
    const sessionId = testSessionOf(await postPay(invoice.token));
    const pay = () =>
      payTestCheckout(new Request(`${SITE}/test-checkout/${sessionId}/pay`, { method: "POST", headers: { origin: SITE } }), {
        params: Promise.resolve({ id: sessionId }),
      });
    expect((await pay()).status).toBe(303);
    const reference = (await sessionRow(sessionId)).testPaymentReference!;
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", amountPaid: "627.85" });

    // A second press, then the return: still the one payment, and the page shows its receipt.
    await pay();
    expect(await pageHtml(invoice.token, sessionId)).toContain("Payment received");
    const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments).toEqual([expect.objectContaining({ amount: "627.85", method: "Card (online)", providerReference: reference })]);
  });
});

describe("coming back from the checkout", () => {
  it("records the payment once and shows the invoice paid with its receipt", async () => {
    const invoice = await sentInvoice(db, dana);
    const sessionId = testSessionOf(await postPay(invoice.token));
    await payTestSession(db, sessionId);
    const reference = (await sessionRow(sessionId)).testPaymentReference!;

    const html = await pageHtml(invoice.token, sessionId);
    expect(html).toContain("Payment received");
    expect(html).toContain("Card (online)");
    expect(html).toContain("$627.85");
    expect(html).toContain(reference);
    expect(html).not.toContain("by card");
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", amountPaid: "627.85" });

    // The refresh, a second tab: still one payment.
    await pageHtml(invoice.token, sessionId);
    const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: "627.85", method: "Card (online)", providerReference: reference });
  });

  it("ignores a session of another invoice on the return address", async () => {
    const mine = await sentInvoice(db, dana);
    const other = await sentInvoice(db, dana, { clientName: "Boulder Bikes", clientEmail: "pay@boulderbikes.example" });
    const otherSession = testSessionOf(await postPay(other.token));
    await payTestSession(db, otherSession);

    const html = await pageHtml(mine.token, otherSession);
    expect(html).not.toContain("Payment received");
    expect(html).toContain("Pay $627.85 by card");
    expect(await checkoutReturn(db, mine.id, otherSession, { ...readEnv(), TEST_PAYMENTS: true })).toBeNull();
    // Neither invoice was paid through the wrong page.
    expect(await db.$count(invoicePayments)).toBe(0);
    expect((await invoiceRow(mine.id)).status).toBe("sent");
  });

  it("a cancelled checkout (back without a session) leaves the page as it was", async () => {
    const invoice = await sentInvoice(db, dana);
    const before = await pageHtml(invoice.token);
    testSessionOf(await postPay(invoice.token));
    expect(await pageHtml(invoice.token)).toBe(before);
    expect(before).toContain("Pay $627.85 by card");
  });

  it("an unpaid session on the return address changes nothing, and a malformed one is ignored", async () => {
    const invoice = await sentInvoice(db, dana);
    const sessionId = testSessionOf(await postPay(invoice.token));
    const env = { ...readEnv(), TEST_PAYMENTS: true };
    expect(await checkoutReturn(db, invoice.id, sessionId, env)).toBeNull();
    expect(await checkoutReturn(db, invoice.id, "cs_test_<script>", env)).toBeNull();
    expect(await checkoutReturn(db, invoice.id, ["cs_a", "cs_b"], env)).toBeNull();
    expect(await db.$count(invoicePayments)).toBe(0);
  });
});

import { eq, sql } from "drizzle-orm";
import { parseCrontab } from "graphile-worker";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { POST } from "@/app/api/webhooks/stripe/route";
import { activityLog, adminUsers, mailOutbox, paymentProviderEvents } from "@/db/schema";
import { reconcileOnlinePayments } from "@/lib/billing/online/reconciliation";
import { stripeProvider } from "@/lib/billing/online/stripe";
import { sendDailyDigests } from "@/lib/digest/send";
import { RECONCILE_ONLINE_PAYMENTS } from "@/lib/jobs/queue";
import { runDueJobsOnce } from "@/lib/worker/run";
import { CRONTAB } from "@/lib/worker/tasks";

import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { sentInvoice } from "../support/invoices";
import { clearJobs } from "../support/lead-capture";
import { withFakeStripe } from "../support/online-core-env";
import { FAKE_STRIPE_KEYS, signedDelivery, webhookRequest, type FakeStripeEvent } from "../support/online-core-fake-stripe";
import { billingState, FULFILMENT_ENV } from "../support/online-core-invoices";

const db = testDb();
const TOTAL = 62785;
const stripe = withFakeStripe();
const DAY_MS = 24 * 60 * 60 * 1000;
let dana: string;

beforeEach(async () => {
  await clearJobs(db);
  dana = (await insertDana(db)).id;
  await db.update(adminUsers).set({ role: "owner" }).where(eq(adminUsers.id, dana));
  stripe.fake().reset();
});
afterAll(async () => {
  await closeAppDatabase();
});

const provider = () => stripeProvider(FAKE_STRIPE_KEYS, stripe.fake().url);
const reconcile = (now = new Date()) => reconcileOnlinePayments(db, provider(), now, FULFILMENT_ENV);
const deliver = async (event: FakeStripeEvent) => POST(webhookRequest(signedDelivery(event, FAKE_STRIPE_KEYS.webhookSecret)));

async function invoiceWithSession(amountCents = TOTAL) {
  const invoice = await sentInvoice(db, dana);
  return { invoice, session: stripe.fake().openSession(invoice.id, amountCents) };
}

describe("reconcileOnlinePayments", () => {
  it("finds a payment whose webhook never came, records it once, and says so in the audit trail", async () => {
    const { invoice, session } = await invoiceWithSession();
    const missed = stripe.fake().completePaid(session.id); // the webhook never arrives

    const run = await reconcile();
    expect(run).toEqual({ listed: 1, applied: 1, outcomes: { recorded: 1 } });
    const state = await billingState(db, invoice.id);
    expect(state.invoice).toMatchObject({ status: "paid", amountPaid: "627.85", paymentMethod: "Card (online)" });
    expect(state.payments).toHaveLength(1);
    expect(state.mail.map((mail) => mail.kind)).toEqual(["payment_receipt", "online_payment_notice"]);
    expect(await db.select().from(paymentProviderEvents)).toEqual([
      expect.objectContaining({ id: missed.id, source: "reconciliation", outcome: "recorded", invoiceId: invoice.id }),
    ]);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "online_payment_received"));
    expect(entry!.description).toBe(
      "Card payment of $627.85 received online; invoice paid in full; found by the payment reconciliation (the webhook never came)",
    );
    expect(entry!.metadata).toMatchObject({ source: "reconciliation" });

    // It asked for the last three days of the handled event types.
    const [listing] = stripe.fake().requests.filter((request) => request.path === "/v1/events");
    const since = Number(listing!.query.get("created[gte]"));
    expect(Math.abs(since * 1000 - (Date.now() - 3 * DAY_MS))).toBeLessThan(60_000);
    expect([...listing!.query.entries()].filter(([key]) => key.startsWith("types"))).toHaveLength(5);

    // The next run finds nothing new; the webhook arriving late is a duplicate.
    expect(await reconcile()).toEqual({ listed: 1, applied: 0, outcomes: {} });
    expect(await (await deliver(missed)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect((await billingState(db, invoice.id)).payments).toHaveLength(1);
  });

  it("leaves alone what the webhook already applied, and writes an audit entry for each event it applies", async () => {
    const { invoice, session } = await invoiceWithSession();
    const completed = stripe.fake().completeUnpaid(session.id);
    expect((await deliver(completed)).status).toBe(200);
    stripe.fake().succeedLater(session.id); // missed
    expect(await reconcile()).toEqual({ listed: 2, applied: 1, outcomes: { recorded: 1 } });
    expect((await billingState(db, invoice.id)).sessions).toEqual([{ id: session.id, status: "paid" }]);

    // A payment already recorded on the client's return: the event changes nothing but is audited as found.
    const other = await invoiceWithSession();
    stripe.fake().completePaid(other.session.id);
    const { fulfilCheckoutSession } = await import("@/lib/billing/online/fulfilment");
    await fulfilCheckoutSession(
      db,
      {
        id: other.session.id,
        status: "complete",
        paymentStatus: "paid",
        amountCents: TOTAL,
        invoiceId: other.invoice.id,
        paymentReference: stripe.fake().sessions.get(other.session.id)!.payment_intent,
      },
      "return",
      FULFILMENT_ENV,
    );
    expect(await reconcile()).toEqual({ listed: 3, applied: 1, outcomes: { "already recorded": 1 } });
    const found = await db.select().from(activityLog).where(eq(activityLog.action, "online_event_reconciled"));
    expect(found.map((entry) => [entry.entityId, entry.description])).toEqual([
      [
        other.invoice.id,
        "Stripe event checkout.session.completed (already recorded); found by the payment reconciliation (the webhook never came)",
      ],
    ]);
    expect((await billingState(db, other.invoice.id)).payments).toHaveLength(1);
  });

  it("a refund that came before its payment (409) is applied by the reconciliation once the payment is in", async () => {
    const { invoice, session } = await invoiceWithSession();
    const paid = stripe.fake().completePaid(session.id);
    const refund = stripe.fake().refund(session.id, 20000);
    expect((await deliver(refund)).status).toBe(409);
    expect((await deliver(paid)).status).toBe(200);
    expect((await billingState(db, invoice.id)).invoice.status).toBe("paid");

    expect(await reconcile()).toEqual({ listed: 2, applied: 1, outcomes: { refunded: 1 } });
    const state = await billingState(db, invoice.id);
    expect(state.payments.map((payment) => payment.amount)).toEqual(["627.85", "-200.00"]);
    expect(state.invoice).toMatchObject({ status: "sent", amountPaid: "427.85", paidDate: null });
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "online_payment_refunded"));
    expect(entry!.description).toContain("found by the payment reconciliation");
  });

  it("a refund whose payment is still missing stays deferred: not stored, tried again next run", async () => {
    const { invoice, session } = await invoiceWithSession();
    // The payment's event is older than the window; only its refund is listed.
    stripe.fake().completePaid(session.id, { at: new Date(Date.now() - 4 * DAY_MS) });
    stripe.fake().refund(session.id, 1000);
    expect(await reconcile()).toEqual({ listed: 1, applied: 0, outcomes: { deferred: 1 } });
    expect(await db.$count(paymentProviderEvents)).toBe(0);
    expect((await billingState(db, invoice.id)).payments).toEqual([]);
  });

  it("a missed payment and its missed refund are applied in order: the payment, then the refund", async () => {
    const { invoice, session } = await invoiceWithSession();
    const now = Date.now();
    stripe.fake().completePaid(session.id, { at: new Date(now - 2 * 60_000) });
    stripe.fake().refund(session.id, TOTAL, { at: new Date(now - 60_000) });
    expect(await reconcile()).toEqual({ listed: 2, applied: 2, outcomes: { recorded: 1, refunded: 1 } });
    const state = await billingState(db, invoice.id);
    expect(state.payments.map((payment) => payment.amount)).toEqual(["627.85", "-627.85"]);
    expect(state.invoice).toMatchObject({ status: "sent", amountPaid: "0.00" });
  });

  it("pages through more than one page of events (has_more, starting_after)", async () => {
    const invoices = [];
    for (let index = 0; index < 3; index += 1) invoices.push(await invoiceWithSession(10000));
    const start = Date.now() - 2 * DAY_MS;
    // 120 events the product does not act on (sessions of another product on the same account), then the payments.
    for (let index = 0; index < 120; index += 1) {
      const foreign = stripe.fake().openSession("", 500);
      stripe.fake().expire(foreign.id, { at: new Date(start + index * 1000) });
    }
    for (const [index, { session }] of invoices.entries())
      stripe.fake().completePaid(session.id, { at: new Date(start + 200_000 + index) });
    const run = await reconcile();
    expect(run).toEqual({ listed: 123, applied: 123, outcomes: { ignored: 120, recorded: 3 } });
    expect(stripe.fake().requests.filter((request) => request.path === "/v1/events")).toHaveLength(2);
    for (const { invoice } of invoices) expect((await billingState(db, invoice.id)).invoice.amountPaid).toBe("100.00");
  });
});

describe("the reconciliation job", () => {
  const connectionString = process.env.DATABASE_URL!;
  const deps = { connectionString, db, env: { RESEND_API_KEY: undefined, EMAIL_FROM: "Summit <hello@summit.test>", ...FULFILMENT_ENV } };
  const addJob = () => db.execute(sql`select graphile_worker.add_job(${RECONCILE_ONLINE_PAYMENTS}::text)`);

  it("runs hourly at :20 from the worker fleet's crontab, once per tick", () => {
    const item = parseCrontab(CRONTAB).find((entry) => entry.task === RECONCILE_ONLINE_PAYMENTS);
    expect(item).toBeDefined();
    expect(item!.options.backfillPeriod).toBe(3_600_000);
    expect(item!.match({ min: 20, hour: 5, date: 1, month: 1, dow: 1 })).toBe(true);
    expect(item!.match({ min: 0, hour: 5, date: 1, month: 1, dow: 1 })).toBe(false);
  });

  it("as a queued job applies the missed payment; with online payment not set up it does nothing", async () => {
    const { invoice, session } = await invoiceWithSession();
    stripe.fake().completePaid(session.id);

    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      await addJob();
      await runDueJobsOnce(deps);
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
    }
    expect(stripe.fake().requests).toEqual([]);
    expect((await billingState(db, invoice.id)).payments).toEqual([]);

    await addJob();
    await runDueJobsOnce(deps);
    expect((await billingState(db, invoice.id)).invoice.status).toBe("paid");
    expect(await db.$count(paymentProviderEvents, eq(paymentProviderEvents.source, "reconciliation"))).toBe(1);
  });

  it("the owner's daily digest lists what the reconciliation applied that day", async () => {
    const { invoice, session } = await invoiceWithSession();
    stripe.fake().completePaid(session.id);
    await reconcile();
    // Applied at 7:00 on Mar 10 in Denver; the digest goes out at 8:00.
    await db.update(paymentProviderEvents).set({ createdAt: new Date("2026-03-10T13:00:00Z") });
    const digestAt = (now: Date) => sendDailyDigests(db, { now, timeZone: "America/Denver", siteUrl: "https://summit.example" });
    const run = await digestAt(new Date("2026-03-10T14:00:00Z"));
    expect(run.queued).toBe(1);
    const [digest] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "daily_digest"));
    expect(digest!.subject).toContain("1 card payment event reconciled");
    expect(digest!.textBody).toContain("Card payments found by the reconciliation (their webhook never arrived):");
    expect(digest!.textBody).toContain(`- ${invoice.invoiceNumber}: payment recorded (checkout.session.completed)`);

    // A day later it is no longer news.
    expect(await digestAt(new Date("2026-03-11T14:00:00Z"))).toEqual({ status: "nothing_due", date: "2026-03-11", queued: 0 });
  });
});

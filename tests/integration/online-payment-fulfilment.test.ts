import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { createDatabase } from "@/db/client";
import { activityLog, checkoutSessions, invoicePayments, paymentProviderEvents } from "@/db/schema";
import { applyProviderEvent, fulfilCheckoutSession } from "@/lib/billing/online/fulfilment";
import type { ProviderEvent } from "@/lib/billing/online/provider";
import { todayInTimeZone } from "@/lib/dates";

import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { sentInvoice } from "../support/invoices";
import { clearJobs } from "../support/lead-capture";
import { billingState, FULFILMENT_ENV, paidSession } from "../support/online-core-invoices";

const db = testDb();
const TOTAL = 62785;
let dana: string;

beforeEach(async () => {
  await clearJobs(db);
  dana = (await insertDana(db)).id;
});
afterAll(async () => {
  await closeAppDatabase();
});

const today = () => todayInTimeZone(FULFILMENT_ENV.AGENCY_TIMEZONE);
const auditOf = (invoiceId: string) =>
  db
    .select({
      action: activityLog.action,
      description: activityLog.description,
      performedBy: activityLog.performedBy,
      metadata: activityLog.metadata,
    })
    .from(activityLog)
    .where(eq(activityLog.entityId, invoiceId))
    .orderBy(activityLog.createdAt);
const onlineAudit = async (invoiceId: string) => (await auditOf(invoiceId)).filter((entry) => entry.action.startsWith("online_"));

describe("fulfilCheckoutSession", () => {
  it("records a paid session once: the payment, the paid invoice, the receipt, the agency's notice and the audit entry", async () => {
    const { id, invoiceNumber } = await sentInvoice(db, dana);
    expect(await fulfilCheckoutSession(db, paidSession(id, TOTAL), "return", FULFILMENT_ENV)).toBe("recorded");

    const state = await billingState(db, id);
    expect(state.invoice).toEqual({ status: "paid", amountPaid: "627.85", paidDate: today(), paymentMethod: "Card (online)" });
    expect(state.payments).toEqual([
      {
        amount: "627.85",
        overpayment: "0.00",
        method: "Card (online)",
        providerReference: "pi_test_paid_1",
        recordedBy: null,
        overpaymentResolvedAt: null,
      },
    ]);
    // The provider is the source of truth: a session we never stored is added.
    expect(state.sessions).toEqual([{ id: "cs_test_paid_1", status: "paid" }]);
    expect(state.mail.map((mail) => [mail.kind, mail.to])).toEqual([
      ["payment_receipt", "billing@aspendental.example"],
      ["online_payment_notice", "hello@summitdigital.co"],
    ]);
    expect(state.mail[0]!.text).toContain("We received your payment of $627.85 by Card (online)");
    expect(state.mail[0]!.text).toContain("Paid in full. Thank you!");
    expect(state.mail[1]!.subject).toBe(`Card payment received: invoice ${invoiceNumber}, $627.85`);
    expect(state.mail[1]!.text).toContain("Stripe reference: pi_test_paid_1");
    const [entry] = await onlineAudit(id);
    expect(entry).toMatchObject({
      action: "online_payment_received",
      description: "Card payment of $627.85 received online; invoice paid in full; confirmed on the client's return",
      performedBy: null,
    });
    expect(entry!.metadata).toMatchObject({ provider_reference: "pi_test_paid_1", source: "return", amount: "627.85" });

    // Again (a reload of the return page, then the webhook): nothing new.
    expect(await fulfilCheckoutSession(db, paidSession(id, TOTAL), "return", FULFILMENT_ENV)).toBe("already recorded");
    expect(await fulfilCheckoutSession(db, paidSession(id, TOTAL), "webhook", FULFILMENT_ENV)).toBe("already recorded");
    const again = await billingState(db, id);
    expect(again.payments).toHaveLength(1);
    expect(again.mail).toHaveLength(2);
    expect(again.invoice.amountPaid).toBe("627.85");
    expect(await onlineAudit(id)).toHaveLength(1);
  });

  it("the webhook and the return page at the same moment, on two connections, record one payment", async () => {
    const other = createDatabase(process.env.DATABASE_URL!, { max: 2 });
    try {
      for (let round = 0; round < 5; round += 1) {
        const { id } = await sentInvoice(db, dana);
        const session = paidSession(id, TOTAL, { id: `cs_race_${round}`, paymentReference: `pi_race_${round}` });
        const outcomes = await Promise.all([
          fulfilCheckoutSession(db, session, "return", FULFILMENT_ENV),
          fulfilCheckoutSession(other, session, "webhook", FULFILMENT_ENV),
        ]);
        expect(outcomes.sort()).toEqual(["already recorded", "recorded"]);
        const state = await billingState(db, id);
        expect(state.payments).toHaveLength(1);
        expect(state.invoice.amountPaid).toBe("627.85");
        expect(state.mail.filter((mail) => mail.kind === "payment_receipt")).toHaveLength(1);
      }
    } finally {
      await other.$client.end();
    }
  });

  it("a payment above the balance is recorded as a flagged overpayment, kept out of the amount paid", async () => {
    const { id, invoiceNumber } = await sentInvoice(db, dana);
    expect(await fulfilCheckoutSession(db, paidSession(id, TOTAL + 5000), "webhook", FULFILMENT_ENV)).toBe("overpayment");
    const state = await billingState(db, id);
    expect(state.invoice).toMatchObject({ status: "paid", amountPaid: "627.85" });
    expect(state.payments).toEqual([expect.objectContaining({ amount: "627.85", overpayment: "50.00", overpaymentResolvedAt: null })]);
    const notice = state.mail.find((mail) => mail.kind === "online_payment_notice")!;
    expect(notice.subject).toBe(`Overpayment to resolve: invoice ${invoiceNumber}, $677.85`);
    expect(notice.text).toContain("$50.00 is above what the invoice owed and is recorded as an overpayment. It must be resolved");
    const [entry] = await onlineAudit(id);
    expect(entry!.description).toBe(
      "Card payment of $677.85 received online; invoice paid in full; $50.00 above the balance recorded as an overpayment that must be resolved",
    );
  });

  it("money for an invoice paid by hand meanwhile is all overpayment, and the invoice's figures stay as they are", async () => {
    const { id } = await sentInvoice(db, dana);
    await fulfilCheckoutSession(db, paidSession(id, TOTAL), "webhook", FULFILMENT_ENV);
    const second = paidSession(id, 10000, { id: "cs_second", paymentReference: "pi_second" });
    expect(await fulfilCheckoutSession(db, second, "webhook", FULFILMENT_ENV)).toBe("overpayment");
    const state = await billingState(db, id);
    expect(state.invoice.amountPaid).toBe("627.85");
    expect(state.payments.map((payment) => [payment.amount, payment.overpayment])).toEqual([
      ["627.85", "0.00"],
      ["0.00", "100.00"],
    ]);
  });

  it("a part payment (a deposit's share) leaves the invoice sent with its balance", async () => {
    const { id } = await sentInvoice(db, dana);
    expect(await fulfilCheckoutSession(db, paidSession(id, 20000), "webhook", FULFILMENT_ENV)).toBe("recorded");
    const state = await billingState(db, id);
    expect(state.invoice).toMatchObject({ status: "sent", amountPaid: "200.00", paidDate: null });
    expect(state.mail[0]!.text).toContain("Balance due: $427.85");
  });

  it("ignores a session naming no invoice, or one that does not exist", async () => {
    await sentInvoice(db, dana);
    expect(await fulfilCheckoutSession(db, paidSession("not-an-id", TOTAL), "return", FULFILMENT_ENV)).toBe("ignored");
    expect(await fulfilCheckoutSession(db, paidSession("6f1c2b1e-0000-4000-8000-000000000000", TOTAL), "return", FULFILMENT_ENV)).toBe(
      "ignored",
    );
    expect(await fulfilCheckoutSession(db, paidSession("", TOTAL, { invoiceId: null }), "return", FULFILMENT_ENV)).toBe("ignored");
    expect(await db.$count(invoicePayments)).toBe(0);
  });

  it("complete but unpaid is 'processing'; the money arriving records it; a late 'completed' never downgrades the session", async () => {
    const { id } = await sentInvoice(db, dana);
    const unpaid = paidSession(id, TOTAL, { paymentStatus: "unpaid" });
    expect(await fulfilCheckoutSession(db, unpaid, "return", FULFILMENT_ENV)).toBe("processing");
    let state = await billingState(db, id);
    expect(state.sessions).toEqual([{ id: "cs_test_paid_1", status: "processing" }]);
    expect(state.payments).toHaveLength(0);
    expect(state.invoice.status).toBe("sent");

    expect(await fulfilCheckoutSession(db, paidSession(id, TOTAL), "webhook", FULFILMENT_ENV)).toBe("recorded");
    expect(await fulfilCheckoutSession(db, unpaid, "return", FULFILMENT_ENV)).toBe("already recorded");
    state = await billingState(db, id);
    expect(state.sessions).toEqual([{ id: "cs_test_paid_1", status: "paid" }]);
    expect(state.payments).toHaveLength(1);
    expect((await onlineAudit(id)).map((entry) => entry.action)).toEqual(["online_payment_processing", "online_payment_received"]);
  });
});

const event = (id: string, payment: ProviderEvent["payment"], type = "checkout.session.completed"): ProviderEvent => ({
  id,
  type,
  occurredAt: new Date("2026-11-20T10:00:00Z"),
  payment,
});

describe("applyProviderEvent", () => {
  it("stores each event once with its outcome and invoice; a second delivery is a 'duplicate' and changes nothing", async () => {
    const { id: invoiceId } = await sentInvoice(db, dana);
    const paid = event("evt_paid", { kind: "checkout_paid", session: paidSession(invoiceId, TOTAL) });
    expect(await applyProviderEvent(db, paid, "webhook", FULFILMENT_ENV)).toBe("recorded");
    expect(await applyProviderEvent(db, paid, "webhook", FULFILMENT_ENV)).toBe("duplicate");
    expect(await applyProviderEvent(db, paid, "reconciliation", FULFILMENT_ENV)).toBe("duplicate");
    expect(await db.select().from(paymentProviderEvents)).toEqual([
      expect.objectContaining({ id: "evt_paid", type: "checkout.session.completed", source: "webhook", invoiceId, outcome: "recorded" }),
    ]);
    expect((await billingState(db, invoiceId)).payments).toHaveLength(1);
  });

  it("an event whose effects fail is not stored either: the next delivery applies it", async () => {
    const { id: invoiceId } = await sentInvoice(db, dana);
    const paid = event("evt_fails", { kind: "checkout_paid", session: paidSession(invoiceId, TOTAL) });
    // An unknown time zone throws after the event's row was written, inside the same transaction.
    await expect(applyProviderEvent(db, paid, "webhook", { ...FULFILMENT_ENV, AGENCY_TIMEZONE: "Mars/Olympus" })).rejects.toThrow();
    expect(await db.$count(paymentProviderEvents)).toBe(0);
    expect(await applyProviderEvent(db, paid, "webhook", FULFILMENT_ENV)).toBe("recorded");
  });

  it("a failed async payment marks the session failed and leaves the invoice unpaid; an expired one is 'expired'", async () => {
    const { id: invoiceId } = await sentInvoice(db, dana);
    const session = paidSession(invoiceId, TOTAL, { paymentStatus: "unpaid" });
    expect(await applyProviderEvent(db, event("evt_c", { kind: "checkout_processing", session }), "webhook", FULFILMENT_ENV)).toBe(
      "processing",
    );
    expect(
      await applyProviderEvent(
        db,
        event("evt_f", { kind: "checkout_failed", session }, "checkout.session.async_payment_failed"),
        "webhook",
        FULFILMENT_ENV,
      ),
    ).toBe("failed");
    const state = await billingState(db, invoiceId);
    expect(state.sessions).toEqual([{ id: "cs_test_paid_1", status: "failed" }]);
    expect(state.invoice).toMatchObject({ status: "sent", amountPaid: "0.00" });
    expect(state.payments).toHaveLength(0);
    expect((await onlineAudit(invoiceId)).at(-1)!.description).toBe("Card payment of $627.85 failed; the invoice is unpaid as before");

    const other = paidSession(invoiceId, TOTAL, { id: "cs_exp", status: "expired", paymentStatus: "unpaid", paymentReference: null });
    await db.insert(checkoutSessions).values({ id: "cs_exp", invoiceId, amount: "627.85", url: "https://checkout.example/cs_exp" });
    expect(
      await applyProviderEvent(
        db,
        event("evt_e", { kind: "checkout_expired", session: other }, "checkout.session.expired"),
        "webhook",
        FULFILMENT_ENV,
      ),
    ).toBe("expired");
    const [expired] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, "cs_exp"));
    expect(expired).toMatchObject({ status: "expired", url: "https://checkout.example/cs_exp" });
  });
});

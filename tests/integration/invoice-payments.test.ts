import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { activityLog, invoicePayments, invoices, mailOutbox } from "@/db/schema";
import { getInvoiceStats, getReceivables, listInvoices } from "@/lib/billing/invoices/queries";
import { updateInvoice, updateInvoiceStatus } from "@/lib/billing/invoices/service";
import { deletePaymentAction, recordPaymentAction } from "@/lib/billing/payments/actions";
import type { PaymentFormInput } from "@/lib/billing/payments/schema";
import { deletePayment, PAYMENT_NOT_FOUND, recordPayment } from "@/lib/billing/payments/service";
import { isPartiallyPaid, PAYMENT_REFUSED } from "@/lib/billing/rules";
import { getDashboardStats } from "@/lib/dashboard/queries";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { draftInvoice, invoiceEdit, sentInvoice as sendFixtureInvoice } from "../support/invoices";
import { clearJobs } from "../support/lead-capture";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const TODAY = "2026-03-20";
let dana: string;
let actor: { id: string; sender: { name: string; email: string } };

beforeEach(async () => {
  await clearJobs(db);
  dana = (await insertDana(db)).id;
  actor = { id: dana, sender: { name: "Dana", email: "dana@summitdigital.co" } };
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await closeAppDatabase();
});

/** A sent invoice of 627.85, issued Mar 1 and due Mar 31, 2026. */
const sentInvoice = (changes: Parameters<typeof draftInvoice>[2] = {}) => sendFixtureInvoice(db, dana, changes);

const payment = (invoiceId: string, changes: Partial<PaymentFormInput> = {}): PaymentFormInput => ({
  invoiceId,
  amount: 200,
  paidOn: "2026-03-15",
  method: "ACH",
  note: "",
  sendReceipt: false,
  ...changes,
});

const state = async (id: string) => {
  const [row] = await db
    .select({
      status: invoices.status,
      amountPaid: invoices.amountPaid,
      totalAmount: invoices.totalAmount,
      paidDate: invoices.paidDate,
      paymentMethod: invoices.paymentMethod,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row!;
};
const revenue = async () => (await getDashboardStats(db)).totalRevenue;

describe("recording payments", () => {
  it("a partial then a full payment move the balance and the status exactly", async () => {
    const { id } = await sentInvoice();
    expect(await revenue()).toBe("0.00");

    const partial = await recordPayment(db, payment(id, { amount: 200.1 }), actor, TODAY);
    expect(partial).toMatchObject({ status: "sent", balance: "427.75" });
    const afterPartial = await state(id);
    expect(afterPartial).toMatchObject({ status: "sent", amountPaid: "200.10", paidDate: null });
    expect(isPartiallyPaid(afterPartial)).toBe(true);
    expect(await revenue()).toBe("200.10");
    const [row] = (await listInvoices(db, { q: "", status: undefined, page: 1 }, TODAY)).rows;
    expect(row).toMatchObject({ amountPaid: "200.10", status: "sent" });

    // One cent more than the balance is refused, and changes nothing.
    await expect(recordPayment(db, payment(id, { amount: 427.76 }), actor, TODAY)).rejects.toThrow("At most the balance of $427.75.");
    expect((await state(id)).amountPaid).toBe("200.10");

    const full = await recordPayment(db, payment(id, { amount: 427.75, paidOn: "2026-03-18", method: "Check" }), actor, TODAY);
    expect(full).toMatchObject({ status: "paid", balance: "0.00" });
    expect(await state(id)).toMatchObject({ status: "paid", amountPaid: "627.85", paidDate: "2026-03-18", paymentMethod: "Check" });
    expect(isPartiallyPaid(await state(id))).toBe(false);
    expect(await revenue()).toBe("627.85");
    expect(await getInvoiceStats(db, TODAY)).toMatchObject({ paid: 1, revenue: "627.85", pending: "0.00" });

    const entries = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "payment_recorded")))
      .orderBy(activityLog.createdAt);
    expect(entries.map((entry) => entry.description)).toEqual([
      "Payment of $200.10 recorded for Mar 15, 2026; $427.75 left",
      "Payment of $427.75 recorded for Mar 18, 2026; invoice paid in full",
    ]);
    expect(entries.every((entry) => entry.performedBy === dana)).toBe(true);
  });

  it("deleting a payment reopens a paid invoice and takes it out of Total Revenue", async () => {
    const { id } = await sentInvoice();
    await recordPayment(db, payment(id, { amount: 127.85 }), actor, TODAY);
    await recordPayment(db, payment(id, { amount: 500, paidOn: "2026-03-19" }), actor, TODAY);
    expect((await state(id)).status).toBe("paid");
    const [, last] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id)).orderBy(invoicePayments.paidOn);

    expect(await deletePayment(db, last!.id, dana)).toEqual({ status: "sent" });
    expect(await state(id)).toMatchObject({ status: "sent", amountPaid: "127.85", paidDate: null });
    expect(await revenue()).toBe("127.85");
    await expect(deletePayment(db, last!.id, dana)).rejects.toThrow(PAYMENT_NOT_FOUND);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "payment_deleted")));
    expect(entry!.description).toBe("Payment of $500.00 from Mar 19, 2026 deleted; invoice reopened");
  });

  it("refuses drafts, paid and cancelled invoices, future dates and dates before the issue date", async () => {
    const draft = await draftInvoice(db, dana);
    await expect(recordPayment(db, payment(draft.id), actor, TODAY)).rejects.toThrow(PAYMENT_REFUSED);
    const { id } = await sentInvoice();
    await expect(recordPayment(db, payment(id, { paidOn: "2026-03-21" }), actor, TODAY)).rejects.toThrow(
      "A payment cannot be dated in the future.",
    );
    await expect(recordPayment(db, payment(id, { paidOn: "2026-02-28" }), actor, TODAY)).rejects.toThrow(
      "A payment cannot be dated before the invoice's issue date.",
    );
    await updateInvoiceStatus(db, id, "cancelled", dana, TODAY);
    await expect(recordPayment(db, payment(id), actor, TODAY)).rejects.toThrow(PAYMENT_REFUSED);
    expect(await db.$count(invoicePayments)).toBe(0);
  });

  it("queues a receipt to the client when asked, in the payment's transaction", async () => {
    const { id, invoiceNumber } = await sentInvoice();
    await recordPayment(db, payment(id, { amount: 100, sendReceipt: true }), actor, TODAY);
    await recordPayment(db, payment(id, { amount: 50 }), actor, TODAY);
    const receipts = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.invoiceId, id), eq(mailOutbox.kind, "payment_receipt")));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      toAddress: "billing@aspendental.example",
      subject: `Payment received for invoice ${invoiceNumber}`,
      attachment: null,
    });
    expect(receipts[0]!.textBody).toContain("We received your payment of $100.00 by ACH on Mar 15, 2026.");
    expect(receipts[0]!.textBody).toContain("Balance due: $527.85");
  });

  it("the actions check the session and the schema: no payment of zero, none without a valid date", async () => {
    const { id } = await sentInvoice();
    const input = payment(id, { paidOn: "2026-03-01" });
    expect((await recordPaymentAction(input)).serverError).toBe("Your session has expired. Please sign in again.");
    await signedInBrowser(db, dana);
    expect((await recordPaymentAction({ ...input, amount: 0 })).validationErrors?.amount?._errors).toEqual([
      "Amount must be more than zero.",
    ]);
    expect((await recordPaymentAction({ ...input, amount: 1.234 })).validationErrors?.amount).toBeDefined();
    expect((await recordPaymentAction({ ...input, paidOn: "2026-02-30" })).validationErrors?.paidOn).toBeDefined();
    expect((await recordPaymentAction({ ...input, method: "Bitcoin" as "ACH" })).validationErrors?.method).toBeDefined();
    expect(await db.$count(invoicePayments)).toBe(0);
    expect((await recordPaymentAction(input)).data).toEqual({ status: "sent", balance: "427.85" });
    const [saved] = await db.select().from(invoicePayments);
    expect((await deletePaymentAction({ id: saved!.id })).data).toEqual({ status: "sent" });
  });
});

describe("the status dropdown and payments", () => {
  it("setting paid records the balance as a payment; leaving paid takes that payment back, not the ones entered", async () => {
    const { id } = await sentInvoice();
    await recordPayment(db, payment(id, { amount: 100 }), actor, TODAY);
    await updateInvoiceStatus(db, id, "paid", dana, TODAY);
    expect(await state(id)).toMatchObject({ status: "paid", amountPaid: "627.85", paidDate: TODAY });
    expect(await revenue()).toBe("627.85");
    const marked = await db
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, id), eq(invoicePayments.fromStatusChange, true)));
    expect(marked.map((row) => [row.amount, row.paidOn])).toEqual([["527.85", TODAY]]);

    await updateInvoiceStatus(db, id, "sent", dana, TODAY);
    expect(await state(id)).toMatchObject({ status: "sent", amountPaid: "100.00" });
    expect(await revenue()).toBe("100.00");
    const changes = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "status_changed")))
      .orderBy(activityLog.createdAt);
    expect(changes.slice(-2).map((entry) => entry.metadata)).toEqual([
      { from: "sent", to: "paid", payment_settled: "527.85" },
      { from: "paid", to: "sent", payment_settled: "-527.85" },
    ]);
  });

  it("an edit can never bring a draft's total below what was paid on it", async () => {
    const { id } = await sentInvoice();
    await recordPayment(db, payment(id, { amount: 300 }), actor, TODAY);
    await updateInvoiceStatus(db, id, "draft", dana, TODAY);
    await expect(
      updateInvoice(
        db,
        id,
        await invoiceEdit(db, id, { items: [{ description: "Less", quantity: 1, unitPrice: 299.99 }], taxRate: 0 }),
        dana,
      ),
    ).rejects.toThrow("The total cannot be less than the $300.00 already paid.");
    await updateInvoice(
      db,
      id,
      await invoiceEdit(db, id, { items: [{ description: "Exactly", quantity: 1, unitPrice: 300 }], taxRate: 0 }),
      dana,
    );
    expect(await state(id)).toMatchObject({ totalAmount: "300.00", amountPaid: "300.00" });
  });
});

describe("receivables", () => {
  it("sum the balances of sent and overdue invoices by days past due, in SQL", async () => {
    const make = async (dueDate: string, status: "sent" | "overdue" | "draft" | "cancelled", paid = 0) => {
      const { id } = await draftInvoice(db, dana, { issueDate: "2025-01-01", dueDate });
      if (status !== "draft") await updateInvoiceStatus(db, id, status, dana, TODAY);
      if (paid > 0) await recordPayment(db, payment(id, { amount: paid, paidOn: "2025-01-02" }), actor, TODAY);
    };
    await make("2026-03-20", "sent"); // due today: current
    await make("2026-04-30", "sent", 27.85); // not yet due: current, 600.00 left
    await make("2026-03-19", "overdue"); // 1 day
    await make("2026-02-18", "sent", 100); // 30 days, 527.85 left
    await make("2026-02-17", "sent"); // 31 days
    await make("2025-12-20", "sent"); // 90 days: 61-90
    await make("2025-12-19", "overdue", 627.85); // paid off by payments alone: owes nothing
    await make("2025-12-01", "sent"); // 109 days: 90+
    await make("2025-01-31", "draft"); // not owed yet
    await make("2025-01-31", "cancelled"); // not owed
    const receivables = await getReceivables(db, TODAY);
    expect(receivables.outstanding).toBe("4267.10");
    expect(receivables.count).toBe(7);
    expect(receivables.buckets.map((bucket) => [bucket.key, bucket.count, bucket.amount])).toEqual([
      ["current", 2, "1227.85"],
      ["1-30", 2, "1155.70"],
      ["31-60", 1, "627.85"],
      ["61-90", 1, "627.85"],
      ["90+", 1, "627.85"],
    ]);
  });
});

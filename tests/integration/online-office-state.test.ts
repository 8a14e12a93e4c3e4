import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { activityLog, checkoutSessions, invoicePayments, invoices, mailOutbox } from "@/db/schema";
import { exportInvoicesCsv } from "@/lib/billing/invoices/export";
import { getInvoiceStats, getReceivables, listInvoices, listPayments } from "@/lib/billing/invoices/queries";
import { deleteInvoice, PAID_ONLINE_NOT_DELETABLE } from "@/lib/billing/invoices/service";
import { applyProviderEvent } from "@/lib/billing/online/fulfilment";
import { resolveOverpaymentAction } from "@/lib/billing/online/overpayment-actions";
import {
  listUnresolvedOverpayments,
  NO_OVERPAYMENT,
  OVERPAYMENT_ALREADY_RESOLVED,
  resolveOverpayment,
} from "@/lib/billing/online/overpayment-service";
import { deletePayment, ONLINE_PAYMENT_NOT_DELETABLE, recordPayment } from "@/lib/billing/payments/service";
import { sendInvoiceReminders } from "@/lib/billing/reminders/service";
import { getClientStatement, listClients } from "@/lib/clients/record-queries";
import { getDashboardStats } from "@/lib/dashboard/queries";
import { readMonthlyPayments } from "@/lib/running-totals/queries";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { sentInvoice as sendFixtureInvoice } from "../support/invoices";
import { clearJobs } from "../support/lead-capture";
import { insertOnlinePayment, insertRefund } from "../support/online-office-payments";
import { FakeRequestContext, requestContext } from "../support/request-context";

/*
 * The back office's view of online payments, from rows as the fulfilment writes them: the Billing
 * figures, the aging, the CSV export and the reminders count a payment once, take a refund back,
 * and leave an overpayment out of revenue; online payments cannot be deleted, only refunded.
 */

const db = testDb();
const DUE = "2026-03-31";
const TOTAL = 62785; // the fixture invoice's 627.85
let dana: string;

beforeEach(async () => {
  await clearJobs(db);
  dana = (await insertDana(db)).id;
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await closeAppDatabase();
});

const sentInvoice = (clientName = "Aspen Dental Group") => sendFixtureInvoice(db, dana, { clientName, dueDate: DUE });

const figures = async (today: string) => {
  const [stats, receivables, dashboard, months] = await Promise.all([
    getInvoiceStats(db, today),
    getReceivables(db, today),
    getDashboardStats(db),
    readMonthlyPayments(db, "2026-01", "2026-12"),
  ]);
  return { stats, receivables, revenue: dashboard.totalRevenue, months: Object.fromEntries(months) };
};

async function exportRows(today: string) {
  const response = await exportInvoicesCsv(db, { q: "", status: undefined }, { timeZone: "America/Denver", today });
  return parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[];
}

describe("the Billing figures, the aging and the export", () => {
  it("count a payment taken online once, and its overpayment not as revenue", async () => {
    const { id, invoiceNumber } = await sentInvoice();
    await insertOnlinePayment(db, id, { appliedCents: TOTAL, overpaymentCents: 5000, reference: "pi_paid", paidOn: "2026-03-20" });

    const { stats, receivables, revenue, months } = await figures("2026-03-25");
    expect(stats).toMatchObject({ total: 1, paid: 1, overdue: 0, revenue: "627.85", pending: "0.00" });
    expect(revenue).toBe("627.85");
    expect(months).toEqual({ "2026-03": "627.85" });
    expect(receivables).toMatchObject({ outstanding: "0.00", count: 0 });
    const [row] = await exportRows("2026-03-25");
    expect(row).toMatchObject({
      "Invoice #": invoiceNumber,
      Status: "paid",
      "Paid Date": "2026-03-20",
      "Payment Method": "Card (online)",
      "Amount Paid": "627.85",
      Balance: "0.00",
    });
  });

  it("take a refund back: the balance reopens in Pending, Outstanding, its aging bucket and the export", async () => {
    const { id } = await sentInvoice();
    await insertOnlinePayment(db, id, { appliedCents: TOTAL, reference: "pi_refunded", paidOn: "2026-03-20" });
    await insertRefund(db, id, { cents: 20000, paymentReference: "pi_refunded", paidOn: "2026-04-02" });

    const { stats, receivables, revenue, months } = await figures("2026-04-10");
    expect(stats).toMatchObject({ paid: 0, overdue: 1, revenue: "427.85", pending: "200.00" });
    expect(revenue).toBe("427.85");
    expect(months).toEqual({ "2026-03": "627.85", "2026-04": "-200.00" });
    expect(receivables.outstanding).toBe("200.00");
    expect(receivables.buckets.find((bucket) => bucket.key === "1-30")).toMatchObject({ amount: "200.00", count: 1 });
    const [row] = await exportRows("2026-04-10");
    expect(row).toMatchObject({ Status: "sent", Overdue: "yes", "Paid Date": "", "Amount Paid": "427.85", Balance: "200.00" });
  });

  it("count a payment received on an invoice already paid by hand as an overpayment only", async () => {
    const { id } = await sentInvoice();
    const actor = { id: dana, sender: { name: "Dana", email: "dana@summitdigital.co" } };
    await recordPayment(
      db,
      { invoiceId: id, amount: 627.85, paidOn: "2026-03-18", method: "ACH", note: "", sendReceipt: false },
      actor,
      "2026-03-18",
    );
    await insertOnlinePayment(db, id, { appliedCents: 0, overpaymentCents: TOTAL, reference: "pi_twice", paidOn: "2026-03-19" });

    const { stats, receivables } = await figures("2026-03-25");
    expect(stats).toMatchObject({ paid: 1, revenue: "627.85", pending: "0.00" });
    expect(receivables.outstanding).toBe("0.00");
    expect(await listUnresolvedOverpayments(db)).toMatchObject({ total: 1, rows: [{ overpayment: "627.85" }] });
  });
});

describe("a refund recorded by the fulfilment", () => {
  it("of the overpayment alone gives it back: the invoice stays paid, revenue as it was, nothing left to resolve", async () => {
    const { id } = await sentInvoice();
    await insertOnlinePayment(db, id, { appliedCents: TOTAL, overpaymentCents: 5000, reference: "pi_over_refund", paidOn: "2026-03-20" });
    expect((await listUnresolvedOverpayments(db)).total).toBe(1);
    const refund = {
      id: "evt_office_refund",
      type: "charge.refunded",
      occurredAt: new Date("2026-03-22T16:00:00Z"),
      payment: { kind: "refunded" as const, paymentReference: "pi_over_refund", refundedTotalCents: 5000 },
    };
    expect(await applyProviderEvent(db, refund, "webhook", { AGENCY_TIMEZONE: "America/Denver", AGENCY_INBOX: "hello@summit.test" })).toBe(
      "refunded",
    );

    const { stats, receivables, revenue } = await figures("2026-03-25");
    expect(stats).toMatchObject({ paid: 1, revenue: "627.85", pending: "0.00" });
    expect(revenue).toBe("627.85");
    expect(receivables.outstanding).toBe("0.00");
    expect(await listUnresolvedOverpayments(db)).toEqual({ total: 0, rows: [] });
    const [, refundRow] = await listPayments(db, id);
    expect(refundRow).toMatchObject({ amount: "0.00", overpayment: "50.00", providerReference: "pi_over_refund:refund:5000" });
  });
});

describe("the client's money", () => {
  it("reads a refund as a refund on the statement, and not as the client's last payment", async () => {
    const { id, invoiceNumber } = await sentInvoice("Statement Co");
    const [owned] = await db.select({ clientId: invoices.clientId }).from(invoices).where(eq(invoices.id, id));
    const clientId = owned!.clientId;
    await insertOnlinePayment(db, id, { appliedCents: TOTAL, reference: "pi_statement", paidOn: "2026-03-10" });
    await insertRefund(db, id, { cents: 2500, paymentReference: "pi_statement", paidOn: "2026-03-12" });
    const owner = { role: "owner" as const };
    const statement = (await getClientStatement(db, clientId, { from: "2026-03-01", to: "2026-03-31" }, owner))!;
    expect(statement.lines.map((line) => [line.description, line.paymentCents])).toEqual([
      [`Invoice ${invoiceNumber}: Brand refresh, phase one`, 0],
      [`Payment on ${invoiceNumber} (Card (online))`, TOTAL],
      [`Refund on ${invoiceNumber} (Card (online))`, -2500],
    ]);
    expect(statement.closingBalanceCents).toBe(2500);
    const [row] = (await listClients(db, { q: "", offset: 0, limit: 25 }, owner)).rows;
    expect(row!.money).toEqual({ balanceDueCents: 2500, lastPaymentDate: "2026-03-10" });
  });
});

describe("payment reminders", () => {
  const reminders = () => db.select().from(mailOutbox).where(eq(mailOutbox.kind, "invoice_reminder"));
  const run = (today: string) => sendInvoiceReminders(db, { today, replyTo: "hello@summit.test" });

  it("never dun an invoice paid online, dun the balance a refund reopens, and wait while a payment is processing", async () => {
    const paid = await sentInvoice("Paid Online");
    const refunded = await sentInvoice("Refunded Co");
    const processing = await sentInvoice("Processing Co");
    await insertOnlinePayment(db, paid.id, { appliedCents: TOTAL, reference: "pi_a", paidOn: "2026-03-30" });
    await insertOnlinePayment(db, refunded.id, { appliedCents: TOTAL, reference: "pi_b", paidOn: "2026-03-30" });
    await insertRefund(db, refunded.id, { cents: 10000, paymentReference: "pi_b", paidOn: "2026-04-01" });
    await db.insert(checkoutSessions).values({
      id: "cs_processing",
      invoiceId: processing.id,
      amount: "627.85",
      status: "processing",
      url: "https://checkout.example/cs",
    });

    await run("2026-04-03");
    const mail = await reminders();
    expect(mail.map((row) => row.invoiceId)).toEqual([refunded.id]);
    expect(mail[0]!.textBody).toContain("$100.00");

    // The bank debit failed: the invoice is owed again and reminded.
    await db.update(checkoutSessions).set({ status: "failed" }).where(eq(checkoutSessions.id, "cs_processing"));
    await run("2026-04-04");
    expect((await reminders()).map((row) => row.invoiceId).sort()).toEqual([refunded.id, processing.id].sort());
  });
});

describe("online payments in the invoice's payments", () => {
  it("list the provider's reference, the refund and the overpayment", async () => {
    const { id } = await sentInvoice();
    await insertOnlinePayment(db, id, { appliedCents: TOTAL, overpaymentCents: 1500, reference: "pi_listed", paidOn: "2026-03-20" });
    await insertRefund(db, id, { cents: 1000, paymentReference: "pi_listed", paidOn: "2026-03-21" });
    expect(await listPayments(db, id)).toMatchObject([
      { amount: "627.85", method: "Card (online)", providerReference: "pi_listed", overpayment: "15.00", overpaymentResolvedAt: null },
      { amount: "-10.00", method: "Card (online)", note: "Refund", providerReference: "pi_listed:refund:1000", overpayment: "0.00" },
    ]);
  });

  it("cannot be deleted, nor can their invoice: they are undone by a refund in Stripe", async () => {
    const { id } = await sentInvoice();
    const payment = await insertOnlinePayment(db, id, { appliedCents: 10000, reference: "pi_kept", paidOn: "2026-03-20" });
    const refund = await insertRefund(db, id, { cents: 2000, paymentReference: "pi_kept", paidOn: "2026-03-21" });
    await expect(deletePayment(db, payment, dana)).rejects.toThrow(ONLINE_PAYMENT_NOT_DELETABLE);
    await expect(deletePayment(db, refund, dana)).rejects.toThrow(ONLINE_PAYMENT_NOT_DELETABLE);
    await expect(deleteInvoice(db, id, dana)).rejects.toThrow(PAID_ONLINE_NOT_DELETABLE);
    expect(await db.$count(invoicePayments, eq(invoicePayments.invoiceId, id))).toBe(2);
    // The list knows, so its row offers no Delete; an invoice paid by hand still may be deleted.
    const other = await sentInvoice("Boulder Bikes");
    const actor = { id: dana, sender: { name: "Dana", email: "dana@summitdigital.co" } };
    await recordPayment(
      db,
      { invoiceId: other.id, amount: 100, paidOn: "2026-03-20", method: "Check", note: "", sendReceipt: false },
      actor,
      "2026-03-20",
    );
    const { rows } = await listInvoices(db, { q: "", status: undefined, page: 1 }, "2026-03-25");
    expect(Object.fromEntries(rows.map((row) => [row.id, row.paidOnline]))).toEqual({ [id]: true, [other.id]: false });
    const [invoice] = await db.select({ amountPaid: invoices.amountPaid }).from(invoices).where(eq(invoices.id, id));
    expect(invoice!.amountPaid).toBe("80.00");
  });
});

describe("resolving an overpayment", () => {
  it("marks it resolved by the owner with the note in the audit trail, once", async () => {
    const { id, invoiceNumber } = await sentInvoice();
    const payment = await insertOnlinePayment(db, id, {
      appliedCents: TOTAL,
      overpaymentCents: 4200,
      reference: "pi_over",
      paidOn: "2026-03-20",
    });
    expect((await listUnresolvedOverpayments(db)).total).toBe(1);

    await signedInBrowser(db, dana);
    const result = await resolveOverpaymentAction({ paymentId: payment, note: "Refunded $42.00 in Stripe" });
    expect(result?.serverError).toBeUndefined();
    const [row] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, payment));
    expect(row).toMatchObject({ overpaymentResolvedBy: dana, overpayment: "42.00", amount: "627.85" });
    expect(row!.overpaymentResolvedAt).toBeInstanceOf(Date);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "overpayment_resolved")));
    expect(entry).toMatchObject({
      entityName: invoiceNumber,
      performedBy: dana,
      description: "Overpayment of $42.00 resolved: Refunded $42.00 in Stripe",
    });
    expect(await listUnresolvedOverpayments(db)).toEqual({ total: 0, rows: [] });

    await expect(resolveOverpayment(db, { paymentId: payment, note: "again" }, dana)).rejects.toThrow(OVERPAYMENT_ALREADY_RESOLVED);
    const plain = await insertOnlinePayment(db, (await sentInvoice("Other Co")).id, {
      appliedCents: 100,
      reference: "pi_plain",
      paidOn: "2026-03-20",
    });
    await expect(resolveOverpayment(db, { paymentId: plain, note: "nothing" }, dana)).rejects.toThrow(NO_OVERPAYMENT);
  });

  it("asks for the note, and refuses staff", async () => {
    const { id } = await sentInvoice();
    const payment = await insertOnlinePayment(db, id, {
      appliedCents: TOTAL,
      overpaymentCents: 100,
      reference: "pi_note",
      paidOn: "2026-03-20",
    });
    await signedInBrowser(db, dana);
    const empty = await resolveOverpaymentAction({ paymentId: payment, note: "  " });
    expect(empty?.validationErrors).toMatchObject({ note: { _errors: ["Say how the overpayment was settled."] } });

    const sam = (await insertDana(db, { username: "sam", email: "sam@summitdigital.co", role: "staff" })).id;
    await signedInBrowser(db, sam);
    expect((await resolveOverpaymentAction({ paymentId: payment, note: "Refunded" }))?.serverError).toMatch(/owner/i);
    const [row] = await db
      .select({ resolvedAt: invoicePayments.overpaymentResolvedAt })
      .from(invoicePayments)
      .where(eq(invoicePayments.id, payment));
    expect(row!.resolvedAt).toBeNull();
  });
});

import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "@/db/client";
import { checkoutSessions, invoicePayments, invoices, paymentProviderEvents } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import type { AuditAction } from "@/lib/activity/vocabulary";
import { lockInvoice, type LockedInvoice } from "@/lib/billing/invoices/service";
import { receiptEmail } from "@/lib/billing/mail";
import { acceptsPayments } from "@/lib/billing/rules";
import { todayInTimeZone } from "@/lib/dates";
import { readEnv, type Env } from "@/lib/env";
import { queueOutboxMail } from "@/lib/mail/outbox";
import { centsToDecimal, formatCents, toCents } from "@/lib/money";

import { paymentReceivedNotice, refundNotice } from "./mail";
import type { CheckoutSessionState, PaymentEvent, ProviderEvent } from "./provider";
import {
  nextCheckoutStatus,
  ONLINE_PAYMENT_METHOD,
  refundReference,
  refundReferencePrefix,
  splitRefund,
  splitReceived,
  type CheckoutStatus,
} from "./rules";

/*
 * Online payment's one way into the books, called by the return page, the webhook and the
 * reconciliation job alike. Exactly once comes from two things: every step locks the invoice row
 * first (so two callers at the same moment take turns), and a payment's provider reference is
 * unique (so the second caller finds the first one's row). No "server-only" marker: the job worker
 * (plain Node) runs the reconciliation through this.
 */

export type FulfilmentSource = "return" | "webhook" | "reconciliation";
export type FulfilmentOutcome =
  "recorded" | "overpayment" | "already recorded" | "processing" | "failed" | "expired" | "refunded" | "deferred" | "duplicate" | "ignored";

/** The agency's time zone (the payment's date) and inbox (its notices, the receipt's reply-to). */
export type FulfilmentEnv = Pick<Env, "AGENCY_TIMEZONE" | "AGENCY_INBOX">;

type Step = {
  outcome: FulfilmentOutcome;
  /** The invoice it concerned, when it exists. */
  invoiceId: string | null;
  invoiceNumber?: string;
  /** Whether the step wrote its own audit entry. */
  audited: boolean;
};

const uuidLike = z.guid();

/** The invoice a session names, locked, or null: no metadata, not an id, or deleted since. */
async function lockInvoiceIfAny(tx: Db, invoiceId: string | null): Promise<LockedInvoice | null> {
  if (!invoiceId || !uuidLike.safeParse(invoiceId).success) return null;
  try {
    return await lockInvoice(tx, invoiceId);
  } catch (error) {
    if (error instanceof UserFacingError) return null;
    throw error;
  }
}

/** The payment row's key: the PaymentIntent, else (a session without one) the session itself. */
const paymentReferenceOf = (session: CheckoutSessionState) => session.paymentReference ?? session.id;

async function findPayment(tx: Db, reference: string) {
  const [row] = await tx
    .select({
      id: invoicePayments.id,
      invoiceId: invoicePayments.invoiceId,
      amount: invoicePayments.amount,
      overpayment: invoicePayments.overpayment,
      overpaymentResolvedAt: invoicePayments.overpaymentResolvedAt,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.providerReference, reference));
  return row ?? null;
}

/**
 * Moves our copy of the session to what the provider reported, never backwards
 * (rules.ts nextCheckoutStatus). A session we never saw is added: the provider is the source of
 * truth (a checkout made before a database restore, or from another instance's race). Returns
 * whether the status changed.
 */
async function reportSessionStatus(tx: Db, session: CheckoutSessionState, invoiceId: string, reported: CheckoutStatus): Promise<boolean> {
  if (session.amountCents > 0) {
    const [inserted] = await tx
      .insert(checkoutSessions)
      .values({ id: session.id, invoiceId, amount: centsToDecimal(session.amountCents), status: reported, url: "" })
      .onConflictDoNothing({ target: checkoutSessions.id })
      .returning({ id: checkoutSessions.id });
    if (inserted) return true;
  }
  const [current] = await tx
    .select({ status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, session.id))
    .for("update");
  if (!current) return false;
  const next = nextCheckoutStatus(current.status, reported);
  if (next === current.status) return false;
  await tx.update(checkoutSessions).set({ status: next, updatedAt: new Date() }).where(eq(checkoutSessions.id, session.id));
  return true;
}

const FOUND_BY_RECONCILIATION = "found by the payment reconciliation (the webhook never came)";

/** An audit line's tail naming who brought the news, when it was not the webhook. */
const sourceNote = (source: FulfilmentSource) =>
  source === "reconciliation" ? `; ${FOUND_BY_RECONCILIATION}` : source === "return" ? "; confirmed on the client's return" : "";

async function audit(
  tx: Db,
  invoice: Pick<LockedInvoice, "id" | "invoiceNumber">,
  action: AuditAction,
  description: string,
  source: FulfilmentSource,
  metadata: Record<string, string | number | boolean | null>,
) {
  await logActivity(tx, {
    entityType: "invoice",
    entityId: invoice.id,
    entityName: invoice.invoiceNumber,
    action,
    description: `${description}${sourceNote(source)}`,
    performedBy: null,
    metadata: { ...metadata, source },
  });
}

/** A paid session: the payment recorded once, the invoice updated, the client and the agency told. */
async function recordPaidSession(tx: Db, session: CheckoutSessionState, source: FulfilmentSource, env: FulfilmentEnv): Promise<Step> {
  const invoice = await lockInvoiceIfAny(tx, session.invoiceId);
  if (!invoice) return { outcome: "ignored", invoiceId: null, audited: false };
  const step = (outcome: FulfilmentOutcome, audited: boolean): Step => ({
    outcome,
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    audited,
  });
  const reference = paymentReferenceOf(session);
  if (await findPayment(tx, reference)) {
    await reportSessionStatus(tx, session, invoice.id, "paid");
    return step("already recorded", false);
  }
  if (session.amountCents <= 0) return step("ignored", false);

  const received = session.amountCents;
  const { appliedCents, overpaymentCents } = splitReceived(received, invoice);
  const paidOn = todayInTimeZone(env.AGENCY_TIMEZONE);
  const amountPaid = toCents(invoice.amountPaid) + appliedCents;
  const balance = Math.max(0, toCents(invoice.totalAmount) - amountPaid);
  const paysInFull = appliedCents > 0 && balance === 0;

  await tx.insert(invoicePayments).values({
    invoiceId: invoice.id,
    amount: centsToDecimal(appliedCents),
    overpayment: centsToDecimal(overpaymentCents),
    paidOn,
    method: ONLINE_PAYMENT_METHOD,
    recordedBy: null,
    providerReference: reference,
  });
  if (appliedCents > 0) {
    await tx
      .update(invoices)
      .set({
        amountPaid: centsToDecimal(amountPaid),
        ...(paysInFull ? { status: "paid" as const, paidDate: paidOn, paymentMethod: ONLINE_PAYMENT_METHOD } : {}),
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoice.id));
  }
  await reportSessionStatus(tx, session, invoice.id, "paid");

  // The balance the receipt names: none on an invoice that no longer takes payments.
  const receiptBalance = acceptsPayments(invoice.status) ? balance : 0;
  const receipt = receiptEmail(
    {
      invoiceNumber: invoice.invoiceNumber,
      clientName: invoice.clientName,
      dueDate: invoice.dueDate,
      totalAmount: invoice.totalAmount,
      balance: receiptBalance,
      amount: received,
      paidOn,
      method: ONLINE_PAYMENT_METHOD,
      amountPaid,
    },
    invoice.clientEmail,
    { name: null, email: env.AGENCY_INBOX },
  );
  await queueOutboxMail(tx, { mail: receipt, invoiceId: invoice.id, dedupeKey: `online-receipt:${reference}` });
  const notice = paymentReceivedNotice(
    {
      invoiceNumber: invoice.invoiceNumber,
      clientName: invoice.clientName,
      clientEmail: invoice.clientEmail,
      reference,
      paidOn,
      balanceCents: receiptBalance,
      receivedCents: received,
      appliedCents,
      overpaymentCents,
    },
    env.AGENCY_INBOX,
  );
  await queueOutboxMail(tx, { mail: notice, invoiceId: invoice.id, dedupeKey: `online-payment-notice:${reference}` });

  const over = overpaymentCents > 0;
  await audit(
    tx,
    invoice,
    "online_payment_received",
    `Card payment of ${formatCents(received)} received online${paysInFull ? "; invoice paid in full" : appliedCents > 0 ? `; ${formatCents(balance)} left` : ""}${
      over ? `; ${formatCents(overpaymentCents)} above the balance recorded as an overpayment that must be resolved` : ""
    }`,
    source,
    {
      provider_reference: reference,
      checkout_session: session.id,
      amount: centsToDecimal(appliedCents),
      overpayment: centsToDecimal(overpaymentCents),
      balance: centsToDecimal(balance),
    },
  );
  return step(over ? "overpayment" : "recorded", true);
}

/** A session completed with a payment still settling, failed or expired: only its status moves. */
async function recordSessionState(
  tx: Db,
  session: CheckoutSessionState,
  reported: "processing" | "failed" | "expired",
  source: FulfilmentSource,
): Promise<Step> {
  const invoice = await lockInvoiceIfAny(tx, session.invoiceId);
  if (!invoice) return { outcome: "ignored", invoiceId: null, audited: false };
  const base = { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber };
  // A late 'completed' after the payment was already recorded (events out of order) changes nothing.
  if (reported === "processing" && (await findPayment(tx, paymentReferenceOf(session)))) {
    await reportSessionStatus(tx, session, invoice.id, "paid");
    return { ...base, outcome: "already recorded", audited: false };
  }
  const changed = await reportSessionStatus(tx, session, invoice.id, reported);
  const amount = formatCents(session.amountCents);
  const metadata = { checkout_session: session.id, amount: centsToDecimal(session.amountCents) };
  if (changed && reported === "processing") {
    await audit(
      tx,
      invoice,
      "online_payment_processing",
      `Card payment of ${amount} processing: the bank has not confirmed it yet`,
      source,
      metadata,
    );
    return { ...base, outcome: reported, audited: true };
  }
  if (changed && reported === "failed") {
    await audit(
      tx,
      invoice,
      "online_payment_failed",
      `Card payment of ${amount} failed; the invoice is unpaid as before`,
      source,
      metadata,
    );
    return { ...base, outcome: reported, audited: true };
  }
  return { ...base, outcome: reported, audited: false };
}

/** A refund: a negative payment for the part the invoice had counted, the invoice reopened if it was paid. */
async function recordRefund(
  tx: Db,
  paymentReference: string,
  refundedTotalCents: number,
  source: FulfilmentSource,
  env: FulfilmentEnv,
): Promise<Step> {
  const found = await findPayment(tx, paymentReference);
  // The refund came before its payment: nothing to take it from yet, so it is not applied (and its
  // event not stored): a redelivery or the reconciliation brings it again once the payment is in.
  if (!found) return { outcome: "deferred", invoiceId: null, audited: false };
  const invoice = await lockInvoice(tx, found.invoiceId);
  const base = { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber };
  const payment = (await findPayment(tx, paymentReference))!;

  const prefix = refundReferencePrefix(paymentReference);
  const [refunded] = await tx
    .select({
      applied: sql<string>`coalesce(sum(-${invoicePayments.amount}), 0)`,
      overpayment: sql<string>`coalesce(sum(${invoicePayments.overpayment}), 0)`,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoice.id), sql`starts_with(${invoicePayments.providerReference}, ${prefix})`));
  const refundedApplied = toCents(refunded!.applied);
  const refundedOverpayment = toCents(refunded!.overpayment);
  // Totals are cumulative: a duplicate or an older total (out of order) adds nothing.
  const newRefund = refundedTotalCents - refundedApplied - refundedOverpayment;
  if (newRefund <= 0) return { ...base, outcome: "already recorded", audited: false };

  const overpaymentLeft = toCents(payment.overpayment) - refundedOverpayment;
  const split = splitRefund(newRefund, { overpaymentCents: overpaymentLeft, appliedCents: toCents(payment.amount) - refundedApplied });
  const today = todayInTimeZone(env.AGENCY_TIMEZONE);
  const now = new Date();
  if (split.appliedCents > 0 || split.overpaymentCents > 0) {
    await tx.insert(invoicePayments).values({
      invoiceId: invoice.id,
      amount: centsToDecimal(-split.appliedCents),
      // The overpayment given back, settled by the refund itself: nothing left for an owner to do.
      overpayment: centsToDecimal(split.overpaymentCents),
      overpaymentResolvedAt: split.overpaymentCents > 0 ? now : null,
      paidOn: today,
      method: ONLINE_PAYMENT_METHOD,
      note: "Refund",
      recordedBy: null,
      providerReference: refundReference(paymentReference, refundedTotalCents),
    });
  }
  if (split.overpaymentCents > 0 && split.overpaymentCents === overpaymentLeft && !payment.overpaymentResolvedAt) {
    await tx
      .update(invoicePayments)
      .set({ overpaymentResolvedAt: now })
      .where(and(eq(invoicePayments.id, payment.id), isNull(invoicePayments.overpaymentResolvedAt)));
  }

  const amountPaid = Math.max(0, toCents(invoice.amountPaid) - split.appliedCents);
  const reopened = split.appliedCents > 0 && invoice.status === "paid" && amountPaid < toCents(invoice.totalAmount);
  if (split.appliedCents > 0) {
    await tx
      .update(invoices)
      .set({ amountPaid: centsToDecimal(amountPaid), ...(reopened ? { status: "sent" as const, paidDate: null } : {}), updatedAt: now })
      .where(eq(invoices.id, invoice.id));
  }
  const balanceCents = Math.max(0, toCents(invoice.totalAmount) - amountPaid);
  const notice = refundNotice(
    {
      invoiceNumber: invoice.invoiceNumber,
      clientName: invoice.clientName,
      clientEmail: invoice.clientEmail,
      reference: paymentReference,
      paidOn: today,
      balanceCents: invoice.status === "cancelled" ? 0 : balanceCents,
      refundCents: newRefund,
      fromOverpaymentCents: split.overpaymentCents,
      unmatchedCents: split.unmatchedCents,
      reopened,
    },
    env.AGENCY_INBOX,
  );
  await queueOutboxMail(tx, {
    mail: notice,
    invoiceId: invoice.id,
    dedupeKey: `online-refund-notice:${refundReference(paymentReference, refundedTotalCents)}`,
  });
  await audit(
    tx,
    invoice,
    "online_payment_refunded",
    `Card payment refunded: ${formatCents(newRefund)}${split.overpaymentCents > 0 ? ` (${formatCents(split.overpaymentCents)} of it the overpayment)` : ""}${
      reopened ? "; invoice reopened" : ""
    }${split.unmatchedCents > 0 ? `; ${formatCents(split.unmatchedCents)} more than was recorded for this payment` : ""}`,
    source,
    {
      provider_reference: paymentReference,
      refunded_total: centsToDecimal(refundedTotalCents),
      amount: centsToDecimal(-split.appliedCents),
      overpayment: centsToDecimal(split.overpaymentCents),
    },
  );
  return { ...base, outcome: "refunded", audited: true };
}

async function fulfilIn(tx: Db, session: CheckoutSessionState, source: FulfilmentSource, env: FulfilmentEnv): Promise<Step> {
  if (session.status !== "complete") {
    return session.status === "expired"
      ? recordSessionState(tx, session, "expired", source)
      : { outcome: "ignored", invoiceId: null, audited: false };
  }
  return session.paymentStatus === "unpaid"
    ? recordSessionState(tx, session, "processing", source)
    : recordPaidSession(tx, session, source, env);
}

/** Records the session's payment once (idempotent on session.paymentReference), or its processing/failed state. */
export async function fulfilCheckoutSession(
  db: Db,
  session: CheckoutSessionState,
  source: FulfilmentSource,
  env: FulfilmentEnv = readEnv(),
): Promise<FulfilmentOutcome> {
  return (await db.transaction((tx) => fulfilIn(tx, session, source, env))).outcome;
}

function applyIn(tx: Db, payment: PaymentEvent, source: FulfilmentSource, env: FulfilmentEnv): Promise<Step> | Step {
  switch (payment.kind) {
    case "checkout_paid":
      return recordPaidSession(tx, payment.session, source, env);
    case "checkout_processing":
      return recordSessionState(tx, payment.session, "processing", source);
    case "checkout_failed":
      return recordSessionState(tx, payment.session, "failed", source);
    case "checkout_expired":
      return recordSessionState(tx, payment.session, "expired", source);
    case "refunded":
      return recordRefund(tx, payment.paymentReference, payment.refundedTotalCents, source, env);
    case "ignored":
      return { outcome: "ignored", invoiceId: null, audited: false };
  }
}

/** Thrown to roll an event's row back with its (absent) effects. */
class Deferred extends Error {}

/** One provider event, applied once (payment_provider_events), in one transaction with its effects. */
export async function applyProviderEvent(
  db: Db,
  event: ProviderEvent,
  source: "webhook" | "reconciliation",
  env: FulfilmentEnv = readEnv(),
): Promise<FulfilmentOutcome> {
  try {
    return await db.transaction(async (tx) => {
      // The event's row first: a second delivery of it waits here for the first one's commit, then finds it.
      const [claimed] = await tx
        .insert(paymentProviderEvents)
        .values({ id: event.id, type: event.type, source, outcome: "applying", occurredAt: event.occurredAt })
        .onConflictDoNothing({ target: paymentProviderEvents.id })
        .returning({ id: paymentProviderEvents.id });
      if (!claimed) return "duplicate";
      const step = await applyIn(tx, event.payment, source, env);
      if (step.outcome === "deferred") throw new Deferred();
      if (source === "reconciliation" && !step.audited && step.invoiceId) {
        await audit(
          tx,
          { id: step.invoiceId, invoiceNumber: step.invoiceNumber ?? "" },
          "online_event_reconciled",
          `Stripe event ${event.type} (${step.outcome})`,
          source,
          { event_id: event.id, outcome: step.outcome },
        );
      }
      await tx
        .update(paymentProviderEvents)
        .set({ outcome: step.outcome, invoiceId: step.invoiceId })
        .where(eq(paymentProviderEvents.id, event.id));
      return step.outcome;
    });
  } catch (error) {
    if (error instanceof Deferred) return "deferred";
    throw error;
  }
}

import "server-only";

import { and, eq } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "@/db/client";
import { checkoutSessions, invoicePayments } from "@/db/schema";
import type { Env } from "@/lib/env";
import { logger } from "@/lib/log";
import { toCents } from "@/lib/money";

import { onlinePaymentProvider } from "./config";
import { fulfilCheckoutSession } from "./fulfilment";
import type { CheckoutSessionState } from "./provider";
import { ONLINE_PAYMENT_METHOD, onlineChargeCents, payButtonLabel } from "./rules";

/*
 * The client invoice page's side of online payment: whether a provider is set, and what the page
 * says after the client comes back from the provider's checkout (?session_id=...). The return is
 * one of the fulfilment's callers: a payment the provider confirms is recorded here if the webhook
 * has not done it yet, once between them.
 */

const log = logger("invoice-page");

/** Stripe's session ids (cs_test_..., cs_live_...) and the test provider's; anything else is ignored. */
export const sessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/);

export type OnlineReceipt = { method: string; paidOn: string; amountCents: number; reference: string };

/** What the client sees of a checkout it came back from. */
export type CheckoutReturn =
  | { state: "paid"; receipt: OnlineReceipt }
  /** Completed, not yet confirmed (a bank debit, or the provider still deciding). */
  | { state: "processing" }
  /** The delayed payment failed: the invoice is open as before. */
  | { state: "failed" };

type PageEnv = Pick<
  Env,
  "SITE_URL" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "SESSION_SECRET" | "STRIPE_API_BASE" | "TEST_PAYMENTS"
>;

/** The payment recorded for a provider reference on this invoice, as its receipt. */
async function receiptFor(db: Db, invoiceId: string, reference: string): Promise<OnlineReceipt | null> {
  const [row] = await db
    .select({
      paidOn: invoicePayments.paidOn,
      amount: invoicePayments.amount,
      overpayment: invoicePayments.overpayment,
      method: invoicePayments.method,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.providerReference, reference)));
  if (!row) return null;
  // What the card paid: the part applied to the invoice and any part above its balance.
  return {
    method: row.method ?? ONLINE_PAYMENT_METHOD,
    paidOn: row.paidOn,
    amountCents: toCents(row.amount) + toCents(row.overpayment),
    reference,
  };
}

/** Whether a checkout of this invoice awaits the provider's confirmation (shown even without ?session_id). */
async function hasProcessingCheckout(db: Db, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.invoiceId, invoiceId), eq(checkoutSessions.status, "processing")))
    .limit(1);
  return row !== undefined;
}

/** What our records say of a session (checkout_sessions.status), or null for one we never saw. */
async function recordedStatus(db: Db, sessionId: string) {
  const [row] = await db.select({ status: checkoutSessions.status }).from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return row?.status ?? null;
}

/** Whether we made this session for this invoice (its row in checkout_sessions). */
async function isOwnSession(db: Db, invoiceId: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.invoiceId, invoiceId)));
  return row !== undefined;
}

/**
 * The provider's session named by the return address, only when it pays this invoice; "unreadable"
 * when it is one of ours but the provider cannot be asked right now (the next refresh asks again).
 */
async function returnedSession(
  db: Db,
  invoiceId: string,
  sessionId: unknown,
  env: PageEnv,
): Promise<CheckoutSessionState | "unreadable" | null> {
  const id = sessionIdSchema.safeParse(sessionId);
  if (!id.success) return null;
  const provider = await onlinePaymentProvider(db, env);
  if (!provider) return null;
  try {
    const session = await provider.retrieveCheckoutSession(id.data);
    // Another invoice's session (a link passed around, a guess) says nothing about this one.
    return session.invoiceId === invoiceId ? session : null;
  } catch (error) {
    log.warn({ err: error }, "the returned checkout session could not be read");
    return (await isOwnSession(db, invoiceId, id.data)) ? "unreadable" : null;
  }
}

/**
 * Handles the return from the provider's checkout: fulfils the session (idempotent) and answers
 * what the page shows, or null for a cancelled, foreign, unknown or unpaid session: the page as before.
 */
export async function checkoutReturn(db: Db, invoiceId: string, sessionId: unknown, env: PageEnv): Promise<CheckoutReturn | null> {
  const session = await returnedSession(db, invoiceId, sessionId, env);
  if (session === "unreadable") return { state: "processing" };
  if (!session) return (await hasProcessingCheckout(db, invoiceId)) ? { state: "processing" } : null;
  let outcome: Awaited<ReturnType<typeof fulfilCheckoutSession>> | null = null;
  try {
    outcome = await fulfilCheckoutSession(db, session, "return");
  } catch (error) {
    // The webhook or the next refresh records it; the client is told it is on its way.
    log.error({ err: error }, "the returned checkout session was not fulfilled");
  }
  const receipt = session.paymentReference ? await receiptFor(db, invoiceId, session.paymentReference) : null;
  if (receipt) return { state: "paid", receipt };
  // Stripe keeps a session whose bank debit failed 'complete' and unpaid: only our record (the
  // webhook's news) tells it from one still processing.
  const recorded = await recordedStatus(db, session.id);
  if (outcome === "failed" || recorded === "failed") return { state: "failed" };
  if (recorded === "expired") return null;
  if (session.status === "complete" || outcome === null || outcome === "processing" || outcome === "deferred")
    return { state: "processing" };
  return (await hasProcessingCheckout(db, invoiceId)) ? { state: "processing" } : null;
}

/** Whether the page offers online payment at all: a provider is set (never any of its keys). */
export async function onlinePaymentAvailable(db: Db, env: PageEnv): Promise<boolean> {
  try {
    return (await onlinePaymentProvider(db, env)) !== null;
  } catch (error) {
    log.error({ err: error }, "the online payment settings could not be read");
    return false;
  }
}

/**
 * What an invoice page shows of online payment (the invoice link's and the portal's): the pay
 * button's label and target, the checkout just returned from, and the page again to check it.
 */
export function onlinePaymentPanel(
  path: string,
  invoice: Parameters<typeof onlineChargeCents>[0],
  returned: CheckoutReturn | null,
  sessionId: unknown,
) {
  const cents = onlineChargeCents(invoice);
  return {
    payLabel: cents === null ? null : payButtonLabel(cents),
    payAction: `${path}/pay`,
    returned,
    checkAgainHref: typeof sessionId === "string" ? `${path}?session_id=${encodeURIComponent(sessionId)}` : path,
  };
}

import "server-only";

import { and, eq, inArray } from "drizzle-orm";

import type { Db } from "@/db/client";
import { checkoutSessions } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { clientInvoicePath } from "@/lib/billing/client-links/tokens";
import { findClientInvoice, findInvoiceByToken } from "@/lib/billing/invoices/queries";
import type { Env } from "@/lib/env";
import { rateLimitKey } from "@/lib/http/client-address";
import { centsToDecimal, formatCents } from "@/lib/money";
import { hitRateLimit } from "@/lib/rate-limit";

import { onlinePaymentProvider } from "./config";
import { checkoutIdempotencyKey, onlineChargeCents } from "./rules";

/*
 * "Pay $X by card": from the client page's token to the provider's checkout page. The invoice is
 * found by the token only and the amount computed here, so nothing the page sends can choose
 * either; each attempt counts against the invoice's and the client address's hourly limits.
 */

export const CHECKOUT_WINDOW_MS = 60 * 60 * 1000;
/** Far above a person retrying a card, low enough that nobody makes sessions by the thousand. */
export const CHECKOUT_LIMITS = { perInvoice: 10, perAddress: 20 } as const;

export type CheckoutStart =
  | { kind: "checkout"; url: string; sessionId: string }
  /** Paid meanwhile, cancelled, or a draft: back to the page, which says so. */
  | { kind: "nothing to pay" }
  | { kind: "limited"; message: string; retryAfterSeconds: number };

/** Not an invoice link, or no online payment on this site: the pay route answers 404. */
export class CheckoutUnavailable extends Error {}

type CheckoutEnv = Pick<
  Env,
  "SITE_URL" | "TRUST_PROXY" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "SESSION_SECRET" | "STRIPE_API_BASE" | "TEST_PAYMENTS"
>;

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

async function limited(db: Db, bucket: string, key: string, limit: number, now: Date) {
  const result = await hitRateLimit(db, { bucket, key, limit, windowMs: CHECKOUT_WINDOW_MS, now });
  return result.allowed ? null : Math.max(1, Math.ceil((result.resetAt.getTime() - now.getTime()) / 1000));
}

/** How many of the invoice's checkout sessions have ended: the attempt number of the next one. */
const endedSessions = (db: Db, invoiceId: string) =>
  db.$count(
    checkoutSessions,
    and(eq(checkoutSessions.invoiceId, invoiceId), inArray(checkoutSessions.status, ["paid", "failed", "expired"])),
  );

/**
 * Which invoice to pay and where the client comes back to: the client page's token (its page), or
 * an invoice of the client signed in to the portal, found among that client's only, and the portal
 * page to come back to (the caller's path, so billing needs nothing of the portal).
 */
export type CheckoutFor =
  { token: string } | { client: { invoiceId: string; clientId: string; returnPath: string; contact: { id: string; name: string } } };

async function payableInvoice(db: Db, target: CheckoutFor) {
  if ("token" in target) {
    const invoice = await findInvoiceByToken(db, target.token);
    return invoice ? { invoice, path: clientInvoicePath(target.token) } : null;
  }
  const invoice = await findClientInvoice(db, target.client.clientId, target.client.invoiceId);
  return invoice ? { invoice, path: target.client.returnPath } : null;
}

/**
 * Creates (or, by the idempotency key, finds again) the Checkout Session for what the invoice owes
 * now and records it. Throws CheckoutUnavailable for an unknown token, an invoice not of the portal
 * viewer's client, or when no provider is set.
 */
export async function startCheckout(
  db: Db,
  { address, env, now = new Date(), ...target }: CheckoutFor & { address: string; env: CheckoutEnv; now?: Date },
): Promise<CheckoutStart> {
  const found = await payableInvoice(db, target);
  if (!found) throw new CheckoutUnavailable("This invoice link is not valid.");
  const { invoice } = found;
  const provider = await onlinePaymentProvider(db, env);
  if (!provider) throw new CheckoutUnavailable("Online payment is not available for this invoice.");
  const cents = onlineChargeCents(invoice);
  if (cents === null) return { kind: "nothing to pay" };

  // An address over its limit spends nothing of the invoice's.
  const wait =
    (await limited(db, "checkout-address", rateLimitKey(address), CHECKOUT_LIMITS.perAddress, now)) ??
    (await limited(db, "checkout-invoice", invoice.id, CHECKOUT_LIMITS.perInvoice, now));
  if (wait !== null) {
    return {
      kind: "limited",
      retryAfterSeconds: wait,
      message: `Too many payment attempts. Please try again in ${minutesText(wait)}, or contact us to pay another way.`,
    };
  }

  const page = `${env.SITE_URL}${found.path}`;
  const session = await provider.createCheckoutSession({
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    amountCents: cents,
    customerEmail: invoice.clientEmail,
    // The provider fills in {CHECKOUT_SESSION_ID}; it must stay literal here.
    successUrl: `${page}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: page,
    idempotencyKey: checkoutIdempotencyKey(invoice.id, cents, await endedSessions(db, invoice.id)),
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(checkoutSessions)
      .values({ id: session.id, invoiceId: invoice.id, amount: centsToDecimal(cents), url: session.url })
      // The same session again (a double click): its state is the fulfilment's, only the URL is news.
      .onConflictDoUpdate({ target: checkoutSessions.id, set: { url: session.url, updatedAt: now } });
    // A signed-in contact's action is theirs in the audit trail; an invoice link names no one.
    if ("client" in target) {
      await logActivity(tx, {
        entityType: "invoice",
        entityId: invoice.id,
        entityName: invoice.invoiceNumber,
        action: "online_payment_started",
        description: `Card payment of ${formatCents(cents)} started in the client portal`,
        performedBy: null,
        performedByContact: target.client.contact,
      });
    }
  });
  return { kind: "checkout", url: session.url, sessionId: session.id };
}

import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";
import type { Env } from "@/lib/env";
import { logger } from "@/lib/log";
import { toCents } from "@/lib/money";

import { sessionIdSchema } from "./client-page";
import { onlinePaymentProviderKind } from "./config";
import { fulfilCheckoutSession, type FulfilmentEnv } from "./fulfilment";
import { findTestSession, payTestSession } from "./test-provider";

const log = logger("billing.test-checkout");

/*
 * The demo's test checkout page and its "Pay" route: they exist only while the test payments
 * provider is the active one (TEST_PAYMENTS on, no Stripe key), else both answer 404.
 */

type CheckoutEnv = Pick<
  Env,
  "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "SESSION_SECRET" | "STRIPE_API_BASE" | "TEST_PAYMENTS" | "SITE_URL"
> &
  FulfilmentEnv;

export const testPaymentsActive = async (db: Db, env: CheckoutEnv) => (await onlinePaymentProviderKind(db, env)) === "test";

export type TestCheckout = { id: string; invoiceNumber: string; amountCents: number; paid: boolean; successUrl: string; cancelUrl: string };

/** The test session the page shows, or null (not active, malformed id, unknown, or not a test session). */
export async function findTestCheckout(db: Db, id: unknown, env: CheckoutEnv): Promise<TestCheckout | null> {
  const parsed = sessionIdSchema.safeParse(id);
  if (!parsed.success || !(await testPaymentsActive(db, env))) return null;
  const session = await findTestSession(db, parsed.data);
  if (!session) return null;
  const [invoice] = await db.select({ invoiceNumber: invoices.invoiceNumber }).from(invoices).where(eq(invoices.id, session.invoiceId));
  if (!invoice) return null;
  return {
    id: session.id,
    invoiceNumber: invoice.invoiceNumber,
    amountCents: toCents(session.amount),
    paid: session.testPaymentReference !== null,
    successUrl: session.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", session.id),
    cancelUrl: session.cancelUrl,
  };
}

/**
 * The test checkout's "Pay": marks the session paid (once) and records the payment at once, as
 * Stripe's webhook would, so a client who closes the tab before coming back has still paid. The
 * return records nothing twice; if this recording fails, the return does it. Answers where the
 * client goes next.
 */
export async function payTestCheckout(db: Db, checkout: TestCheckout, env: CheckoutEnv): Promise<string> {
  const { redirectTo, state } = await payTestSession(db, checkout.id);
  try {
    await fulfilCheckoutSession(db, state, "webhook", env);
  } catch (error) {
    log.error({ err: error }, "the test payment was not recorded; the client's return records it");
  }
  return redirectTo;
}

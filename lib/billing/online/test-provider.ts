import { randomBytes } from "node:crypto";

import { and, desc, eq, isNull } from "drizzle-orm";

import type { Db } from "@/db/client";
import { checkoutSessions } from "@/db/schema";
import { centsToDecimal, toCents } from "@/lib/money";

import { WebhookSignatureError, type CheckoutSessionState, type PaymentProvider } from "./provider";

/*
 * The demo's built-in "test payments" provider: no network and no keys. A session lives in
 * checkout_sessions, its checkout page is our own /test-checkout/<id>; paying there marks the
 * session paid, and test-checkout.ts records the payment at once, as Stripe's webhook would. No
 * server-only marker: the job worker may build it through config.ts.
 */

/** The path of the test checkout page of a session. */
export const testCheckoutPath = (sessionId: string) => `/test-checkout/${sessionId}`;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

type StoredSession = Pick<typeof checkoutSessions.$inferSelect, "id" | "invoiceId" | "amount" | "testPaymentReference" | "status">;

/** A stored test session as the provider reports it: paid once its checkout page was paid. */
export function testSessionState(row: StoredSession): CheckoutSessionState {
  const paid = row.testPaymentReference !== null;
  return {
    id: row.id,
    status: paid ? "complete" : row.status === "expired" ? "expired" : "open",
    paymentStatus: paid ? "paid" : "unpaid",
    amountCents: toCents(row.amount),
    invoiceId: row.invoiceId,
    paymentReference: row.testPaymentReference,
  };
}

export class TestSessionNotFound extends Error {}

/** A test session with its return addresses, or null (unknown, or not a test provider's session). */
export async function findTestSession(db: Db, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row && row.successUrl && row.cancelUrl ? { ...row, successUrl: row.successUrl, cancelUrl: row.cancelUrl } : null;
}

/**
 * "Pays" a test session: gives it a payment reference once (paying again keeps the first) and
 * answers where the client goes next, the success URL with the session's id filled in, and the
 * session as the provider now reports it.
 */
export async function payTestSession(db: Db, id: string): Promise<{ redirectTo: string; state: CheckoutSessionState }> {
  const session = await findTestSession(db, id);
  if (!session) throw new TestSessionNotFound(`No test checkout session ${id}.`);
  const [paid] = await db
    .update(checkoutSessions)
    .set({ testPaymentReference: newId("pi"), updatedAt: new Date() })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.testPaymentReference)))
    .returning();
  // Paid already (a second press): the row as stored, with its first reference.
  const current = paid ?? (await findTestSession(db, id)) ?? session;
  return { redirectTo: session.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", id), state: testSessionState(current) };
}

/** The test provider; `siteUrl` makes its checkout page's absolute address. */
export function testPaymentsProvider(db: Db, siteUrl: string): PaymentProvider {
  return {
    async createCheckoutSession(request) {
      // Like Stripe's idempotency key (per invoice and amount): the open unpaid session is given again.
      const amount = centsToDecimal(request.amountCents);
      const [open] = await db
        .select({ id: checkoutSessions.id, url: checkoutSessions.url })
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.invoiceId, request.invoiceId),
            eq(checkoutSessions.amount, amount),
            eq(checkoutSessions.successUrl, request.successUrl),
            eq(checkoutSessions.status, "open"),
            isNull(checkoutSessions.testPaymentReference),
          ),
        )
        .orderBy(desc(checkoutSessions.createdAt))
        .limit(1);
      if (open) return open;
      const id = newId("cs");
      const url = `${siteUrl}${testCheckoutPath(id)}`;
      await db.insert(checkoutSessions).values({
        id,
        invoiceId: request.invoiceId,
        amount,
        url,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { id, url };
    },
    async retrieveCheckoutSession(id) {
      const session = await findTestSession(db, id);
      if (!session) throw new TestSessionNotFound(`No test checkout session ${id}.`);
      return testSessionState(session);
    },
    async listEventsSince() {
      // Nothing happens outside our own pages: there is never a missed event.
      return [];
    },
    verifyWebhook() {
      throw new WebhookSignatureError("The test payments provider sends no webhooks.");
    },
  };
}

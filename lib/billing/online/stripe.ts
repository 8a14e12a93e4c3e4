import Stripe from "stripe";

import {
  HANDLED_EVENT_TYPES,
  WebhookSignatureError,
  type CheckoutSessionState,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderEvent,
} from "./provider";

/* No "server-only" marker: the job worker (plain Node) runs the reconciliation through this. */

/** Stripe's default: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export type StripeKeys = { secretKey: string; webhookSecret: string | null };

/** `STRIPE_API_BASE` (`http://host:port`) as the client's connection settings: the tests' fake provider. */
function connection(apiBase: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

const oneOf = <T extends string>(value: string | null, options: readonly T[]): T | null =>
  options.find((option) => option === value) ?? null;

function sessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  const intent = session.payment_intent;
  return {
    id: session.id,
    status: oneOf(session.status, ["complete", "expired"] as const) ?? "open",
    // Anything Stripe may add later counts as not paid yet.
    paymentStatus: oneOf(session.payment_status, ["paid", "no_payment_required"] as const) ?? "unpaid",
    amountCents: session.amount_total ?? 0,
    invoiceId: session.metadata?.invoice_id ?? null,
    paymentReference: typeof intent === "string" ? intent : (intent?.id ?? null),
  };
}

/** What a Stripe event means for an invoice (pure; the tests feed it the events the fake server makes). */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = sessionState(event.data.object);
      return session.paymentStatus === "unpaid" ? { kind: "checkout_processing", session } : { kind: "checkout_paid", session };
    }
    case "checkout.session.async_payment_succeeded":
      return { kind: "checkout_paid", session: sessionState(event.data.object) };
    case "checkout.session.async_payment_failed":
      return { kind: "checkout_failed", session: sessionState(event.data.object) };
    case "checkout.session.expired":
      return { kind: "checkout_expired", session: sessionState(event.data.object) };
    case "charge.refunded": {
      const charge = event.data.object;
      const intent = charge.payment_intent;
      const reference = typeof intent === "string" ? intent : (intent?.id ?? null);
      return reference
        ? { kind: "refunded", paymentReference: reference, refundedTotalCents: charge.amount_refunded }
        : { kind: "ignored" };
    }
    default:
      return { kind: "ignored" };
  }
}

const providerEvent = (event: Stripe.Event): ProviderEvent => ({
  id: event.id,
  type: event.type,
  occurredAt: new Date(event.created * 1000),
  payment: paymentEventOf(event),
});

/** The real provider: Stripe Checkout through the official package. */
export function stripeProvider(keys: StripeKeys, apiBase?: string): PaymentProvider {
  const stripe = new Stripe(keys.secretKey, { ...connection(apiBase), maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
  return {
    async createCheckoutSession(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer_email: request.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: "usd", unit_amount: request.amountCents, product_data: { name: `Invoice ${request.invoiceNumber}` } },
            },
          ],
          metadata: { invoice_id: request.invoiceId },
          payment_intent_data: { metadata: { invoice_id: request.invoiceId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error("The payment provider made a Checkout Session without a URL.");
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id) {
      return sessionState(await stripe.checkout.sessions.retrieve(id));
    },
    async listEventsSince(since) {
      const events: ProviderEvent[] = [];
      const list = stripe.events.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        types: [...HANDLED_EVENT_TYPES],
        limit: 100,
      });
      for await (const event of list) events.push(providerEvent(event));
      // Stripe lists newest first; applied oldest first, a refund follows its payment.
      return events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    },
    verifyWebhook(rawBody, signature) {
      if (!keys.webhookSecret) throw new WebhookSignatureError("No webhook signing secret is set.");
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      try {
        return providerEvent(stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret, SIGNATURE_TOLERANCE_SECONDS));
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "The signature does not match.");
      }
    },
  };
}

import { getDb } from "@/db/client";
import { stripeKeys } from "@/lib/billing/online/config";
import { applyProviderEvent } from "@/lib/billing/online/fulfilment";
import { WebhookSignatureError } from "@/lib/billing/online/provider";
import { stripeProvider } from "@/lib/billing/online/stripe";
import { readEnv } from "@/lib/env";
import { jsonError, readTextBody } from "@/lib/http";

/**
 * CONTRACT.md: POST /api/webhooks/stripe, Stripe's events. Not under the JSON/Origin policy of the
 * public endpoints (Stripe posts from its servers, with no Origin): only a body signed with the
 * webhook signing secret is read, and nothing is stored for any other. The raw text is verified,
 * never a re-serialized JSON, and never logged.
 */

/** Stripe's events are a few KB; anything near this is not one of them. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

export async function POST(request: Request): Promise<Response> {
  const db = getDb();
  const env = readEnv();
  const keys = await stripeKeys(db, env);
  if (!keys) return jsonError(400, "Online payment is not set up.");
  if (!keys.webhookSecret) return jsonError(400, "No webhook signing secret is set for online payment.");

  const body = await readTextBody(request, MAX_WEBHOOK_BYTES);
  if (!body.ok) return body.response;

  let event;
  try {
    event = stripeProvider(keys, env.STRIPE_API_BASE).verifyWebhook(body.data, request.headers.get("stripe-signature"));
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      return jsonError(400, "The Stripe-Signature header is missing, too old or does not match the body.");
    }
    return jsonError(400, "The request body is not a Stripe event.");
  }

  const outcome = await applyProviderEvent(db, event, "webhook", env);
  // Stripe retries a non-2xx delivery for days: a refund that came before its payment is applied then.
  if (outcome === "deferred") return jsonError(409, "The payment this refund belongs to is not recorded yet; deliver it again later.");
  return Response.json({ received: true, outcome });
}

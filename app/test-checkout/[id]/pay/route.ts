import { getDb } from "@/db/client";
import { findTestCheckout, payTestCheckout } from "@/lib/billing/online/test-checkout";
import { postPolicy, readEnv } from "@/lib/env";
import { isCrossSiteFormPost } from "@/lib/http/form-post";
import { htmlAnswer } from "@/lib/http/html-answer";

type Context = { params: Promise<{ id: string }> };

const notFound = () => htmlAnswer(404, { title: "Page not found", message: "There is no test payment here." });

/**
 * POST /test-checkout/<session id>/pay: the test checkout's "Pay" button. Marks the session paid
 * and records the payment (once each), then sends the client back to the invoice with the session's
 * id, as the provider and its webhook would.
 * 404 while the test payments provider is not the active one.
 */
export async function POST(request: Request, context: Context): Promise<Response> {
  const env = readEnv();
  if (isCrossSiteFormPost(request.headers, postPolicy(env))) {
    return htmlAnswer(403, { title: "Payment not made", message: "Requests from other sites are not accepted." });
  }
  const db = getDb();
  const checkout = await findTestCheckout(db, (await context.params).id, env);
  if (!checkout) return notFound();
  const redirectTo = await payTestCheckout(db, checkout, env);
  return new Response(null, { status: 303, headers: { Location: redirectTo, "Cache-Control": "no-store" } });
}

import { getDb } from "@/db/client";
import { clientInvoicePath } from "@/lib/billing/client-links/tokens";
import { CheckoutUnavailable, startCheckout } from "@/lib/billing/online/checkout";
import { postPolicy, readEnv } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { isCrossSiteFormPost } from "@/lib/http/form-post";
import { htmlAnswer } from "@/lib/http/html-answer";
import { logger } from "@/lib/log";

const log = logger("invoice-checkout");

type Context = { params: Promise<{ token: string }> };

/**
 * POST /invoice/<token>/pay: the "Pay $X by card" form. A route rather than a server action: it
 * answers plain HTTP (303 to the provider, 429 with Retry-After) the same with or without scripts,
 * and is tested like the other public endpoints. The body is ignored: the token is the only input.
 */
export async function POST(request: Request, context: Context): Promise<Response> {
  const env = readEnv();
  const { token } = await context.params;
  const back = { href: clientInvoicePath(token), label: "Back to the invoice" };
  if (isCrossSiteFormPost(request.headers, postPolicy(env))) {
    return htmlAnswer(403, { title: "Payment not started", message: "Requests from other sites are not accepted." });
  }
  try {
    const started = await startCheckout(getDb(), { token, address: clientAddress(request.headers, env.TRUST_PROXY), env });
    if (started.kind === "checkout") return redirect(started.url);
    if (started.kind === "nothing to pay") return redirect(`${env.SITE_URL}${clientInvoicePath(token)}`);
    return htmlAnswer(
      429,
      { title: "Payment not started", message: started.message, back },
      { "Retry-After": String(started.retryAfterSeconds) },
    );
  } catch (error) {
    if (error instanceof CheckoutUnavailable) return htmlAnswer(404, { title: "Payment not available", message: error.message });
    log.error({ err: error }, "the checkout could not be started");
    return htmlAnswer(
      503,
      { title: "Payment not started", message: "Online payment is not available right now. Please try again in a moment.", back },
      { "Retry-After": "30" },
    );
  }
}

/** 303: the browser follows with a GET, whatever the form's method. */
const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

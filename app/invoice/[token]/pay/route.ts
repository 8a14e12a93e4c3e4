import { getDb } from "@/db/client";
import { clientInvoicePath } from "@/lib/billing/client-links/tokens";
import { startCheckout } from "@/lib/billing/online/checkout";
import { checkoutAnswer } from "@/lib/billing/online/checkout-answer";
import { postPolicy, readEnv } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { isCrossSiteFormPost } from "@/lib/http/form-post";
import { htmlAnswer } from "@/lib/http/html-answer";

type Context = { params: Promise<{ token: string }> };

/**
 * POST /invoice/<token>/pay: the "Pay $X by card" form. A route rather than a server action: it
 * answers plain HTTP (303 to the provider, 429 with Retry-After) the same with or without scripts,
 * and is tested like the other public endpoints. The body is ignored: the token is the only input.
 */
export async function POST(request: Request, context: Context): Promise<Response> {
  const env = readEnv();
  const { token } = await context.params;
  if (isCrossSiteFormPost(request.headers, postPolicy(env))) {
    return htmlAnswer(403, { title: "Payment not started", message: "Requests from other sites are not accepted." });
  }
  const address = clientAddress(request.headers, env.TRUST_PROXY);
  return checkoutAnswer(() => startCheckout(getDb(), { token, address, env }), {
    url: `${env.SITE_URL}${clientInvoicePath(token)}`,
    back: { href: clientInvoicePath(token), label: "Back to the invoice" },
  });
}

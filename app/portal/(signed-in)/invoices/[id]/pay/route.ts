import { getDb } from "@/db/client";
import { CheckoutUnavailable, startCheckout } from "@/lib/billing/online/checkout";
import { postPolicy, readEnv } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { isCrossSiteFormPost } from "@/lib/http/form-post";
import { htmlAnswer } from "@/lib/http/html-answer";
import { logger } from "@/lib/log";
import { portalViewerFromRequest } from "@/lib/portal/cookie";
import { portalInvoicePath, portalPaths } from "@/lib/portal/paths";

const log = logger("portal-invoice-checkout");

type Context = { params: Promise<{ id: string }> };

/**
 * POST /portal/invoices/<id>/pay: the portal invoice page's "Pay $X by card". The same checkout as
 * the invoice link's pay route, for an invoice of the signed-in contact's client only, coming back
 * to the portal's invoice page. The body is ignored: the id and the session are the only inputs.
 */
export async function POST(request: Request, context: Context): Promise<Response> {
  const env = readEnv();
  const db = getDb();
  const viewer = await portalViewerFromRequest(request, db);
  if (!viewer) {
    return htmlAnswer(401, {
      title: "Payment not started",
      message: "Your portal session has ended. Sign in again to pay.",
      back: { href: portalPaths.signIn, label: "Sign in to your client portal" },
    });
  }
  if (isCrossSiteFormPost(request.headers, postPolicy(env))) {
    return htmlAnswer(403, { title: "Payment not started", message: "Requests from other sites are not accepted." });
  }
  const { id } = await context.params;
  const back = { href: portalInvoicePath(id), label: "Back to the invoice" };
  try {
    const started = await startCheckout(db, {
      client: {
        invoiceId: id,
        clientId: viewer.clientId,
        returnPath: portalInvoicePath(id),
        contact: { id: viewer.contactId, name: viewer.contactName },
      },
      address: clientAddress(request.headers, env.TRUST_PROXY),
      env,
    });
    if (started.kind === "checkout") return redirect(started.url);
    if (started.kind === "nothing to pay") return redirect(`${env.SITE_URL}${portalInvoicePath(id)}`);
    return htmlAnswer(
      429,
      { title: "Payment not started", message: started.message, back },
      { "Retry-After": String(started.retryAfterSeconds) },
    );
  } catch (error) {
    if (error instanceof CheckoutUnavailable) {
      return htmlAnswer(404, { title: "Payment not available", message: "This invoice cannot be paid online here." });
    }
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

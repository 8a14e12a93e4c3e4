import { getDb } from "@/db/client";
import { startCheckout } from "@/lib/billing/online/checkout";
import { checkoutAnswer } from "@/lib/billing/online/checkout-answer";
import { postPolicy, readEnv } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { isCrossSiteFormPost } from "@/lib/http/form-post";
import { htmlAnswer } from "@/lib/http/html-answer";
import { portalViewerFromRequest } from "@/lib/portal/cookie";
import { portalInvoicePath, portalPaths } from "@/lib/portal/paths";

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
  const contact = { id: viewer.contactId, name: viewer.contactName };
  const client = { invoiceId: id, clientId: viewer.clientId, returnPath: portalInvoicePath(id), contact };
  const address = clientAddress(request.headers, env.TRUST_PROXY);
  return checkoutAnswer(() => startCheckout(db, { client, address, env }), {
    url: `${env.SITE_URL}${portalInvoicePath(id)}`,
    back: { href: portalInvoicePath(id), label: "Back to the invoice" },
    unavailable: "This invoice cannot be paid online here.",
  });
}

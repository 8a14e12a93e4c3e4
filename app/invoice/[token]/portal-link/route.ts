import { getDb } from "@/db/client";
import { clientInvoicePath } from "@/lib/billing/client-links/tokens";
import { findInvoiceByToken } from "@/lib/billing/invoices/queries";
import { answerPortalLinkRequest } from "@/lib/portal/document-link-route";

type Context = { params: Promise<{ token: string }> };

/** POST /invoice/<token>/portal-link: "Open your client portal" mails the invoice's contact a sign-in link. */
export async function POST(request: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  const db = getDb();
  const invoice = await findInvoiceByToken(db, token).catch(() => null);
  return answerPortalLinkRequest(
    db,
    request,
    invoice && {
      id: invoice.id,
      clientId: invoice.clientId,
      email: invoice.clientEmail,
      label: `invoice ${invoice.invoiceNumber}`,
      path: clientInvoicePath(token),
      backLabel: "Back to the invoice",
    },
  );
}

import { getDb } from "@/db/client";
import { invoicePdfResponse } from "@/lib/billing/invoices/pdf";
import { findInvoiceByToken } from "@/lib/billing/invoices/queries";

type Context = { params: Promise<{ token: string }> };

/** GET /invoice/<token>/pdf: the client page's invoice as a PDF; 404 for an unknown or revoked token. */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  const invoice = await findInvoiceByToken(getDb(), token);
  if (!invoice)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return invoicePdfResponse(getDb(), invoice);
}

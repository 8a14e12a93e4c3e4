import { z } from "zod";

import { getDb } from "@/db/client";
import { withAdmin } from "@/lib/auth/admin-route";
import { jsonError } from "@/lib/http";
import { getInvoice } from "@/lib/invoices/queries";
import { renderInvoicePdf } from "@/components/admin/billing/invoice-pdf";

type Context = { params: Promise<{ id: string }> };

const NOT_FOUND = "No invoice has this id.";

/** CONTRACT.md: the invoice as application/pdf, named after its number; 401 without a session. */
export const GET = withAdmin<Context>(async (_request, context) => {
  const { id } = await context.params;
  // Anything that is not a uuid cannot name an invoice (and must not reach PostgreSQL as one).
  if (!z.uuid().safeParse(id).success) return jsonError(404, NOT_FOUND);
  const invoice = await getInvoice(getDb(), id);
  if (!invoice) return jsonError(404, NOT_FOUND);
  const pdf = await renderInvoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoice.invoiceNumber}.pdf"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
});

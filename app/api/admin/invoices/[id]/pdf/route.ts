import { z } from "zod";

import { getDb } from "@/db/client";
import { withOwner } from "@/lib/authentication/route-guards";
import { invoicePdfResponse } from "@/lib/billing/invoices/pdf";
import { getInvoice } from "@/lib/billing/invoices/queries";
import { jsonError } from "@/lib/http";
import { logger } from "@/lib/log";

type Context = { params: Promise<{ id: string }> };

const NOT_FOUND = "No invoice has this id.";
const log = logger("api.invoice-pdf");

/**
 * CONTRACT.md: the invoice as application/pdf, named after its number; 401 without a session, 403
 * for staff, 503 with the reason when the database or the renderer fails.
 */
export const GET = withOwner<Context>(async (_request, context) => {
  const { id } = await context.params;
  // Anything that is not a uuid cannot name an invoice (and must not reach PostgreSQL as one).
  if (!z.uuid().safeParse(id).success) return jsonError(404, NOT_FOUND);
  let invoice: Awaited<ReturnType<typeof getInvoice>>;
  try {
    invoice = await getInvoice(getDb(), id);
  } catch (error) {
    log.error({ err: error, invoiceId: id }, "the invoice could not be read");
    return jsonError(503, "The invoice could not be read right now. Please try again in a moment.");
  }
  if (!invoice) return jsonError(404, NOT_FOUND);
  return invoicePdfResponse(getDb(), invoice);
});

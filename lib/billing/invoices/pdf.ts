import { jsonError } from "@/lib/http";
import { logger } from "@/lib/log";
import { renderInvoicePdf } from "@/documents/invoice-pdf";

import { balanceCents } from "../rules";
import type { InvoiceDocument } from "../types";

/*
 * The invoice as a PDF, for the mail delivery and the two download routes. No "server-only"
 * marker: the job worker (plain Node) attaches the PDF to invoice mail.
 */

const log = logger("invoice-pdf");

/** Renders the invoice as it is now, with the balance still due. */
export function renderInvoiceDocumentPdf(invoice: InvoiceDocument): Promise<Buffer> {
  return renderInvoicePdf({ ...invoice, balanceDueCents: balanceCents(invoice) });
}

/** The PDF as a download for the admin's and the client's routes; 503 when the renderer fails. */
export async function invoicePdfResponse(invoice: InvoiceDocument): Promise<Response> {
  let pdf: Buffer;
  try {
    pdf = await renderInvoiceDocumentPdf(invoice);
  } catch (error) {
    log.error({ err: error, invoiceId: invoice.id }, "the PDF could not be rendered");
    return jsonError(503, "The PDF could not be generated right now. Please try again in a moment.");
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoice.invoiceNumber}.pdf"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}

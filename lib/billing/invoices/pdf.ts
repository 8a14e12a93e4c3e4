import { createHash } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";

import { site } from "@/content/site";
import type { Db } from "@/db/client";
import { invoicePdfs } from "@/db/schema";
import { renderInvoicePdf, type InvoicePdfData } from "@/documents/invoice-pdf";
import { jsonError } from "@/lib/http";
import { logger } from "@/lib/log";

import { balanceCents } from "../rules";
import type { InvoiceDocument } from "../types";

/*
 * The invoice as a PDF, for the mail delivery and the two download routes, rendered once per
 * version and stored. No "server-only" marker: the job worker (plain Node) attaches the PDF to
 * invoice mail.
 */

const log = logger("invoice-pdf");

/** Raise when documents/invoice-pdf.tsx draws an invoice differently: every stored PDF is then a past version. */
export const INVOICE_PDF_LAYOUT = 2;

/** Exactly what the PDF draws of an invoice as it is now, with the balance still due. */
export function invoicePdfData(invoice: InvoiceDocument): InvoicePdfData {
  return {
    invoiceNumber: invoice.invoiceNumber,
    status: invoice.status,
    clientName: invoice.clientName,
    clientEmail: invoice.clientEmail,
    clientAddress: invoice.clientAddress,
    description: invoice.description,
    notes: invoice.notes,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate,
    paymentMethod: invoice.paymentMethod,
    subtotal: invoice.subtotal,
    taxRate: invoice.taxRate,
    taxAmount: invoice.taxAmount,
    totalAmount: invoice.totalAmount,
    lessDeposit: invoice.lessDepositInvoiceNumber
      ? { invoiceNumber: invoice.lessDepositInvoiceNumber, amount: invoice.depositDeduction }
      : null,
    items: invoice.items.map(({ id, description, quantity, unitPrice, totalPrice }) => ({
      id,
      description,
      quantity,
      unitPrice,
      totalPrice,
    })),
    payments: invoice.payments.map(({ id, amount, paidOn, method }) => ({ id, amount, paidOn, method })),
    balanceDueCents: balanceCents(invoice),
  };
}

/**
 * A PDF's version: the SHA-256 of what it is drawn from (invoicePdfData, the agency's details in
 * content/site) and of the layout. Any change that alters the document alters the version,
 * whichever code path made it; a change the PDF does not show (the first view, reminders) does not.
 */
export function invoicePdfVersion(data: InvoicePdfData): string {
  return createHash("sha256")
    .update(JSON.stringify({ layout: INVOICE_PDF_LAYOUT, site, data }))
    .digest("hex");
}

/** The invoice's PDF: the stored bytes when they are of this version, else rendered once and stored for the next request. */
export async function renderInvoiceDocumentPdf(db: Db, invoice: InvoiceDocument): Promise<Buffer> {
  const data = invoicePdfData(invoice);
  const version = invoicePdfVersion(data);
  const [stored] = await db
    .select({ pdf: invoicePdfs.pdf })
    .from(invoicePdfs)
    .where(and(eq(invoicePdfs.invoiceId, invoice.id), eq(invoicePdfs.version, version)));
  if (stored) return stored.pdf;
  const pdf = await renderInvoicePdf(data);
  try {
    await db
      .insert(invoicePdfs)
      .values({ invoiceId: invoice.id, version, pdf })
      .onConflictDoUpdate({ target: invoicePdfs.invoiceId, set: { version, pdf, renderedAt: sql`now()` } });
  } catch (error) {
    // Deleted meanwhile, or the store failed: the PDF is still good for this request.
    log.warn({ err: error, invoiceId: invoice.id }, "the rendered PDF was not stored");
  }
  return pdf;
}

/** The PDF as a download for the admin's and the client's routes; 503 when the renderer fails. */
export async function invoicePdfResponse(db: Db, invoice: InvoiceDocument): Promise<Response> {
  let pdf: Buffer;
  try {
    pdf = await renderInvoiceDocumentPdf(db, invoice);
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

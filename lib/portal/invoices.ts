import "server-only";

import { and, desc, eq, ne } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { InvoiceStatus } from "@/db/enums";
import { invoices } from "@/db/schema";
import { findClientInvoice } from "@/lib/billing/invoices/queries";

/*
 * The client's invoices in the portal: every one they were sent (sent, overdue, paid, cancelled),
 * never a draft. Only the figures a client reads; the document itself is the client page's.
 */

export type PortalInvoiceRow = {
  id: string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  totalAmount: string;
  amountPaid: string;
  status: InvoiceStatus;
};

/** Newest first. */
export async function listPortalInvoices(db: Db, clientId: string): Promise<PortalInvoiceRow[]> {
  return db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      totalAmount: invoices.totalAmount,
      amountPaid: invoices.amountPaid,
      status: invoices.status,
    })
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), ne(invoices.status, "draft")))
    .orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber));
}

/** One of the client's sent invoices as its document; null for a draft, another client's or a malformed id. */
export const findPortalInvoice = findClientInvoice;

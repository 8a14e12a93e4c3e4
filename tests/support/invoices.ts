import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";
import { invoiceFormSchema, type InvoiceFormValues } from "@/lib/billing/invoices/schema";
import { createInvoice, type MailAuthor, sendInvoice } from "@/lib/billing/invoices/service";

import { clientIdFor } from "./clients";

/**
 * A valid invoice form: two items (2 x 150.00 and 3.5 x 80.00) at 8.25 % tax, total 627.85. Pass
 * the client's id (clientIdFor) unless the test only parses it.
 */
export const invoiceForm = (changes: Partial<InvoiceFormValues> = {}) =>
  invoiceFormSchema.parse({
    clientId: "00000000-0000-4000-8000-000000000000",
    projectId: "",
    clientName: "Aspen Dental Group",
    clientEmail: "billing@aspendental.example",
    clientAddress: "100 Pearl St, Boulder, CO",
    issueDate: "2026-03-01",
    dueDate: "2026-03-31",
    taxRate: 8.25,
    items: [
      { description: "Brand strategy workshop", quantity: 2, unitPrice: 150 },
      { description: "Logo design hours", quantity: 3.5, unitPrice: 80 },
    ],
    description: "Brand refresh, phase one",
    notes: "Net 30. Thank you!",
    paymentMethod: "",
    ...changes,
  } satisfies InvoiceFormValues);

/** SESSION_SECRET of the test run (npm test sets one), which seals the client links. */
export const linkSecret = () => {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set: run integration tests through `npm test`.");
  return secret;
};

/** The admin as an invoice mail's author. */
export const mailAuthor = (adminId: string): MailAuthor => ({
  sender: { name: "Dana", email: "dana@summitdigital.co" },
  performedBy: adminId,
  linkSecret: linkSecret(),
});

/** A draft made through the service, numbered on `today`, for the client billed at its email (made when missing). */
export async function draftInvoice(db: Db, adminId: string, changes: Partial<InvoiceFormValues> = {}, today = "2026-03-01") {
  const form = invoiceForm(changes);
  const clientId = changes.clientId ?? (await clientIdFor(db, form.clientEmail, form.clientName));
  return createInvoice(db, { ...form, clientId }, adminId, today);
}

/** The form an edit of invoice `id` sends: the valid form, for the invoice's own client. */
export async function invoiceEdit(db: Db, id: string, changes: Partial<InvoiceFormValues> = {}) {
  const [row] = await db.select({ clientId: invoices.clientId }).from(invoices).where(eq(invoices.id, id));
  return invoiceForm({ clientId: row!.clientId, ...changes });
}

/** A draft (draftInvoice) sent through the service, as 'Send' leaves it: sent, with its client link and mail. */
export async function sentInvoice(db: Db, adminId: string, changes: Partial<InvoiceFormValues> = {}) {
  const created = await draftInvoice(db, adminId, changes);
  await sendInvoice(db, { id: created.id, message: "Hi" }, mailAuthor(adminId));
  return created;
}

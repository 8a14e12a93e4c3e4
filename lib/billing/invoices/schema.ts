import { z } from "zod";

import { invoiceStatuses, type InvoiceStatus } from "@/db/enums";
import { isIsoDate } from "@/lib/dates";
import { decimalField, optionalText, requiredDateField, requiredEmail, requiredParagraphs, requiredText } from "@/lib/forms/fields";
import { computeInvoiceTotals } from "@/lib/money";

export { invoiceStatuses, type InvoiceStatus } from "@/db/enums";

/**
 * The invoice form and its server actions share these schemas. Pure: the client
 * form imports them. Amounts travel as numbers from `valueAsNumber` inputs and are turned into
 * integer cents by lib/money on both sides; the server recomputes every total from the items.
 */

/** numeric(12,2): the largest amount a money column holds, in cents. */
export const MAX_AMOUNT_CENTS = 999_999_999_999;
export const MAX_ITEMS = 100;

export const invoiceItemSchema = z.object({
  description: optionalText(500),
  quantity: decimalField("Quantity", 1_000_000),
  unitPrice: decimalField("Unit price", 1_000_000_000),
});

/** SPEC §5: blank item fields mean an empty description, quantity 1, unit price 0. */
export const BLANK_ITEM = { description: "", quantity: 1, unitPrice: 0 } as const satisfies z.input<typeof invoiceItemSchema>;

export const DEPOSIT_NEEDS_PROJECT = "Choose the project whose deposit this invoice deducts.";

export const invoiceFormSchema = z
  .object({
    /** Whom the invoice is for; the bill-to below starts from the client and stays as invoiced. */
    clientId: z.uuid("Choose a client."),
    /** One of that client's projects, or "" for none. */
    projectId: z.union([z.uuid("Unknown project."), z.literal("")]).transform((value) => value || null),
    clientName: requiredText("Client name is required."),
    clientEmail: requiredEmail("Client email is required."),
    clientAddress: optionalText(500),
    issueDate: requiredDateField("Issue date"),
    dueDate: requiredDateField("Due date"),
    taxRate: decimalField("Tax rate", 100),
    items: z.array(invoiceItemSchema).min(1, "Add at least one item.").max(MAX_ITEMS, `At most ${MAX_ITEMS} items.`),
    description: optionalText(2000),
    notes: optionalText(2000),
    /** Recorded when editing a draft; the create form leaves it empty. */
    paymentMethod: optionalText(100),
    /**
     * "Less deposit INV-...": the project's deposit invoice this (final) invoice deducts, or none.
     * The server checks it and deducts the deposit invoice's own total, never an amount sent here.
     */
    lessDepositInvoiceId: z.uuid("Unknown deposit invoice.").nullish(),
  })
  .superRefine((invoice, ctx) => {
    if (isIsoDate(invoice.issueDate) && isIsoDate(invoice.dueDate) && invoice.dueDate < invoice.issueDate) {
      ctx.addIssue({ code: "custom", path: ["dueDate"], message: "Due date cannot be before the issue date." });
    }
    if (invoice.lessDepositInvoiceId && !invoice.projectId) {
      ctx.addIssue({ code: "custom", path: ["projectId"], message: DEPOSIT_NEEDS_PROJECT });
    }
    if (computeInvoiceTotals(invoice.items, invoice.taxRate).total > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: "custom", path: ["items"], message: "The invoice total is too large." });
    }
  });

export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;
export type InvoiceFormInput = z.output<typeof invoiceFormSchema>;

const invoiceId = z.uuid("Unknown invoice.");

export const invoiceStatusSchema = z.enum(invoiceStatuses);

export const invoiceStatusChangeSchema = z.object({ id: invoiceId, status: invoiceStatusSchema });
export type InvoiceStatusChangeInput = z.output<typeof invoiceStatusChangeSchema>;

export const invoiceIdSchema = z.object({ id: invoiceId });

/** Why an invoice cannot be edited (DESIGN.md: only drafts), or null when it can. */
export function editLockReason(status: string): string | null {
  return status === "draft" ? null : `Only draft invoices can be edited; this one is ${status}.`;
}

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  paid: "Paid",
  overdue: "Overdue",
  cancelled: "Cancelled",
};

export const invoiceStatusOptions = invoiceStatuses.map((value) => ({ value, label: invoiceStatusLabels[value] }));

/** 'Send Invoice' / 'Resend': the message the admin may edit; the amount, due date, link and PDF are added. */
export const invoiceSendSchema = z.object({
  id: invoiceId,
  message: requiredParagraphs("Write a message to the client."),
});
export type InvoiceSendValues = z.input<typeof invoiceSendSchema>;

/** The form's line and the documents' line for a deducted deposit. */
export const lessDepositLabel = (depositInvoiceNumber: string) => `Less deposit ${depositInvoiceNumber}`;

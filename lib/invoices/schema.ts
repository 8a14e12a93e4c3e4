import { z } from "zod";

import { invoiceStatuses } from "@/db/enums";
import { isIsoDate } from "@/lib/dates";
import { computeInvoiceTotals } from "@/lib/money";

/**
 * The invoice form and its server actions share these schemas (CONVENTIONS §3). Pure: the client
 * form imports them. Amounts travel as numbers from `valueAsNumber` inputs and are turned into
 * integer cents by lib/money on both sides; the server recomputes every total from the items.
 */

/** numeric(12,2): the largest amount a money column holds, in cents. */
export const MAX_AMOUNT_CENTS = 999_999_999_999;
export const MAX_ITEMS = 100;

/** SPEC §5 "step 0.01": at most two decimals (tolerating binary floating-point noise). */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const twoDecimalNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is too large.`)
    .refine(hasAtMostTwoDecimals, `${label} takes at most two decimals.`);

const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .refine(isIsoDate, `${label} must be a valid date.`);

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

export const invoiceItemSchema = z.object({
  description: optionalText(500),
  quantity: twoDecimalNumber("Quantity", 1_000_000),
  unitPrice: twoDecimalNumber("Unit price", 1_000_000_000),
});

/** SPEC §5: blank item fields mean an empty description, quantity 1, unit price 0. */
export const BLANK_ITEM = { description: "", quantity: 1, unitPrice: 0 } as const satisfies z.input<typeof invoiceItemSchema>;

export const invoiceFormSchema = z
  .object({
    clientName: z.string().trim().min(1, "Client name is required.").max(200, "At most 200 characters."),
    clientEmail: z.string().trim().min(1, "Client email is required.").pipe(z.email("Enter a valid email address.")),
    clientAddress: optionalText(500),
    issueDate: isoDate("Issue date"),
    dueDate: isoDate("Due date"),
    taxRate: twoDecimalNumber("Tax rate", 100),
    items: z.array(invoiceItemSchema).min(1, "Add at least one item.").max(MAX_ITEMS, `At most ${MAX_ITEMS} items.`),
    description: optionalText(2000),
    notes: optionalText(2000),
    /** Recorded when editing (the issue's edit flow); the create form leaves it empty. */
    paymentMethod: optionalText(100),
  })
  .superRefine((invoice, ctx) => {
    if (isIsoDate(invoice.issueDate) && isIsoDate(invoice.dueDate) && invoice.dueDate < invoice.issueDate) {
      ctx.addIssue({ code: "custom", path: ["dueDate"], message: "Due date cannot be before the issue date." });
    }
    if (computeInvoiceTotals(invoice.items, invoice.taxRate).total > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: "custom", path: ["items"], message: "The invoice total is too large." });
    }
  });

export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;
export type InvoiceFormInput = z.output<typeof invoiceFormSchema>;

const invoiceId = z.uuid("Unknown invoice.");

export const invoiceUpdateSchema = z.object({ id: invoiceId, invoice: invoiceFormSchema });
export type InvoiceUpdateInput = z.output<typeof invoiceUpdateSchema>;

export const invoiceStatusSchema = z.enum(invoiceStatuses);

export const invoiceStatusChangeSchema = z.object({ id: invoiceId, status: invoiceStatusSchema });
export type InvoiceStatusChangeInput = z.output<typeof invoiceStatusChangeSchema>;

export const invoiceIdSchema = z.object({ id: invoiceId });

/** Why an invoice cannot be edited (DESIGN.md: only drafts), or null when it can. */
export function editLockReason(status: string): string | null {
  return status === "draft" ? null : `Only draft invoices can be edited; this one is ${status}.`;
}

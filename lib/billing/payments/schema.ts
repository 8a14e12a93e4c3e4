import { z } from "zod";

import { isIsoDate } from "@/lib/dates";
import { decimalField, MAX_MONEY, optionalText, requiredDateField, requiredText } from "@/lib/forms/fields";
import { formatCents, toCents } from "@/lib/money";

/**
 * The payment form and its action share this schema; the rules that need the invoice (its
 * balance and issue date) and the agency's today are in paymentProblems, which the form and the
 * server both apply. Pure.
 */

export const paymentMethods = ["ACH", "Bank transfer", "Credit card", "Check", "Cash", "Other"] as const;
export const paymentMethodOptions = [
  { value: "", label: "Not recorded" },
  ...paymentMethods.map((method) => ({ value: method, label: method })),
];

export const paymentFormSchema = z.object({
  invoiceId: z.uuid("Unknown invoice."),
  amount: decimalField("Amount", MAX_MONEY).refine((amount) => amount > 0, "Amount must be more than zero."),
  paidOn: requiredDateField("Payment date"),
  method: z.union([z.enum(paymentMethods), z.literal("")], "Choose a payment method from the list."),
  note: optionalText(500),
  sendReceipt: z.boolean(),
});

export type PaymentFormValues = z.input<typeof paymentFormSchema>;
export type PaymentFormInput = z.output<typeof paymentFormSchema>;

export const paymentIdSchema = z.object({ id: z.uuid("Unknown payment.") });

export type PaymentContext = { balanceCents: number; today: string; issueDate: string };

/** What is wrong with a payment for this invoice today, field by field (none: it can be recorded). */
export function paymentProblems(
  input: { amount: number; paidOn: string },
  context: PaymentContext,
): { field: "amount" | "paidOn"; message: string }[] {
  const problems: { field: "amount" | "paidOn"; message: string }[] = [];
  if (context.balanceCents <= 0) problems.push({ field: "amount", message: "Nothing is left to pay on this invoice." });
  else if (Number.isFinite(input.amount) && toCents(input.amount) > context.balanceCents) {
    problems.push({ field: "amount", message: `At most the balance of ${formatCents(context.balanceCents)}.` });
  }
  if (isIsoDate(input.paidOn) && input.paidOn > context.today)
    problems.push({ field: "paidOn", message: "A payment cannot be dated in the future." });
  else if (isIsoDate(input.paidOn) && input.paidOn < context.issueDate) {
    problems.push({ field: "paidOn", message: "A payment cannot be dated before the invoice's issue date." });
  }
  return problems;
}

/** The form's schema for one invoice: the shared one plus paymentProblems under their fields. */
export const paymentFormSchemaFor = (context: PaymentContext) =>
  paymentFormSchema.superRefine((input, ctx) => {
    for (const problem of paymentProblems(input, context))
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });

/** 'Mark resolved' on a payment's overpayment: how it was settled, kept in the audit trail. */
export const overpaymentResolveSchema = z.object({
  paymentId: z.uuid("Unknown payment."),
  note: requiredText("Say how the overpayment was settled.", 500),
});

export type OverpaymentResolveValues = z.input<typeof overpaymentResolveSchema>;
export type OverpaymentResolveInput = z.output<typeof overpaymentResolveSchema>;

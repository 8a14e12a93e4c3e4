import type { InvoiceStatus } from "@/db/enums";
import { toCents } from "@/lib/money";

/**
 * Getting paid, as pure rules shared by the server and the Billing screens: what is still owed,
 * which invoices can be sent or paid. Amounts are numeric(12,2) text, compared in integer cents.
 */

type Amounts = { totalAmount: string; amountPaid: string };

/** SPEC's total minus the payments received, in cents (never below zero). */
export const balanceCents = ({ totalAmount, amountPaid }: Amounts) => Math.max(0, toCents(totalAmount) - toCents(amountPaid));

/**
 * 'Partially paid' is a badge, not a status: something was paid, something is still owed, and the
 * invoice is neither paid nor cancelled.
 */
export function isPartiallyPaid(invoice: Amounts & { status: InvoiceStatus }): boolean {
  if (invoice.status === "paid" || invoice.status === "cancelled") return false;
  return toCents(invoice.amountPaid) > 0 && balanceCents(invoice) > 0;
}

/** 'Send Invoice' on a draft, 'Resend' on a sent or overdue one; paid and cancelled ones are not mailed. */
export function sendKind(status: InvoiceStatus): "send" | "resend" | null {
  if (status === "draft") return "send";
  if (status === "sent" || status === "overdue") return "resend";
  return null;
}

/** Payments are recorded on invoices the client has received: sent or overdue. */
export const acceptsPayments = (status: InvoiceStatus) => status === "sent" || status === "overdue";

/**
 * The reminder stage an invoice `daysLate` past due has reached: the largest reminder day not
 * beyond it, or null before the first. A worker that was down on day 10 sends the day-10
 * reminder on day 12, never the day-3 one as well.
 */
export function reminderStage(reminderDays: readonly number[], daysLate: number): number | null {
  const reached = reminderDays.filter((day) => day <= daysLate);
  return reached.length > 0 ? Math.max(...reached) : null;
}

export const PAYMENT_REFUSED = "Payments can only be recorded on a sent or overdue invoice.";
export const SEND_REFUSED = "Only a draft, sent or overdue invoice can be mailed to the client.";

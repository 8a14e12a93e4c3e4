import { formatIsoDate } from "@/lib/dates";
import type { ComposedMail } from "@/lib/mail/compose";
import { formatCents } from "@/lib/money";
import { oneLine } from "@/lib/text/one-line";

/*
 * The agency's notices of online card payment: money received (and any overpayment to resolve),
 * money refunded. Pure. The client's receipt is Billing's own (lib/billing/mail.ts receiptEmail).
 */

export type OnlinePaymentFacts = {
  invoiceNumber: string;
  clientName: string;
  clientEmail: string;
  /** The provider's payment reference (a PaymentIntent id), so the owner finds it in Stripe. */
  reference: string;
  paidOn: string;
  /** What is still owed on the invoice afterwards, in cents. */
  balanceCents: number;
};

const referenceLine = (facts: OnlinePaymentFacts) => `Stripe reference: ${facts.reference}`;

/** 'Card payment received': what arrived, what it applied, and an overpayment the owner must resolve. */
export function paymentReceivedNotice(
  facts: OnlinePaymentFacts & { receivedCents: number; appliedCents: number; overpaymentCents: number },
  inbox: string,
): ComposedMail {
  const over = facts.overpaymentCents > 0;
  return {
    kind: "online_payment_notice",
    to: inbox,
    replyTo: facts.clientEmail,
    subject: `${over ? "Overpayment to resolve" : "Card payment received"}: invoice ${facts.invoiceNumber}, ${formatCents(facts.receivedCents)}`,
    text: [
      `${oneLine(facts.clientName, 120)} paid ${formatCents(facts.receivedCents)} by card online for invoice ${facts.invoiceNumber} on ${formatIsoDate(facts.paidOn)}.`,
      [
        `Applied to the invoice: ${formatCents(facts.appliedCents)}`,
        facts.balanceCents > 0 ? `Balance due: ${formatCents(facts.balanceCents)}` : "Balance due: none",
        referenceLine(facts),
      ].join("\n"),
      ...(over
        ? [
            `${formatCents(facts.overpaymentCents)} is above what the invoice owed and is recorded as an overpayment. It must be resolved: refund it in Stripe or settle it with the client, then mark it resolved on the invoice.`,
          ]
        : []),
    ].join("\n\n"),
  };
}

/** 'Card payment refunded': what went back, and whether the invoice is open again. */
export function refundNotice(
  facts: OnlinePaymentFacts & { refundCents: number; fromOverpaymentCents: number; unmatchedCents: number; reopened: boolean },
  inbox: string,
): ComposedMail {
  return {
    kind: "online_payment_notice",
    to: inbox,
    replyTo: null,
    subject: `Card payment refunded: invoice ${facts.invoiceNumber}, ${formatCents(facts.refundCents)}`,
    text: [
      `${formatCents(facts.refundCents)} of ${oneLine(facts.clientName, 120)}'s card payment for invoice ${facts.invoiceNumber} was refunded in Stripe.`,
      [
        ...(facts.fromOverpaymentCents > 0 ? [`Of it, from the overpayment: ${formatCents(facts.fromOverpaymentCents)}`] : []),
        facts.balanceCents > 0 ? `Balance due now: ${formatCents(facts.balanceCents)}` : "Balance due now: none",
        referenceLine(facts),
      ].join("\n"),
      ...(facts.reopened ? ["The invoice was paid and is open again."] : []),
      ...(facts.unmatchedCents > 0
        ? [
            `${formatCents(facts.unmatchedCents)} of the refund is more than we recorded for this payment: check the payment in Stripe and on the invoice.`,
          ]
        : []),
    ].join("\n\n"),
  };
}

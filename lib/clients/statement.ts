import type { StatementLine } from "./record-types";

/**
 * A statement's arithmetic, pure: the opening balance is what was invoiced minus what was paid
 * before the range; each line in the range then moves the running balance. On one day invoices
 * come before payments, so a same-day payment never shows a balance below what was owed.
 */

export type StatementEntry = Omit<StatementLine, "balanceCents">;

const kindOrder = { invoice: 0, payment: 1 } as const;

export function runningStatement(openingBalanceCents: number, entries: StatementEntry[]) {
  const sorted = [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || kindOrder[a.kind] - kindOrder[b.kind] || a.reference.localeCompare(b.reference),
  );
  let balance = openingBalanceCents;
  let totalChargesCents = 0;
  let totalPaymentsCents = 0;
  const lines = sorted.map((entry) => {
    balance += entry.chargeCents - entry.paymentCents;
    totalChargesCents += entry.chargeCents;
    totalPaymentsCents += entry.paymentCents;
    return { ...entry, balanceCents: balance };
  });
  return { openingBalanceCents, lines, totalChargesCents, totalPaymentsCents, closingBalanceCents: balance };
}

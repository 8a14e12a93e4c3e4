"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { isRefundReference, ONLINE_PAYMENT_METHOD } from "@/lib/billing/online/rules";
import { deletePaymentAction } from "@/lib/billing/payments/actions";
import type { PaymentRow } from "@/lib/billing/types";
import { formatIsoDate } from "@/lib/dates";
import { formatCents, formatMoney, toCents } from "@/lib/money";

import { ResolveOverpaymentDialog } from "./resolve-overpayment-dialog";
import { ConfirmDialog } from "../../dialogs/confirm-dialog";
import { useSettledAction } from "../../forms/use-settled-action";

const isRefund = (payment: PaymentRow) => isRefundReference(payment.providerReference) || toCents(payment.amount) < 0;

/**
 * What a row moved: a payment's amount; a refund's whole amount given back, negative, which is what
 * came off the invoice (its amount) plus any overpayment returned with it (never counted on the invoice).
 */
const movedCents = (payment: PaymentRow) =>
  isRefund(payment) ? toCents(payment.amount) - toCents(payment.overpayment) : toCents(payment.amount);

/** How a payment was made: an online one names the provider's reference, a refund says so. */
function PaymentMethod({ payment }: { payment: PaymentRow }) {
  const refund = isRefund(payment);
  const method = payment.method ?? (payment.providerReference ? ONLINE_PAYMENT_METHOD : null);
  return (
    <>
      <span className="flex flex-wrap items-center gap-1">
        {refund ? <Badge variant="outline">Refund</Badge> : null}
        {method ?? "—"}
      </span>
      {payment.providerReference ? (
        <span className="text-muted-foreground block font-mono text-xs break-all">Ref. {payment.providerReference}</span>
      ) : null}
    </>
  );
}

/** Money received above the balance: flagged until an owner marks it resolved (a refund only gives it back). */
function Overpayment({ payment, onResolve }: { payment: PaymentRow; onResolve: () => void }) {
  if (toCents(payment.overpayment) <= 0) return null;
  const amount = formatMoney(payment.overpayment);
  if (isRefund(payment)) return <span className="text-muted-foreground block text-xs">{amount} of it the overpayment given back</span>;
  if (payment.overpaymentResolvedAt) return <span className="text-muted-foreground block text-xs">Overpayment of {amount} resolved</span>;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2">
      <Badge variant="destructive">Overpayment of {amount} to resolve</Badge>
      <Button type="button" variant="outline" size="sm" onClick={onResolve}>
        Mark resolved
      </Button>
    </span>
  );
}

/**
 * An invoice's payments in its details, each entered one with a delete (after a confirmation:
 * deleting one reopens a paid invoice); online ones with the provider's reference, refunds as such,
 * and a flagged overpayment with 'Mark resolved'. `onChanged` reloads the details.
 */
export function InvoicePayments({
  invoiceNumber,
  payments,
  onChanged,
}: {
  invoiceNumber: string;
  payments: PaymentRow[] | undefined;
  onChanged: () => void;
}) {
  const [deleting, setDeleting] = useState<PaymentRow | null>(null);
  const [resolving, setResolving] = useState<PaymentRow | null>(null);
  const remove = useSettledAction(
    deletePaymentAction,
    { success: "Payment deleted successfully.", failure: "Failed to delete payment.", log: "invoices.payment.delete" },
    () => {
      setDeleting(null);
      onChanged();
    },
  );
  if (payments === undefined) return <p className="text-muted-foreground text-sm">Loading payments...</p>;
  if (payments.length === 0) return <p className="text-muted-foreground text-sm">No payments recorded yet.</p>;
  return (
    <>
      <Table>
        <caption className="sr-only">Payments of {invoiceNumber}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Method</TableHead>
            <TableHead>Note</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((payment) => {
            const name = `payment of ${formatMoney(payment.amount)} on ${formatIsoDate(payment.paidOn)}`;
            return (
              <TableRow key={payment.id}>
                <TableCell className="whitespace-nowrap">{formatIsoDate(payment.paidOn)}</TableCell>
                <TableCell className="whitespace-normal">
                  <PaymentMethod payment={payment} />
                </TableCell>
                <TableCell className="whitespace-normal">
                  {payment.note || "—"}
                  <Overpayment payment={payment} onResolve={() => setResolving(payment)} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(movedCents(payment))}</TableCell>
                <TableCell className="text-right">
                  {/* Money taken online is undone by a refund in Stripe, which the webhook records. */}
                  {payment.providerReference ? null : (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      className="text-destructive"
                      aria-label={`Delete ${name}`}
                      title="Delete payment"
                      onClick={() => setDeleting(payment)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? `Delete the payment of ${formatMoney(deleting.amount)}?` : ""}
        description="The balance grows back by this amount, and a paid invoice is reopened."
        busy={remove.pending}
        confirmLabel="Delete Payment"
        busyLabel="Deleting..."
        onConfirm={() => deleting && void remove.run({ id: deleting.id })}
      />
      {resolving ? (
        <ResolveOverpaymentDialog
          key={resolving.id}
          open
          onClose={() => setResolving(null)}
          paymentId={resolving.id}
          overpayment={resolving.overpayment}
          onResolved={onChanged}
        />
      ) : null}
    </>
  );
}

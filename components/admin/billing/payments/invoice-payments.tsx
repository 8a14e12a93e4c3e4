"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { deletePaymentAction } from "@/lib/billing/payments/actions";
import type { PaymentRow } from "@/lib/billing/types";
import { formatIsoDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

import { ConfirmDialog } from "../../dialogs/confirm-dialog";
import { useSettledAction } from "../../forms/use-settled-action";

/**
 * An invoice's payments in its details, each with a delete (after a confirmation: deleting one
 * reopens a paid invoice). `onChanged` reloads the details.
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
                <TableCell>{payment.method ?? "—"}</TableCell>
                <TableCell className="whitespace-normal">{payment.note || "—"}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(payment.amount)}</TableCell>
                <TableCell className="text-right">
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
    </>
  );
}

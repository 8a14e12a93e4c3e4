"use client";

import { Eye } from "lucide-react";
import { useAction } from "next-safe-action/hooks";

import { formatIsoDate } from "@/lib/dates";
import { listInvoiceItemsAction } from "@/lib/invoices/actions";
import type { InvoiceListRow } from "@/lib/invoices/queries";
import { formatMoney } from "@/lib/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import { invoiceStatusLabels } from "./invoice-status-labels";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs font-medium uppercase">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * SPEC §2 details: bill-to, dates, paid date, payment method, description, items, totals, notes.
 * The items load when the dialog opens; SPEC §8: a failure there is only logged.
 */
export function InvoiceDetailsDialog({ invoice }: { invoice: InvoiceListRow }) {
  const items = useAction(listInvoiceItemsAction, {
    onError: ({ error }) => console.error("[invoices.items]", error),
  });
  const loaded = items.result.data ?? [];

  return (
    <Dialog onOpenChange={(open) => open && items.execute({ id: invoice.id })}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`View ${invoice.invoiceNumber}`} title="View details">
          <Eye aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            Invoice {invoice.invoiceNumber}
            <Badge variant="secondary">{invoiceStatusLabels[invoice.status]}</Badge>
            {invoice.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
          </DialogTitle>
          <DialogDescription>Created for {invoice.clientName}</DialogDescription>
        </DialogHeader>

        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Bill to">
            <span className="block font-medium">{invoice.clientName}</span>
            <span className="block">{invoice.clientEmail}</span>
            {invoice.clientAddress ? <span className="block whitespace-pre-line">{invoice.clientAddress}</span> : null}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Issue date">{formatIsoDate(invoice.issueDate)}</Field>
            <Field label="Due date">{formatIsoDate(invoice.dueDate)}</Field>
            <Field label="Paid date">{invoice.paidDate ? formatIsoDate(invoice.paidDate) : "Not paid"}</Field>
            <Field label="Payment method">{invoice.paymentMethod ?? "Not recorded"}</Field>
          </div>
          {invoice.description ? (
            <div className="sm:col-span-2">
              <Field label="Description">
                <span className="whitespace-pre-line">{invoice.description}</span>
              </Field>
            </div>
          ) : null}
        </dl>

        <Table>
          <caption className="sr-only">Items of {invoice.invoiceNumber}</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Quantity</TableHead>
              <TableHead className="text-right">Unit Price</TableHead>
              <TableHead className="text-right">Total</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody aria-busy={items.isPending || undefined}>
            {loaded.map((item) => (
              <TableRow key={item.id}>
                <TableCell className="whitespace-normal">{item.description || "—"}</TableCell>
                <TableCell className="text-right tabular-nums">{Number(item.quantity)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(item.unitPrice)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(item.totalPrice)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>

        <dl className="ml-auto grid w-full max-w-xs gap-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="tabular-nums">{formatMoney(invoice.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Tax ({Number(invoice.taxRate)}%)</dt>
            <dd className="tabular-nums">{formatMoney(invoice.taxAmount)}</dd>
          </div>
          <div className="flex justify-between border-t pt-1 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatMoney(invoice.totalAmount)}</dd>
          </div>
        </dl>

        {invoice.notes ? (
          <dl>
            <Field label="Notes">
              <span className="whitespace-pre-line">{invoice.notes}</span>
            </Field>
          </dl>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { CreditCard, Repeat, Send } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { invoiceStatusLabels, lessDepositLabel } from "@/lib/billing/invoices/schema";
import { acceptsPayments, balanceCents, isPartiallyPaid, sendKind } from "@/lib/billing/rules";
import type { InvoiceListRow } from "@/lib/billing/types";
import { formatIsoDate } from "@/lib/dates";
import { formatCents, formatMoney, toCents } from "@/lib/money";

import { InvoiceClientLink } from "./invoice-client-link";
import { InvoiceTotals } from "./invoice-totals";
import { useInvoiceDetails } from "./use-invoice-details";
import { DetailField as Field, DetailsDialog } from "../../dialogs/details-dialog";
import type { DialogProps } from "../../dialogs/form-dialog";
import { InvoicePayments } from "../payments/invoice-payments";
import { InvoiceReminders } from "../reminders/invoice-reminders";

export type InvoiceFollowUp = "send" | "payment" | "repeat";

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2 border-t pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * SPEC §2 details: bill-to, dates, paid date, payment method, description, items, totals, notes;
 * then what getting paid adds: the payments and the balance, the client link and its first view,
 * the reminders. Its buttons open the send, payment and repeat dialogs (`onFollowUp`).
 */
type Props = DialogProps & { invoice: InvoiceListRow; onFollowUp: (next: InvoiceFollowUp) => void };

export function InvoiceDetailsDialog({ invoice, onFollowUp, ...dialog }: Props) {
  const details = useInvoiceDetails(invoice.id, dialog.open);
  const data = details.data;
  // The fields the list row leaves out arrive with the items.
  const more = data?.particulars;
  const loading = details.pending && !more ? "Loading..." : "Not available";
  const send = sendKind(invoice.status);
  const paid = toCents(invoice.amountPaid) > 0;

  return (
    <DetailsDialog
      {...dialog}
      title={
        <span className="flex flex-wrap items-center gap-2">
          Invoice {invoice.invoiceNumber}
          <Badge variant="secondary">{invoiceStatusLabels[invoice.status]}</Badge>
          {invoice.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
          {isPartiallyPaid(invoice) ? <Badge variant="outline">Partially paid</Badge> : null}
        </span>
      }
      description={`Created for ${invoice.clientName}`}
      footer={
        <>
          {send ? (
            <Button type="button" variant="outline" onClick={() => onFollowUp("send")}>
              <Send aria-hidden />
              {send === "send" ? "Send Invoice" : "Resend"}
            </Button>
          ) : null}
          {acceptsPayments(invoice.status) && balanceCents(invoice) > 0 ? (
            <Button type="button" variant="outline" onClick={() => onFollowUp("payment")}>
              <CreditCard aria-hidden />
              Record Payment
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={() => onFollowUp("repeat")}>
            <Repeat aria-hidden />
            Repeat
          </Button>
        </>
      }
    >
      {/* Three lists side by side: a <dl> holds its label-value groups directly, never a nested grid. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <dl>
          <Field label="Bill to">
            <span className="block font-medium">{invoice.clientName}</span>
            <span className="block">{invoice.clientEmail}</span>
            {more?.clientAddress ? <span className="block whitespace-pre-line">{more.clientAddress}</span> : null}
          </Field>
        </dl>
        <dl className="grid grid-cols-2 gap-3">
          <Field label="Issue date">{formatIsoDate(invoice.issueDate)}</Field>
          <Field label="Due date">{formatIsoDate(invoice.dueDate)}</Field>
          <Field label="Paid date">{more ? (more.paidDate ? formatIsoDate(more.paidDate) : "Not paid") : loading}</Field>
          <Field label="Payment method">{more ? (more.paymentMethod ?? "Not recorded") : loading}</Field>
        </dl>
        {more?.description ? (
          <dl className="sm:col-span-2">
            <Field label="Description">
              <span className="whitespace-pre-line">{more.description}</span>
            </Field>
          </dl>
        ) : null}
      </div>

      {details.failed && !data ? (
        <p className="text-sm text-slate-600">The items and payments of this invoice could not be loaded.</p>
      ) : null}
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
        <TableBody aria-busy={details.pending || undefined}>
          {(data?.items ?? []).map((item) => (
            <TableRow key={item.id}>
              <TableCell className="whitespace-normal">{item.description || "—"}</TableCell>
              <TableCell className="text-right tabular-nums">{Number(item.quantity)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(item.unitPrice)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(item.totalPrice)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      {more ? (
        <InvoiceTotals
          subtotal={formatMoney(more.subtotal)}
          taxLabel={`Tax (${Number(more.taxRate)}%)`}
          tax={formatMoney(more.taxAmount)}
          deduction={
            more.lessDepositInvoiceNumber
              ? { label: lessDepositLabel(more.lessDepositInvoiceNumber), amount: `-${formatMoney(more.depositDeduction)}` }
              : undefined
          }
          total={formatMoney(invoice.totalAmount)}
          paid={paid ? { amount: formatMoney(invoice.amountPaid), balance: formatCents(balanceCents(invoice)) } : undefined}
          label={`Totals of ${invoice.invoiceNumber}`}
        />
      ) : null}

      {more?.notes ? (
        <dl>
          <Field label="Notes">
            <span className="whitespace-pre-line">{more.notes}</span>
          </Field>
        </dl>
      ) : null}

      {details.failed && !data ? null : (
        <>
          <Part title="Payments">
            <InvoicePayments invoiceNumber={invoice.invoiceNumber} payments={data?.payments} onChanged={details.reload} />
          </Part>
          <Part title="Client page">
            <InvoiceClientLink invoiceId={invoice.id} link={data?.clientLink} viewedAt={data?.viewedAt} onChanged={details.reload} />
          </Part>
          <Part title="Payment reminders">
            {more ? (
              <InvoiceReminders
                invoiceId={invoice.id}
                enabled={more.remindersEnabled}
                reminders={data?.reminders}
                onChanged={details.reload}
              />
            ) : null}
          </Part>
        </>
      )}
    </DetailsDialog>
  );
}

"use client";

import { Download } from "lucide-react";

import { formatIsoDate } from "@/lib/dates";
import type { InvoiceListRow } from "@/lib/invoices/queries";
import { formatMoney } from "@/lib/money";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import { DeleteInvoiceButton } from "./delete-invoice-button";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { InvoiceStatusSelect } from "./invoice-status-select";

/**
 * SPEC §2 Billing table. A row the overdue rule catches (computed in SQL with the agency's date) is
 * tinted red and its due date carries the 'Overdue' badge, whatever its stored status.
 */
export function InvoicesTable({ rows }: { rows: InvoiceListRow[] }) {
  return (
    <Table>
      <caption className="sr-only">Invoices, newest first</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Invoice #</TableHead>
          <TableHead>Client</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Issue Date</TableHead>
          <TableHead>Due Date</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((invoice) => (
          <TableRow
            key={invoice.id}
            data-overdue={invoice.overdue || undefined}
            className={cn(invoice.overdue && "bg-red-50 hover:bg-red-100/70")}
          >
            <TableCell className="font-medium whitespace-nowrap">{invoice.invoiceNumber}</TableCell>
            <TableCell>
              <div className="font-medium text-slate-900">{invoice.clientName}</div>
              <div className="text-muted-foreground text-xs">{invoice.clientEmail}</div>
            </TableCell>
            <TableCell>
              <InvoiceStatusSelect id={invoice.id} invoiceNumber={invoice.invoiceNumber} status={invoice.status} />
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">{formatMoney(invoice.totalAmount)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatIsoDate(invoice.issueDate)}</TableCell>
            <TableCell className="whitespace-nowrap">
              <span className="flex items-center gap-2">
                {formatIsoDate(invoice.dueDate)}
                {invoice.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
              </span>
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <InvoiceDetailsDialog invoice={invoice} />
                <InvoiceFormDialog mode="edit" invoice={invoice} />
                <Button asChild variant="ghost" size="icon" aria-label={`Download ${invoice.invoiceNumber} as PDF`} title="Download PDF">
                  <a href={`/api/admin/invoices/${invoice.id}/pdf`} download={`${invoice.invoiceNumber}.pdf`}>
                    <Download aria-hidden />
                  </a>
                </Button>
                <DeleteInvoiceButton id={invoice.id} invoiceNumber={invoice.invoiceNumber} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

"use client";

import { useState } from "react";
import { Lock, Pencil, Plus } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { listInvoiceItemsAction } from "@/lib/invoices/actions";
import type { InvoiceItemRow, InvoiceListRow } from "@/lib/invoices/queries";
import { BLANK_ITEM, editLockReason, type InvoiceFormValues } from "@/lib/invoices/schema";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

import { InvoiceForm } from "./invoice-form";

const newInvoiceValues = (today: string): InvoiceFormValues => ({
  clientName: "",
  clientEmail: "",
  clientAddress: "",
  issueDate: today,
  dueDate: "",
  taxRate: 0,
  items: [{ ...BLANK_ITEM }],
  description: "",
  notes: "",
  paymentMethod: "",
});

const editValues = (invoice: InvoiceListRow, items: InvoiceItemRow[]): InvoiceFormValues => ({
  clientName: invoice.clientName,
  clientEmail: invoice.clientEmail,
  clientAddress: invoice.clientAddress ?? "",
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  taxRate: Number(invoice.taxRate),
  items: items.length > 0
    ? items.map((item) => ({ description: item.description, quantity: Number(item.quantity), unitPrice: Number(item.unitPrice) }))
    : [{ ...BLANK_ITEM }],
  description: invoice.description ?? "",
  notes: invoice.notes ?? "",
  paymentMethod: invoice.paymentMethod ?? "",
});

const WIDE = "max-h-[92vh] overflow-y-auto sm:max-w-3xl";

/** 'New Invoice': the create form; the issue date starts as today in the agency's time zone. */
function CreateInvoiceDialog({ today }: { today: string }) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setGeneration((value) => value + 1); // a fresh, empty form each time
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          New Invoice
        </Button>
      </DialogTrigger>
      <DialogContent className={WIDE}>
        <DialogHeader>
          <DialogTitle>Create New Invoice</DialogTitle>
          <DialogDescription>The invoice is saved as a draft and numbered automatically.</DialogDescription>
        </DialogHeader>
        <InvoiceForm key={generation} defaultValues={newInvoiceValues(today)} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * DESIGN.md: only drafts can be edited; the button of any other invoice says why it is locked, as
 * its accessible description and as a hover title (no tooltip machinery per row).
 */
function LockedEditButton({ invoice, reason }: { invoice: InvoiceListRow; reason: string }) {
  const reasonId = `edit-lock-${invoice.id}`;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Edit ${invoice.invoiceNumber}`}
      aria-disabled="true"
      aria-describedby={reasonId}
      title={reason}
      className="cursor-not-allowed opacity-50"
      onClick={(event) => event.preventDefault()}
    >
      <Lock aria-hidden />
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </Button>
  );
}

/** Edit of a draft: the same form, filled in with the invoice and its items. */
function EditInvoiceDialog({ invoice }: { invoice: InvoiceListRow }) {
  const [open, setOpen] = useState(false);
  const items = useAction(listInvoiceItemsAction, {
    onError: ({ error }) => {
      console.error("[invoices.items]", error);
      toast.error("Error", { description: "Failed to load invoices." });
      setOpen(false);
    },
  });
  const loaded = items.hasSucceeded && !items.isPending ? items.result.data : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) items.execute({ id: invoice.id });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Edit ${invoice.invoiceNumber}`} title="Edit draft">
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className={WIDE}>
        <DialogHeader>
          <DialogTitle>Edit Invoice {invoice.invoiceNumber}</DialogTitle>
          <DialogDescription>Drafts can change until they are sent.</DialogDescription>
        </DialogHeader>
        {loaded ? (
          <InvoiceForm invoiceId={invoice.id} defaultValues={editValues(invoice, loaded)} onDone={() => setOpen(false)} />
        ) : (
          <p role="status" className="text-muted-foreground text-sm">
            Loading invoice...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

type Props = { mode: "create"; today: string } | { mode: "edit"; invoice: InvoiceListRow };

export function InvoiceFormDialog(props: Props) {
  if (props.mode === "create") return <CreateInvoiceDialog today={props.today} />;
  const reason = editLockReason(props.invoice.status);
  return reason ? <LockedEditButton invoice={props.invoice} reason={reason} /> : <EditInvoiceDialog invoice={props.invoice} />;
}

"use client";

import { useFieldArray, useForm, useWatch, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { actionErrorMessage } from "@/lib/action-errors";
import { createInvoiceAction, updateInvoiceAction } from "@/lib/invoices/actions";
import { BLANK_ITEM, invoiceFormSchema, type InvoiceFormInput, type InvoiceFormValues } from "@/lib/invoices/schema";
import { computeInvoiceTotals, formatCents, type InvoiceTotals } from "@/lib/money";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

import { TextField } from "../forms/text-field";

/** SPEC §5: a blank number field means its default (quantity 1, unit price 0, tax rate 0). */
const numberOr = (fallback: number) => (value: unknown) =>
  value === "" || value === null || value === undefined ? fallback : Number(value);

const usable = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0);

/**
 * The live figures use the same lib/money rules as the server; a field that is not (yet) a valid
 * number counts as 0 until it is fixed, so typing never breaks the preview.
 */
function liveTotals(items: InvoiceFormValues["items"] | undefined, taxRate: unknown): InvoiceTotals {
  const lines = (items ?? []).map((item) => ({ quantity: usable(item?.quantity), unitPrice: usable(item?.unitPrice) }));
  try {
    return computeInvoiceTotals(lines, Math.min(usable(taxRate), 100));
  } catch {
    return { lineTotals: lines.map(() => 0), subtotal: 0, tax: 0, total: 0 };
  }
}

function LiveTotals({ control }: { control: Control<InvoiceFormValues, unknown, InvoiceFormInput> }) {
  const [items, taxRate] = useWatch({ control, name: ["items", "taxRate"] });
  const totals = liveTotals(items, taxRate);
  return (
    <dl aria-label="Invoice totals" aria-live="polite" className="ml-auto grid w-full max-w-xs gap-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums">{formatCents(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Tax</dt>
        <dd className="tabular-nums">{formatCents(totals.tax)}</dd>
      </div>
      <div className="flex justify-between border-t pt-1 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatCents(totals.total)}</dd>
      </div>
    </dl>
  );
}

function LineTotal({ control, index }: { control: Control<InvoiceFormValues, unknown, InvoiceFormInput>; index: number }) {
  const item = useWatch({ control, name: `items.${index}` });
  const cents = liveTotals([item], 0).lineTotals[0] ?? 0;
  return (
    <output aria-label={`Total for item ${index + 1}`} className="block py-2 text-right text-sm font-medium tabular-nums">
      {formatCents(cents)}
    </output>
  );
}

type Props = {
  /** Present when editing a draft; absent for a new invoice. */
  invoiceId?: string;
  defaultValues: InvoiceFormValues;
  onDone: () => void;
};

/** SPEC §2 create form, also the draft edit form (items included); messages from SPEC §8. */
export function InvoiceForm({ invoiceId, defaultValues, onDone }: Props) {
  const editing = invoiceId !== undefined;
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormInput>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues,
    mode: "onTouched",
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "items" });

  const onError = (fallback: string) => ({ error }: { error: { serverError?: string; validationErrors?: unknown } }) => {
    console.error(editing ? "[invoices.update]" : "[invoices.create]", error);
    toast.error("Error", { description: actionErrorMessage(error.serverError, fallback) });
  };
  const create = useAction(createInvoiceAction, {
    onSuccess: () => {
      toast.success("Success!", { description: "Invoice created successfully." });
      onDone();
    },
    onError: onError("Failed to create invoice."),
  });
  const update = useAction(updateInvoiceAction, {
    onSuccess: () => {
      toast.success("Success!", { description: "Invoice updated successfully." });
      onDone();
    },
    onError: onError("Failed to update invoice."),
  });
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) =>
    invoiceId ? update.execute({ id: invoiceId, invoice: values }) : create.execute(values),
  );

  const errors = form.formState.errors;
  const itemsError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={busy}>
        <legend className="sr-only">Client</legend>
        <TextField id="invoice-client-name" label="Client Name" autoComplete="off" error={errors.clientName?.message} {...form.register("clientName")} />
        <TextField id="invoice-client-email" label="Client Email" type="email" autoComplete="off" error={errors.clientEmail?.message} {...form.register("clientEmail")} />
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor="invoice-client-address">Client Address</Label>
          <Textarea id="invoice-client-address" rows={2} {...form.register("clientAddress")} />
        </div>
        <TextField id="invoice-issue-date" label="Issue Date" type="date" error={errors.issueDate?.message} {...form.register("issueDate")} />
        <TextField id="invoice-due-date" label="Due Date" type="date" error={errors.dueDate?.message} {...form.register("dueDate", { deps: ["issueDate"] })} />
        <TextField
          id="invoice-tax-rate"
          label="Tax Rate (%)"
          type="number"
          min={0}
          max={100}
          step={0.01}
          inputMode="decimal"
          error={errors.taxRate?.message}
          {...form.register("taxRate", { setValueAs: numberOr(0) })}
        />
        {editing ? (
          <TextField
            id="invoice-payment-method"
            label="Payment Method"
            hint="ACH, card, check..."
            error={errors.paymentMethod?.message}
            {...form.register("paymentMethod")}
          />
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2" disabled={busy}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Line Items</legend>
        <div aria-hidden className="text-muted-foreground hidden grid-cols-[1fr_6rem_8rem_7rem_2.25rem] gap-2 text-xs font-medium uppercase sm:grid">
          <span>Description</span>
          <span>Quantity</span>
          <span>Unit Price</span>
          <span className="text-right">Total</span>
          <span />
        </div>
        {fields.map((field, index) => {
          const itemErrors = errors.items?.[index];
          const n = index + 1;
          return (
            <div key={field.id} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_6rem_8rem_7rem_2.25rem]">
              <div className="col-span-2 sm:col-span-1">
                <Label htmlFor={`invoice-item-${index}-description`} className="sr-only">{`Description for item ${n}`}</Label>
                <Input id={`invoice-item-${index}-description`} placeholder="Description" {...form.register(`items.${index}.description`)} />
              </div>
              <div>
                <Label htmlFor={`invoice-item-${index}-quantity`} className="sr-only">{`Quantity for item ${n}`}</Label>
                <Input
                  id={`invoice-item-${index}-quantity`}
                  type="number"
                  min={0}
                  step={0.01}
                  inputMode="decimal"
                  aria-invalid={itemErrors?.quantity ? true : undefined}
                  {...form.register(`items.${index}.quantity`, { setValueAs: numberOr(BLANK_ITEM.quantity) })}
                />
              </div>
              <div>
                <Label htmlFor={`invoice-item-${index}-unit-price`} className="sr-only">{`Unit price for item ${n}`}</Label>
                <Input
                  id={`invoice-item-${index}-unit-price`}
                  type="number"
                  min={0}
                  step={0.01}
                  inputMode="decimal"
                  aria-invalid={itemErrors?.unitPrice ? true : undefined}
                  {...form.register(`items.${index}.unitPrice`, { setValueAs: numberOr(BLANK_ITEM.unitPrice) })}
                />
              </div>
              <LineTotal control={form.control} index={index} />
              <div>
                {fields.length > 1 ? (
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove item ${n}`} onClick={() => remove(index)}>
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </div>
              {itemErrors ? (
                <p role="alert" className="text-destructive col-span-full text-sm">
                  {[itemErrors.description?.message, itemErrors.quantity?.message, itemErrors.unitPrice?.message].filter(Boolean).join(" ")}
                </p>
              ) : null}
            </div>
          );
        })}
        {itemsError ? (
          <p role="alert" className="text-destructive text-sm">
            {itemsError}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => append({ ...BLANK_ITEM })}>
            <Plus aria-hidden />
            Add Item
          </Button>
        </div>
        <LiveTotals control={form.control} />
      </fieldset>

      <fieldset className="grid gap-4" disabled={busy}>
        <legend className="sr-only">Details</legend>
        <div className="grid gap-2">
          <Label htmlFor="invoice-description">Description</Label>
          <Textarea id="invoice-description" rows={2} {...form.register("description")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="invoice-notes">Notes</Label>
          <Textarea id="invoice-notes" rows={2} {...form.register("notes")} />
        </div>
      </fieldset>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {editing ? (update.isPending ? "Saving..." : "Update Invoice") : create.isPending ? "Creating..." : "Create Invoice"}
        </Button>
      </div>
    </form>
  );
}

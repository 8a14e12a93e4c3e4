"use client";

import { Plus, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { useFieldArray, useWatch, type Control, type UseFormReturn } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { createInvoiceAction, updateInvoiceAction } from "@/lib/billing/invoices/actions";
import { BLANK_ITEM, invoiceFormSchema, lessDepositLabel, type InvoiceFormValues } from "@/lib/billing/invoices/schema";
import type { DepositChoice } from "@/lib/billing/types";
import type { ClientOption } from "@/lib/clients/types";
import { numberOr } from "@/lib/forms/values";
import { computeInvoiceTotals, formatCents, toCents, type InvoiceTotals as Totals } from "@/lib/money";

import { InvoiceClientFields } from "./invoice-client-fields";
import { InvoiceDepositField, useDepositChoices } from "./invoice-deposit-field";
import { InvoiceTotals } from "./invoice-totals";
import { useDueDateFromTerms } from "./use-due-date-from-terms";
import { FormDialog, type DialogProps } from "../../dialogs/form-dialog";
import { TextField } from "../../forms/text-field";
import { TextareaField } from "../../forms/textarea-field";
import { useActionForm } from "../../forms/use-action-form";

const usable = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0);

/**
 * The live figures use the same lib/money rules as the server; a field that is not (yet) a valid
 * number counts as 0 until it is fixed, so typing never breaks the preview.
 */
function liveTotals(items: InvoiceFormValues["items"] | undefined, taxRate: unknown): Totals {
  const lines = (items ?? []).map((item) => ({ quantity: usable(item?.quantity), unitPrice: usable(item?.unitPrice) }));
  try {
    return computeInvoiceTotals(lines, Math.min(usable(taxRate), 100));
  } catch {
    return { lineTotals: lines.map(() => 0), subtotal: 0, tax: 0, total: 0 };
  }
}

function LiveTotals({ control, deposits }: { control: Control<InvoiceFormValues>; deposits: DepositChoice[] | "loading" }) {
  const [items, taxRate, depositId] = useWatch({ control, name: ["items", "taxRate", "lessDepositInvoiceId"] });
  const totals = liveTotals(items, taxRate);
  const deposit = deposits === "loading" ? undefined : deposits.find((choice) => choice.id === depositId);
  const depositCents = deposit ? toCents(deposit.totalAmount) : 0;
  return (
    <InvoiceTotals
      subtotal={formatCents(totals.subtotal)}
      taxLabel="Tax"
      tax={formatCents(totals.tax)}
      deduction={deposit ? { label: lessDepositLabel(deposit.invoiceNumber), amount: `-${formatCents(depositCents)}` } : undefined}
      total={formatCents(totals.total - depositCents)}
      live
    />
  );
}

function LineTotal({ control, index }: { control: Control<InvoiceFormValues>; index: number }) {
  const item = useWatch({ control, name: `items.${index}` });
  const cents = liveTotals([item], 0).lineTotals[0] ?? 0;
  return (
    <output aria-label={`Total for item ${index + 1}`} className="block py-2 text-right text-sm font-medium tabular-nums">
      {formatCents(cents)}
    </output>
  );
}

/** A line's quantity or unit price; SPEC §5: blank means the default (quantity 1, unit price 0). */
function ItemAmount({
  form,
  index,
  field,
  label,
  invalid,
}: {
  form: UseFormReturn<InvoiceFormValues>;
  index: number;
  field: "quantity" | "unitPrice";
  label: string;
  invalid: boolean;
}) {
  const id = `invoice-item-${index}-${field === "unitPrice" ? "unit-price" : field}`;
  return (
    <div>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        aria-invalid={invalid || undefined}
        {...form.register(`items.${index}.${field}`, { setValueAs: numberOr(BLANK_ITEM[field]) })}
      />
    </div>
  );
}

type Props = DialogProps & {
  /** The draft being edited, with its number; absent for a new invoice. */
  invoice?: { id: string; invoiceNumber: string };
  defaultValues: InvoiceFormValues;
  /** The client the picker shows at first (an edited draft's); none for a new invoice. */
  initialClient?: ClientOption | null;
  /** Billing Settings' payment terms, which a new invoice's due date follows; null for none or an edit. */
  paymentTermsDays?: number | null;
};

/** SPEC §2 create form, also the draft edit form (items included); messages from SPEC §8. */
export function InvoiceFormDialog({ invoice, defaultValues, initialClient = null, paymentTermsDays = null, ...dialog }: Props) {
  const invoiceId = invoice?.id;
  const action = useMemo(() => (invoiceId ? updateInvoiceAction.bind(null, invoiceId) : createInvoiceAction), [invoiceId]);
  const actionForm = useActionForm(action, invoiceFormSchema, {
    defaultValues,
    mode: "onTouched",
    messages: invoiceId
      ? { success: "Invoice updated successfully.", failure: "Failed to update invoice.", log: "invoices.update" }
      : { success: "Invoice created successfully.", failure: "Failed to create invoice.", log: "invoices.create" },
    onSuccess: dialog.onClose,
  });
  const { form, field, errors, pending: busy } = actionForm;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "items" });
  const editing = invoice !== undefined;
  const deposits = useDepositChoices(form, invoiceId);
  const stopDueDateFollowing = useDueDateFromTerms(form, paymentTermsDays);

  const itemsError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <FormDialog
      {...dialog}
      title={invoice ? `Edit Invoice ${invoice.invoiceNumber}` : "Create New Invoice"}
      description={editing ? "Drafts can change until they are sent." : "The invoice is saved as a draft and numbered automatically."}
      size="xl"
      form={actionForm}
      submitLabel={editing ? "Update Invoice" : "Create Invoice"}
      busyLabel={editing ? "Saving..." : "Creating..."}
      className="gap-5 sm:grid-cols-1"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={busy}>
        <legend className="sr-only">Client</legend>
        <InvoiceClientFields form={form} initialClient={initialClient} />
        <TextField id="invoice-client-name" label="Client Name" autoComplete="off" {...field("clientName")} />
        <TextField id="invoice-client-email" label="Client Email" type="email" autoComplete="off" {...field("clientEmail")} />
        <TextareaField
          id="invoice-client-address"
          label="Client Address"
          rows={2}
          className="sm:col-span-2"
          {...form.register("clientAddress")}
        />
        <TextField id="invoice-issue-date" label="Issue Date" type="date" {...field("issueDate")} />
        <TextField
          id="invoice-due-date"
          label="Due Date"
          type="date"
          hint={paymentTermsDays === null ? undefined : `Payment terms: ${paymentTermsDays} days after the issue date.`}
          {...field("dueDate", { deps: ["issueDate"], onChange: stopDueDateFollowing })}
        />
        <TextField
          id="invoice-tax-rate"
          label="Tax Rate (%)"
          type="number"
          min={0}
          max={100}
          step={0.01}
          inputMode="decimal"
          {...field("taxRate", { setValueAs: numberOr(0) })}
        />
        {editing ? (
          <TextField id="invoice-payment-method" label="Payment Method" hint="ACH, card, check..." {...field("paymentMethod")} />
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2" disabled={busy}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Line Items</legend>
        <div
          aria-hidden
          className="text-muted-foreground hidden grid-cols-[1fr_6rem_8rem_7rem_2.25rem] gap-2 text-xs font-medium uppercase sm:grid"
        >
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
                <Input
                  id={`invoice-item-${index}-description`}
                  placeholder="Description"
                  {...form.register(`items.${index}.description`)}
                />
              </div>
              <ItemAmount
                form={form}
                index={index}
                field="quantity"
                label={`Quantity for item ${n}`}
                invalid={Boolean(itemErrors?.quantity)}
              />
              <ItemAmount
                form={form}
                index={index}
                field="unitPrice"
                label={`Unit price for item ${n}`}
                invalid={Boolean(itemErrors?.unitPrice)}
              />
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
        <LiveTotals control={form.control} deposits={deposits} />
      </fieldset>

      <InvoiceDepositField form={form} choices={deposits} />

      <fieldset className="grid gap-4" disabled={busy}>
        <legend className="sr-only">Details</legend>
        <TextareaField id="invoice-description" label="Description" rows={2} {...form.register("description")} />
        <TextareaField id="invoice-notes" label="Notes" rows={2} {...form.register("notes")} />
      </fieldset>
    </FormDialog>
  );
}

"use client";

import { useEffect, useState } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { listDepositChoicesAction } from "@/lib/billing/invoices/actions";
import { lessDepositLabel, type InvoiceFormValues } from "@/lib/billing/invoices/schema";
import type { DepositChoice } from "@/lib/billing/types";
import { formatMoney } from "@/lib/money";

type Loaded = { projectId: string; choices: DepositChoice[] };

/**
 * The deposit invoices the chosen project's invoice may deduct, asked again whenever the project
 * changes: none without a project, "loading" until they come, none when the read fails (the
 * server checks the choice anyway).
 */
export function useDepositChoices(form: UseFormReturn<InvoiceFormValues>, invoiceId: string | undefined): DepositChoice[] | "loading" {
  const projectId = useWatch({ control: form.control, name: "projectId" });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!projectId) return;
    let current = true;
    listDepositChoicesAction({ projectId, invoiceId: invoiceId ?? null }).then(
      (result) => current && setLoaded({ projectId, choices: result?.data ?? [] }),
      (reason: unknown) => {
        console.error("[invoices.deposit-choices]", reason);
        if (current) setLoaded({ projectId, choices: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [projectId, invoiceId]);
  if (!projectId) return [];
  return loaded?.projectId === projectId ? loaded.choices : "loading";
}

/**
 * "Less deposit INV-...": a box per deposit invoice of the project still to deduct (usually one).
 * Ticking one makes this the project's final invoice, whose total is the items less that deposit.
 * A choice the project no longer offers (another project, a deposit since cancelled) is cleared
 * once the choices are in, so the live total shows what saving would store.
 */
export function InvoiceDepositField({ form, choices }: { form: UseFormReturn<InvoiceFormValues>; choices: DepositChoice[] | "loading" }) {
  const chosen = useWatch({ control: form.control, name: "lessDepositInvoiceId" });
  useEffect(() => {
    if (choices !== "loading" && chosen && !choices.some((choice) => choice.id === chosen)) {
      form.setValue("lessDepositInvoiceId", null, { shouldDirty: true });
    }
  }, [choices, chosen, form]);
  if (choices === "loading" || choices.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Deposit</legend>
      <Controller
        control={form.control}
        name="lessDepositInvoiceId"
        render={({ field }) => (
          <>
            {choices.map((choice) => {
              const id = `invoice-less-deposit-${choice.id}`;
              return (
                <div key={choice.id} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={field.value === choice.id}
                    onCheckedChange={(checked) => field.onChange(checked === true ? choice.id : null)}
                    onBlur={field.onBlur}
                  />
                  <Label htmlFor={id}>{lessDepositLabel(choice.invoiceNumber)}</Label>
                  <span className="text-muted-foreground text-sm tabular-nums">({formatMoney(choice.totalAmount)})</span>
                </div>
              );
            })}
          </>
        )}
      />
      {form.formState.errors.lessDepositInvoiceId?.message ? (
        <p role="alert" className="text-destructive text-sm">
          {form.formState.errors.lessDepositInvoiceId.message}
        </p>
      ) : null}
    </fieldset>
  );
}

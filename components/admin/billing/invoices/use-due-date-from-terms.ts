"use client";

import { useEffect, useRef } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";

import type { InvoiceFormValues } from "@/lib/billing/invoices/schema";
import { dueDateFromTerms } from "@/lib/billing/settings/schema";

/**
 * A new invoice's due date follows its issue date by the payment terms until someone edits the due
 * date itself. Answers the due date field's onChange, which stops the following.
 */
export function useDueDateFromTerms(form: UseFormReturn<InvoiceFormValues>, paymentTermsDays: number | null) {
  const following = useRef(paymentTermsDays !== null);
  const issueDate = useWatch({ control: form.control, name: "issueDate" });
  useEffect(() => {
    const dueDate = following.current ? dueDateFromTerms(issueDate, paymentTermsDays) : "";
    if (dueDate && dueDate !== form.getValues("dueDate")) {
      form.setValue("dueDate", dueDate, { shouldValidate: form.formState.isSubmitted });
    }
  }, [form, issueDate, paymentTermsDays]);
  return () => {
    following.current = false;
  };
}

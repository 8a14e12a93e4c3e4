"use client";

import { useAction } from "next-safe-action/hooks";
import { useCallback, useEffect } from "react";

import { getInvoiceDetailsAction } from "@/lib/billing/invoices/actions";

/**
 * What the details dialog loads each time it opens: items, payments, reminders, the client link
 * (the dialog stays mounted between openings, and the client may have opened the page meanwhile).
 * `reload` after a change made inside the dialog (a payment recorded or deleted, a link revoked).
 * SPEC §8: a failure to load invoice items is only logged; the dialog says it could not load.
 */
export function useInvoiceDetails(invoiceId: string, open: boolean) {
  const details = useAction(getInvoiceDetailsAction, {
    onError: ({ error }) => console.error("[invoices.details]", error),
  });
  const { execute } = details;
  const reload = useCallback(() => execute({ id: invoiceId }), [execute, invoiceId]);
  useEffect(() => {
    if (open) reload();
  }, [open, reload]);
  return { data: details.result.data, pending: details.isPending, failed: details.hasErrored, reload };
}

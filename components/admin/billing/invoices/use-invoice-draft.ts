"use client";

import { useAction } from "next-safe-action/hooks";
import { useEffect } from "react";

import { getInvoiceDraftAction } from "@/lib/billing/invoices/actions";

/** A draft's items and the fields its list row leaves out, loaded when its edit form opens. */
export function useInvoiceDraft(invoiceId: string, onFailure: () => void) {
  const draft = useAction(getInvoiceDraftAction, {
    onError: ({ error }) => {
      console.error("[invoices.draft]", error);
      onFailure();
    },
  });
  const { execute } = draft;
  useEffect(() => execute({ id: invoiceId }), [execute, invoiceId]);
  return draft.hasSucceeded ? draft.result.data : undefined;
}

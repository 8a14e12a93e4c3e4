"use client";

import { useAction } from "next-safe-action/hooks";
import { useEffect } from "react";

import { listInvoiceItemsAction } from "@/lib/billing/invoices/actions";

/** An invoice's items, loaded when its dialog opens (the list rows carry everything else). */
export function useInvoiceItems(invoiceId: string, onFailure: () => void) {
  const items = useAction(listInvoiceItemsAction, {
    onError: ({ error }) => {
      console.error("[invoices.items]", error);
      onFailure();
    },
  });
  const { execute } = items;
  useEffect(() => execute({ id: invoiceId }), [execute, invoiceId]);
  return { rows: items.hasSucceeded ? items.result.data : undefined, pending: items.isPending };
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

/** Every few seconds, then slower; after a few minutes the page waits for the client's "Check again". */
const DELAYS_MS = [2000, 3000, 5000, 5000, 5000, 10_000, 10_000, 10_000, 15_000, 15_000, 30_000, 30_000, 30_000];

/**
 * "Payment processing...": the server re-reads the checkout on each refresh (the return page is one
 * of the fulfilment's callers) until the payment is confirmed or has failed. The link works without
 * scripts; with them the page refreshes itself, politely spaced.
 */
export function PaymentProcessing({ checkAgainHref }: { checkAgainHref: string }) {
  const router = useRouter();
  const [attempt, setAttempt] = useState(0);
  const delay = DELAYS_MS[attempt];
  useEffect(() => {
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      router.refresh();
      setAttempt((current) => current + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [delay, router]);

  return (
    <div role="status" className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      <h2 className="text-base font-semibold">Payment processing...</h2>
      <p>
        {delay === undefined
          ? "Your payment is not confirmed yet. We will email your receipt as soon as it is."
          : "Your payment is being confirmed. This page updates by itself."}{" "}
        <a href={checkAgainHref} className="font-medium underline underline-offset-2">
          Check again
        </a>
      </p>
    </div>
  );
}

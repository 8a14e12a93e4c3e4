import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { site } from "@/content/site";
import { getDb } from "@/db/client";
import { findTestCheckout } from "@/lib/billing/online/test-checkout";
import { readEnv } from "@/lib/env";
import { formatCents } from "@/lib/money";

type Props = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: `Test payment | ${site.name}`,
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

const button =
  "inline-flex items-center rounded-md px-4 py-2 text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none";

/**
 * GET /test-checkout/<session id>: the demo's stand-in for the provider's checkout page, only while
 * the test payments provider is active (else the 404 page). "Pay" marks the session paid and
 * returns to the invoice; "Cancel" returns to it unchanged. No card, no network.
 */
export default async function TestCheckoutPage({ params }: Props) {
  const checkout = await findTestCheckout(getDb(), (await params).id, readEnv());
  if (!checkout) notFound();
  const amount = formatCents(checkout.amountCents);
  return (
    <div className="min-h-screen bg-slate-50 py-8 sm:py-12">
      <main className="mx-auto max-w-md space-y-6 px-4">
        <p className="text-xl font-semibold text-slate-900">{site.name}</p>
        <section aria-labelledby="test-checkout-title" className="space-y-4 rounded-xl border bg-white p-5 shadow-sm sm:p-8">
          <h1 id="test-checkout-title" className="text-2xl font-semibold text-slate-900">
            Test payment: no card is charged
          </h1>
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            This is the demo&apos;s test checkout. Paying here records the payment on the invoice, but no card is asked for and no money
            moves.
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="font-medium text-slate-500">Invoice</dt>
            <dd className="text-slate-900">{checkout.invoiceNumber}</dd>
            <dt className="font-medium text-slate-500">Amount</dt>
            <dd className="text-slate-900 tabular-nums">{amount}</dd>
          </dl>
          {checkout.paid ? (
            <p role="status" className="text-sm text-slate-700">
              This test payment was made.{" "}
              <a href={checkout.successUrl} className="font-medium underline underline-offset-2">
                Back to the invoice
              </a>
            </p>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <form method="post" action={`/test-checkout/${checkout.id}/pay`}>
                <button type="submit" className={`${button} bg-slate-900 text-white hover:bg-slate-800`}>
                  {`Pay ${amount}`}
                </button>
              </form>
              <a href={checkout.cancelUrl} className={`${button} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}>
                Cancel
              </a>
            </div>
          )}
        </section>
      </main>
    </div>
  );
}

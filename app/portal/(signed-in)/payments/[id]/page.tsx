import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PortalLink } from "@/components/portal/portal-ui";
import { PrintButton } from "@/components/portal/print-button";
import { site } from "@/content/site";
import { getDb } from "@/db/client";
import { formatIsoDate } from "@/lib/dates";
import { formatCents } from "@/lib/money";
import { requirePortalPage } from "@/lib/portal/cookie";
import { portalInvoicePath, portalPaths } from "@/lib/portal/paths";
import { getPortalPayment } from "@/lib/portal/payments";

export const metadata: Metadata = { title: "Receipt" };

type Props = { params: Promise<{ id: string }> };

/** A payment's receipt, laid out to print; anything not the client's is the 404 page. */
export default async function PortalReceiptPage({ params }: Props) {
  const viewer = await requirePortalPage();
  const payment = await getPortalPayment(getDb(), viewer.clientId, (await params).id);
  if (!payment) notFound();
  const received = payment.amountCents + payment.overpaymentCents;
  const title = payment.isRefund ? "Refund" : "Payment receipt";
  return (
    <>
      <p className="text-sm print:hidden">
        <PortalLink href={portalPaths.payments}>All payments</PortalLink>
      </p>
      <article aria-labelledby="receipt-title" className="space-y-4 rounded-xl border bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-semibold text-slate-900">{site.name}</p>
            <p className="text-sm text-slate-600">{`${site.phone.display} · ${site.email}`}</p>
          </div>
          <PrintButton />
        </div>
        <h1 id="receipt-title" className="text-2xl font-semibold text-slate-900">
          {title}
        </h1>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Received from</dt>
          <dd>{viewer.clientName}</dd>
          <dt className="font-medium text-slate-600">Date</dt>
          <dd>{formatIsoDate(payment.paidOn)}</dd>
          <dt className="font-medium text-slate-600">Invoice</dt>
          <dd>
            <PortalLink href={portalInvoicePath(payment.invoiceId)}>{payment.invoiceNumber}</PortalLink>
          </dd>
          <dt className="font-medium text-slate-600">Method</dt>
          <dd>{payment.method ?? "—"}</dd>
          <dt className="font-medium text-slate-600">{payment.isRefund ? "Amount refunded" : "Amount"}</dt>
          <dd className="text-base font-semibold tabular-nums">{formatCents(Math.abs(received))}</dd>
          {payment.overpaymentCents > 0 ? (
            <>
              <dt className="font-medium text-slate-600">Above the balance</dt>
              <dd className="tabular-nums">{formatCents(payment.overpaymentCents)}</dd>
            </>
          ) : null}
          {payment.reference ? (
            <>
              <dt className="font-medium text-slate-600">Reference</dt>
              <dd className="break-all">{payment.reference}</dd>
            </>
          ) : null}
        </dl>
        <p className="text-sm text-slate-600">{payment.isRefund ? "This amount was returned to you." : "Thank you for your payment."}</p>
      </article>
    </>
  );
}

import type { Metadata } from "next";

import { EmptyState, Fact, PortalHeading, PortalLink, StatusBadge } from "@/components/portal/portal-ui";
import { getDb } from "@/db/client";
import { formatIsoDate } from "@/lib/dates";
import { formatCents } from "@/lib/money";
import { requirePortalPage } from "@/lib/portal/cookie";
import { portalInvoicePath, portalPaymentPath } from "@/lib/portal/paths";
import { listPortalPayments } from "@/lib/portal/payments";

export const metadata: Metadata = { title: "Payments" };

/** Every payment on the client's invoices, newest first, refunds marked; each links to its invoice and its receipt. */
export default async function PortalPaymentsPage() {
  const viewer = await requirePortalPage();
  const payments = await listPortalPayments(getDb(), viewer.clientId);
  return (
    <>
      <PortalHeading title="Payments" intro="Every payment we received from you, with a receipt you can print." />
      {payments.length === 0 ? (
        <EmptyState>No payments yet. Payments you make will be listed here.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {payments.map((payment) => (
            <li key={payment.id} className="space-y-2 rounded-xl border bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-base font-semibold tabular-nums">
                  {`${payment.isRefund ? "Refund" : "Payment"} of ${formatCents(Math.abs(payment.amountCents + payment.overpaymentCents))}`}
                </h2>
                {payment.isRefund ? <StatusBadge label="Refund" /> : null}
              </div>
              <dl className="grid gap-x-6 sm:grid-cols-3">
                <Fact label="Date">{formatIsoDate(payment.paidOn)}</Fact>
                <Fact label="Invoice">
                  <PortalLink href={portalInvoicePath(payment.invoiceId)}>{payment.invoiceNumber}</PortalLink>
                </Fact>
                <Fact label="Method">{payment.method ?? "—"}</Fact>
                {payment.reference ? (
                  <Fact label="Reference">
                    <span className="break-all">{payment.reference}</span>
                  </Fact>
                ) : null}
              </dl>
              <p className="text-sm">
                <PortalLink href={portalPaymentPath(payment.id)}>
                  {payment.isRefund ? "View refund" : "View receipt"}
                  <span className="sr-only">{` for ${payment.invoiceNumber}, ${formatIsoDate(payment.paidOn)}`}</span>
                </PortalLink>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

import type { Metadata } from "next";

import { EmptyState, Fact, PortalHeading, PortalLink, StatusBadge } from "@/components/portal/portal-ui";
import { getDb } from "@/db/client";
import { balanceCents } from "@/lib/billing/rules";
import { formatIsoDate } from "@/lib/dates";
import { agencyToday } from "@/lib/dates/agency";
import { formatCents, formatMoney } from "@/lib/money";
import { requirePortalPage } from "@/lib/portal/cookie";
import { listPortalInvoices } from "@/lib/portal/invoices";
import { portalInvoiceState } from "@/lib/portal/labels";
import { portalInvoicePath } from "@/lib/portal/paths";

export const metadata: Metadata = { title: "Invoices" };

/** Every invoice sent to the client, newest first: a card each with its total, balance, due date and status. */
export default async function PortalInvoicesPage() {
  const viewer = await requirePortalPage();
  const invoices = await listPortalInvoices(getDb(), viewer.clientId);
  const today = agencyToday();
  return (
    <>
      <PortalHeading title="Invoices" intro="Your invoices, what is left to pay, and their PDFs." />
      {invoices.length === 0 ? (
        <EmptyState>No invoices yet.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {invoices.map((invoice) => {
            const state = portalInvoiceState(invoice, today);
            const open = invoice.status !== "paid" && invoice.status !== "cancelled";
            return (
              <li key={invoice.id} className="space-y-2 rounded-xl border bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-base font-semibold">
                    <PortalLink href={portalInvoicePath(invoice.id)}>{`Invoice ${invoice.invoiceNumber}`}</PortalLink>
                  </h2>
                  <StatusBadge label={state.label} tone={state.tone} />
                </div>
                <dl className="grid gap-x-6 sm:grid-cols-4">
                  <Fact label="Issued">{formatIsoDate(invoice.issueDate)}</Fact>
                  <Fact label="Due">{formatIsoDate(invoice.dueDate)}</Fact>
                  <Fact label="Total">{formatMoney(invoice.totalAmount)}</Fact>
                  <Fact label="Balance">{open ? formatCents(balanceCents(invoice)) : formatCents(0)}</Fact>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

import { InvoicesList } from "@/components/admin/billing/invoices/invoices-list";
import { getDb } from "@/db/client";
import { requireOwnerPage } from "@/lib/authentication/guards";
import { getInvoiceStats, getReceivables, listInvoices } from "@/lib/billing/invoices/queries";
import { invoiceStatuses } from "@/lib/billing/invoices/schema";
import { getOnlinePaymentSetup } from "@/lib/billing/online/keys-service";
import { listUnresolvedOverpayments } from "@/lib/billing/online/overpayment-service";
import { getBillingSettings } from "@/lib/billing/settings/queries";
import { agencyToday } from "@/lib/dates/agency";
import { isFiltered, parseListParams, type SearchParams } from "@/lib/list/params";

export default async function InvoicesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireOwnerPage();
  const params = parseListParams(await searchParams, { status: invoiceStatuses });
  const today = agencyToday();
  const db = getDb();
  const [stats, page, receivables, settings, onlinePayment, overpayments] = await Promise.all([
    getInvoiceStats(db, today),
    listInvoices(db, { q: params.q, status: params.filters.status, page: params.page }, today),
    getReceivables(db, today),
    getBillingSettings(db),
    getOnlinePaymentSetup(db),
    listUnresolvedOverpayments(db),
  ]);
  return (
    <InvoicesList
      list={{ ...page, filtered: isFiltered(params) }}
      stats={stats}
      receivables={receivables}
      settings={settings}
      onlinePayment={onlinePayment}
      overpayments={overpayments}
      today={today}
    />
  );
}

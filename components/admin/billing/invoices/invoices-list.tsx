import { invoiceStatusOptions } from "@/lib/billing/invoices/schema";
import type { OnlinePaymentSetup } from "@/lib/billing/settings/schema";
import type { BillingSettings, InvoiceListRow, InvoiceStats, Receivables, UnresolvedOverpaymentsSummary } from "@/lib/billing/types";
import type { ListPage } from "@/lib/list/params";

import { InvoiceStatCards } from "./invoice-stat-cards";
import { InvoicesTable } from "./invoices-table";
import { NewInvoiceButton } from "./new-invoice-button";
import { OverpaymentsNotice } from "./overpayments-notice";
import { ReceivablesPanel } from "./receivables-panel";
import { ExportCsvLink, ListView, type ListSpec } from "../../list";
import { BillingSettingsButton } from "../settings/billing-settings-button";

const spec: ListSpec = {
  title: "Invoices & Billing",
  headingId: "invoices-heading",
  search: { label: "Search invoices", placeholder: "Search by invoice #, client name or email" },
  filters: [{ paramKey: "status", label: "Status filter", allLabel: "All Statuses", options: invoiceStatusOptions }],
  noun: "invoices",
  emptyText: "No invoices yet.",
  columns: 7,
};

type Props = {
  list: ListPage<InvoiceListRow>;
  stats: InvoiceStats;
  receivables: Receivables;
  settings: BillingSettings;
  onlinePayment: OnlinePaymentSetup;
  overpayments: UnresolvedOverpaymentsSummary;
  today: string;
};

/** SPEC §2 'Invoices & Billing': the figures, receivables, search, status filter and one page of invoices. */
export function InvoicesList({ list, stats, receivables, settings, onlinePayment, overpayments, today }: Props) {
  const actions = (
    <>
      <ExportCsvLink endpoint="/api/admin/export/invoices.csv" paramKeys={["q", "status"]} />
      <BillingSettingsButton settings={settings} onlinePayment={onlinePayment} />
      <NewInvoiceButton today={today} paymentTermsDays={settings.paymentTermsDays} />
    </>
  );
  const summary = (
    <>
      <InvoiceStatCards stats={stats} />
      <OverpaymentsNotice overpayments={overpayments} />
      <ReceivablesPanel receivables={receivables} settings={settings} />
    </>
  );
  return (
    <ListView spec={spec} list={list} actions={actions} summary={summary}>
      <InvoicesTable rows={list.rows} today={today} />
    </ListView>
  );
}

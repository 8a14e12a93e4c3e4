import { getDb } from "@/db/client";
import { invoiceStatuses } from "@/db/enums";
import { agencyToday } from "@/lib/dates/agency";
import { getInvoiceStats, listInvoices } from "@/lib/invoices/queries";
import { isFiltered, parseListParams } from "@/lib/list/params";
import {
  CountBadge,
  ExportCsvLink,
  ListEmpty,
  ListFilter,
  ListPagination,
  ListProvider,
  ListResults,
  ListSearch,
} from "@/components/admin/list";

import type { DashboardSearchParams } from "../dashboard/tab-panel";
import { BillingStatCards } from "./billing-stat-cards";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { invoiceStatusLabels } from "./invoice-status-labels";
import { InvoicesTable } from "./invoices-table";

const STATUS_OPTIONS = invoiceStatuses.map((status) => ({ value: status, label: invoiceStatusLabels[status] }));

/** SPEC §2 'Invoices & Billing': cards, search, status filter and one page of invoices, all from SQL. */
export async function BillingTab({ searchParams }: { searchParams: DashboardSearchParams }) {
  const params = parseListParams(searchParams, { status: invoiceStatuses });
  const today = agencyToday();
  const db = getDb();
  const [stats, page] = await Promise.all([
    getInvoiceStats(db, today),
    listInvoices(db, { q: params.q, status: params.filters.status, page: params.page }, today),
  ]);

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 className="text-lg font-semibold text-slate-900">Invoices & Billing</h2>
          <CountBadge count={page.total} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvLink endpoint="/api/admin/export/invoices.csv" paramKeys={["q", "status"]} />
          <InvoiceFormDialog mode="create" today={today} />
        </div>
      </div>
      <BillingStatCards stats={stats} />
      <ListProvider filterKeys={["status"]}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ListSearch label="Search invoices" placeholder="Search by invoice #, client name or email" />
          <ListFilter paramKey="status" label="Status filter" allLabel="All Statuses" options={STATUS_OPTIONS} />
        </div>
        <ListResults columns={7}>
          {page.rows.length === 0 ? (
            <ListEmpty filtered={isFiltered(params)} noun="invoices" emptyText="No invoices yet." />
          ) : (
            <InvoicesTable rows={page.rows} />
          )}
        </ListResults>
        <ListPagination page={page.page} pageCount={page.pageCount} />
      </ListProvider>
    </section>
  );
}

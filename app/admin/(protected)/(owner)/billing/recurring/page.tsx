import { RecurringList } from "@/components/admin/billing/recurring/recurring-list";
import { getDb } from "@/db/client";
import { requireOwnerPage } from "@/lib/authentication/guards";
import { listRecurringInvoices } from "@/lib/billing/recurring/queries";
import { recurringStatuses } from "@/lib/billing/recurring/schema";
import { listPage, parseListParams, type SearchParams } from "@/lib/list/params";

export default async function RecurringInvoicesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireOwnerPage();
  const params = parseListParams(await searchParams, { status: recurringStatuses });
  const result = await listRecurringInvoices(getDb(), {
    q: params.q,
    status: params.filters.status,
    offset: params.offset,
    limit: params.limit,
  });
  return <RecurringList list={listPage(params, result)} />;
}

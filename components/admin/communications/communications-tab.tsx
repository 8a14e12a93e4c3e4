import { getDb } from "@/db/client";
import { communicationTypes } from "@/db/enums";
import { withDeliveryState } from "@/lib/communications/delivery";
import { listCommunications } from "@/lib/communications/queries";
import { communicationStatusFilterLabels, communicationStatusFilters, communicationTypeLabels } from "@/lib/communications/schema";
import { readEnv } from "@/lib/env";
import { isFiltered, pageCount, parseListParams } from "@/lib/list/params";

import type { DashboardSearchParams } from "../dashboard/tab-panel";
import { TabHeading } from "../dashboard/tab-heading";
import { ListEmpty, ListFilter, ListPagination, ListProvider, ListResults, ListSearch } from "../list";
import { CommunicationsTable } from "./communications-table";
import { NewCommunicationButton } from "./new-communication-button";

const typeOptions = communicationTypes.map((value) => ({ value, label: communicationTypeLabels[value] }));
const statusOptions = communicationStatusFilters.map((value) => ({ value, label: communicationStatusFilterLabels[value] }));

/**
 * SPEC §2 Communication Hub: one page of matching communications from SQL, with their relation
 * and email delivery joined in; search, type and status filters and the page in the URL.
 */
export async function CommunicationsTab({ searchParams }: { searchParams: DashboardSearchParams }) {
  const params = parseListParams(searchParams, { type: communicationTypes, status: communicationStatusFilters });
  const env = readEnv();
  const { rows, total } = await listCommunications(getDb(), { q: params.q, ...params.filters, offset: params.offset, limit: params.limit });
  return (
    <ListProvider filterKeys={["type", "status"]}>
      <section aria-labelledby="communications-heading" className="space-y-4">
        <TabHeading title="Communication Hub" count={total} countLabel="matching" headingId="communications-heading">
          <NewCommunicationButton />
        </TabHeading>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <ListSearch label="Search communications" placeholder="Search subject, content or addresses" />
          <ListFilter paramKey="type" label="Type filter" allLabel="All Types" options={typeOptions} />
          <ListFilter paramKey="status" label="Status filter" allLabel="All Statuses" options={statusOptions} />
        </div>
        <ListResults columns={7}>
          {rows.length === 0 ? (
            <ListEmpty filtered={isFiltered(params)} noun="communications" emptyText="No communications yet." />
          ) : (
            <CommunicationsTable rows={rows.map((row) => withDeliveryState(row, env))} timeZone={env.AGENCY_TIMEZONE} />
          )}
        </ListResults>
        <ListPagination page={params.page} pageCount={pageCount(total)} />
      </section>
    </ListProvider>
  );
}

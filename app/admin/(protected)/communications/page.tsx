import { CommunicationsList } from "@/components/admin/communications/communications-list";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/authentication/guards";
import { withDeliveryState } from "@/lib/communications/delivery";
import { listCommunications } from "@/lib/communications/queries";
import { communicationStatusFilters, communicationTypes } from "@/lib/communications/schema";
import { readEnv } from "@/lib/env";
import { listPage, pageQuery, parseListParams, type SearchParams } from "@/lib/list/params";

export default async function CommunicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const params = parseListParams(await searchParams, { type: communicationTypes, status: communicationStatusFilters });
  const env = readEnv();
  const { rows, total } = await listCommunications(getDb(), pageQuery(params));
  const list = listPage(params, { rows: rows.map((row) => withDeliveryState(row, env)), total });
  return <CommunicationsList list={list} timeZone={env.AGENCY_TIMEZONE} />;
}

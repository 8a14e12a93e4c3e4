import { FilteredList } from "@/components/admin/filtered-submissions/filtered-list";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/authentication/guards";
import { readEnv } from "@/lib/env";
import { listFilteredSubmissions } from "@/lib/filtered-submissions/queries";
import { listPage, pageQuery, parseListParams, type SearchParams } from "@/lib/list/params";

/** The Leads section's Filtered view (owners and staff): what the contact form's bot traps caught. */
export default async function FilteredSubmissionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const params = parseListParams(await searchParams, {});
  const result = await listFilteredSubmissions(getDb(), pageQuery(params));
  return <FilteredList list={listPage(params, result)} timeZone={readEnv().AGENCY_TIMEZONE} />;
}

import { AuditList } from "@/components/admin/audit/audit-list";
import { getDb } from "@/db/client";
import { listAuditEntries } from "@/lib/audit/queries";
import { parseAuditParams } from "@/lib/audit/schema";
import { requireOwnerPage } from "@/lib/authentication/guards";
import { readEnv } from "@/lib/env";
import { pageCount, type SearchParams } from "@/lib/list/params";
import { listAdminOptions } from "@/lib/team/queries";

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireOwnerPage();
  const params = parseAuditParams(await searchParams);
  const timeZone = readEnv().AGENCY_TIMEZONE;
  const db = getDb();
  const [result, admins] = await Promise.all([
    listAuditEntries(db, { filters: params.filters, offset: params.offset, limit: params.limit, timeZone }),
    listAdminOptions(db),
  ]);
  const list = { ...result, page: params.page, pageCount: pageCount(result.total), filtered: params.filtered };
  return <AuditList list={list} admins={admins} timeZone={timeZone} />;
}

import { TeamList } from "@/components/admin/team/team-list";
import { getDb } from "@/db/client";
import { requireOwnerPage } from "@/lib/authentication/guards";
import { readEnv } from "@/lib/env";
import { listPage, pageQuery, parseListParams, type SearchParams } from "@/lib/list/params";
import { isSecondFactorRequired, listTeam } from "@/lib/team/queries";
import { adminRoles, teamStatuses } from "@/lib/team/schema";

export default async function TeamPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireOwnerPage();
  const params = parseListParams(await searchParams, { role: adminRoles, status: teamStatuses });
  const db = getDb();
  const [result, secondFactorRequired] = await Promise.all([listTeam(db, pageQuery(params)), isSecondFactorRequired(db)]);
  return (
    <TeamList
      list={listPage(params, result)}
      currentAdminId={admin.id}
      timeZone={readEnv().AGENCY_TIMEZONE}
      secondFactorRequired={secondFactorRequired}
    />
  );
}

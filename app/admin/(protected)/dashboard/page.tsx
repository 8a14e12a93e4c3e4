import { Overview } from "@/components/admin/dashboard/overview";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/authentication/guards";
import { getOverviewCharts } from "@/lib/dashboard/chart-queries";
import { listRecentLeads } from "@/lib/dashboard/queries";
import { getLeadTotals } from "@/lib/dashboard/request-data";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { listDueFollowUpsPage } from "@/lib/follow-ups/queries";
import { parseListParams, type SearchParams } from "@/lib/list/params";

/** SPEC §9: the dashboard shows the 5 most recent leads. */
const RECENT_LEADS = 5;

export default async function DashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const { page } = parseListParams(await searchParams, {});
  const db = getDb();
  const today = agencyToday();
  const timeZone = readEnv().AGENCY_TIMEZONE;
  const [recentLeads, followUps, charts] = await Promise.all([
    listRecentLeads(db, RECENT_LEADS),
    listDueFollowUpsPage(db, today, page),
    getOverviewCharts(db, today, timeZone, getLeadTotals()),
  ]);
  return <Overview recentLeads={recentLeads} followUps={followUps} charts={charts} today={today} timeZone={timeZone} />;
}

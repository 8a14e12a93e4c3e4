import type { OverviewCharts as Charts, RecentLead } from "@/lib/dashboard/types";
import type { DueFollowUp } from "@/lib/follow-ups/types";

import { OverviewCharts } from "./overview-charts";
import { RecentLeadsTable } from "./recent-leads-table";
import { FollowUpsDue } from "../follow-ups/follow-ups-due";
import { SectionHeading } from "../shell/section-heading";

type Props = {
  recentLeads: RecentLead[];
  followUps: { rows: DueFollowUp[]; total: number; page: number; pages: number };
  charts: Charts;
  today: string;
  timeZone: string;
};

/** The Overview: the newest leads (SPEC §2), the follow-ups due and the trends. */
export function Overview({ recentLeads, followUps, charts, today, timeZone }: Props) {
  return (
    <div className="space-y-8">
      <section className="space-y-4">
        <SectionHeading title="Recent Leads" />
        <RecentLeadsTable leads={recentLeads} timeZone={timeZone} />
      </section>
      <FollowUpsDue {...followUps} today={today} />
      <OverviewCharts charts={charts} />
    </div>
  );
}

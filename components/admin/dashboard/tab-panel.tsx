import type { SignedInAdmin } from "@/lib/auth/require-admin";
import type { DashboardTab } from "@/lib/dashboard/schema";

import { BillingTab } from "../billing/billing-tab";
import { CommunicationsTab } from "../communications/communications-tab";
import { LeadsTab } from "../leads/leads-tab";
import { ProfileTab } from "../profile/profile-tab";
import { ProjectsTab } from "../projects/projects-tab";
import { OverviewTab } from "./overview-tab";

/** The page's query string, for tabs that read their own search, filters and page. */
export type DashboardSearchParams = Record<string, string | string[] | undefined>;

export type TabPanelProps = { tab: DashboardTab; admin: SignedInAdmin; searchParams: DashboardSearchParams };

/** One server component per tab; adding a tab is a value in lib/dashboard/schema.ts and a case here. */
export function TabPanel({ tab, admin, searchParams }: TabPanelProps) {
  switch (tab) {
    case "overview":
      return <OverviewTab searchParams={searchParams} />;
    case "leads":
      return <LeadsTab searchParams={searchParams} />;
    case "projects":
      return <ProjectsTab searchParams={searchParams} />;
    case "communications":
      return <CommunicationsTab searchParams={searchParams} />;
    case "billing":
      return <BillingTab searchParams={searchParams} />;
    case "profile":
      return <ProfileTab admin={admin} />;
  }
}

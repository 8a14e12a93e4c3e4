import { z } from "zod";

/** SPEC §2: the dashboard's tabs, in order; the URL carries the active one as ?tab=. */
export const dashboardTabs = ["overview", "leads", "projects", "communications", "billing", "profile"] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export const dashboardTabLabels: Record<DashboardTab, string> = {
  overview: "Overview",
  leads: "Leads",
  projects: "Projects",
  communications: "Communications",
  billing: "Billing",
  profile: "Profile",
};

/** Anything unknown (or a repeated ?tab=) falls back to the default tab. */
export const dashboardTabSchema = z.enum(dashboardTabs).catch("overview");

import type { LeadStatus } from "@/db/enums";
import type { Lead } from "@/db/schema";

/** The shapes lib/dashboard's queries answer with; pure types, so components can draw them. */

export type LeadCounts = { total: number; new: number; won: number };

export type DashboardStats = {
  totalLeads: number;
  newLeads: number;
  activeProjects: number;
  totalRevenue: string;
  /** SPEC §9: won / all x 100; null when there are no leads yet. */
  conversionRate: number | null;
};

export type RecentLead = Pick<Lead, "id" | "name" | "email" | "company" | "status" | "source" | "createdAt">;

export type WeeklyLeads = { weekStart: string; brandAnalysis: number; contactForm: number };
export type MonthlyRevenue = { month: string; revenue: string };
export type PipelineByStatus = { status: LeadStatus; value: string; leads: number };
/** Proposals awaiting the client's answer (sent or viewed): how many, and their totals summed (numeric text). */
export type OpenProposalValue = { count: number; value: string };
export type OverviewCharts = {
  weeklyLeads: WeeklyLeads[];
  monthlyRevenue: MonthlyRevenue[];
  pipeline: PipelineByStatus[];
  openProposals: OpenProposalValue;
};

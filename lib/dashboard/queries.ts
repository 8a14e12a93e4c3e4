import "server-only";

import { desc } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ProjectStatus } from "@/db/enums";
import { leads } from "@/db/schema";
import { countLeadTotals, type LeadTotal, readLeadTotals, readPaymentsReceived, readProjectCounts } from "@/lib/running-totals/queries";

import type { DashboardStats, LeadCounts, RecentLead } from "./types";

/** SPEC §2: Active Projects are those planning, in progress or in review. */
export const ACTIVE_PROJECT_STATUSES = ["planning", "in_progress", "review"] as const satisfies readonly ProjectStatus[];

/** Total Leads, New Leads and the won leads of the conversion rate, from the running totals. */
export async function countLeads(db: Db, totalsReady?: Promise<LeadTotal[]>): Promise<LeadCounts> {
  const totals = await (totalsReady ?? readLeadTotals(db));
  return {
    total: countLeadTotals(totals, {}),
    new: countLeadTotals(totals, { status: "new" }),
    won: countLeadTotals(totals, { status: "won" }),
  };
}

export async function countActiveProjects(db: Db): Promise<number> {
  const counts = await readProjectCounts(db);
  return ACTIVE_PROJECT_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}

/** The five stat cards; pass the lead counts when the request already has them. */
export async function getDashboardStats(db: Db, leadCountsReady?: Promise<LeadCounts>): Promise<DashboardStats> {
  const [leadCounts, activeProjects, totalRevenue] = await Promise.all([
    leadCountsReady ?? countLeads(db),
    countActiveProjects(db),
    readPaymentsReceived(db),
  ]);
  return {
    totalLeads: leadCounts.total,
    newLeads: leadCounts.new,
    activeProjects,
    totalRevenue,
    conversionRate: leadCounts.total > 0 ? (leadCounts.won / leadCounts.total) * 100 : null,
  };
}

/**
 * SPEC §2 Overview: the newest leads, newest first. The newest-first indexes are DESC NULLS FIRST,
 * exactly what drizzle's desc() asks for, so this reads 5 index entries instead of sorting the table.
 */
export async function listRecentLeads(db: Db, limit = 5): Promise<RecentLead[]> {
  return db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      company: leads.company,
      status: leads.status,
      source: leads.source,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

import "server-only";

import { desc, inArray, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ProjectStatus } from "@/db/enums";
import { leads, projects } from "@/db/schema";
import { sumPaymentsReceived } from "@/lib/billing/invoices/queries";

import type { DashboardStats, LeadCounts, RecentLead } from "./types";

/** SPEC §2: Active Projects are those planning, in progress or in review. */
export const ACTIVE_PROJECT_STATUSES = ["planning", "in_progress", "review"] as const satisfies readonly ProjectStatus[];

/** One pass over leads for Total Leads, New Leads and the conversion rate (index-only scans). */
export async function countLeads(db: Db): Promise<LeadCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: sql<number>`count(*) filter (where ${leads.status} = 'new')::int`,
      won: sql<number>`count(*) filter (where ${leads.status} = 'won')::int`,
    })
    .from(leads);
  return row ?? { total: 0, new: 0, won: 0 };
}

export async function countActiveProjects(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(projects)
    .where(inArray(projects.status, ACTIVE_PROJECT_STATUSES));
  return row?.count ?? 0;
}

/** The five stat cards; pass the lead counts when the request already has them. */
export async function getDashboardStats(db: Db, leadCountsReady?: Promise<LeadCounts>): Promise<DashboardStats> {
  const [leadCounts, activeProjects, totalRevenue] = await Promise.all([
    leadCountsReady ?? countLeads(db),
    countActiveProjects(db),
    sumPaymentsReceived(db),
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


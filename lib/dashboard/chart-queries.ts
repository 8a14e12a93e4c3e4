import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { leadStatuses } from "@/db/enums";
import { leadArrivals, proposals } from "@/db/schema";
import { centsToDecimal, toCents } from "@/lib/money";
import { type LeadTotal, readLeadTotals, readMonthlyPayments } from "@/lib/running-totals/queries";

import type { MonthlyRevenue, OpenProposalValue, OverviewCharts, PipelineByStatus, WeeklyLeads } from "./types";

/**
 * The Overview's three charts, each one SQL aggregate. Buckets are zero-filled in SQL
 * (generate_series), so a quiet week or an empty database gives zeros, never a gap or an error.
 * `today` is the agency's date (AGENCY_TIMEZONE); tests pass a fixed one.
 */

/** Weeks and months shown. */
export const CHART_PERIODS = 12;

/**
 * New leads per week by source, the last 12 weeks (the current one included). Weeks start on
 * Monday in the agency's time zone: a lead created at 11 pm Sunday in Denver (already Monday in
 * UTC) counts in the week it ended. Counted from lead_arrivals (new leads per quarter hour, kept by
 * triggers): every zone's week starts on a quarter hour, so the sums are the exact counts.
 */
export async function weeklyNewLeads(db: Db, today: string, timeZone: string): Promise<WeeklyLeads[]> {
  const currentWeek = sql`date_trunc('week', ${today}::timestamp)`;
  const firstWeek = sql`(${currentWeek} - ${`${CHART_PERIODS - 1} weeks`}::interval)`;
  const rows = await db.execute<WeeklyLeads>(sql`
    with weeks as (
      select generate_series(${firstWeek}, ${currentWeek}, interval '1 week')::date as week_start
    ), counts as (
      select date_trunc('week', ${leadArrivals.quarterHour} at time zone ${timeZone})::date as week_start,
             (coalesce(sum(${leadArrivals.rows}) filter (where ${leadArrivals.source} = 'brand_analysis'), 0))::int as brand_analysis,
             (coalesce(sum(${leadArrivals.rows}) filter (where ${leadArrivals.source} = 'contact_form'), 0))::int as contact_form
      from ${leadArrivals}
      where ${leadArrivals.quarterHour} >= (${firstWeek} at time zone ${timeZone})
        and ${leadArrivals.quarterHour} < ((${currentWeek} + interval '1 week') at time zone ${timeZone})
      group by 1
    )
    select weeks.week_start::text as "weekStart",
           coalesce(counts.brand_analysis, 0) as "brandAnalysis",
           coalesce(counts.contact_form, 0) as "contactForm"
    from weeks left join counts using (week_start)
    order by weeks.week_start`);
  // Plain objects: postgres-js answers an Array subclass that also carries the statement's metadata.
  return rows.map((row) => ({ weekStart: row.weekStart, brandAnalysis: row.brandAnalysis, contactForm: row.contactForm }));
}

/** The `count` months ending with `today`'s, oldest first, as "2026-03". */
function monthsEndingWith(today: string, count: number): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * Paid revenue per month, the last 12 months (the current one included): the payments received,
 * by their date (like Total Revenue, partial payments count), from the running totals' monthly
 * sums. A date already in the agency's calendar, so no time zone applies. Numeric text ("1234.50").
 */
export async function monthlyPaidRevenue(db: Db, today: string): Promise<MonthlyRevenue[]> {
  const months = monthsEndingWith(today, CHART_PERIODS);
  const paid = await readMonthlyPayments(db, months[0]!, months[months.length - 1]!);
  return months.map((month) => ({ month: `${month}-01`, revenue: paid.get(month) ?? "0.00" }));
}

/** Pipeline value (the sum of estimated_value) and lead count for every status, in SPEC order, from the running totals. */
export async function pipelineByStatus(db: Db, totalsReady?: Promise<LeadTotal[]>): Promise<PipelineByStatus[]> {
  const totals = await (totalsReady ?? readLeadTotals(db));
  return leadStatuses.map((status) => {
    const ofStatus = totals.filter((total) => total.status === status);
    const cents = ofStatus.reduce((sum, total) => sum + toCents(total.estimatedValue), 0);
    return { status, value: centsToDecimal(cents), leads: ofStatus.reduce((sum, total) => sum + total.rows, 0) };
  });
}

/**
 * The pipeline's open proposal value: the proposals sent or viewed, counted and their totals
 * summed. The condition is written as proposals_open_idx's own (status in ('sent', 'viewed')), whose
 * columns hold total_amount, so this is an index-only read of the open proposals alone.
 */
export async function openProposalValue(db: Db): Promise<OpenProposalValue> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      value: sql<string>`coalesce(sum(${proposals.totalAmount}), 0)::numeric(14,2)::text`,
    })
    .from(proposals)
    .where(sql`${proposals.status} in ('sent', 'viewed')`);
  return { count: row?.count ?? 0, value: row?.value ?? "0.00" };
}

/** `leadTotals`: the request's running totals when the page already reads them (the key figures do). */
export async function getOverviewCharts(
  db: Db,
  today: string,
  timeZone: string,
  leadTotals?: Promise<LeadTotal[]>,
): Promise<OverviewCharts> {
  const [weeklyLeads, monthlyRevenue, pipeline, openProposals] = await Promise.all([
    weeklyNewLeads(db, today, timeZone),
    monthlyPaidRevenue(db, today),
    pipelineByStatus(db, leadTotals),
    openProposalValue(db),
  ]);
  return { weeklyLeads, monthlyRevenue, pipeline, openProposals };
}

import { getDb } from "@/db/client";
import { leadStatusLabels } from "@/lib/leads/admin-schema";
import { monthAxisLabel, monthLabel, weekAxisLabel, weekLabel } from "@/lib/dashboard/chart-labels";
import { getOverviewCharts } from "@/lib/dashboard/charts";
import { formatCount } from "@/lib/dashboard/format";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { formatCents, formatMoney, toCents } from "@/lib/money";

import { leadSourceLabels } from "../leads/lead-source-label";
import { ChartFigure } from "./charts/chart-figure";
import type { LeadsChartPoint, PipelineChartPoint, RevenueChartPoint } from "./charts/chart-points";
import { LazyLeadsByWeekChart, LazyPipelineChart, LazyRevenueByMonthChart } from "./charts/lazy-charts";

const dollars = (amount: string) => toCents(amount) / 100;

/**
 * Issue 11's Overview charts: new leads per week by source (12 weeks), paid revenue per month
 * (12 months) and pipeline value by status, from SQL aggregates. Each figure carries a summary and
 * a data table; an empty database shows all-zero charts.
 */
export async function OverviewCharts() {
  const { weeklyLeads, monthlyRevenue, pipeline } = await getOverviewCharts(getDb(), agencyToday(), readEnv().AGENCY_TIMEZONE);

  const leadPoints: LeadsChartPoint[] = weeklyLeads.map((week) => ({
    label: weekAxisLabel(week.weekStart),
    title: weekLabel(week.weekStart),
    brandAnalysis: week.brandAnalysis,
    contactForm: week.contactForm,
  }));
  const brandTotal = weeklyLeads.reduce((sum, week) => sum + week.brandAnalysis, 0);
  const contactTotal = weeklyLeads.reduce((sum, week) => sum + week.contactForm, 0);

  const revenuePoints: RevenueChartPoint[] = monthlyRevenue.map((month) => ({
    label: monthAxisLabel(month.month),
    title: monthLabel(month.month),
    revenue: dollars(month.revenue),
  }));
  const revenueCents = monthlyRevenue.reduce((sum, month) => sum + toCents(month.revenue), 0);
  const bestMonth = monthlyRevenue.reduce((best, month) => (toCents(month.revenue) > toCents(best.revenue) ? month : best), monthlyRevenue[0]!);

  const pipelinePoints: PipelineChartPoint[] = pipeline.map((row) => ({ label: leadStatusLabels[row.status], value: dollars(row.value), leads: row.leads }));
  const pipelineCents = pipeline.reduce((sum, row) => sum + toCents(row.value), 0);
  const openCents = pipeline.filter((row) => row.status !== "won" && row.status !== "lost").reduce((sum, row) => sum + toCents(row.value), 0);
  const pipelineLeads = pipeline.reduce((sum, row) => sum + row.leads, 0);

  return (
    <section aria-labelledby="charts-heading" className="space-y-3">
      <h2 id="charts-heading" className="text-lg font-semibold text-slate-900">
        Trends
      </h2>
      <div className="grid gap-4 xl:grid-cols-3">
        <ChartFigure
          id="chart-leads"
          title="New leads per week"
          summary={
            brandTotal + contactTotal === 0
              ? "No new leads in the last 12 weeks."
              : `${formatCount(brandTotal + contactTotal)} new leads in the last 12 weeks: ${formatCount(brandTotal)} from ${leadSourceLabels.brand_analysis}, ${formatCount(contactTotal)} from the ${leadSourceLabels.contact_form}.`
          }
          table={{
            caption: "New leads per week by source",
            columns: ["Week", leadSourceLabels.brand_analysis, leadSourceLabels.contact_form],
            rows: weeklyLeads.map((week) => ({
              label: weekLabel(week.weekStart),
              cells: [formatCount(week.brandAnalysis), formatCount(week.contactForm)],
            })),
          }}
        >
          <LazyLeadsByWeekChart data={leadPoints} />
        </ChartFigure>
        <ChartFigure
          id="chart-revenue"
          title="Paid revenue per month"
          summary={
            revenueCents === 0
              ? "No invoices paid in the last 12 months."
              : `${formatCents(revenueCents)} paid in the last 12 months; the best month was ${monthLabel(bestMonth.month)} (${formatMoney(bestMonth.revenue)}).`
          }
          table={{
            caption: "Paid revenue per month",
            columns: ["Month", "Paid revenue"],
            rows: monthlyRevenue.map((month) => ({ label: monthLabel(month.month), cells: [formatMoney(month.revenue)] })),
          }}
        >
          <LazyRevenueByMonthChart data={revenuePoints} />
        </ChartFigure>
        <ChartFigure
          id="chart-pipeline"
          title="Pipeline value by status"
          summary={
            pipelineLeads === 0
              ? "No leads yet."
              : `${formatCents(pipelineCents)} estimated across ${formatCount(pipelineLeads)} leads; ${formatCents(openCents)} of it in open leads (not won or lost).`
          }
          table={{
            caption: "Pipeline value by lead status",
            columns: ["Status", "Leads", "Estimated value"],
            rows: pipeline.map((row) => ({ label: leadStatusLabels[row.status], cells: [formatCount(row.leads), formatMoney(row.value)] })),
          }}
        >
          <LazyPipelineChart data={pipelinePoints} />
        </ChartFigure>
      </div>
    </section>
  );
}

import { monthAxisLabel, monthLabel, weekAxisLabel, weekLabel } from "@/lib/dashboard/chart-labels";
import { formatCount } from "@/lib/dashboard/format";
import type { MonthlyRevenue, OpenProposalValue, OverviewCharts as Charts, PipelineByStatus, WeeklyLeads } from "@/lib/dashboard/types";
import { leadSourceLabels, leadStatusLabels } from "@/lib/leads/schema";
import { formatCents, formatMoney, toCents } from "@/lib/money";

import { ChartFigure, type ChartTable } from "./charts/chart-figure";
import { LazyLeadsByWeekChart, LazyPipelineChart, LazyRevenueByMonthChart } from "./charts/lazy-charts";

const dollars = (amount: string) => toCents(amount) / 100;
const sum = <T,>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

function LeadsFigure({ weeks }: { weeks: WeeklyLeads[] }) {
  const brand = sum(weeks, (week) => week.brandAnalysis);
  const contact = sum(weeks, (week) => week.contactForm);
  const summary =
    brand + contact === 0
      ? "No new leads in the last 12 weeks."
      : `${formatCount(brand + contact)} new leads in the last 12 weeks: ${formatCount(brand)} from ${leadSourceLabels.brand_analysis}, ${formatCount(contact)} from the ${leadSourceLabels.contact_form}.`;
  const table: ChartTable = {
    caption: "New leads per week by source",
    columns: ["Week", leadSourceLabels.brand_analysis, leadSourceLabels.contact_form],
    rows: weeks.map((week) => ({
      label: weekLabel(week.weekStart),
      cells: [formatCount(week.brandAnalysis), formatCount(week.contactForm)],
    })),
  };
  const points = weeks.map((week) => ({
    label: weekAxisLabel(week.weekStart),
    title: weekLabel(week.weekStart),
    brandAnalysis: week.brandAnalysis,
    contactForm: week.contactForm,
  }));
  return (
    <ChartFigure id="chart-leads" title="New leads per week" summary={summary} table={table}>
      <LazyLeadsByWeekChart data={points} />
    </ChartFigure>
  );
}

function RevenueFigure({ months }: { months: MonthlyRevenue[] }) {
  const cents = sum(months, (month) => toCents(month.revenue));
  const best = months.reduce((top, month) => (toCents(month.revenue) > toCents(top.revenue) ? month : top), months[0]!);
  const summary =
    cents === 0
      ? "No invoices paid in the last 12 months."
      : `${formatCents(cents)} paid in the last 12 months; the best month was ${monthLabel(best.month)} (${formatMoney(best.revenue)}).`;
  const table: ChartTable = {
    caption: "Paid revenue per month",
    columns: ["Month", "Paid revenue"],
    rows: months.map((month) => ({ label: monthLabel(month.month), cells: [formatMoney(month.revenue)] })),
  };
  const points = months.map((month) => ({
    label: monthAxisLabel(month.month),
    title: monthLabel(month.month),
    revenue: dollars(month.revenue),
  }));
  return (
    <ChartFigure id="chart-revenue" title="Paid revenue per month" summary={summary} table={table}>
      <LazyRevenueByMonthChart data={points} />
    </ChartFigure>
  );
}

/** "2 open proposals worth $8,500.00 (sent or viewed)". */
export function openProposalsText({ count, value }: OpenProposalValue): string {
  if (count === 0) return "No open proposals (sent or viewed).";
  return `${formatCount(count)} open ${count === 1 ? "proposal" : "proposals"} worth ${formatMoney(value)} (sent or viewed).`;
}

function PipelineFigure({ statuses, openProposals }: { statuses: PipelineByStatus[]; openProposals: OpenProposalValue }) {
  const cents = sum(statuses, (row) => toCents(row.value));
  const openCents = sum(
    statuses.filter((row) => row.status !== "won" && row.status !== "lost"),
    (row) => toCents(row.value),
  );
  const leads = sum(statuses, (row) => row.leads);
  const leadSummary =
    leads === 0
      ? "No leads yet."
      : `${formatCents(cents)} estimated across ${formatCount(leads)} leads; ${formatCents(openCents)} of it in open leads (not won or lost).`;
  const summary = `${leadSummary} ${openProposalsText(openProposals)}`;
  const table: ChartTable = {
    caption: "Pipeline value by lead status",
    columns: ["Status", "Leads", "Estimated value"],
    rows: statuses.map((row) => ({ label: leadStatusLabels[row.status], cells: [formatCount(row.leads), formatMoney(row.value)] })),
  };
  const points = statuses.map((row) => ({ label: leadStatusLabels[row.status], value: dollars(row.value), leads: row.leads }));
  return (
    <ChartFigure id="chart-pipeline" title="Pipeline value by status" summary={summary} table={table}>
      <LazyPipelineChart data={points} />
    </ChartFigure>
  );
}

/**
 * The Overview's charts: new leads per week by source (12 weeks), paid revenue per month
 * (12 months) and pipeline value by status. Each figure carries a summary and a data table; an
 * empty database shows all-zero charts.
 */
export function OverviewCharts({ charts }: { charts: Charts }) {
  return (
    <section aria-labelledby="charts-heading" className="space-y-3">
      <h2 id="charts-heading" className="text-lg font-semibold text-slate-900">
        Trends
      </h2>
      <div className="grid gap-4 xl:grid-cols-3">
        <LeadsFigure weeks={charts.weeklyLeads} />
        <RevenueFigure months={charts.monthlyRevenue} />
        <PipelineFigure statuses={charts.pipeline} openProposals={charts.openProposals} />
      </div>
    </section>
  );
}

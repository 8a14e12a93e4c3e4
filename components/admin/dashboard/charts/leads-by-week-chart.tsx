"use client";

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/components/ui/chart";
import { leadSourceLabels } from "@/lib/leads/schema";

import type { LeadsChartPoint } from "./chart-points";

const config = {
  brandAnalysis: { label: leadSourceLabels.brand_analysis, color: "var(--chart-1)" },
  contactForm: { label: leadSourceLabels.contact_form, color: "var(--chart-2)" },
} satisfies ChartConfig;

/** New leads per week, stacked by source. */
export function LeadsByWeekChart({ data }: { data: LeadsChartPoint[] }) {
  return (
    <ChartContainer config={config} className="aspect-auto h-64 w-full">
      {/* The figure's data table is the accessible version: no focus stops inside the picture. */}
      <BarChart data={data} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} minTickGap={12} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} />
        <ChartTooltip
          cursor={false}
          content={<ChartTooltipContent labelFormatter={(_, payload) => (payload[0]?.payload as LeadsChartPoint | undefined)?.title} />}
        />
        <ChartLegend content={<ChartLegendContent />} />
        <Bar dataKey="brandAnalysis" stackId="leads" fill="var(--color-brandAnalysis)" />
        <Bar dataKey="contactForm" stackId="leads" fill="var(--color-contactForm)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

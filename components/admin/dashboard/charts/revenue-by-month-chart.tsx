"use client";

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { axisMoney } from "@/lib/dashboard/chart-labels";
import { formatMoney } from "@/lib/money";

import type { RevenueChartPoint } from "./chart-points";

const config = { revenue: { label: "Paid revenue", color: "var(--chart-5)" } } satisfies ChartConfig;

/** Paid revenue per month: the payments received, by payment date. */
export function RevenueByMonthChart({ data }: { data: RevenueChartPoint[] }) {
  return (
    <ChartContainer config={config} className="aspect-auto h-64 w-full">
      <BarChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} minTickGap={8} />
        <YAxis tickFormatter={axisMoney} tickLine={false} axisLine={false} width={56} />
        <ChartTooltip
          cursor={false}
          content={
            <ChartTooltipContent
              labelFormatter={(_, payload) => (payload[0]?.payload as RevenueChartPoint | undefined)?.title}
              valueFormatter={formatMoney}
            />
          }
        />
        <Bar dataKey="revenue" fill="var(--color-revenue)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

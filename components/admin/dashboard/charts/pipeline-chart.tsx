"use client";

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import { axisMoney } from "@/lib/dashboard/chart-labels";
import { formatMoney } from "@/lib/money";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";

import type { PipelineChartPoint } from "./chart-points";

const config = { value: { label: "Estimated value", color: "var(--chart-1)" } } satisfies ChartConfig;

/** Pipeline value (sum of estimated values) per lead status. */
export function PipelineChart({ data }: { data: PipelineChartPoint[] }) {
  return (
    <ChartContainer config={config} className="aspect-auto h-64 w-full">
      <BarChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} interval={0} />
        <YAxis tickFormatter={axisMoney} tickLine={false} axisLine={false} width={56} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent valueFormatter={formatMoney} />} />
        <Bar dataKey="value" fill="var(--color-value)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

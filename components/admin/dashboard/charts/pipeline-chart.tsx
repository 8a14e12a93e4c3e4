"use client";

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { axisMoney } from "@/lib/dashboard/chart-labels";
import { formatMoney } from "@/lib/money";

import type { PipelineChartPoint } from "./chart-points";

const config = { value: { label: "Estimated value", color: "var(--chart-1)" } } satisfies ChartConfig;

/** Pipeline value (sum of estimated values) per lead status: horizontal bars, so status names fit. */
export function PipelineChart({ data }: { data: PipelineChartPoint[] }) {
  return (
    <ChartContainer config={config} className="aspect-auto h-64 w-full">
      <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ left: 0, right: 12 }}>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" tickFormatter={axisMoney} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="label" tickLine={false} axisLine={false} width={76} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent valueFormatter={formatMoney} />} />
        <Bar dataKey="value" fill="var(--color-value)" radius={[0, 4, 4, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

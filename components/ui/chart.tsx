"use client";

import * as React from "react";
import * as RechartsPrimitive from "recharts";
import type { LegendPayload, TooltipPayloadEntry } from "recharts";

import { cn } from "@/lib/utils";

// shadcn/ui's chart component (new-york), written out by hand for recharts 3: a container that
// sizes the chart and turns a config into --color-<key> CSS variables, and tooltip and legend
// contents styled like the rest of components/ui.

// Theme name -> the selector that turns it on.
const THEMES = { light: "", dark: ".dark" } as const;

export type ChartConfig = Record<
  string,
  { label?: React.ReactNode; icon?: React.ComponentType } & (
    { color?: string; theme?: never } | { color?: never; theme: Record<keyof typeof THEMES, string> }
  )
>;

const ChartContext = React.createContext<{ config: ChartConfig } | null>(null);

function useChart() {
  const context = React.useContext(ChartContext);
  if (!context) throw new Error("useChart must be used within a <ChartContainer />");
  return context;
}

function ChartContainer({
  id,
  className,
  children,
  config,
  ...props
}: React.ComponentProps<"div"> & {
  config: ChartConfig;
  children: React.ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>["children"];
}) {
  const uniqueId = React.useId();
  const chartId = `chart-${id ?? uniqueId.replace(/:/g, "")}`;

  return (
    <ChartContext.Provider value={{ config }}>
      <div
        data-slot="chart"
        data-chart={chartId}
        className={cn(
          "flex aspect-video justify-center text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line[stroke='#ccc']]:stroke-border/50 [&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-layer]:outline-hidden [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-reference-line_[stroke='#ccc']]:stroke-border [&_.recharts-surface]:outline-hidden",
          className,
        )}
        {...props}
      >
        <ChartStyle id={chartId} config={config} />
        <RechartsPrimitive.ResponsiveContainer initialDimension={{ width: 320, height: 200 }}>
          {children}
        </RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

/** Writes each configured color as --color-<key> on this chart, per theme. */
function ChartStyle({ id, config }: { id: string; config: ChartConfig }) {
  const colored = Object.entries(config).filter(([, item]) => item.theme ?? item.color);
  if (colored.length === 0) return null;
  const css = Object.entries(THEMES)
    .map(([theme, prefix]) => {
      const variables = colored
        .map(([key, item]) => {
          const color = item.theme?.[theme as keyof typeof THEMES] ?? item.color;
          return color ? `  --color-${key}: ${color};` : null;
        })
        .filter(Boolean)
        .join("\n");
      return `${prefix} [data-chart=${id}] {\n${variables}\n}`;
    })
    .join("\n");
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

const ChartTooltip = RechartsPrimitive.Tooltip;

/** The config entry of a tooltip or legend item: by its name key's value, else by the key itself. */
function configFor(config: ChartConfig, item: unknown, key: string) {
  if (typeof item !== "object" || item === null) return undefined;
  const inner = "payload" in item && typeof item.payload === "object" && item.payload !== null ? item.payload : undefined;
  const lookup = (source: object | undefined) =>
    source && key in source && typeof (source as Record<string, unknown>)[key] === "string"
      ? ((source as Record<string, unknown>)[key] as string)
      : undefined;
  const labelKey = lookup(item) ?? lookup(inner) ?? key;
  return config[labelKey] ?? config[key];
}

function ChartTooltipContent({
  active,
  payload,
  label,
  className,
  indicator = "dot",
  hideLabel = false,
  hideIndicator = false,
  labelFormatter,
  valueFormatter,
  nameKey,
}: {
  active?: boolean;
  payload?: ReadonlyArray<TooltipPayloadEntry>;
  label?: React.ReactNode;
  className?: string;
  indicator?: "dot" | "line";
  hideLabel?: boolean;
  hideIndicator?: boolean;
  labelFormatter?: (label: React.ReactNode, payload: ReadonlyArray<TooltipPayloadEntry>) => React.ReactNode;
  valueFormatter?: (value: number) => React.ReactNode;
  nameKey?: string;
}) {
  const { config } = useChart();
  if (!active || !payload?.length) return null;

  const title = hideLabel ? null : labelFormatter ? labelFormatter(label, payload) : label;

  return (
    <div
      className={cn(
        "border-border/50 bg-background grid min-w-[8rem] items-start gap-1.5 rounded-lg border px-2.5 py-1.5 text-xs shadow-xl",
        className,
      )}
    >
      {title ? <div className="font-medium">{title}</div> : null}
      <div className="grid gap-1.5">
        {payload
          .filter((item) => item.type !== "none")
          .map((item, index) => {
            const key = `${nameKey ?? item.name ?? item.dataKey ?? "value"}`;
            const itemConfig = configFor(config, item, key);
            const color = (item.payload as { fill?: string } | undefined)?.fill ?? item.color;
            return (
              <div key={`${key}-${index}`} className="flex w-full items-center gap-2">
                {itemConfig?.icon ? (
                  <itemConfig.icon />
                ) : hideIndicator ? null : (
                  <div
                    className={cn("shrink-0 rounded-[2px] bg-(--color-bg)", indicator === "dot" ? "size-2.5" : "h-2.5 w-1")}
                    style={{ "--color-bg": color } as React.CSSProperties}
                  />
                )}
                <div className="flex flex-1 items-center justify-between gap-4 leading-none">
                  <span className="text-muted-foreground">{itemConfig?.label ?? item.name}</span>
                  {item.value !== undefined ? (
                    <span className="text-foreground font-mono font-medium tabular-nums">
                      {typeof item.value === "number" ? (valueFormatter?.(item.value) ?? item.value.toLocaleString()) : String(item.value)}
                    </span>
                  ) : null}
                </div>
              </div>
            );
          })}
      </div>
    </div>
  );
}

const ChartLegend = RechartsPrimitive.Legend;

function ChartLegendContent({
  className,
  hideIcon = false,
  payload,
  verticalAlign = "bottom",
  nameKey,
}: {
  className?: string;
  hideIcon?: boolean;
  payload?: ReadonlyArray<LegendPayload>;
  verticalAlign?: "top" | "middle" | "bottom";
  nameKey?: string;
}) {
  const { config } = useChart();
  if (!payload?.length) return null;

  return (
    <div className={cn("flex items-center justify-center gap-4", verticalAlign === "top" ? "pb-3" : "pt-3", className)}>
      {payload
        .filter((item) => item.type !== "none")
        .map((item) => {
          const key = `${nameKey ?? item.dataKey ?? "value"}`;
          const itemConfig = configFor(config, item, key);
          return (
            <div key={`${key}-${item.value}`} className="flex items-center gap-1.5">
              {itemConfig?.icon && !hideIcon ? (
                <itemConfig.icon />
              ) : (
                <div className="size-2 shrink-0 rounded-[2px]" style={{ backgroundColor: item.color }} />
              )}
              {itemConfig?.label ?? item.value}
            </div>
          );
        })}
    </div>
  );
}

export { ChartContainer, ChartTooltip, ChartTooltipContent, ChartLegend, ChartLegendContent, ChartStyle };

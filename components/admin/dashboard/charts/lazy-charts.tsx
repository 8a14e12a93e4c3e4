"use client";

import dynamic from "next/dynamic";

import { Skeleton } from "@/components/ui/skeleton";

/**
 * The chart components, loaded on demand: recharts (about 100 KB gzip) is fetched only when the
 * Overview shows a chart, never with the public pages or the other tabs. Client-only (ssr: false):
 * a chart measures its container, which the server cannot. The skeleton keeps the figure's height.
 */
const placeholder = () => <Skeleton className="h-64 w-full" />;

export const LazyLeadsByWeekChart = dynamic(() => import("./leads-by-week-chart").then((module) => module.LeadsByWeekChart), {
  ssr: false,
  loading: placeholder,
});

export const LazyRevenueByMonthChart = dynamic(() => import("./revenue-by-month-chart").then((module) => module.RevenueByMonthChart), {
  ssr: false,
  loading: placeholder,
});

export const LazyPipelineChart = dynamic(() => import("./pipeline-chart").then((module) => module.PipelineChart), {
  ssr: false,
  loading: placeholder,
});

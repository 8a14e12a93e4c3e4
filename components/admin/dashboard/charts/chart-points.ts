/** What the Overview's chart components draw: plain, serialisable points built on the server. */

export type LeadsChartPoint = { label: string; title: string; brandAnalysis: number; contactForm: number };
export type RevenueChartPoint = { label: string; title: string; revenue: number };
export type PipelineChartPoint = { label: string; value: number; leads: number };

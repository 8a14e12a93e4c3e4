import { type InsightsBudget, type InsightsTimeline, type ProjectType, projectTypeLabels } from "@/content/options";
import type { PricingEstimate } from "@/lib/intake/schema";

/**
 * The agency's price book: what the offline generator quotes and the model is given as a reference.
 * Whole US dollars for a typical scope, scaled by the visitor's budget tier and timeline (a rush costs more).
 */

type LineItem = { service: string; low: number; high: number };
type Phase = { phase: string; weeks: number };
type PriceBookEntry = { items: LineItem[]; phases: Phase[] };

export const PRICE_BOOK: Record<ProjectType, PriceBookEntry> = {
  "web-development": {
    items: [
      { service: "Discovery & UX planning", low: 2000, high: 4000 },
      { service: "Visual design", low: 3000, high: 6000 },
      { service: "Development & CMS build", low: 8000, high: 18000 },
      { service: "Launch, analytics & on-page SEO", low: 1500, high: 3000 },
    ],
    phases: [
      { phase: "Discovery", weeks: 2 },
      { phase: "Design", weeks: 3 },
      { phase: "Development", weeks: 6 },
      { phase: "Launch", weeks: 1 },
    ],
  },
  "mobile-app": {
    items: [
      { service: "Product discovery", low: 3000, high: 5000 },
      { service: "UX/UI design", low: 5000, high: 9000 },
      { service: "iOS & Android development", low: 20000, high: 45000 },
      { service: "QA & store release", low: 3000, high: 6000 },
    ],
    phases: [
      { phase: "Discovery", weeks: 2 },
      { phase: "Design", weeks: 4 },
      { phase: "Development", weeks: 10 },
      { phase: "Testing & release", weeks: 2 },
    ],
  },
  "digital-marketing": {
    items: [
      { service: "Marketing audit", low: 1500, high: 3000 },
      { service: "Campaign setup (search, social, email)", low: 3000, high: 6000 },
      { service: "Campaign management (3 months)", low: 4500, high: 12000 },
    ],
    phases: [
      { phase: "Audit", weeks: 1 },
      { phase: "Campaign setup", weeks: 2 },
      { phase: "Optimization", weeks: 12 },
    ],
  },
  branding: {
    items: [
      { service: "Brand research & positioning", low: 2000, high: 4000 },
      { service: "Logo & visual identity", low: 4000, high: 9000 },
      { service: "Brand guidelines", low: 2000, high: 4000 },
    ],
    phases: [
      { phase: "Research", weeks: 2 },
      { phase: "Identity design", weeks: 4 },
      { phase: "Guidelines", weeks: 2 },
    ],
  },
  "ai-solutions": {
    items: [
      { service: "AI use-case workshop", low: 3000, high: 5000 },
      { service: "Prototype", low: 8000, high: 15000 },
      { service: "Integration & deployment", low: 10000, high: 25000 },
    ],
    phases: [
      { phase: "Workshop", weeks: 2 },
      { phase: "Prototype", weeks: 4 },
      { phase: "Integration", weeks: 6 },
    ],
  },
  "video-production": {
    items: [
      { service: "Pre-production & script", low: 2000, high: 4000 },
      { service: "Filming (crew & equipment)", low: 4000, high: 10000 },
      { service: "Editing, color & sound", low: 3000, high: 7000 },
    ],
    phases: [
      { phase: "Pre-production", weeks: 2 },
      { phase: "Filming", weeks: 1 },
      { phase: "Post-production", weeks: 3 },
    ],
  },
  "seo-content": {
    items: [
      { service: "Technical SEO audit", low: 1500, high: 3000 },
      { service: "Keyword & content plan", low: 1000, high: 2000 },
      { service: "Content production (3 months)", low: 4500, high: 9000 },
    ],
    phases: [
      { phase: "Audit", weeks: 1 },
      { phase: "Planning", weeks: 1 },
      { phase: "Content & optimization", weeks: 12 },
    ],
  },
  "social-media": {
    items: [
      { service: "Social strategy", low: 1500, high: 3000 },
      { service: "Content kit & templates", low: 2000, high: 4000 },
      { service: "Community management (3 months)", low: 4500, high: 9000 },
    ],
    phases: [
      { phase: "Strategy", weeks: 1 },
      { phase: "Content kit", weeks: 2 },
      { phase: "Management", weeks: 12 },
    ],
  },
  multiple: {
    items: [
      { service: "Digital strategy", low: 3000, high: 6000 },
      { service: "Brand refresh", low: 4000, high: 8000 },
      { service: "Website", low: 10000, high: 20000 },
      { service: "Marketing launch (3 months)", low: 4500, high: 9000 },
    ],
    phases: [
      { phase: "Strategy", weeks: 2 },
      { phase: "Brand", weeks: 4 },
      { phase: "Website", weeks: 8 },
      { phase: "Marketing", weeks: 12 },
    ],
  },
};

export const BUDGET_SCOPE_FACTOR: Record<InsightsBudget, number> = {
  "under-5k": 0.4,
  "5k-15k": 0.75,
  "15k-50k": 1,
  "50k-100k": 1.8,
  "over-100k": 3,
  discuss: 1,
};

export const TIMELINE_ADJUSTMENT: Record<InsightsTimeline, { price: number; duration: number; note: string }> = {
  asap: { price: 1.3, duration: 0.6, note: "ASAP delivery adds a 30% rush fee and runs phases in parallel." },
  "1-month": { price: 1.15, duration: 0.8, note: "A one-month target adds a 15% priority fee." },
  "3-months": { price: 1, duration: 1, note: "A three-month timeline is priced at our standard rates." },
  "6-months": { price: 1, duration: 1, note: "A six-month timeline is priced at our standard rates." },
  flexible: { price: 0.95, duration: 1, note: "A flexible timeline earns a 5% scheduling discount." },
};

export type EstimateInput = {
  projectType?: ProjectType | "" | undefined;
  budgetRange?: InsightsBudget | "" | undefined;
  preferredTimeline?: InsightsTimeline | "" | undefined;
};

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Rounds to a price a person would quote: the nearest $100 (at least $100). */
const roundPrice = (dollars: number) => Math.max(100, Math.round(dollars / 100) * 100);

const weeksLabel = (weeks: number) => (weeks === 1 ? "1 week" : `${weeks} weeks`);

/** The price book's lines for a request, each a low and high price in whole dollars scaled to its budget and timeline. Pure. */
export function priceBookLines(input: EstimateInput): {
  type: ProjectType;
  lines: LineItem[];
  timing: (typeof TIMELINE_ADJUSTMENT)[InsightsTimeline];
} {
  const type: ProjectType = input.projectType || "multiple";
  const scope = input.budgetRange ? BUDGET_SCOPE_FACTOR[input.budgetRange] : 1;
  const timing = input.preferredTimeline ? TIMELINE_ADJUSTMENT[input.preferredTimeline] : TIMELINE_ADJUSTMENT["3-months"];
  const factor = scope * timing.price;
  const lines = PRICE_BOOK[type].items.map((item) => ({
    service: item.service,
    low: roundPrice(item.low * factor),
    high: roundPrice(item.high * factor),
  }));
  return { type, lines, timing };
}

/** The pricing estimate (SPEC §3 shape) for a request, from the price book. Pure. */
export function estimatePrice(input: EstimateInput): PricingEstimate {
  const { type, lines, timing } = priceBookLines(input);
  const entry = PRICE_BOOK[type];
  const low = lines.reduce((sum, line) => sum + line.low, 0);
  const high = lines.reduce((sum, line) => sum + line.high, 0);

  const phases = entry.phases.map((phase) => ({
    phase: phase.phase,
    weeks: Math.max(1, Math.round(phase.weeks * timing.duration)),
  }));
  const totalWeeks = phases.reduce((sum, phase) => sum + phase.weeks, 0);

  const notes = [
    `Estimate for ${projectTypeLabels[type]} from our Colorado price book.`,
    timing.note,
    input.budgetRange === "under-5k"
      ? "Scope is reduced to the essentials to fit a budget under $5,000."
      : "Final pricing follows a free discovery call and a written proposal.",
  ].join(" ");

  return {
    costBreakdown: lines.map((line) => ({ service: line.service, price: `${usd.format(line.low)} - ${usd.format(line.high)}` })),
    totalRange: `${usd.format(low)} - ${usd.format(high)}`,
    timeline: {
      phases: phases.map((phase) => ({ phase: phase.phase, duration: weeksLabel(phase.weeks) })),
      total: weeksLabel(totalWeeks),
    },
    notes,
  };
}

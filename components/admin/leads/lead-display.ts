import {
  contactBudgetOptions,
  contactServiceOptions,
  contactTimelineOptions,
  insightsBudgetOptions,
  insightsTimelineOptions,
  optionLabel,
  projectTypeOptions,
} from "@/content/options";
import { priorityLabels, type LeadPriority } from "@/lib/leads/schema";

const budgets = [...insightsBudgetOptions, ...contactBudgetOptions];
const services = [...projectTypeOptions, ...contactServiceOptions];
const timelines = [...insightsTimelineOptions, ...contactTimelineOptions];

/** SPEC §2 conversion dialog: the budget, or 'Not specified'. */
export const budgetLabel = (budget: string | null) => (budget ? optionLabel(budgets, budget) : "Not specified");
export const serviceLabel = (service: string | null) => (service ? optionLabel(services, service) : "Not specified");
export const timelineLabel = (timeline: string | null) => (timeline ? optionLabel(timelines, timeline) : "Not specified");
export const priorityLabel = (priority: number) => priorityLabels[priority as LeadPriority] ?? String(priority);

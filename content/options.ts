/**
 * Form option lists (SPEC section 9). Each list is a readonly tuple of stored values, a
 * label map and an options array pairing every value with its human label. The value
 * tuples are what validation schemas should use (e.g. z.enum(projectTypeValues)).
 */

export type Option<V extends string> = { value: V; label: string };

/** Options in the order of the values tuple; a Record label map makes a missing label a type error. */
function toOptions<V extends string>(values: readonly V[], labels: Record<V, string>): Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/* AI insights form ------------------------------------------------------------------- */

export const projectTypeValues = [
  "web-development",
  "mobile-app",
  "digital-marketing",
  "branding",
  "ai-solutions",
  "video-production",
  "seo-content",
  "social-media",
  "multiple",
] as const;
export type ProjectType = (typeof projectTypeValues)[number];

export const projectTypeLabels: Record<ProjectType, string> = {
  "web-development": "Web Development",
  "mobile-app": "Mobile App",
  "digital-marketing": "Digital Marketing",
  branding: "Branding",
  "ai-solutions": "AI Solutions",
  "video-production": "Video Production",
  "seo-content": "SEO & Content",
  "social-media": "Social Media",
  multiple: "Multiple Services",
};

export const projectTypeOptions: Option<ProjectType>[] = toOptions(projectTypeValues, projectTypeLabels);

export const insightsBudgetValues = ["under-5k", "5k-15k", "15k-50k", "50k-100k", "over-100k", "discuss"] as const;
export type InsightsBudget = (typeof insightsBudgetValues)[number];

export const insightsBudgetLabels: Record<InsightsBudget, string> = {
  "under-5k": "Under $5,000",
  "5k-15k": "$5,000 - $15,000",
  "15k-50k": "$15,000 - $50,000",
  "50k-100k": "$50,000 - $100,000",
  "over-100k": "Over $100,000",
  discuss: "Let's discuss",
};

export const insightsBudgetOptions: Option<InsightsBudget>[] = toOptions(insightsBudgetValues, insightsBudgetLabels);

export const insightsTimelineValues = ["asap", "1-month", "3-months", "6-months", "flexible"] as const;
export type InsightsTimeline = (typeof insightsTimelineValues)[number];

export const insightsTimelineLabels: Record<InsightsTimeline, string> = {
  asap: "ASAP",
  "1-month": "Within 1 month",
  "3-months": "Within 3 months",
  "6-months": "Within 6 months",
  flexible: "Flexible",
};

export const insightsTimelineOptions: Option<InsightsTimeline>[] = toOptions(insightsTimelineValues, insightsTimelineLabels);

/* Contact form ----------------------------------------------------------------------- */

export const contactServiceValues = [
  "branding",
  "digital-marketing",
  "web-development",
  "ai-solutions",
  "video-photography",
  "drone-videography",
  "social-media",
  "seo-content",
  "mobile-apps",
  "consultation",
] as const;
export type ContactService = (typeof contactServiceValues)[number];

export const contactServiceLabels: Record<ContactService, string> = {
  branding: "Branding",
  "digital-marketing": "Digital Marketing",
  "web-development": "Web Development",
  "ai-solutions": "AI Solutions",
  "video-photography": "Video & Photography",
  "drone-videography": "Drone Videography",
  "social-media": "Social Media",
  "seo-content": "SEO & Content",
  "mobile-apps": "Mobile Apps",
  consultation: "Free Consultation",
};

export const contactServiceOptions: Option<ContactService>[] = toOptions(contactServiceValues, contactServiceLabels);

export const contactBudgetValues = ["under-5k", "5k-10k", "10k-25k", "25k-50k", "50k-plus", "discuss"] as const;
export type ContactBudget = (typeof contactBudgetValues)[number];

export const contactBudgetLabels: Record<ContactBudget, string> = {
  "under-5k": "Under $5,000",
  "5k-10k": "$5,000 - $10,000",
  "10k-25k": "$10,000 - $25,000",
  "25k-50k": "$25,000 - $50,000",
  "50k-plus": "$50,000+",
  discuss: "Let's discuss",
};

export const contactBudgetOptions: Option<ContactBudget>[] = toOptions(contactBudgetValues, contactBudgetLabels);

export const contactTimelineValues = ["asap", "1-month", "2-3-months", "3-6-months", "6-plus-months", "just-exploring"] as const;
export type ContactTimeline = (typeof contactTimelineValues)[number];

export const contactTimelineLabels: Record<ContactTimeline, string> = {
  asap: "ASAP",
  "1-month": "Within 1 month",
  "2-3-months": "2-3 months",
  "3-6-months": "3-6 months",
  "6-plus-months": "6+ months",
  "just-exploring": "Just exploring",
};

export const contactTimelineOptions: Option<ContactTimeline>[] = toOptions(contactTimelineValues, contactTimelineLabels);

/*
 * The choices of each public form, handed by the page (a server component) to the form: they then
 * travel in the page's data rather than in the JavaScript every page view downloads.
 */
export const insightsFormOptions = {
  projectTypes: projectTypeOptions,
  budgets: insightsBudgetOptions,
  timelines: insightsTimelineOptions,
};
export type InsightsFormOptions = typeof insightsFormOptions;

export const contactFormOptions = {
  services: contactServiceOptions,
  budgets: contactBudgetOptions,
  timelines: contactTimelineOptions,
};
export type ContactFormOptions = typeof contactFormOptions;

/** Label for a stored option value, falling back to the raw value (e.g. legacy data). */
export function optionLabel<V extends string>(options: readonly Option<V>[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

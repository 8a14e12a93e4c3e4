import { z } from "zod";

import {
  contactBudgetValues,
  contactServiceValues,
  contactTimelineValues,
  insightsBudgetValues,
  insightsTimelineValues,
  projectTypeValues,
} from "@/content/options";
import {
  CONTROL_CHARACTER_MESSAGE,
  FORMAT_CHARACTER_MESSAGE,
  hasNoFormatCharacter,
  isCleanLine,
  isCleanText,
} from "@/lib/forms/control-characters";

import { CONTACT_REQUIRED_MESSAGES, EMAIL_MESSAGE, INSIGHTS_REQUIRED_MESSAGE, LIMITS, tooLongMessage } from "./rules";

export { INSIGHTS_REQUIRED_MESSAGE, LIMITS };

/**
 * The two public forms' schemas, used by the route handlers (readJsonPost). The forms themselves,
 * on the public pages' first load, check the same limits and messages from ./rules without zod.
 */

/**
 * Control characters are refused here (400) as in the back office (lib/forms/fields.ts): PostgreSQL
 * text cannot hold NUL (the insert would fail), and the rest are invisible tricks. Only the
 * multi-line fields (message, requirements) keep tabs and line breaks. Unicode format characters
 * (bidi overrides, zero-width spaces) are refused in every field: a stranger's text reaches the
 * agency's mail and screens through these forms.
 */
const clean = (lines: "single" | "multi") => (lines === "single" ? isCleanLine : isCleanText);

const visible = (schema: z.ZodString) => schema.refine(hasNoFormatCharacter, FORMAT_CHARACTER_MESSAGE);

const required = (max: number, message: string, lines: "single" | "multi" = "single") =>
  visible(z.string().trim().min(1, message).max(max, tooLongMessage(max))).refine(clean(lines), CONTROL_CHARACTER_MESSAGE);

const optionalText = (max: number) =>
  visible(z.string().trim().max(max, tooLongMessage(max)))
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE)
    .optional();

const email = (requiredMessage: string) =>
  visible(z.string().trim().min(1, requiredMessage).max(LIMITS.email, tooLongMessage(LIMITS.email))).pipe(z.email(EMAIL_MESSAGE));

/** A select that may be left on its placeholder: "" (or absent) means no choice. */
const optionalChoice = <const V extends readonly [string, ...string[]]>(values: V) => z.union([z.enum(values), z.literal("")]).optional();

/* AI insights request (SPEC §3, nine fields) ------------------------------------------ */

export const insightsRequestSchema = z.object({
  brandName: required(LIMITS.name, INSIGHTS_REQUIRED_MESSAGE),
  domainName: optionalText(LIMITS.domain),
  clientName: required(LIMITS.name, INSIGHTS_REQUIRED_MESSAGE),
  clientEmail: email(INSIGHTS_REQUIRED_MESSAGE),
  clientPhone: optionalText(LIMITS.phone),
  projectRequirements: required(LIMITS.requirements, INSIGHTS_REQUIRED_MESSAGE, "multi"),
  projectType: optionalChoice(projectTypeValues),
  budgetRange: optionalChoice(insightsBudgetValues),
  preferredTimeline: optionalChoice(insightsTimelineValues),
});

export type InsightsRequestInput = z.input<typeof insightsRequestSchema>;
export type InsightsRequest = z.output<typeof insightsRequestSchema>;

/* AI insights response (SPEC §3) -------------------------------------------------------- */

export const pricingEstimateSchema = z.object({
  costBreakdown: z.array(z.object({ service: z.string(), price: z.string() })),
  totalRange: z.string(),
  timeline: z.object({
    phases: z.array(z.object({ phase: z.string(), duration: z.string() })),
    total: z.string(),
  }),
  notes: z.string(),
});

export const insightsResponseSchema = z.object({
  insights: z.string(),
  pricingEstimate: pricingEstimateSchema.optional(),
});

export type PricingEstimate = z.infer<typeof pricingEstimateSchema>;
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;

/* Contact form (SPEC §3) ----------------------------------------------------------------- */

/** The fields a visitor fills in; a filtered submission keeps exactly these (lib/filtered-submissions). */
export const contactFieldsSchema = z.object({
  name: required(LIMITS.name, CONTACT_REQUIRED_MESSAGES.name),
  email: email(CONTACT_REQUIRED_MESSAGES.email),
  phone: optionalText(LIMITS.phone),
  company: optionalText(LIMITS.company),
  service: z.enum(contactServiceValues, CONTACT_REQUIRED_MESSAGES.service),
  budget: optionalChoice(contactBudgetValues),
  timeline: optionalChoice(contactTimelineValues),
  message: required(LIMITS.message, CONTACT_REQUIRED_MESSAGES.message, "multi"),
});

export type ContactFields = z.output<typeof contactFieldsSchema>;

/** Milliseconds since the epoch, or an ISO 8601 timestamp: both are accepted and read as ms. */
const instant = z
  .union([z.number().finite().nonnegative().max(8.64e15), z.iso.datetime({ offset: true }).transform((iso) => Date.parse(iso))])
  .refine((ms) => Number.isFinite(ms), "Not a valid time.");

/** What the form sends: the fields plus the anti-bot signals. */
export const contactSubmissionSchema = contactFieldsSchema.extend({
  formLoadTime: instant,
  formSubmitTime: instant,
  honeypot: visible(z.string().max(LIMITS.honeypot)).refine(isCleanText, CONTROL_CHARACTER_MESSAGE).optional(),
});

export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

/** SPEC §3/§5 anti-bot rule: a submission under this long after the form appeared is a bot. */
export const MIN_FILL_MS = 3000;

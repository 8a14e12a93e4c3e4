import { FORMAT_CHARACTER_MESSAGE, hasNoFormatCharacter } from "@/lib/forms/control-characters";

/**
 * Limits and messages of the public forms, free of zod so the home page ships no schema library;
 * lib/intake/schema.ts builds the server's schemas from them. Generous limits: SPEC §5 sets none.
 */
export const LIMITS = {
  name: 200,
  email: 320,
  phone: 40,
  company: 200,
  domain: 253,
  requirements: 5000,
  message: 5000,
  honeypot: 500,
} as const;

/** SPEC §5 wording for the insights form; the API answers it too when a required field is empty. */
export const INSIGHTS_REQUIRED_MESSAGE = "Please fill in all required fields including project requirements";

export const EMAIL_MESSAGE = "Enter a valid email address.";

/** The browser-side email check; the server's zod email rule has the last word. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const tooLongMessage = (max: number) => `Must be at most ${max} characters.`;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type FieldRules<F extends string> = {
  /** The message of each field that must not be blank. */
  required: Partial<Record<F, string>>;
  maxLength: Partial<Record<F, number>>;
  email: F;
};

/** The browser-side check of a public form: blank required fields, invisible formatting characters, lengths, then the email's shape. */
function checkFields<F extends string>(values: Record<F, string>, rules: FieldRules<F>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of Object.entries(rules.required) as [F, string][]) {
    if (values[field].trim() === "") errors[field] = message;
  }
  for (const [field, max] of Object.entries(rules.maxLength) as [F, number][]) {
    if (!errors[field] && !hasNoFormatCharacter(values[field])) errors[field] = FORMAT_CHARACTER_MESSAGE;
    if (!errors[field] && values[field].trim().length > max) errors[field] = tooLongMessage(max);
  }
  if (!errors[rules.email] && !looksLikeEmail(values[rules.email])) errors[rules.email] = EMAIL_MESSAGE;
  return errors;
}

export const insightsFields = [
  "brandName",
  "domainName",
  "clientName",
  "clientEmail",
  "clientPhone",
  "projectType",
  "budgetRange",
  "preferredTimeline",
  "projectRequirements",
] as const;
export type InsightsField = (typeof insightsFields)[number];

/** SPEC §5: an empty required field reads as one message for the whole form. */
export const validateInsights = (values: Record<InsightsField, string>): FieldErrors<InsightsField> =>
  checkFields<InsightsField>(values, {
    required: {
      brandName: INSIGHTS_REQUIRED_MESSAGE,
      clientName: INSIGHTS_REQUIRED_MESSAGE,
      clientEmail: INSIGHTS_REQUIRED_MESSAGE,
      projectRequirements: INSIGHTS_REQUIRED_MESSAGE,
    },
    maxLength: {
      brandName: LIMITS.name,
      domainName: LIMITS.domain,
      clientName: LIMITS.name,
      clientEmail: LIMITS.email,
      clientPhone: LIMITS.phone,
      projectRequirements: LIMITS.requirements,
    },
    email: "clientEmail",
  });

export const contactFields = ["name", "email", "phone", "company", "service", "budget", "timeline", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** The contact form's own messages; lib/intake/schema.ts answers the same ones from the server. */
export const CONTACT_REQUIRED_MESSAGES = {
  name: "Name is required.",
  email: "Email is required.",
  service: "Choose a service.",
  message: "Message is required.",
} as const satisfies Partial<Record<ContactField, string>>;

export const validateContact = (values: Record<ContactField, string>): FieldErrors<ContactField> =>
  checkFields<ContactField>(values, {
    required: CONTACT_REQUIRED_MESSAGES,
    maxLength: { name: LIMITS.name, email: LIMITS.email, phone: LIMITS.phone, company: LIMITS.company, message: LIMITS.message },
    email: "email",
  });

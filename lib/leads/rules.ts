/**
 * Limits and messages of the public forms, free of zod so the insights form can check its fields
 * in the browser without shipping a schema library on the home page. lib/leads/schema.ts builds
 * the server's zod schemas from the same values.
 * SPEC §5 sets no length limits; these are generous ones that keep hostile bodies out.
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

/**
 * The build-time overrides of the agency's facts (content/site.ts): one environment variable per
 * fact, each validated here so a typo fails the build with a readable message instead of shipping
 * a broken phone link or structured data. Pure: the tests pass their own environment.
 */
import { z } from "zod";

import type { GeoPoint, PostalAddress, SiteFacts } from "./site";

/** Every variable this module reads, in the order the README lists them. */
export const AGENCY_ENV_NAMES = [
  "AGENCY_NAME",
  "AGENCY_LEGAL_NAME",
  "AGENCY_PHONE",
  "AGENCY_EMAIL",
  "AGENCY_ADDRESS",
  "AGENCY_GEO",
  "AGENCY_OPENING_HOURS",
  "AGENCY_BOOKING_URL",
  "AGENCY_VOICE_AGENT_URL",
] as const;

/** Any environment: only the AGENCY_* names are read. */
export type AgencyEnv = Partial<Record<string, string | undefined>>;

export type AgencyOverrides = Partial<
  Pick<SiteFacts, "name" | "legalName" | "phone" | "email" | "address" | "geo" | "openingHours" | "bookingUrl" | "voiceAgentUrl">
>;

const text = z.string().trim().min(1).max(120);

/** "(303) 555-0199" or "+1 303 555 0199": shown as written, dialled as +<country><number>. */
const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]+$/, "use digits, spaces, ( ) . - and an optional leading +")
  .transform((display, context) => {
    const digits = display.replace(/\D/g, "");
    // Ten digits is a North American number written without its country code.
    const international = digits.length === 10 ? `1${digits}` : digits;
    if (international.length < 11 || international.length > 15) {
      context.addIssue({ code: "custom", message: "needs 10 digits (US) or a full international number" });
      return z.NEVER;
    }
    return { display, tel: `+${international}` };
  });

/** "200 Pearl St, Unit 4, Boulder, CO 80302": street (may hold commas), city, state and ZIP. */
const address = z
  .string()
  .trim()
  .transform((value, context): PostalAddress => {
    const match = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(value);
    if (!match) {
      context.addIssue({ code: "custom", message: 'write it as "street, city, ST 12345"' });
      return z.NEVER;
    }
    const [, street, locality, region, postalCode] = match as unknown as [string, string, string, string, string];
    return { street: street.trim(), locality: locality.trim(), region, postalCode, country: "US" };
  });

/** "40.0176,-105.2797": latitude and longitude in decimal degrees. */
const geo = z
  .string()
  .trim()
  .transform((value, context): GeoPoint => {
    const [latitude, longitude, ...rest] = value.split(",").map((part) => Number(part.trim()));
    const valid =
      rest.length === 0 && latitude !== undefined && longitude !== undefined && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    if (!valid) {
      context.addIssue({ code: "custom", message: 'write it as "latitude,longitude", e.g. "40.0176,-105.2797"' });
      return z.NEVER;
    }
    return { latitude, longitude };
  });

/** schema.org openingHours, several separated by ";": "Mo-Fr 08:00-18:00; Sa 10:00-14:00". */
const openingHours = z
  .string()
  .transform((value) =>
    value
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(
            /^(Mo|Tu|We|Th|Fr|Sa|Su)([-,](Mo|Tu|We|Th|Fr|Sa|Su))* \d{2}:\d{2}-\d{2}:\d{2}$/,
            'use schema.org form, e.g. "Mo-Fr 08:00-18:00"',
          ),
      )
      .min(1),
  );

const webUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** Unset and empty mean the same thing: keep the value written in content/site.ts. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const agencyEnvSchema = z.object({
  AGENCY_NAME: optional(text),
  AGENCY_LEGAL_NAME: optional(text),
  AGENCY_PHONE: optional(phone),
  AGENCY_EMAIL: optional(z.email()),
  AGENCY_ADDRESS: optional(address),
  AGENCY_GEO: optional(geo),
  AGENCY_OPENING_HOURS: optional(openingHours),
  AGENCY_BOOKING_URL: optional(webUrl),
  AGENCY_VOICE_AGENT_URL: optional(webUrl),
});

/** The facts the environment overrides; throws one error naming every bad variable. */
export function agencyOverrides(env: AgencyEnv): AgencyOverrides {
  const parsed = agencyEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid agency settings: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  const overrides: AgencyOverrides = {
    name: values.AGENCY_NAME,
    legalName: values.AGENCY_LEGAL_NAME,
    phone: values.AGENCY_PHONE,
    email: values.AGENCY_EMAIL,
    address: values.AGENCY_ADDRESS,
    geo: values.AGENCY_GEO,
    openingHours: values.AGENCY_OPENING_HOURS,
    bookingUrl: values.AGENCY_BOOKING_URL,
    voiceAgentUrl: values.AGENCY_VOICE_AGENT_URL,
  };
  return Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
}

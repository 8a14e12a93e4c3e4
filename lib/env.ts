import { z } from "zod";

import { site } from "@/content/site";
import { parseTrustProxy, type TrustedProxies } from "@/lib/http/client-address";

/** Unset and empty variables mean the same thing: use the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const positiveInt = (fallback: number) =>
  z.preprocess((value) => (value === "" || value === undefined ? fallback : value), z.coerce.number().int().positive());

const envSchema = z.object({
  DATABASE_URL: optional(z.string().min(1)),
  SITE_URL: optional(z.url()).transform((url) => (url ?? "http://localhost:3000").replace(/\/+$/, "")),
  SESSION_SECRET: optional(z.string().min(32, "SESSION_SECRET must be at least 32 characters")),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_MODEL: optional(z.string()).transform((model) => model ?? "gpt-4o-mini"),
  RESEND_API_KEY: optional(z.string()),
  EMAIL_FROM: optional(z.string()).transform((from) => from ?? `${site.name} <${site.email}>`),
  AGENCY_INBOX: optional(z.email()).transform((inbox) => inbox ?? site.email),
  PUBLIC_FORM_LIMIT: positiveInt(10),
  LOGIN_FAILURE_LIMIT: positiveInt(5),
  LOGIN_IP_LIMIT: positiveInt(30),
  LOGIN_USERNAME_LIMIT: positiveInt(10),
  TRUST_PROXY: optional(z.string()).transform((value, context): TrustedProxies => {
    const parsed = parseTrustProxy(value);
    if ("error" in parsed) {
      context.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed;
  }),
  AGENCY_TIMEZONE: optional(z.string()).transform((zone) => zone ?? "America/Denver"),
  WORKER: optional(z.string()).transform((value) => value !== "off"),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_API_BASE: optional(z.url()),
  /**
   * `on`: the demo's built-in test payments provider. In production only on the database the launcher
   * vouches for in TEST_PAYMENTS_DATABASE_URL (the demo's embedded one, the tests' own): see
   * productionSettingsProblem.
   */
  TEST_PAYMENTS: optional(z.string()).transform((value) => value === "on"),
  /**
   * `on`: the worker keeps every mail in the demo's test mailbox (/test-mailbox) instead of sending it.
   * In production only on the database vouched for in TEST_PAYMENTS_DATABASE_URL, as TEST_PAYMENTS.
   */
  TEST_MAIL: optional(z.string()).transform((value) => value === "on"),
});

export type Env = z.infer<typeof envSchema>;

const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];
let lastRead: { values: (string | undefined)[]; env: Readonly<Env> } | undefined;

/**
 * Reads the environment; called per use so tests and CLIs can change process.env first. The last
 * result is kept while the variables it read are unchanged: every request reads it, and comparing
 * those values costs far less than parsing them again.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Readonly<Env> {
  const values = ENV_KEYS.map((key) => source[key]);
  if (lastRead && values.every((value, index) => value === lastRead!.values[index])) return lastRead.env;
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  lastRead = { values, env: Object.freeze(parsed.data) };
  return lastRead.env;
}

/** What a POST under /api/functions is checked against (lib/http readJsonPost). */
export const postPolicy = (env: Env = readEnv()) => ({ siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY.kind !== "none" });

/**
 * What stops a production server or worker from starting, as one line, or null: production never
 * falls back to an embedded database or a generated secret (those are for the demo and the tests),
 * and never takes test payments, unless scripts/run.ts started it on the demo's embedded database or
 * the tests' database and said so in TEST_PAYMENTS_DATABASE_URL (`next start` runs as production).
 */
export function productionSettingsProblem(source: NodeJS.ProcessEnv = process.env): string | null {
  const missing = [
    source.DATABASE_URL ? null : "DATABASE_URL (a PostgreSQL URL)",
    (source.SESSION_SECRET ?? "").length >= 32 ? null : "SESSION_SECRET (32+ characters)",
  ].filter(Boolean);
  if (missing.length > 0) return `Refusing to start in production: set ${missing.join(" and ")}.`;
  if (source.TEST_PAYMENTS === "on" && source.TEST_PAYMENTS_DATABASE_URL !== source.DATABASE_URL) {
    return "Refusing to start in production: TEST_PAYMENTS=on takes fake card payments (no card is charged); unset it.";
  }
  if (source.TEST_MAIL === "on" && source.TEST_PAYMENTS_DATABASE_URL !== source.DATABASE_URL) {
    return "Refusing to start in production: TEST_MAIL=on keeps mail in a test mailbox instead of sending it; unset it.";
  }
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return null;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  return `Refusing to start: ${problems.join("; ")}.`;
}

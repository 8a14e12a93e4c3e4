import { driverError } from "./driver-error";

/**
 * What a log line may hold. Logs outlive the data and travel to other systems, so sensitive keys are
 * replaced, email addresses masked, and errors keep their type and reason, never SQL parameters. Pure.
 */

export const REDACTED = "[redacted]";
const EMAIL_MASK = "[email]";

/** Keys whose values are personal data or secrets, wherever they appear in a logged object. */
const SENSITIVE_KEY =
  /name|email|e_mail|phone|message|content|text|body|subject|address|^to$|^from$|reply_?to|password|passw|pin|hash|token|cookie|secret|authorization|api_?key|session|params|query|detail/i;

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

export const maskEmails = (text: string) => text.replace(EMAIL, EMAIL_MASK);

const MAX_DEPTH = 6;

export type LoggedError = {
  type: string;
  /** SQLSTATE and the names of what was violated, for a driver error (its message holds the values). */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The message of any other error, email addresses masked. */
  reason?: string;
  stack?: string;
  cause?: LoggedError | string;
};

/** An error as a log line may show it. */
export function serializeError(error: Error, depth = 0): LoggedError {
  const facts = driverError(error);
  // Some errors (drizzle's) keep the name "Error"; their class says more.
  const type = error.name && error.name !== "Error" ? error.name : error.constructor?.name || "Error";
  // The stack starts with the message (drizzle's spans lines, with the parameters): frames only.
  const frames =
    error.stack
      ?.split("\n")
      .filter((line) => /^\s+at /.test(line))
      .join("\n") || undefined;
  if (facts) return { type, code: facts.code, constraint: facts.constraint, table: facts.table, column: facts.column, stack: frames };
  const cause = (error as { cause?: unknown }).cause;
  return {
    type,
    reason: maskEmails(error.message),
    stack: frames,
    ...(cause !== undefined && depth < 3 ? { cause: cause instanceof Error ? serializeError(cause, depth + 1) : REDACTED } : {}),
  };
}

/** A value as a log line may hold it (see the module comment). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskEmails(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return serializeError(value);
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SENSITIVE_KEY.test(key) ? REDACTED : redact(item, depth + 1)]),
  );
}

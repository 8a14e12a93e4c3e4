import { driverError } from "./driver-error";

/**
 * What a log line may hold. Logs outlive the data and travel to other systems, so sensitive keys are
 * replaced, email addresses masked, and errors keep their type and code, never their message. Pure.
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
  /** SQLSTATE, or the code a driver or the system gives (CONNECTION_CLOSED, ECONNREFUSED). */
  code?: string;
  /** For a SQLSTATE error, the names of what was violated (never the values). */
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: LoggedError | string;
};

// A code is an identifier (23505, CONNECTION_CLOSED, ERR_INVALID_URL); anything longer or spaced may quote data.
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * An error as a log line may show it: its type and code, never its message. Messages quote what
 * they failed on (drizzle's holds the SQL and every parameter, a driver's the address, a job's
 * whatever its code put there), so no failure path can write personal data through them.
 */
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
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  const inner = cause !== undefined && depth < 3 ? (cause instanceof Error ? serializeError(cause, depth + 1) : REDACTED) : undefined;
  // A wrapper (drizzle's query error) has no code of its own: its cause's says what happened.
  const ownCode = typeof code === "string" && CODE.test(code) ? code : typeof inner === "object" ? inner.code : undefined;
  return { type, ...(ownCode ? { code: ownCode } : {}), stack: frames, ...(inner !== undefined ? { cause: inner } : {}) };
}

// Code may throw a string or an object (a job's `throw "..."`): under `err` it is written as nothing but that.
const thrownNonError = (key: string, item: unknown) => key === "err" && !(item instanceof Error);

/** A value as a log line may hold it (see the module comment). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskEmails(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return serializeError(value);
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SENSITIVE_KEY.test(key) || thrownNonError(key, item) ? REDACTED : redact(item, depth + 1),
    ]),
  );
}

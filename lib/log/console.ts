import { maskEmails, serializeError } from "./redact";

/**
 * Next.js writes an error that escapes a page, a layout or a route with console.error, message
 * and all (drizzle's holds the SQL and its parameters). Once installed, errors handed to the
 * console are written by type and code only, and addresses in text are masked, like our own lines.
 */
export function guardConsole(target: Pick<Console, "error" | "warn"> = console): void {
  for (const method of ["error", "warn"] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => original(...args.map(consoleSafe));
  }
}

/** One console argument as a log may hold it. */
export function consoleSafe(value: unknown): unknown {
  if (value instanceof Error) return JSON.stringify(serializeError(value));
  if (typeof value === "string") return maskEmails(value);
  return value;
}

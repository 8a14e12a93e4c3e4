import pino, { type DestinationStream, type Logger } from "pino";

import { maskEmails, redact } from "./redact";

/**
 * The server's one logger (pino): JSON lines in production, a short readable line in development.
 * Every line passes lib/log/redact.ts, so no personal data, secret or SQL parameter is written.
 */

export type { Logger } from "pino";

const LEVEL_NAMES: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };

/** Development's printer: "12:04:31 WARN  [mail] message key=value" from each JSON line. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const { level, time, scope, msg, ...rest } = entry;
  const clock = typeof time === "number" ? new Date(time).toTimeString().slice(0, 8) : "";
  const extras = Object.entries(rest)
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  const label = (LEVEL_NAMES[Number(level)] ?? String(level)).padEnd(5);
  return `${clock} ${label} ${scope ? `[${String(scope)}] ` : ""}${String(msg ?? "")}${extras ? ` ${extras}` : ""}\n`;
}

/** Where lines go; tests point it elsewhere (captureLogs) to read what was written. */
const output = {
  target: null as { write(line: string): unknown } | null,
  write(line: string) {
    const target = this.target ?? process.stdout;
    target.write(process.env.NODE_ENV === "development" ? prettyLine(line) : line);
  },
};

/** A logger writing to `destination`, with the redaction of every line (tests make their own). */
export function createLogger(destination: DestinationStream, level = process.env.LOG_LEVEL || "info"): Logger {
  return pino(
    {
      level,
      base: undefined,
      // The whole object goes through redact(); errors arrive here as Error instances.
      serializers: { err: (value: unknown) => value },
      formatters: {
        log: (object) => redact(object) as Record<string, unknown>,
      },
      hooks: {
        // The message text may quote what a user typed: addresses in it are masked too.
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === "string" ? maskEmails(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

const root = createLogger(output);

/** The logger of one part of the server ("mail", "api.send-contact-form"). */
export const logger = (scope: string): Logger => root.child({ scope });

/** Sends every log line to `target` until the returned function is called (tests). */
export function captureLogs(target: { write(line: string): unknown }): () => void {
  const previous = output.target;
  output.target = target;
  return () => {
    output.target = previous;
  };
}

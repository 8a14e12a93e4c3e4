/**
 * What may be known about a PostgreSQL error without its parameters: drizzle's message and the detail
 * quote the values, so only the SQLSTATE and constraint names are safe to log or branch on.
 */
export type DriverErrorFacts = {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
};

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** The driver error's facts, looked for through the wrapping errors' causes; null for other errors. */
export function driverError(error: unknown): DriverErrorFacts | null {
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const fields = current as Record<string, unknown>;
    // postgres-js: a five-character SQLSTATE plus `severity` (the driver's own errors have neither).
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code) && "severity" in fields) {
      return {
        code: fields.code,
        constraint: text(fields.constraint_name),
        table: text(fields.table_name),
        column: text(fields.column_name),
        severity: text(fields.severity),
      };
    }
    current = fields.cause;
  }
  return null;
}

/** Whether the error is a unique violation (23505) of that constraint. */
export const isUniqueViolation = (error: unknown, constraint: string) => {
  const facts = driverError(error);
  return facts?.code === "23505" && facts.constraint === constraint;
};

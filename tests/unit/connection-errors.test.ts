import { describe, expect, it } from "vitest";

import { isConnectionError } from "@/db/connection-errors";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isConnectionError", () => {
  it("knows a lost connection from either driver, and through the query error that wraps it", () => {
    // pg (graphile-worker's queue) when the server ends the connection; postgres-js when it closes.
    expect(isConnectionError(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isConnectionError(withCode("CONNECTION_CLOSED"))).toBe(true);
    expect(isConnectionError(withCode("ECONNREFUSED"))).toBe(true);
    // drizzle wraps the driver's error as the cause of its own.
    expect(isConnectionError(new Error("Failed query", { cause: withCode("08006") }))).toBe(true);
  });

  it("leaves a wrong query, a broken rule and anything that is not an error to fail as they are", () => {
    expect(isConnectionError(withCode("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isConnectionError(withCode("42703", 'column "x" does not exist'))).toBe(false);
    expect(isConnectionError(new Error("Failed query", { cause: withCode("40001") }))).toBe(false);
    expect(isConnectionError(new Error("no code"))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
    expect(isConnectionError("57P01")).toBe(false);
  });
});

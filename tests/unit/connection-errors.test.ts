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

  it("knows pg's lost connection by its message, since pg gives those errors no code", () => {
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionError(new Error("Client has encountered a connection error and is not queryable"))).toBe(true);
    expect(isConnectionError(new Error("Failed query", { cause: new Error("timeout exceeded when trying to connect") }))).toBe(true);
    // A message alone is not enough when the error says what it is, or is not an error at all.
    expect(isConnectionError(withCode("42601", "Connection terminated unexpectedly"))).toBe(false);
    expect(isConnectionError({ message: "Connection terminated unexpectedly" })).toBe(false);
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

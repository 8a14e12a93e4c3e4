import { describe, expect, it } from "vitest";

import { isDroppedQueueConnection } from "@/lib/worker/run";

describe("isDroppedQueueConnection", () => {
  it("knows the failures graphile-worker leaves unhandled when the database drops the queue's connections", () => {
    const ended = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    expect(isDroppedQueueConnection(ended)).toBe(true);
    // pg-pool refusing the listening connection's second release, during a stop.
    expect(isDroppedQueueConnection(new Error("Release called on client which has already been released to the pool."))).toBe(true);
  });

  it("leaves every other failure to end the worker", () => {
    expect(isDroppedQueueConnection(new Error("Release called on client"))).toBe(false);
    expect(isDroppedQueueConnection({ message: "Release called on client which has already been released to the pool." })).toBe(false);
    expect(isDroppedQueueConnection(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDroppedQueueConnection(undefined)).toBe(false);
  });
});

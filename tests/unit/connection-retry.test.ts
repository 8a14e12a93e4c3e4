import { describe, expect, it } from "vitest";

import { IntakeUnavailableError, withConnectionRetry } from "@/lib/intake/service";

const lostConnection = () => Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

/** A step that fails with each of `failures` in turn, then answers "stored"; it counts its runs. */
function stepFailing(...failures: Error[]) {
  const step = async () => {
    step.runs += 1;
    const failure = failures[step.runs - 1];
    if (failure) throw failure;
    return "stored";
  };
  step.runs = 0;
  return step;
}

describe("withConnectionRetry", () => {
  it("tries a step again after a lost connection, twice, since a reconnected connection can fail once more", async () => {
    const step = stepFailing(lostConnection(), lostConnection());
    await expect(withConnectionRetry(step)).resolves.toBe("stored");
    expect(step.runs).toBe(3);
  });

  it("gives up after three lost connections with IntakeUnavailableError, which the forms answer with 503", async () => {
    const step = stepFailing(lostConnection(), lostConnection(), lostConnection());
    const failure = await withConnectionRetry(step).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IntakeUnavailableError);
    expect((failure as Error).cause).toMatchObject({ code: "57P01" });
    expect(step.runs).toBe(3);
  });

  it("tries a step again when a try has not answered by its deadline, as a query left unanswered after a restart", async () => {
    let runs = 0;
    const step = () => (++runs === 1 ? new Promise<string>(() => {}) : Promise.resolve("stored"));
    await expect(withConnectionRetry(step, 20)).resolves.toBe("stored");
    expect(runs).toBe(2);
  });

  it("gives up with IntakeUnavailableError when no try answers in time", async () => {
    let runs = 0;
    const step = () => (runs++, new Promise<string>(() => {}));
    const failure = await withConnectionRetry(step, 20).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IntakeUnavailableError);
    expect((failure as Error).cause).toMatchObject({ message: "The database did not answer within 20 ms." });
    expect(runs).toBe(3);
  });

  it("never repeats a step that failed for any other reason", async () => {
    const step = stepFailing(Object.assign(new Error("duplicate key value"), { code: "23505" }));
    await expect(withConnectionRetry(step)).rejects.toMatchObject({ code: "23505" });
    expect(step.runs).toBe(1);
  });
});

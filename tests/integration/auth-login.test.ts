import { beforeEach, describe, expect, it } from "vitest";

import { verifySecret } from "@/lib/authentication/passwords";
import { loginSchema, type LoginInput } from "@/lib/authentication/schema";
import {
  authenticateAdmin,
  INVALID_CREDENTIALS,
  LOGIN_WINDOW_MS,
  loginAdmin,
  LoginIpLimitError,
  LoginLockedError,
} from "@/lib/authentication/service";
import { upsertAdmin } from "@/lib/team/service";

import { testDb } from "../support/database";

const db = testDb();
const ADMIN = { username: "dana", email: "dana@summitdigital.co", pin: "2468", password: "Summit-Pass-1", firstName: "Dana" };
const RIGHT: LoginInput = { username: ADMIN.username, email: ADMIN.email, pin: ADMIN.pin, password: ADMIN.password };

beforeEach(async () => {
  await upsertAdmin(db, { ...ADMIN, lastName: null, phone: null });
});

describe("authenticateAdmin", () => {
  it("accepts the four matching fields, username and email in any case", async () => {
    expect((await authenticateAdmin(db, RIGHT))?.username).toBe("dana");
    expect((await authenticateAdmin(db, { ...RIGHT, username: "DANA", email: "Dana@SummitDigital.co" }))?.username).toBe("dana");
  });

  it.each([
    ["username", { username: "dane" }],
    ["email", { email: "other@summitdigital.co" }],
    ["PIN", { pin: "2469" }],
    ["password", { password: "Summit-Pass-2" }],
  ])("refuses when only the %s is wrong", async (_field, wrong) => {
    expect(await authenticateAdmin(db, { ...RIGHT, ...wrong })).toBeNull();
  });

  it("takes as long for an unknown username as for a known one with a wrong password", async () => {
    const time = async (input: LoginInput) => {
      const started = performance.now();
      await authenticateAdmin(db, input);
      return performance.now() - started;
    };
    await time(RIGHT); // warm-up
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time({ ...RIGHT, password: "wrong-password" }));
      unknown.push(await time({ ...RIGHT, username: "nobody" }));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    // Without the dummy comparisons an unknown username answers in ~1 ms instead of two bcrypt rounds.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
    expect(median(unknown)).toBeLessThan(median(known) * 1.6);
  });
});

describe("loginAdmin lockout", () => {
  const start = new Date("2026-03-02T15:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);
  const context = (now: Date, ip = "203.0.113.7") => ({ ip, limit: 3, ipLimit: 1000, now });

  it("refuses even the right credentials after the limit of failures, until the 15-minute window ends", async () => {
    for (let i = 0; i < 3; i++) {
      await expect(loginAdmin(db, { ...RIGHT, pin: "0000" }, context(at(i * 1000)))).rejects.toThrow(INVALID_CREDENTIALS);
    }
    const locked = loginAdmin(db, RIGHT, context(at(5000)));
    await expect(locked).rejects.toBeInstanceOf(LoginLockedError);
    await expect(loginAdmin(db, RIGHT, context(at(5000)))).rejects.toThrow(/Too many failed sign-in attempts.*15 more minutes/);
    await expect(loginAdmin(db, RIGHT, context(at(LOGIN_WINDOW_MS - 1000)))).rejects.toThrow(/1 more minute;/);

    // Another IP, or another username from the same IP, is counted apart.
    expect((await loginAdmin(db, RIGHT, context(at(6000), "198.51.100.2"))).username).toBe("dana");

    // The window started with the first failure: once it has passed, the right credentials work.
    expect((await loginAdmin(db, RIGHT, context(at(LOGIN_WINDOW_MS)))).username).toBe("dana");
  });

  it("a success clears the failures counted so far", async () => {
    for (let i = 0; i < 2; i++) {
      await expect(loginAdmin(db, { ...RIGHT, password: "nope-nope" }, context(at(i)))).rejects.toThrow(INVALID_CREDENTIALS);
    }
    await loginAdmin(db, RIGHT, context(at(10)));
    for (let i = 0; i < 2; i++) {
      await expect(loginAdmin(db, { ...RIGHT, password: "nope-nope" }, context(at(20 + i)))).rejects.toThrow(INVALID_CREDENTIALS);
    }
    expect((await loginAdmin(db, RIGHT, context(at(30)))).username).toBe("dana");
  });

  it("counts failures of an unknown username too", async () => {
    const ghost = { ...RIGHT, username: "ghost" };
    for (let i = 0; i < 3; i++) {
      await expect(loginAdmin(db, ghost, context(at(i)))).rejects.toThrow(INVALID_CREDENTIALS);
    }
    await expect(loginAdmin(db, ghost, context(at(10)))).rejects.toBeInstanceOf(LoginLockedError);
  });
});

describe("sign-in under a burst of guesses", () => {
  const LIMIT = 5;

  /** A bcrypt comparison that counts the password checks (the PIN's own comparison aside). */
  function countingCompare() {
    const counted = { passwordChecks: 0, comparisons: 0 };
    const compare = async (secret: string, hash: string) => {
      counted.comparisons++;
      if (secret.startsWith("Guess-") || secret === RIGHT.password) counted.passwordChecks++;
      return verifySecret(secret, hash);
    };
    return { counted, compare };
  }

  it("30 parallel wrong logins for one username run at most LOGIN_FAILURE_LIMIT password checks, then even the right password is refused", async () => {
    const { counted, compare } = countingCompare();
    const context = { ip: "203.0.113.7", limit: LIMIT, ipLimit: 1000, compare };
    const guesses = Array.from({ length: 30 }, (_, n) => loginAdmin(db, { ...RIGHT, password: `Guess-${n}-pass` }, context));
    const outcomes = await Promise.allSettled(guesses);
    expect(outcomes.every((outcome) => outcome.status === "rejected")).toBe(true);
    const reasons = outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : ""));
    expect(reasons.filter((reason) => reason.includes(INVALID_CREDENTIALS))).toHaveLength(LIMIT);
    expect(reasons.filter((reason) => reason.includes("Too many failed sign-in attempts"))).toHaveLength(30 - LIMIT);

    await expect(loginAdmin(db, RIGHT, context)).rejects.toBeInstanceOf(LoginLockedError);
    expect(counted.passwordChecks).toBeLessThanOrEqual(LIMIT);
    expect(counted.comparisons).toBeLessThanOrEqual(2 * LIMIT); // the PIN's comparison with each
  });

  it("counts every attempt per IP before any hash: past LOGIN_IP_LIMIT new usernames cost no bcrypt", async () => {
    const { counted, compare } = countingCompare();
    const context = { ip: "198.51.100.9", limit: LIMIT, ipLimit: 4, compare };
    for (let n = 0; n < 4; n++) {
      await expect(loginAdmin(db, { ...RIGHT, username: `new-user-${n}`, password: `Guess-${n}-pass` }, context)).rejects.toThrow(
        INVALID_CREDENTIALS,
      );
    }
    const before = counted.comparisons;
    await expect(loginAdmin(db, { ...RIGHT, username: "yet-another", password: "Guess-x-pass" }, context)).rejects.toBeInstanceOf(
      LoginIpLimitError,
    );
    await expect(loginAdmin(db, RIGHT, context)).rejects.toThrow(/Too many sign-in attempts from your network.*15 minutes/);
    expect(counted.comparisons).toBe(before);
    // Another address has its own count.
    expect((await loginAdmin(db, RIGHT, { ...context, ip: "198.51.100.10" })).username).toBe("dana");
  });

  it("refuses a password over 72 bytes with a clear message before anything is checked", () => {
    const ok = loginSchema.safeParse({ ...RIGHT, password: "a".repeat(72) });
    expect(ok.success).toBe(true);
    const long = loginSchema.safeParse({ ...RIGHT, password: "a".repeat(73) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ["password"], message: expect.stringMatching(/at most 72 bytes/) });
    // Bytes, not characters: 25 three-byte characters are 75 bytes.
    expect(loginSchema.safeParse({ ...RIGHT, password: "€".repeat(25) }).success).toBe(false);
  });
});

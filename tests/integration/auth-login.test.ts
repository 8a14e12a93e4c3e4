import { beforeEach, describe, expect, it } from "vitest";

import { upsertAdmin } from "@/lib/admins/service";
import { authenticateAdmin, INVALID_CREDENTIALS, LOGIN_WINDOW_MS, loginAdmin, LoginLockedError } from "@/lib/auth/login";
import type { LoginInput } from "@/lib/auth/schema";

import { resetDatabase, testDb } from "../support/database";

const db = testDb();
const ADMIN = { username: "dana", email: "dana@summitdigital.co", pin: "2468", password: "Summit-Pass-1", firstName: "Dana" };
const RIGHT: LoginInput = { username: ADMIN.username, email: ADMIN.email, pin: ADMIN.pin, password: ADMIN.password };

beforeEach(async () => {
  await resetDatabase(db);
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
  const context = (now: Date, ip = "203.0.113.7") => ({ ip, limit: 3, now });

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

import { asc, eq } from "drizzle-orm";
import { generate } from "otplib";
import { beforeEach, describe, expect, it } from "vitest";

import { GET as sessionEndpoint } from "@/app/api/admin/session/route";
import { adminRecoveryCodes, adminUsers, activityLog, sessions } from "@/db/schema";
import { confirmSecondFactorAction, updateProfileAction } from "@/lib/account/actions";
import { confirmSecondFactor, SECOND_FACTOR_SETUP_CODE_WRONG, startSecondFactorSetup } from "@/lib/account/service";
import { loginAction } from "@/lib/authentication/actions";
import { SET_UP_SECOND_FACTOR_FIRST, verifyAdminSession } from "@/lib/authentication/guards";
import type { LoginInput } from "@/lib/authentication/schema";
import { unsealTotpSecret } from "@/lib/authentication/second-factor";
import { INVALID_SECOND_FACTOR_CODE, loginAdmin, SecondFactorNeeded, startSession } from "@/lib/authentication/service";
import { setSecondFactorRequiredAction } from "@/lib/team/actions";
import { OWN_SECOND_FACTOR_FIRST, resetSecondFactor, upsertAdmin } from "@/lib/team/service";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { testDb } from "../support/database";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const DANA: LoginInput = { username: "dana", email: "dana@summitdigital.co", pin: "2468", password: "Summit-Pass-1" };
const LEE = {
  username: "lee",
  email: "lee@summitdigital.co",
  pin: "1357",
  password: "Summit-Pass-2",
  firstName: "Lee",
  lastName: null,
  phone: null,
};
// A time in the middle of a 30-second step, so "one step before" and "after" are exact.
const T0 = new Date("2026-03-09T20:00:15Z");
const step = (offset: number) => new Date(T0.getTime() + offset * 30_000);
const codeAt = (secret: string, when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });
const context = (now: Date) => ({ ip: "203.0.113.7", limit: 50, ipLimit: 1000, now });

let danaId: string;
let leeId: string;

beforeEach(async () => {
  danaId = (await insertDana(db)).id;
  leeId = (await upsertAdmin(db, { ...LEE, role: "owner" })).id;
});

/** Dana's second factor, turned on at T0: the secret, and the recovery codes shown once. */
async function enrollDana() {
  const setup = await startSecondFactorSetup(db, { id: danaId, username: "dana" });
  const { recoveryCodes } = await confirmSecondFactor(db, danaId, await codeAt(setup.secret, T0), { attemptLimit: 5, now: T0 });
  return { secret: setup.secret, recoveryCodes };
}

const signIn = (input: LoginInput, now: Date) => loginAdmin(db, input, context(now));

describe("turning the second factor on", () => {
  it("shows the QR code and the secret, keeps the secret sealed, and turns on only with a matching first code", async () => {
    const setup = await startSecondFactorSetup(db, { id: danaId, username: "dana" });
    expect(setup.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(setup.uri).toBe(`otpauth://totp/Summit%20Digital:dana?secret=${setup.secret}&issuer=Summit%20Digital`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");

    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, danaId));
    expect(row!.totpSecret).not.toContain(setup.secret);
    expect(unsealTotpSecret(row!.totpSecret!, process.env.SESSION_SECRET!)).toBe(setup.secret);
    expect(row!.totpEnabledAt).toBeNull();
    // Not on yet: the four fields still sign in.
    expect((await signIn(DANA, T0)).username).toBe("dana");

    await expect(confirmSecondFactor(db, danaId, "000000", { attemptLimit: 5, now: T0 })).rejects.toThrow(SECOND_FACTOR_SETUP_CODE_WRONG);
    const { recoveryCodes } = await confirmSecondFactor(db, danaId, await codeAt(setup.secret, T0), { attemptLimit: 5, now: T0 });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, danaId));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.some((row) => row.codeHash.includes(code.replace("-", "")))).toBe(false);

    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "second_factor_on"));
    expect(entry).toMatchObject({ entityId: danaId, performedBy: danaId });
    expect(JSON.stringify(entry)).not.toContain(setup.secret);
  });
});

describe("signing in with a second factor", () => {
  it("asks for the code after the four fields, then signs in with it", async () => {
    const { secret } = await enrollDana();
    await expect(signIn(DANA, step(2))).rejects.toBeInstanceOf(SecondFactorNeeded);
    expect((await signIn({ ...DANA, code: await codeAt(secret, step(2)) }, step(2))).username).toBe("dana");

    // Through the action, as the form does: the first answer asks for the code, no session yet.
    requestContext.current = new FakeRequestContext();
    expect((await loginAction(DANA))?.data).toEqual({ ok: false, codeNeeded: true });
    expect(requestContext.current.sessionCookie).toBeUndefined();
    const code = await codeAt(secret, new Date());
    expect((await loginAction({ ...DANA, code }))?.data).toEqual({ ok: true });
    expect(requestContext.current.sessionCookie).toBeDefined();
  });

  it("accepts a code once: the same code again, or the setup's code, is refused", async () => {
    const { secret } = await enrollDana();
    await expect(signIn({ ...DANA, code: await codeAt(secret, T0) }, T0)).rejects.toThrow(INVALID_SECOND_FACTOR_CODE);
    const code = await codeAt(secret, step(4));
    expect((await signIn({ ...DANA, code }, step(4))).username).toBe("dana");
    await expect(signIn({ ...DANA, code }, step(4))).rejects.toThrow(INVALID_SECOND_FACTOR_CODE);
  });

  it("allows one step of drift either way, not two", async () => {
    const { secret } = await enrollDana();
    expect((await signIn({ ...DANA, code: await codeAt(secret, step(9)) }, step(10))).username).toBe("dana");
    expect((await signIn({ ...DANA, code: await codeAt(secret, step(21)) }, step(20))).username).toBe("dana");
    await expect(signIn({ ...DANA, code: await codeAt(secret, step(28)) }, step(30))).rejects.toThrow(INVALID_SECOND_FACTOR_CODE);
    await expect(signIn({ ...DANA, code: await codeAt(secret, step(42)) }, step(40))).rejects.toThrow(INVALID_SECOND_FACTOR_CODE);
  });

  it("takes a recovery code once in place of a code, in any case, and records it", async () => {
    const { recoveryCodes } = await enrollDana();
    const [first] = recoveryCodes;
    expect((await signIn({ ...DANA, code: first!.toUpperCase() }, step(3))).username).toBe("dana");
    await expect(signIn({ ...DANA, code: first! }, step(4))).rejects.toThrow(INVALID_SECOND_FACTOR_CODE);
    expect((await signIn({ ...DANA, code: recoveryCodes[1]! }, step(5))).username).toBe("dana");
    const used = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "recovery_code_used"))
      .orderBy(asc(activityLog.createdAt));
    expect(used.map((entry) => entry.description)).toEqual([
      "A recovery code was used to sign in; 9 left",
      "A recovery code was used to sign in; 8 left",
    ]);
  });

  it("counts wrong codes like wrong passwords: past LOGIN_FAILURE_LIMIT even the right code is refused", async () => {
    const { secret } = await enrollDana();
    const limited = { ip: "203.0.113.9", limit: 3, ipLimit: 1000, now: step(6) };
    for (let n = 0; n < 3; n++)
      await expect(loginAdmin(db, { ...DANA, code: `00000${n}` }, limited)).rejects.toThrow(INVALID_SECOND_FACTOR_CODE);
    await expect(loginAdmin(db, { ...DANA, code: await codeAt(secret, step(6)) }, limited)).rejects.toThrow(
      /Too many failed sign-in attempts/,
    );
  });
});

describe("an owner resets a second factor", () => {
  it("removes it, ends the admin's sessions and records it; the four fields sign in again", async () => {
    await enrollDana();
    await startSession(db, { adminId: danaId, userAgent: "Firefox", ip: "203.0.113.7" });
    await startSession(db, { adminId: danaId, userAgent: "Safari", ip: "203.0.113.8" });
    expect(await resetSecondFactor(db, danaId, { id: leeId })).toEqual({ sessionsEnded: 2 });
    expect(await db.select().from(sessions).where(eq(sessions.adminId, danaId))).toHaveLength(0);
    expect(await db.select().from(adminRecoveryCodes)).toHaveLength(0);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "second_factor_reset"));
    expect(entry).toMatchObject({
      entityId: danaId,
      performedBy: leeId,
      description: "Second factor of dana reset; 2 sessions signed out",
    });
    expect((await signIn(DANA, step(2))).username).toBe("dana");
  });
});

describe("owners require a second factor of everyone", () => {
  it("sends an admin without one to set it up: every other action and endpoint refuses until it is on", async () => {
    const owner = await signedInBrowser(db, leeId);
    // The owner turns their own on first, so the switch cannot shut them out.
    expect((await setSecondFactorRequiredAction({ required: true }))?.serverError).toBe(OWN_SECOND_FACTOR_FIRST);
    const leeSetup = await startSecondFactorSetup(db, { id: leeId, username: "lee" });
    await confirmSecondFactor(db, leeId, await codeAt(leeSetup.secret, new Date()), { attemptLimit: 5 });
    expect((await setSecondFactorRequiredAction({ required: true }))?.data).toEqual({ required: true });

    const dana = await signedInBrowser(db, danaId);
    const sessionRow = await verifyAdminSession(db, await readCookie(dana));
    expect(sessionRow?.mustSetUpSecondFactor).toBe(true);
    const profile = {
      username: "dana",
      email: DANA.email,
      pin: "",
      phone: "",
      firstName: "Dana",
      lastName: "",
      newPassword: "",
      currentPassword: "",
    };
    expect((await updateProfileAction(profile))?.serverError).toBe(SET_UP_SECOND_FACTOR_FIRST);
    expect((await sessionEndpoint(dana.request("http://localhost/api/admin/session"), undefined)).status).toBe(403);

    // The setup itself is allowed; once on, the back office opens.
    const setup = await startSecondFactorSetup(db, { id: danaId, username: "dana" });
    expect((await confirmSecondFactorAction({ code: await codeAt(setup.secret, new Date()) }))?.data?.recoveryCodes).toHaveLength(10);
    expect((await verifyAdminSession(db, await readCookie(dana)))?.mustSetUpSecondFactor).toBe(false);
    expect((await updateProfileAction(profile))?.serverError).toBeUndefined();

    // Optional again: nobody is sent anywhere.
    requestContext.current = owner;
    expect((await setSecondFactorRequiredAction({ required: false }))?.data).toEqual({ required: false });
    const audit = await db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityType, "security_settings"))
      .orderBy(asc(activityLog.createdAt));
    expect(audit.map((entry) => entry.action)).toEqual(["second_factor_required", "second_factor_optional"]);
  });
});

async function readCookie(browser: FakeRequestContext) {
  const { readSessionFromRequest } = await import("@/lib/authentication/cookie");
  return readSessionFromRequest(browser.request("http://localhost/"));
}

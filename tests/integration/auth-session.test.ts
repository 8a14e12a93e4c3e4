import { eq, sql } from "drizzle-orm";
import { sealData } from "iron-session";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { GET as getSessionEndpoint } from "@/app/api/admin/session/route";
import { adminUsers, sessions } from "@/db/schema";
import { endOtherSessionsAction, endSessionAction, updateProfileAction } from "@/lib/account/actions";
import { listAdminSessions } from "@/lib/account/queries";
import { loginAction, logoutAction } from "@/lib/authentication/actions";
import { readSessionFromRequest } from "@/lib/authentication/cookie";
import { verifyAdminSession } from "@/lib/authentication/guards";
import { verifySecret } from "@/lib/authentication/passwords";
import {
  LAST_SEEN_INTERVAL_MS,
  pruneExpiredSessions,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
  startSession,
} from "@/lib/authentication/service";
import { sealAdminSession, sessionFor, type AdminSessionData } from "@/lib/authentication/session-seal";
import { upsertAdmin } from "@/lib/team/service";

import { closeAppDatabase, testDb } from "../support/database";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const ADMIN = {
  username: "dana",
  email: "dana@summitdigital.co",
  pin: "2468",
  password: "Summit-Pass-1",
  firstName: "Dana",
  lastName: "Reyes",
  phone: null,
};
const CREDENTIALS = { username: ADMIN.username, email: ADMIN.email, pin: ADMIN.pin, password: ADMIN.password };
const SESSION_URL = "http://localhost/api/admin/session";
const EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";
const profileInput = (changes: Partial<Parameters<typeof updateProfileAction>[0]> = {}) => ({
  username: "dana",
  email: "dana@summitdigital.co",
  pin: "",
  phone: "",
  firstName: "Dana",
  lastName: "Reyes",
  newPassword: "",
  currentPassword: "",
  ...changes,
});

let adminId: string;

beforeEach(async () => {
  adminId = (await upsertAdmin(db, ADMIN)).id;
  requestContext.current = new FakeRequestContext();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await closeAppDatabase();
});

/** A browser that has signed in through the real login action. */
async function signIn(): Promise<FakeRequestContext> {
  const browser = new FakeRequestContext();
  requestContext.current = browser;
  const result = await loginAction(CREDENTIALS);
  expect(result.data).toEqual({ ok: true });
  expect(browser.sessionCookie).toBeTruthy();
  return browser;
}

/** The cookie fields of a fresh `sessions` row of the admin (started at `at`). */
async function sessionFields(at = new Date()): Promise<AdminSessionData> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
  return sessionFor(row!, await startSession(db, { adminId, userAgent: "Vitest", ip: null, now: at }));
}

const sessionCount = async () => (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.adminId, adminId))).length;

describe("the login action", () => {
  it("seals the SPEC session fields in an HttpOnly admin_session cookie", async () => {
    const browser = await signIn();
    const stored = await readSessionFromRequest(browser.request(SESSION_URL));
    expect(stored).toMatchObject({
      admin_id: adminId,
      username: "dana",
      email: "dana@summitdigital.co",
      first_name: "Dana",
      last_name: "Reyes",
      role: "owner",
    });
    expect(Date.now() - Date.parse(String(stored.authenticated_at))).toBeLessThan(60_000);
    expect(browser.sessionCookie).not.toContain("dana"); // sealed, not readable
  });

  it("answers a wrong field with the SPEC message and sets no cookie", async () => {
    const result = await loginAction({ ...CREDENTIALS, pin: "1111" });
    expect(result.serverError).toBe("Invalid admin credentials. All fields must match.");
    expect(requestContext.current.sessionCookie).toBeUndefined();
  });

  it("records the sign-in as a sessions row named by the cookie, with device and IP", async () => {
    const browser = await signIn();
    const stored = await readSessionFromRequest(browser.request(SESSION_URL));
    const [row] = await db.select().from(sessions).where(eq(sessions.adminId, adminId));
    expect(stored.session_id).toBe(row!.id);
    expect(row).toMatchObject({ ip: "203.0.113.7", userAgent: expect.stringContaining("Chrome") });
    expect(new Date(String(stored.authenticated_at)).getTime()).toBe(row!.createdAt.getTime());
  });

  it("logout removes the cookie and ends the session: a copy of the cookie no longer works", async () => {
    const browser = await signIn();
    const copy = browser.sessionCookie;
    // The action ends by sending the browser to the home page.
    await expect(logoutAction()).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/;/) });
    expect(browser.sessionCookie).toBeUndefined();
    expect(await sessionCount()).toBe(0);
    const thief = new FakeRequestContext();
    thief.sessionCookie = copy;
    expect((await getSessionEndpoint(thief.request(SESSION_URL), undefined)).status).toBe(401);
    requestContext.current = thief;
    expect((await updateProfileAction(profileInput({ firstName: "Thief" }))).serverError).toBe(EXPIRED_MESSAGE);
  });

  it("refuses a password over 72 bytes under its field, before any sign-in attempt is counted", async () => {
    const result = await loginAction({ ...CREDENTIALS, password: "x".repeat(73) });
    expect(result.validationErrors?.password?._errors?.[0]).toMatch(/at most 72 bytes/);
    expect(requestContext.current.sessionCookie).toBeUndefined();
    expect((await db.execute(sql`select count(*)::int as n from rate_limits`))[0]).toEqual({ n: 0 });
  });

  it("marks the cookie Secure when SITE_URL is https, even without the proxy saying so", async () => {
    process.env.SITE_URL = "https://summitdigital.example";
    try {
      const browser = await signIn();
      expect(browser.lastCookieOptions).toMatchObject({ secure: true, httpOnly: true, sameSite: "lax" });
    } finally {
      delete process.env.SITE_URL;
    }
    const plain = await signIn();
    expect(plain.lastCookieOptions).toMatchObject({ secure: false });
    plain.headers.set("x-forwarded-proto", "https");
    await loginAction(CREDENTIALS);
    expect(plain.lastCookieOptions).toMatchObject({ secure: true });
  });
});

describe("session validity", () => {
  it("is valid under 24 hours from authenticated_at and not at 24 hours, even when used all day", async () => {
    const signedIn = new Date("2026-03-02T15:00:00Z");
    const session = await sessionFields(signedIn);
    const at = (ms: number) => new Date(signedIn.getTime() + ms);
    // Used every hour, so only the 24-hour limit can end it.
    for (let hour = 1; hour < 24; hour++)
      expect(await verifyAdminSession(db, session, at(hour * 3_600_000))).toMatchObject({ id: adminId });
    expect(await verifyAdminSession(db, session, at(SESSION_LIFETIME_MS - 1000))).toMatchObject({ id: adminId });
    expect(await verifyAdminSession(db, session, at(SESSION_LIFETIME_MS))).toBeNull();
    expect(await verifyAdminSession(db, session, at(SESSION_LIFETIME_MS + 60_000))).toBeNull();
  });

  it("refuses malformed contents, an unknown admin, an ended session and another admin's session", async () => {
    const session = await sessionFields();
    expect(await verifyAdminSession(db, session)).toMatchObject({ id: adminId, sessionId: session.session_id });
    expect(await verifyAdminSession(db, {})).toBeNull();
    expect(await verifyAdminSession(db, { ...session, authenticated_at: "yesterday" })).toBeNull();
    expect(await verifyAdminSession(db, { ...session, admin_id: "7f1f5a5e-3f0b-4a59-a43d-2f0f6f3b9d11" })).toBeNull();
    expect(await verifyAdminSession(db, { ...session, session_id: "7f1f5a5e-3f0b-4a59-a43d-2f0f6f3b9d11" })).toBeNull();
    const other = await upsertAdmin(db, { ...ADMIN, username: "sam", email: "sam@summitdigital.co" });
    const samSession = await startSession(db, { adminId: other.id, userAgent: null, ip: null });
    expect(await verifyAdminSession(db, { ...session, session_id: samSession.id })).toBeNull();
    await db.delete(sessions).where(eq(sessions.id, session.session_id));
    expect(await verifyAdminSession(db, session)).toBeNull();
  });

  it("ends after 2 hours without a request", async () => {
    const start = new Date("2026-03-02T15:00:00Z");
    const session = await sessionFields(start);
    const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
    // 1 h 59 min idle: still valid, and that request counts as use.
    const used = at(start, SESSION_IDLE_MS - 60_000);
    expect(await verifyAdminSession(db, session, used)).toMatchObject({ id: adminId });
    expect(await verifyAdminSession(db, session, at(used, SESSION_IDLE_MS - 60_000))).toMatchObject({ id: adminId });
    // 2 h 1 min after the last request: refused, and it stays refused.
    const lastUsed = at(used, SESSION_IDLE_MS - 60_000);
    expect(await verifyAdminSession(db, session, at(lastUsed, SESSION_IDLE_MS + 60_000))).toBeNull();
    expect(await verifyAdminSession(db, session, at(lastUsed, SESSION_IDLE_MS + 120_000))).toBeNull();
  });

  it("lists only live sessions on the Profile and prunes idle ones", async () => {
    const start = new Date("2026-03-02T15:00:00Z");
    const idle = await sessionFields(start);
    const busy = await sessionFields(start);
    const later = new Date(start.getTime() + SESSION_IDLE_MS - 60_000);
    await verifyAdminSession(db, busy, later);
    const check = new Date(start.getTime() + SESSION_IDLE_MS + 60_000);
    expect((await listAdminSessions(db, adminId, busy.session_id, check)).map((row) => row.id)).toEqual([busy.session_id]);
    expect(await pruneExpiredSessions(db, check)).toBe(1);
    expect((await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id)).toEqual([busy.session_id]);
    expect(idle.session_id).not.toBe(busy.session_id);
  });

  it("moves last_seen_at at most once a minute", async () => {
    const start = new Date("2026-03-02T15:00:00Z");
    const session = await sessionFields(start);
    const lastSeen = async () => (await db.select().from(sessions).where(eq(sessions.id, session.session_id)))[0]!.lastSeenAt.getTime();
    await verifyAdminSession(db, session, new Date(start.getTime() + 30_000));
    expect(await lastSeen()).toBe(start.getTime());
    const later = new Date(start.getTime() + LAST_SEEN_INTERVAL_MS + 1000);
    await verifyAdminSession(db, session, later);
    expect(await lastSeen()).toBe(later.getTime());
    await verifyAdminSession(db, session, new Date(later.getTime() + 10_000));
    expect(await lastSeen()).toBe(later.getTime());
  });
});

describe("refused without a valid session", () => {
  const forgedCookie = async () => {
    // Right shape, sealed with a secret that is not ours.
    return sealData(await sessionFields(), { password: "an-attacker-secret-that-is-32-chars-long!" });
  };
  const expiredCookie = async () => sealAdminSession(await sessionFields(new Date(Date.now() - SESSION_LIFETIME_MS - 1000)));

  const cases: Array<[string, () => Promise<string | undefined>]> = [
    ["no cookie", async () => undefined],
    ["a forged cookie", forgedCookie],
    ["a garbage cookie", async () => "Fe26.2**not-a-seal"],
    ["an expired cookie", expiredCookie],
  ];

  it.each(cases)("the admin endpoint answers 401 with %s", async (_case, cookie) => {
    const browser = new FakeRequestContext();
    browser.sessionCookie = await cookie();
    const response = await getSessionEndpoint(browser.request(SESSION_URL), undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it.each(cases)("an admin server action is refused with %s and changes nothing", async (_case, cookie) => {
    requestContext.current.sessionCookie = await cookie();
    const result = await updateProfileAction(profileInput({ firstName: "Mallory" }));
    expect(result.serverError).toBe(EXPIRED_MESSAGE);
    const [row] = await db.select({ firstName: adminUsers.firstName }).from(adminUsers).where(eq(adminUsers.id, adminId));
    expect(row!.firstName).toBe("Dana");
  });

  it("a session signed in 24 hours ago is refused by the action (clock moved on)", async () => {
    const browser = await signIn();
    vi.useFakeTimers({ toFake: ["Date"] });
    // A request every hour keeps it from going idle; the 24-hour limit ends it all the same.
    const signedInAt = Date.now();
    for (let hour = 1; hour < 24; hour++) {
      vi.setSystemTime(signedInAt + hour * 3_600_000);
      expect((await getSessionEndpoint(browser.request(SESSION_URL), undefined)).status).toBe(200);
    }
    vi.setSystemTime(signedInAt + SESSION_LIFETIME_MS - 60_000);
    expect((await updateProfileAction(profileInput({ firstName: "Still" }))).serverError).toBeUndefined();
    vi.setSystemTime(Date.now() + 60_000);
    expect((await updateProfileAction(profileInput({ firstName: "Late" }))).serverError).toBe(EXPIRED_MESSAGE);
    vi.useRealTimers();
    const response = await getSessionEndpoint(browser.request(SESSION_URL), undefined);
    expect(response.status).toBe(200); // the real clock: still inside the day
  });

  it("the endpoint answers the signed-in admin's public fields with a valid cookie", async () => {
    const browser = await signIn();
    const response = await getSessionEndpoint(browser.request(SESSION_URL), undefined);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ admin_id: adminId, username: "dana", email: "dana@summitdigital.co", first_name: "Dana", role: "owner" });
    expect(JSON.stringify(body)).not.toMatch(/hash|session_id/);
  });
});

describe("credential changes and the sessions list", () => {
  it("changing the password needs the current one, ends every other session and keeps this one", async () => {
    const laptop = await signIn();
    const phone = await signIn();

    requestContext.current = laptop;
    const refused = await updateProfileAction(profileInput({ newPassword: "Brand-New-Pass-9", currentPassword: "Not-My-Pass-1" }));
    expect(refused.validationErrors?.currentPassword?._errors?.[0]).toBe("Your current password is not correct. Nothing was changed.");
    expect((await getSessionEndpoint(phone.request(SESSION_URL), undefined)).status).toBe(200);

    const result = await updateProfileAction(profileInput({ newPassword: "Brand-New-Pass-9", currentPassword: ADMIN.password }));
    expect(result.data).toEqual({ credentialsChanged: true, otherSessionsEnded: 1 });

    expect((await getSessionEndpoint(laptop.request(SESSION_URL), undefined)).status).toBe(200);
    expect((await getSessionEndpoint(phone.request(SESSION_URL), undefined)).status).toBe(401);
    requestContext.current = phone;
    expect((await updateProfileAction(profileInput({ firstName: "Phone" }))).serverError).toBe(EXPIRED_MESSAGE);

    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
    expect(await verifySecret("Brand-New-Pass-9", row!.passwordHash)).toBe(true);
    expect(await verifySecret(ADMIN.pin, row!.pinHash)).toBe(true); // empty PIN kept the old one
  });

  it("a new username is sealed into this session's cookie, which stays valid", async () => {
    const laptop = await signIn();
    const result = await updateProfileAction(profileInput({ username: "dana.reyes", currentPassword: ADMIN.password }));
    expect(result.data?.credentialsChanged).toBe(true);
    expect(await readSessionFromRequest(laptop.request(SESSION_URL))).toMatchObject({ username: "dana.reyes" });
    expect((await getSessionEndpoint(laptop.request(SESSION_URL), undefined)).status).toBe(200);
  });

  it("a profile save without a credential change keeps other sessions", async () => {
    const laptop = await signIn();
    const phone = await signIn();
    requestContext.current = laptop;
    expect((await updateProfileAction(profileInput({ firstName: "Dee" }))).data).toEqual({
      credentialsChanged: false,
      otherSessionsEnded: 0,
    });
    expect((await getSessionEndpoint(phone.request(SESSION_URL), undefined)).status).toBe(200);
  });

  it("'Sign out' ends one other session at once; the current one cannot be ended from the list", async () => {
    const laptop = await signIn();
    const phone = await signIn();
    const phoneId = String((await readSessionFromRequest(phone.request(SESSION_URL))).session_id);
    const laptopId = String((await readSessionFromRequest(laptop.request(SESSION_URL))).session_id);

    requestContext.current = laptop;
    const listed = await listAdminSessions(db, adminId, laptopId);
    expect(listed.map((session) => [session.id, session.current, session.device])).toEqual(
      expect.arrayContaining([
        [laptopId, true, "Chrome on Linux"],
        [phoneId, false, "Chrome on Linux"],
      ]),
    );
    expect((await endSessionAction({ id: laptopId })).serverError).toMatch(/session you are using/);
    expect((await endSessionAction({ id: phoneId })).data).toEqual({ ok: true });
    expect((await getSessionEndpoint(phone.request(SESSION_URL), undefined)).status).toBe(401);
    expect((await endSessionAction({ id: phoneId })).serverError).toBe("That session has already ended.");
  });

  it("'Sign out everywhere else' ends the others only, and never another admin's", async () => {
    const other = await upsertAdmin(db, { ...ADMIN, username: "sam", email: "sam@summitdigital.co" });
    const samBrowser = new FakeRequestContext();
    const samSession = await startSession(db, { adminId: other.id, userAgent: null, ip: null });
    const [samRow] = await db.select().from(adminUsers).where(eq(adminUsers.id, other.id));
    samBrowser.sessionCookie = await sealAdminSession(sessionFor(samRow!, samSession));

    const laptop = await signIn();
    const phone = await signIn();
    const tablet = await signIn();
    requestContext.current = laptop;
    // Sam's session id cannot be ended through Dana's list.
    expect((await endSessionAction({ id: samSession.id })).serverError).toBe("That session has already ended.");
    expect((await endOtherSessionsAction()).data).toEqual({ ended: 2 });
    for (const [browser, status] of [
      [laptop, 200],
      [phone, 401],
      [tablet, 401],
      [samBrowser, 200],
    ] as const) {
      expect((await getSessionEndpoint(browser.request(SESSION_URL), undefined)).status).toBe(status);
    }
  });
});

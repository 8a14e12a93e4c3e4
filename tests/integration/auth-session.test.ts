import { eq } from "drizzle-orm";
import { sealData } from "iron-session";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { adminUsers } from "@/db/schema";
import { upsertAdmin } from "@/lib/admins/service";
import { loginAction, logoutAction } from "@/lib/auth/actions";
import { verifySecret } from "@/lib/auth/passwords";
import { verifyAdminSession } from "@/lib/auth/require-admin";
import { readSessionFromRequest, SESSION_LIFETIME_MS, sealAdminSession, type AdminSessionData } from "@/lib/auth/session";
import { updateProfileAction } from "@/lib/profile/actions";
import { GET as getSessionEndpoint } from "@/app/api/admin/session/route";

import { closeAppDatabase, resetDatabase, testDb } from "../support/database";
import { FakeRequestContext, requestContext } from "../support/request-context";

vi.mock("next/headers", async () => {
  const { requestContext: context } = await import("../support/request-context");
  return {
    cookies: async () => context.current.cookieStore,
    headers: async () => context.current.headers,
  };
});
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const db = testDb();
const ADMIN = { username: "dana", email: "dana@summitdigital.co", pin: "2468", password: "Summit-Pass-1", firstName: "Dana", lastName: "Reyes", phone: null };
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
  ...changes,
});

let adminId: string;

beforeEach(async () => {
  await resetDatabase(db);
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

async function sessionFields(): Promise<AdminSessionData> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
  return {
    admin_id: row!.id,
    username: row!.username,
    email: row!.email,
    first_name: row!.firstName,
    last_name: row!.lastName,
    role: row!.role,
    authenticated_at: new Date().toISOString(),
    session_version: row!.sessionVersion,
  };
}

describe("the login action", () => {
  it("seals the SPEC session fields in an HttpOnly admin_session cookie", async () => {
    const browser = await signIn();
    const stored = await readSessionFromRequest(browser.request(SESSION_URL));
    expect(stored).toMatchObject({ admin_id: adminId, username: "dana", email: "dana@summitdigital.co", first_name: "Dana", last_name: "Reyes", role: "admin" });
    expect(Date.now() - Date.parse(String(stored.authenticated_at))).toBeLessThan(60_000);
    expect(browser.sessionCookie).not.toContain("dana"); // sealed, not readable
  });

  it("answers a wrong field with the SPEC message and sets no cookie", async () => {
    const result = await loginAction({ ...CREDENTIALS, pin: "1111" });
    expect(result.serverError).toBe("Invalid admin credentials. All fields must match.");
    expect(requestContext.current.sessionCookie).toBeUndefined();
  });

  it("logout removes the cookie", async () => {
    const browser = await signIn();
    await logoutAction();
    expect(browser.sessionCookie).toBeUndefined();
  });
});

describe("session validity", () => {
  it("is valid under 24 hours from authenticated_at and not at 24 hours", async () => {
    const signedIn = new Date("2026-03-02T15:00:00Z");
    const session = { ...(await sessionFields()), authenticated_at: signedIn.toISOString() };
    const at = (ms: number) => new Date(signedIn.getTime() + ms);
    expect(await verifyAdminSession(db, session, at(SESSION_LIFETIME_MS - 1000))).toMatchObject({ id: adminId });
    expect(await verifyAdminSession(db, session, at(SESSION_LIFETIME_MS))).toBeNull();
    expect(await verifyAdminSession(db, session, at(SESSION_LIFETIME_MS + 60_000))).toBeNull();
  });

  it("refuses malformed contents, an unknown admin and an old session version", async () => {
    const session = await sessionFields();
    expect(await verifyAdminSession(db, {})).toBeNull();
    expect(await verifyAdminSession(db, { ...session, authenticated_at: "yesterday" })).toBeNull();
    expect(await verifyAdminSession(db, { ...session, admin_id: "7f1f5a5e-3f0b-4a59-a43d-2f0f6f3b9d11" })).toBeNull();
    expect(await verifyAdminSession(db, { ...session, session_version: session.session_version - 1 })).toBeNull();
  });
});

describe("refused without a valid session", () => {
  const forgedCookie = async () => {
    // Right shape, sealed with a secret that is not ours.
    return sealData(await sessionFields(), { password: "an-attacker-secret-that-is-32-chars-long!" });
  };
  const expiredCookie = async () =>
    sealAdminSession({ ...(await sessionFields()), authenticated_at: new Date(Date.now() - SESSION_LIFETIME_MS - 1000).toISOString() });

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
    vi.setSystemTime(Date.now() + SESSION_LIFETIME_MS - 60_000);
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
    expect(body).toMatchObject({ admin_id: adminId, username: "dana", email: "dana@summitdigital.co", first_name: "Dana", role: "admin" });
    expect(JSON.stringify(body)).not.toMatch(/hash|session_version/);
  });
});

describe("changing the password", () => {
  it("ends every other session of the admin and keeps the one that changed it", async () => {
    const laptop = await signIn();
    const phone = await signIn();

    requestContext.current = laptop;
    const result = await updateProfileAction(profileInput({ newPassword: "Brand-New-Pass-9" }));
    expect(result.data).toEqual({ passwordChanged: true });

    expect((await getSessionEndpoint(laptop.request(SESSION_URL), undefined)).status).toBe(200);
    expect((await getSessionEndpoint(phone.request(SESSION_URL), undefined)).status).toBe(401);
    requestContext.current = phone;
    expect((await updateProfileAction(profileInput({ firstName: "Phone" }))).serverError).toBe(EXPIRED_MESSAGE);

    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
    expect(await verifySecret("Brand-New-Pass-9", row!.passwordHash)).toBe(true);
    expect(await verifySecret(ADMIN.pin, row!.pinHash)).toBe(true); // empty PIN kept the old one
  });

  it("a profile save without a new password keeps other sessions", async () => {
    const laptop = await signIn();
    const phone = await signIn();
    requestContext.current = laptop;
    expect((await updateProfileAction(profileInput({ firstName: "Dee" }))).data).toEqual({ passwordChanged: false });
    expect((await getSessionEndpoint(phone.request(SESSION_URL), undefined)).status).toBe(200);
  });
});

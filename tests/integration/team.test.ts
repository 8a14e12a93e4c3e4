import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { GET as sessionEndpoint } from "@/app/api/admin/session/route";
import { activityLog, adminUsers, sessions } from "@/db/schema";
import { setOwnCredentialsAction } from "@/lib/account/actions";
import { CREDENTIALS_ALREADY_SET } from "@/lib/account/service";
import { loginAction } from "@/lib/authentication/actions";
import { SET_CREDENTIALS_FIRST } from "@/lib/authentication/guards";
import { verifySecret } from "@/lib/authentication/passwords";
import { ACCOUNT_INACTIVE } from "@/lib/authentication/service";
import { TEMPORARY_CREDENTIALS_EXPIRED } from "@/lib/authentication/temporary-credentials";
import { createProjectAction } from "@/lib/projects/actions";
import { createTeamAdminAction } from "@/lib/team/actions";
import { listTeam } from "@/lib/team/queries";
import {
  changeAdminRole,
  createTeamAdmin,
  EMAIL_TAKEN,
  LAST_OWNER,
  NOT_YOURSELF,
  resetAdminCredentials,
  setAdminActive,
  USERNAME_TAKEN,
} from "@/lib/team/service";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { FakeRequestContext, requestContext } from "../support/request-context";

vi.mock("next/headers", async () => {
  const { requestContext: context } = await import("../support/request-context");
  return { cookies: async () => context.current.cookieStore, headers: async () => context.current.headers };
});

const db = testDb();
let ownerId: string;
const owner = () => ({ id: ownerId });
const SAM = { username: "sam", email: "sam@summitdigital.co", firstName: "Sam", lastName: "Ortiz", role: "staff" as const };

beforeEach(async () => {
  ownerId = (await insertDana(db)).id;
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await closeAppDatabase();
});

const adminRow = async (id: string) => (await db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0]!;
const sessionCount = async (adminId: string) => (await db.select().from(sessions).where(eq(sessions.adminId, adminId))).length;
const signInAs = (credentials: { username: string; email: string; pin: string; password: string }) => {
  requestContext.current = new FakeRequestContext();
  return loginAction(credentials);
};

describe("Add Admin", () => {
  it("makes an admin with a temporary password and PIN, shown once and stored as hashes, who must set their own", async () => {
    await signedInBrowser(db, ownerId);
    const result = await createTeamAdminAction({ ...SAM });
    const made = result?.data;
    expect(made).toMatchObject({ username: "sam", email: "sam@summitdigital.co" });
    expect(made!.password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    expect(made!.pin).toMatch(/^\d{6}$/);

    const row = await adminRow(made!.id);
    expect(row).toMatchObject({ role: "staff", active: true, mustSetCredentials: true, firstName: "Sam", lastSignInAt: null });
    expect(await verifySecret(made!.password, row.passwordHash)).toBe(true);
    expect(await verifySecret(made!.pin, row.pinHash)).toBe(true);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, made!.id), eq(activityLog.action, "created")));
    expect(entry).toMatchObject({ entityType: "admin", performedBy: ownerId, entityName: "sam" });
  });

  it("refuses a username or an email another admin has, under its field, and stores nothing", async () => {
    await signedInBrowser(db, ownerId);
    const taken = await createTeamAdminAction({ ...SAM, username: "DANA" });
    expect(taken?.validationErrors).toMatchObject({ username: { _errors: [USERNAME_TAKEN] } });
    const email = await createTeamAdminAction({ ...SAM, email: "Dana@SummitDigital.co" });
    expect(email?.validationErrors).toMatchObject({ email: { _errors: [EMAIL_TAKEN] } });
    const bad = await createTeamAdminAction({ ...SAM, username: "sam smith", role: "boss" as "staff" });
    expect(bad?.validationErrors).toMatchObject({ username: { _errors: [expect.any(String)] }, role: { _errors: [expect.any(String)] } });
    expect((await listTeam(db, { q: "", offset: 0, limit: 25 })).total).toBe(1);
  });
});

describe("first sign-in", () => {
  it("lets the temporary credentials sign in, refuses everything else until the admin sets their own, then works with those", async () => {
    const made = await createTeamAdmin(db, SAM, owner());
    const temporary = { username: "sam", email: SAM.email, pin: made.pin, password: made.password };
    expect((await signInAs(temporary))?.data).toEqual({ ok: true });
    const browser = requestContext.current;

    expect((await createProjectAction({} as Parameters<typeof createProjectAction>[0]))?.serverError).toBe(SET_CREDENTIALS_FIRST);
    expect((await sessionEndpoint(browser.request("http://localhost/api/admin/session"), undefined)).status).toBe(403);

    const same = await setOwnCredentialsAction({
      password: made.password,
      confirmPassword: made.password,
      pin: "2580",
      confirmPin: "2580",
    });
    expect(same?.validationErrors).toMatchObject({ password: { _errors: ["Choose a password of your own, not the temporary one."] } });
    const mismatch = await setOwnCredentialsAction({
      password: "Sams-Own-Pass-1",
      confirmPassword: "Sams-Own-Pass-2",
      pin: "2580",
      confirmPin: "2580",
    });
    expect(mismatch?.validationErrors).toMatchObject({ confirmPassword: { _errors: ["The two passwords are not the same."] } });

    const other = await signedInBrowser(db, made.id); // a second browser, signed in with the temporary secrets too
    requestContext.current = browser;
    expect(
      (await setOwnCredentialsAction({ password: "Sams-Own-Pass-1", confirmPassword: "Sams-Own-Pass-1", pin: "2580", confirmPin: "2580" }))
        ?.data,
    ).toEqual({ ok: true });
    expect((await adminRow(made.id)).mustSetCredentials).toBe(false);
    // The other browser, signed in with secrets the owner saw, is signed out.
    expect((await sessionEndpoint(other.request("http://localhost/api/admin/session"), undefined)).status).toBe(401);
    expect((await sessionEndpoint(browser.request("http://localhost/api/admin/session"), undefined)).status).toBe(200);
    expect(
      (await setOwnCredentialsAction({ password: "Sams-Own-Pass-3", confirmPassword: "Sams-Own-Pass-3", pin: "1470", confirmPin: "1470" }))
        ?.serverError,
    ).toBe(CREDENTIALS_ALREADY_SET);

    expect((await signInAs(temporary))?.serverError).toMatch(/Invalid admin credentials/);
    expect((await signInAs({ ...temporary, pin: "2580", password: "Sams-Own-Pass-1" }))?.data).toEqual({ ok: true });
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "credentials_set"));
    expect(entry).toMatchObject({ entityId: made.id, performedBy: made.id });
  });
});

describe("roles and the last owner", () => {
  it("changes a role, with the old and new role recorded", async () => {
    const made = await createTeamAdmin(db, SAM, owner());
    expect(await changeAdminRole(db, { id: made.id, role: "owner" }, owner())).toEqual({ role: "owner", changed: true });
    expect((await adminRow(made.id)).role).toBe("owner");
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "role_changed"));
    expect(entry!.changes).toEqual({ role: { old: "staff", new: "owner" } });
    expect(await changeAdminRole(db, { id: made.id, role: "owner" }, owner())).toEqual({ role: "owner", changed: false });
  });

  it("never demotes or deactivates the last active owner, an inactive owner not counting", async () => {
    await expect(changeAdminRole(db, { id: ownerId, role: "staff" }, owner())).rejects.toThrow(LAST_OWNER);
    const second = await createTeamAdmin(db, { ...SAM, role: "owner" }, owner());
    await setAdminActive(db, { id: second.id, active: false }, owner());
    await expect(changeAdminRole(db, { id: ownerId, role: "staff" }, owner())).rejects.toThrow(LAST_OWNER);
    await expect(setAdminActive(db, { id: ownerId, active: false }, { id: second.id })).rejects.toThrow(LAST_OWNER);

    await setAdminActive(db, { id: second.id, active: true }, owner());
    await changeAdminRole(db, { id: ownerId, role: "staff" }, { id: second.id });
    expect((await adminRow(ownerId)).role).toBe("staff");
    await expect(changeAdminRole(db, { id: second.id, role: "staff" }, { id: second.id })).rejects.toThrow(LAST_OWNER);
  });

  it("keeps one owner when two owners demote each other at the same moment", async () => {
    const second = await createTeamAdmin(db, { ...SAM, role: "owner" }, owner());
    const outcomes = await Promise.allSettled([
      changeAdminRole(db, { id: second.id, role: "staff" }, owner()),
      changeAdminRole(db, { id: ownerId, role: "staff" }, { id: second.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === "rejected")).toMatchObject({
      reason: expect.objectContaining({ message: LAST_OWNER }),
    });
    const owners = await db
      .select()
      .from(adminUsers)
      .where(and(eq(adminUsers.role, "owner"), eq(adminUsers.active, true)));
    expect(owners).toHaveLength(1);
  });
});

describe("deactivation", () => {
  it("ends every session at once and refuses sign-in; reactivation lets the admin back in", async () => {
    const made = await createTeamAdmin(db, SAM, owner());
    const browser = await signedInBrowser(db, made.id);
    await signedInBrowser(db, made.id);
    expect(await sessionCount(made.id)).toBe(2);

    expect(await setAdminActive(db, { id: made.id, active: false }, owner())).toEqual({ active: false, sessionsEnded: 2 });
    expect(await sessionCount(made.id)).toBe(0);
    expect((await sessionEndpoint(browser.request("http://localhost/api/admin/session"), undefined)).status).toBe(401);
    const credentials = { username: "sam", email: SAM.email, pin: made.pin, password: made.password };
    expect((await signInAs(credentials))?.serverError).toBe(ACCOUNT_INACTIVE);
    expect(await sessionCount(made.id)).toBe(0);
    const [refused] = await db.select().from(activityLog).where(eq(activityLog.action, "sign_in_failed"));
    expect(refused).toMatchObject({ entityId: made.id, metadata: expect.objectContaining({ reason: "inactive" }) });

    await setAdminActive(db, { id: made.id, active: true }, owner());
    expect((await signInAs(credentials))?.data).toEqual({ ok: true });
    const actions = (await db.select().from(activityLog).where(eq(activityLog.entityType, "admin"))).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["deactivated", "reactivated"]));
  });

  it("refuses to deactivate or reset oneself", async () => {
    await createTeamAdmin(db, { ...SAM, role: "owner" }, owner());
    await expect(setAdminActive(db, { id: ownerId, active: false }, owner())).rejects.toThrow(NOT_YOURSELF);
    await expect(resetAdminCredentials(db, ownerId, owner())).rejects.toThrow(NOT_YOURSELF);
  });

  it("a reset makes new temporary secrets, signs the admin out and asks for their own again", async () => {
    const made = await createTeamAdmin(db, SAM, owner());
    await signedInBrowser(db, made.id);
    const reset = await resetAdminCredentials(db, made.id, owner());
    expect(reset.password).not.toBe(made.password);
    expect(await sessionCount(made.id)).toBe(0);
    const row = await adminRow(made.id);
    expect(row.mustSetCredentials).toBe(true);
    expect(await verifySecret(reset.password, row.passwordHash)).toBe(true);
  });
});

describe("the Team list", () => {
  it("lists active admins first, owners before staff, searched and filtered in SQL", async () => {
    await createTeamAdmin(db, SAM, owner());
    const zed = await createTeamAdmin(
      db,
      { ...SAM, username: "zed", email: "zed@summitdigital.co", firstName: "Zed", role: "owner" },
      owner(),
    );
    const amy = await createTeamAdmin(db, { ...SAM, username: "amy", email: "amy@summitdigital.co", firstName: "Amy" }, owner());
    await setAdminActive(db, { id: amy.id, active: false }, owner());
    const all = await listTeam(db, { q: "", offset: 0, limit: 25 });
    expect(all.rows.map((row) => row.username)).toEqual(["dana", "zed", "sam", "amy"]);
    expect((await listTeam(db, { q: "ORTIZ", offset: 0, limit: 25 })).total).toBe(3);
    expect((await listTeam(db, { q: "", role: "owner", offset: 0, limit: 25 })).rows.map((row) => row.id)).toEqual([ownerId, zed.id]);
    expect((await listTeam(db, { q: "", status: "inactive", offset: 0, limit: 25 })).rows.map((row) => row.username)).toEqual(["amy"]);
  });
});

describe("temporary credentials expire after 72 hours", () => {
  const HOUR = 60 * 60 * 1000;
  /** Moves the time the temporary credentials were made back by `hours`. */
  const issuedHoursAgo = async (id: string, hours: number) =>
    db
      .update(adminUsers)
      .set({ temporaryCredentialsIssuedAt: new Date(Date.now() - hours * HOUR) })
      .where(eq(adminUsers.id, id));
  const credentialsOf = (made: { username: string; email: string; password: string; pin: string }) => ({
    username: made.username,
    email: made.email,
    password: made.password,
    pin: made.pin,
  });

  it("signs in at 71 hours; at 72 hours refuses with a message to ask an owner, recorded in the audit trail", async () => {
    const made = await createTeamAdmin(db, SAM, owner());
    await issuedHoursAgo(made.id, 71);
    expect((await signInAs(credentialsOf(made))).data).toEqual({ ok: true });

    await issuedHoursAgo(made.id, 72);
    const refused = await signInAs(credentialsOf(made));
    expect(refused.serverError).toBe(TEMPORARY_CREDENTIALS_EXPIRED);
    expect(refused.serverError).toMatch(/Ask an owner/);
    const failures = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, made.id), eq(activityLog.action, "sign_in_failed")));
    expect(failures.map((entry) => entry.metadata)).toEqual([expect.objectContaining({ reason: "expired" })]);
    // Wrong credentials still get the one message that tells nothing.
    expect((await signInAs({ ...credentialsOf(made), pin: "000000" })).serverError).toMatch(/^Invalid admin credentials/);
  });

  it("a reset gives another 72 hours, and the admin's own credentials never expire", async () => {
    const made = await createTeamAdmin(db, SAM, owner());
    await issuedHoursAgo(made.id, 100);
    const reset = await resetAdminCredentials(db, made.id, owner());
    expect((await signInAs(credentialsOf(reset))).data).toEqual({ ok: true });
    expect(
      (await setOwnCredentialsAction({ password: "Sams-Own-Pass-1", confirmPassword: "Sams-Own-Pass-1", pin: "8642", confirmPin: "8642" }))
        .data,
    ).toBeTruthy();
    await issuedHoursAgo(made.id, 500);
    expect((await signInAs({ ...credentialsOf(reset), password: "Sams-Own-Pass-1", pin: "8642" })).data).toEqual({ ok: true });
  });

  it("the Team list says when they expire, or that they have", async () => {
    const made = await createTeamAdmin(db, SAM, owner());
    const issued = (await adminRow(made.id)).temporaryCredentialsIssuedAt!;
    const rowOf = async (now: Date) => (await listTeam(db, { q: "sam", offset: 0, limit: 25 }, now)).rows[0]!.temporaryCredentials;
    expect(await rowOf(new Date(issued.getTime() + HOUR))).toEqual({ expiresAt: new Date(issued.getTime() + 72 * HOUR), expired: false });
    expect(await rowOf(new Date(issued.getTime() + 72 * HOUR))).toMatchObject({ expired: true });
    expect((await listTeam(db, { q: "dana", offset: 0, limit: 25 })).rows[0]!.temporaryCredentials).toBeNull();
  });
});

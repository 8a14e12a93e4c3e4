import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { adminUsers, sessions } from "@/db/schema";
import { profileUpdateSchema } from "@/lib/account/schema";
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  CurrentPasswordError,
  EMAIL_TAKEN,
  updateProfile,
  USERNAME_TAKEN,
} from "@/lib/account/service";
import { verifySecret } from "@/lib/authentication/passwords";
import { startSession } from "@/lib/authentication/service";
import { upsertAdmin } from "@/lib/team/service";

import { insertDana } from "../support/admins";
import { testDb } from "../support/database";

const db = testDb();
const PASSWORD = "Summit-Pass-1";
let danaId: string;
let laptopId: string;
let phoneId: string;

beforeEach(async () => {
  danaId = (await insertDana(db, { phone: "720-555-0100" })).id;
  await upsertAdmin(db, {
    username: "sam",
    email: "sam@summitdigital.co",
    pin: "1357",
    password: "Summit-Pass-2",
    firstName: null,
    lastName: null,
    phone: null,
  });
  laptopId = (await startSession(db, { adminId: danaId, userAgent: "Laptop", ip: "203.0.113.7" })).id;
  phoneId = (await startSession(db, { adminId: danaId, userAgent: "Phone", ip: "198.51.100.4" })).id;
});

const input = (changes: Record<string, string> = {}) =>
  profileUpdateSchema.parse({
    username: "dana",
    email: "dana@summitdigital.co",
    pin: "",
    phone: "",
    firstName: "Dana",
    lastName: "",
    newPassword: "",
    currentPassword: "",
    ...changes,
  });

const context = { sessionId: "", attemptLimit: 3 };
const fromLaptop = () => ({ ...context, sessionId: laptopId });
const sessionIds = async () =>
  (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.adminId, danaId))).map((row) => row.id);
const danaRow = async () => (await db.select().from(adminUsers).where(eq(adminUsers.id, danaId)))[0]!;

describe("updateProfile", () => {
  it("saves the fields, an empty phone and names as null, and a new PIN as a hash", async () => {
    const result = await updateProfile(
      db,
      danaId,
      input({ username: "dana.r", email: "Dana.R@SummitDigital.co", pin: "97531", lastName: " Reyes ", currentPassword: PASSWORD }),
      fromLaptop(),
    );
    expect(result.credentialsChanged).toBe(true);
    expect(result.admin).toMatchObject({
      username: "dana.r",
      email: "dana.r@summitdigital.co",
      phone: null,
      lastName: "Reyes",
      firstName: "Dana",
    });
    expect(result.admin.pinHash).not.toContain("97531");
    expect(await verifySecret("97531", result.admin.pinHash)).toBe(true);
    expect(await verifySecret(PASSWORD, result.admin.passwordHash)).toBe(true);
  });

  it("a new password is hashed and ends every other session of the admin, keeping this one", async () => {
    const otherAdmin = (await db.select().from(adminUsers).where(eq(adminUsers.username, "sam")))[0]!;
    const samSession = await startSession(db, { adminId: otherAdmin.id, userAgent: "Sam", ip: null });
    const result = await updateProfile(db, danaId, input({ newPassword: "Another-Pass-3", currentPassword: PASSWORD }), fromLaptop());
    expect(result).toMatchObject({ credentialsChanged: true, otherSessionsEnded: 1 });
    expect(await verifySecret("Another-Pass-3", result.admin.passwordHash)).toBe(true);
    expect(await sessionIds()).toEqual([laptopId]);
    expect((await db.select().from(sessions).where(eq(sessions.id, samSession.id))).length).toBe(1);
  });

  it.each([
    ["username", { username: "dana.r" }],
    ["email", { email: "dana.r@summitdigital.co" }],
    ["PIN", { pin: "97531" }],
    ["password", { newPassword: "Another-Pass-3" }],
  ])("changing the %s needs the current password; without it or with a wrong one nothing changes", async (_field, change) => {
    await expect(updateProfile(db, danaId, input({ ...change, firstName: "Mallory" }), fromLaptop())).rejects.toThrow(
      CURRENT_PASSWORD_REQUIRED,
    );
    await expect(
      updateProfile(db, danaId, input({ ...change, firstName: "Mallory", currentPassword: "Guess-Pass-9" }), fromLaptop()),
    ).rejects.toThrow(CURRENT_PASSWORD_WRONG);
    const row = await danaRow();
    expect(row).toMatchObject({ username: "dana", email: "dana@summitdigital.co", firstName: "Dana" });
    expect(await verifySecret("2468", row.pinHash)).toBe(true);
    expect(await verifySecret(PASSWORD, row.passwordHash)).toBe(true);
    expect((await sessionIds()).sort()).toEqual([laptopId, phoneId].sort());
  });

  it("names and phone change without the current password and keep other sessions", async () => {
    const result = await updateProfile(db, danaId, input({ firstName: "Dee", phone: "303-555-0199" }), fromLaptop());
    expect(result).toMatchObject({ credentialsChanged: false, otherSessionsEnded: 0 });
    expect(await danaRow()).toMatchObject({ firstName: "Dee", phone: "303-555-0199" });
    expect((await sessionIds()).sort()).toEqual([laptopId, phoneId].sort());
  });

  it("counts wrong current passwords: past the limit even the right one is refused for now", async () => {
    let checks = 0;
    const counting = { ...fromLaptop(), compare: async (secret: string, hash: string) => (checks++, verifySecret(secret, hash)) };
    for (let i = 0; i < 3; i++) {
      await expect(updateProfile(db, danaId, input({ pin: "97531", currentPassword: `Wrong-${i}-pass` }), counting)).rejects.toThrow(
        CURRENT_PASSWORD_WRONG,
      );
    }
    const refused = updateProfile(db, danaId, input({ pin: "97531", currentPassword: PASSWORD }), counting);
    await expect(refused).rejects.toBeInstanceOf(CurrentPasswordError);
    await expect(updateProfile(db, danaId, input({ pin: "97531", currentPassword: PASSWORD }), counting)).rejects.toThrow(
      /Too many wrong current passwords/,
    );
    expect(checks).toBe(3);
    expect(await verifySecret("2468", (await danaRow()).pinHash)).toBe(true);
  });

  it("refuses a username or email another admin has, in any case, and changes nothing", async () => {
    await expect(updateProfile(db, danaId, input({ username: "SAM", currentPassword: PASSWORD }), fromLaptop())).rejects.toThrow(
      USERNAME_TAKEN,
    );
    await expect(
      updateProfile(db, danaId, input({ email: "sam@summitdigital.co", currentPassword: PASSWORD }), fromLaptop()),
    ).rejects.toThrow(EMAIL_TAKEN);
    expect(await danaRow()).toMatchObject({ username: "dana", email: "dana@summitdigital.co", phone: "720-555-0100" });
    expect((await sessionIds()).sort()).toEqual([laptopId, phoneId].sort());
  });

  it("the form schema refuses a short PIN, a short password or one over 72 bytes, but accepts them empty", () => {
    expect(profileUpdateSchema.safeParse({ ...input(), pin: "12" }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ ...input(), newPassword: "short" }).success).toBe(false);
    // 36 two-byte letters: 36 characters but 72 bytes, the most bcrypt reads; one more is refused.
    expect(profileUpdateSchema.safeParse({ ...input(), newPassword: "é".repeat(36) }).success).toBe(true);
    const tooLong = profileUpdateSchema.safeParse({ ...input(), newPassword: "é".repeat(36) + "a" });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toMatch(/at most 72 bytes/);
    expect(profileUpdateSchema.safeParse(input()).success).toBe(true);
  });
});

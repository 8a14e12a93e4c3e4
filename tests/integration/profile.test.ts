import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { adminUsers } from "@/db/schema";
import { upsertAdmin } from "@/lib/admins/service";
import { verifySecret } from "@/lib/auth/passwords";
import { profileUpdateSchema } from "@/lib/profile/schema";
import { EMAIL_TAKEN, updateProfile, USERNAME_TAKEN } from "@/lib/profile/service";

import { insertDana } from "../support/admins";
import { resetDatabase, testDb } from "../support/database";

const db = testDb();
let danaId: string;

beforeEach(async () => {
  await resetDatabase(db);
  danaId = (await insertDana(db, { phone: "720-555-0100" })).id;
  await upsertAdmin(db, { username: "sam", email: "sam@summitdigital.co", pin: "1357", password: "Summit-Pass-2", firstName: null, lastName: null, phone: null });
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
    ...changes,
  });

describe("updateProfile", () => {
  it("saves the fields, an empty phone and names as null, and a new PIN as a hash", async () => {
    const { admin, passwordChanged } = await updateProfile(db, danaId, input({ username: "dana.r", email: "Dana.R@SummitDigital.co", pin: "97531", lastName: " Reyes " }));
    expect(passwordChanged).toBe(false);
    expect(admin).toMatchObject({ username: "dana.r", email: "dana.r@summitdigital.co", phone: null, lastName: "Reyes", firstName: "Dana", sessionVersion: 1 });
    expect(admin.pinHash).not.toContain("97531");
    expect(await verifySecret("97531", admin.pinHash)).toBe(true);
    expect(await verifySecret("Summit-Pass-1", admin.passwordHash)).toBe(true);
  });

  it("a new password is hashed and bumps the session version", async () => {
    const { admin, passwordChanged } = await updateProfile(db, danaId, input({ newPassword: "Another-Pass-3" }));
    expect(passwordChanged).toBe(true);
    expect(admin.sessionVersion).toBe(2);
    expect(await verifySecret("Another-Pass-3", admin.passwordHash)).toBe(true);
  });

  it("refuses a username or email another admin has, in any case, and changes nothing", async () => {
    await expect(updateProfile(db, danaId, input({ username: "SAM" }))).rejects.toThrow(USERNAME_TAKEN);
    await expect(updateProfile(db, danaId, input({ email: "sam@summitdigital.co" }))).rejects.toThrow(EMAIL_TAKEN);
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, danaId));
    expect(row).toMatchObject({ username: "dana", email: "dana@summitdigital.co", phone: "720-555-0100" });
  });

  it("the form schema refuses a short PIN or password but accepts them empty", () => {
    expect(profileUpdateSchema.safeParse({ ...input(), pin: "12" }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ ...input(), newPassword: "short" }).success).toBe(false);
    expect(profileUpdateSchema.safeParse(input()).success).toBe(true);
  });
});

import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { adminUsers } from "@/db/schema";
import { signIn as recordSignIn } from "@/lib/authentication/service";
import { sealAdminSession, SESSION_COOKIE, sessionFor } from "@/lib/authentication/session-seal";
import type { AdminCreateValues } from "@/lib/team/schema";
import { upsertAdmin } from "@/lib/team/service";

import { withTestDb } from "./db-helpers";

type Credentials = { username: string; email: string; pin: string; password: string };

/** Fills the login form; the caller checks what happens next. */
export async function fillLogin(page: Page, admin: Credentials) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(admin.username);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("PIN").fill(admin.pin);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in through the login form, ending on the dashboard: for specs about signing in itself. */
export async function signIn(page: Page, admin: Credentials) {
  await fillLogin(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Gives the page's browser a new session of `admin` as a successful sign-in makes it (the sessions
 * row, the audit entry, the sealed cookie), without the form and the dashboard it ends on: the spec
 * then opens the page it tests. Two page loads fewer per test, which is most of a browser test's
 * time on a busy two-core machine.
 */
export async function signInAs(page: Page, admin: Pick<Credentials, "username">) {
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const cookie = await withTestDb(async (db) => {
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, admin.username));
    if (!row) throw new Error(`No admin ${admin.username} in the test database.`);
    const session = await recordSignIn(db, row, { userAgent, ip: "127.0.0.1" });
    return sealAdminSession(sessionFor(row, session));
  });
  const url = test.info().project.use.baseURL;
  await page.context().addCookies([{ name: SESSION_COOKIE, value: cookie, url, httpOnly: true, sameSite: "Lax" }]);
}

/** Creates (or resets) an admin straight in the test database, for tests that change secrets. */
export async function createAdmin(admin: AdminCreateValues) {
  await withTestDb((db) => upsertAdmin(db, admin));
}

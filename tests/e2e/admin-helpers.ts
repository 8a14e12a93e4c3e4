import { expect, type Page } from "@playwright/test";

import { createDatabase } from "@/db/client";
import type { AdminCreateValues } from "@/lib/team/schema";
import { upsertAdmin } from "@/lib/team/service";

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

export async function signIn(page: Page, admin: Credentials) {
  await fillLogin(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Creates (or resets) an admin straight in the test database, for tests that change secrets. */
export async function createAdmin(admin: AdminCreateValues) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("End-to-end tests need DATABASE_URL: run them through `npm test`.");
  const db = createDatabase(url, { max: 1 });
  try {
    await upsertAdmin(db, admin);
  } finally {
    await db.$client.end();
  }
}

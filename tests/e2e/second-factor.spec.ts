import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { generate } from "otplib";

import { adminUsers } from "@/db/schema";

import { createAdmin, fillLogin, signInAs } from "./admin-helpers";
import { withTestDb } from "./db-helpers";

// An admin of this spec's own, without a second factor at the start of every run.
const ADMIN = {
  username: "e2e_second_factor",
  email: "second-factor@summitdigital.co",
  pin: "8642",
  password: "Second-Factor-2026!",
  firstName: "Toni",
  lastName: null,
  phone: null,
};

test.beforeEach(async () => {
  test.slow();
  await createAdmin(ADMIN);
  await withTestDb((db) =>
    db.update(adminUsers).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(adminUsers.username, ADMIN.username)),
  );
});

test("an admin turns on a second factor in the Profile, then signs in with the code their app shows", async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto("/admin/profile");
  const card = page.getByRole("region", { name: "Second factor" });
  await card.getByRole("button", { name: "Turn on second factor" }).click();
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = ((await card.getByLabel("Secret key").textContent()) ?? "").trim();
  expect(secret).toMatch(/^[A-Z2-7]{26,}$/);

  // What an authenticator app would show now, computed from the secret on screen.
  await card.getByLabel("Code from your app").fill(await generate({ secret }));
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await card.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(card.getByText(/^On since/)).toBeVisible();
  await expect(card.getByText(/10 unused recovery codes left/)).toBeVisible();

  await page.goto("/admin/team");
  await expect(page.getByRole("row", { name: /e2e_second_factor/ }).getByText("On", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The four fields alone no longer sign in: the form asks for the code.
  await fillLogin(page, ADMIN);
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await code.fill("000000");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(/That code is not valid/)).toBeVisible();

  // The setup's code is spent: the app's next code (one step of drift is allowed) signs in.
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

import { expect, test } from "@playwright/test";

import { E2E_ADMIN } from "./fixtures";
import { createAdmin, fillLogin, signIn } from "./admin-helpers";

// A second admin of this spec's own, so changing secrets never touches E2E_ADMIN.
const SECOND = {
  username: "e2e_second",
  email: "second@summitdigital.co",
  pin: "8642",
  password: "Second-Pass-2026!",
  firstName: "Sol",
  lastName: null,
  phone: null,
};

test.beforeEach(async () => {
  // Several bcrypt sign-ins and two browsers: more than the default 30 s on a busy machine.
  test.slow();
  await createAdmin(SECOND);
});

test("changing the password ends the admin's other sessions and keeps this one", async ({ browser }) => {
  // Two browsers (each newPage has its own context, so its own cookies).
  const laptop = await browser.newPage();
  const phoneTab = await browser.newPage();

  await signIn(laptop, SECOND);
  await signIn(phoneTab, SECOND);

  await laptop.goto("/admin/dashboard?tab=profile");
  await laptop.getByLabel("New Password").fill("Changed-Pass-2026!");
  await laptop.getByRole("button", { name: "Save Changes" }).click();
  await expect(laptop.getByText("Profile updated successfully.")).toBeVisible();
  await expect(laptop.getByLabel("New Password")).toHaveValue("");

  await laptop.reload();
  await expect(laptop).toHaveURL(/\/admin\/dashboard\?tab=profile$/);
  await phoneTab.reload();
  await expect(phoneTab).toHaveURL(/\/admin\/login$/);

  // The old password no longer signs in; the new one does.
  await fillLogin(phoneTab, SECOND);
  await expect(phoneTab.getByText("Invalid admin credentials. All fields must match.")).toBeVisible();
  await signIn(phoneTab, { ...SECOND, password: "Changed-Pass-2026!" });

  await laptop.context().close();
  await phoneTab.context().close();
});

test("a username another admin has is refused with the server's message", async ({ page }) => {
  await signIn(page, SECOND);
  await page.goto("/admin/dashboard?tab=profile");
  const username = page.getByLabel("Username");
  // Typed before hydration, the value can be merged with the form's initial one: type until it holds.
  await expect(async () => {
    await username.fill(E2E_ADMIN.username);
    await page.waitForTimeout(500); // hydration may still reset the field: the value must survive it
    await expect(username).toHaveValue(E2E_ADMIN.username, { timeout: 500 });
  }).toPass();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("That username is already taken by another admin.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue(SECOND.username);
});

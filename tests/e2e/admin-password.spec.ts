import { expect, test } from "@playwright/test";

import { createAdmin, fillLogin, signIn, signInAs } from "./admin-helpers";
import { E2E_ADMIN } from "./fixtures";

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

test("changing the password asks for the current one, ends the admin's other sessions and keeps this one", async ({ browser }) => {
  // Two browsers (each newPage has its own context, so its own cookies).
  const laptop = await browser.newPage();
  const phoneTab = await browser.newPage();

  await signInAs(laptop, SECOND);
  await signInAs(phoneTab, SECOND);
  await phoneTab.goto("/admin/dashboard");

  await laptop.goto("/admin/profile");
  await laptop.getByLabel("New Password").fill("Changed-Pass-2026!");
  await laptop.getByRole("button", { name: "Save Changes" }).click();
  await expect(laptop.getByText("Enter your current password to change your username, email, PIN or password.")).toBeVisible();

  await laptop.getByLabel("Current Password").fill(SECOND.password);
  await laptop.getByRole("button", { name: "Save Changes" }).click();
  await expect(laptop.getByText("Profile updated successfully.")).toBeVisible();
  await expect(laptop.getByLabel("New Password")).toHaveValue("");
  await expect(laptop.getByLabel("Current Password")).toHaveValue("");

  await laptop.reload();
  await expect(laptop).toHaveURL(/\/admin\/profile$/);
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
  await signInAs(page, SECOND);
  await page.goto("/admin/profile");
  const username = page.getByLabel("Username");
  // Typed before hydration, the value can be merged with the form's initial one: type until it holds.
  await expect(async () => {
    await username.fill(E2E_ADMIN.username);
    await page.waitForTimeout(500); // hydration may still reset the field: the value must survive it
    await expect(username).toHaveValue(E2E_ADMIN.username, { timeout: 500 });
  }).toPass();
  await page.getByLabel("Current Password").fill(SECOND.password);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("That username is already taken by another admin.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue(SECOND.username);
});

test("a wrong current password changes nothing, and says so under its field", async ({ page }) => {
  await signInAs(page, SECOND);
  await page.goto("/admin/profile");
  const email = page.getByLabel("Email");
  // Typed before hydration, the value can be merged with the form's initial one: type until it holds.
  await expect(async () => {
    await email.fill("changed@summitdigital.co");
    await page.waitForTimeout(500);
    await expect(email).toHaveValue("changed@summitdigital.co", { timeout: 500 });
  }).toPass();
  await page.getByLabel("PIN", { exact: true }).fill("1357");
  await page.getByLabel("Current Password").fill("Not-The-Password-1");
  await page.getByRole("button", { name: "Save Changes" }).click();
  const field = page.getByLabel("Current Password");
  await expect(page.getByText("Your current password is not correct. Nothing was changed.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await page.reload();
  await expect(page.getByLabel("Email")).toHaveValue(SECOND.email);
  // The PIN and password are unchanged: the old ones still sign in elsewhere.
  const other = await page.context().browser()!.newPage();
  await signIn(other, SECOND);
  await other.context().close();
});

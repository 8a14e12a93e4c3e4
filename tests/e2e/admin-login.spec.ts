import { expect, test } from "@playwright/test";

import { fillLogin, signIn } from "./admin-helpers";
import { E2E_ADMIN } from "./fixtures";

test.describe("admin sign-in", () => {
  test("a wrong field shows the Login Failed toast and stays on the login page", async ({ page }) => {
    await fillLogin(page, { ...E2E_ADMIN, pin: "0000" });
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid admin credentials. All fields must match.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  test("the password toggle shows and hides the password", async ({ page }) => {
    await page.goto("/admin/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-value");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("the right credentials show the Success toast and open the dashboard", async ({ page }) => {
    await fillLogin(page, E2E_ADMIN);
    await expect(page.getByText("Logged in successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(`Welcome back, ${E2E_ADMIN.firstName}`)).toBeVisible();
  });

  test("without a session the dashboard sends you to the login page", async ({ page }) => {
    await page.goto("/admin/leads");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a broken session cookie is removed and you land on the login page", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "admin_session", value: "Fe26.2**forged", url: baseURL! }]);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await context.cookies()).find((cookie) => cookie.name === "admin_session")).toBeUndefined();
  });

  test("with a session the login page sends you to the dashboard, and Logout ends it", async ({ page, context }) => {
    await signIn(page, E2E_ADMIN);
    const cookie = (await context.cookies()).find((c) => c.name === "admin_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === "admin_session")).toBeUndefined();
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the back link returns to the main site", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("link", { name: "Back to main site" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a password over 72 bytes is refused under its field before any check", async ({ page }) => {
  await fillLogin(page, { ...E2E_ADMIN, password: "é".repeat(37) }); // 37 characters, 74 bytes
  await expect(page.getByText(/Password is too long: at most 72 bytes/)).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

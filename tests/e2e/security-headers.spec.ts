import { expect, test, type Page } from "@playwright/test";

import { signIn } from "./admin-helpers";
import { E2E_ADMIN } from "./fixtures";

const REQUIRED = ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"];

/*
 * Next.js hints the root 404 page's stylesheet (the public site's) on every page, so a page the
 * test stays on for a few seconds draws the browser's note that a preload went unused: not a
 * policy problem.
 */
const UNUSED_PRELOAD = /was preloaded using link preload but not used/;

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !UNUSED_PRELOAD.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("the static home page carries the security headers and a policy without nonce", async ({ page }) => {
  const problems = collectProblems(page);
  const response = await page.goto("/");
  const headers = response!.headers();
  for (const directive of REQUIRED) expect(headers["content-security-policy"]).toContain(directive);
  expect(headers["content-security-policy"]).not.toContain("nonce-");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"]).toBeUndefined(); // plain http
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("the admin pages get a fresh nonce per response, and run without CSP errors", async ({ page, request }) => {
  const problems = collectProblems(page);
  const first = (await request.get("/admin/login")).headers()["content-security-policy"]!;
  const second = (await request.get("/admin/login")).headers()["content-security-policy"]!;
  for (const directive of REQUIRED) expect(first).toContain(directive);
  expect(first).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(first).not.toBe(second);

  await signIn(page, E2E_ADMIN);
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: "Admin Profile Settings" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("HSTS is sent when the request came over https", async ({ request }) => {
  const response = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toContain("max-age=");
});

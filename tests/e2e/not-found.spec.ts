import { expect, test } from "@playwright/test";

test("any unknown path answers 404 with the not-found screen", async ({ page }) => {
  for (const path of ["/no-such-page", "/services/unknown/deeper", "/privacy/extra"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  }
});

test("the 404 screen links home and keeps the site header working", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/no-such-page");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(/\/#portfolio$/);
  await expect(page.getByRole("heading", { level: 2, name: "Recent Work Across the Front Range" })).toBeInViewport();
});

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

test("malformed and percent-encoded paths answer the 404 screen or their page, never a server error", async ({ request }) => {
  const notFound = [
    "/%",
    "/%E0%A4%A",
    "/%70rivacy",
    "/services/%",
    "/services/%zz",
    "/invoice/%",
    "/invoice/%E0%A4%A/pdf",
    "/admin/%",
    "/api/admin/invoices/%/pdf",
  ];
  for (const path of notFound) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Oops! Page not found");
  }
  // A valid escape inside a dynamic segment still names its page.
  expect((await request.get("/services/%62randing")).status()).toBe(200);
});

test("a form post whose body cannot be read answers 400 on any page, never a server error", async ({ request }) => {
  for (const path of ["/", "/privacy", "/services/branding", "/no-such-page", "/admin/login", "/portal", "/invoice/unknown"]) {
    const response = await request.post(path, {
      headers: { "content-type": "multipart/form-data; boundary=x" },
      data: "--x\r\nbroken",
    });
    expect(response.status(), path).toBe(400);
    expect(await response.json(), path).toEqual({ error: "The request body could not be read." });
  }
});

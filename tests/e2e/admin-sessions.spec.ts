import { expect, test, type Browser, type Page } from "@playwright/test";

import { createAdmin, signInAs } from "./admin-helpers";
import { axeViolations } from "./axe";

// An admin of this spec's own, so ending sessions never touches another spec's browser.
const ADMIN = {
  username: "e2e_sessions",
  email: "sessions@summitdigital.co",
  pin: "9753",
  password: "Sessions-Pass-2026!",
  firstName: "Sasha",
  lastName: null,
  phone: null,
};

test.beforeEach(async () => {
  // Several bcrypt sign-ins in three browsers: more than the default 30 s on a busy machine.
  test.slow();
  await createAdmin(ADMIN); // also ends every session this admin had
});

/** A browser of its own (own cookies), signed in as the spec's admin. */
async function signedInBrowser(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await signInAs(page, ADMIN);
  return page;
}

const sessionsTable = (page: Page) => page.getByRole("table", { name: "Signed-in sessions, most recently used first" });

async function expectSignedOut(page: Page) {
  await page.goto("/admin/profile");
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test("the Profile lists the signed-in sessions and 'Sign out' ends another browser's at once", async ({ browser }) => {
  const laptop = await signedInBrowser(browser);
  const phone = await signedInBrowser(browser);

  await laptop.goto("/admin/profile");
  const table = sessionsTable(laptop);
  await expect(laptop.getByRole("heading", { name: "Signed-in sessions" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(3); // header + 2
  await expect(table.getByText("This device")).toHaveCount(1);
  await expect(table.getByRole("row").nth(1)).toContainText(/Chrome on \w+/);
  // When each was last used, and that 2 idle hours end a session as 24 hours do.
  await expect(table.getByRole("columnheader", { name: "Last used" })).toBeVisible();
  await expect(table.getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText(/\d{1,2}:\d{2}/);
  await expect(laptop.getByText("A session ends 24 hours after its sign-in, or after 2 hours without use.")).toBeVisible();

  // Only the other session offers 'Sign out'; the current one ends with Logout.
  const signOut = table.getByRole("button", { name: /^Sign out/ });
  await expect(signOut).toHaveCount(1);
  await signOut.click();
  await expect(laptop.getByText("Session signed out.")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);

  await expectSignedOut(phone);
  await laptop.reload();
  await expect(laptop.getByRole("heading", { name: "Admin Profile Settings" })).toBeVisible();

  await laptop.context().close();
  await phone.context().close();
});

test("'Sign out everywhere else' ends every other session after a confirmation and keeps this one", async ({ browser }) => {
  const laptop = await signedInBrowser(browser);
  const phone = await signedInBrowser(browser);
  const tablet = await signedInBrowser(browser);

  await laptop.goto("/admin/profile");
  await expect(sessionsTable(laptop).getByRole("row")).toHaveCount(4);
  await laptop.getByRole("button", { name: "Sign out everywhere else" }).click();
  const dialog = laptop.getByRole("alertdialog", { name: "Sign out everywhere else?" });
  await expect(dialog).toContainText("2 other sessions will be signed out at once.");
  await dialog.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(laptop.getByText("Signed out of 2 other sessions.")).toBeVisible();
  await expect(sessionsTable(laptop).getByRole("row")).toHaveCount(2);
  await expect(laptop.getByRole("button", { name: "Sign out everywhere else" })).toBeDisabled();

  await expectSignedOut(phone);
  await expectSignedOut(tablet);
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/admin\/profile$/);

  for (const page of [laptop, phone, tablet]) await page.context().close();
});

test("the Profile with its sessions list and the confirmation passes axe", async ({ page: laptop, browser }) => {
  // axe needs a page of a context it can reach: the test's own page is this browser.
  await signInAs(laptop, ADMIN);
  const phone = await signedInBrowser(browser);
  await laptop.goto("/admin/profile");
  await expect(sessionsTable(laptop).getByRole("row")).toHaveCount(3);
  const axe = async () => {
    expect(await axeViolations(laptop)).toEqual([]);
  };
  await axe();
  await laptop.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(laptop.getByRole("alertdialog")).toBeVisible();
  await axe();
  await phone.context().close();
});

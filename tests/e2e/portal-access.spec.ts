import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";

import { clientContacts, clients, mailOutbox, portalSignInLinks, testMailMessages } from "@/db/schema";
import { deliverOutboxMail } from "@/lib/mail/deliver";
import { createTestMailboxTransport } from "@/lib/mail/test-mailbox";
import { issueSignInLink } from "@/lib/portal/sign-in";
import { signInLinkPath, unsealSignInToken } from "@/lib/portal/tokens";
import { mailPartsFor } from "@/lib/worker/tasks";

import { signInAs } from "./admin-helpers";
import { axeViolations } from "./axe";
import { uniqueName, withTestDb } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";
import { portalSessionFor } from "../support/portal";

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, ".");

/** A client with one primary contact at an address no other test uses, straight into the database. */
async function insertPortalClient(prefix: string) {
  const name = uniqueName(prefix);
  const contactName = `Jo ${name.split(" ").at(-1)}`;
  const email = `jo.${slug(name)}@example.com`;
  return withTestDb(async (db) => {
    const [client] = await db.insert(clients).values({ displayName: name, billingEmail: email }).returning({ id: clients.id });
    const [contact] = await db
      .insert(clientContacts)
      .values({ clientId: client!.id, name: contactName, email, isPrimary: true })
      .returning({ id: clientContacts.id });
    return { clientId: client!.id, contactId: contact!.id, name, contactName, email };
  });
}

test("a contact asks for a link at /portal, follows the mailed link, signs in once and signs out", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const client = await insertPortalClient("Portal Mail");
  await page.goto("/portal");
  await page.getByLabel("Email").fill(client.email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("Check your mail");
  await expect(page.getByRole("status")).toContainText("It works once, for 15 minutes.");

  // The browser tests' server sends no mail (TEST_MAIL is the demo's): the spec delivers the queued
  // mail into the test mailbox as the demo's worker does, and follows the link the mail holds.
  const link = await withTestDb(async (db) => {
    // The server issues the link just after it answers.
    const signInMail = () =>
      db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, client.email), eq(mailOutbox.kind, "portal_sign_in")));
    await expect.poll(async () => (await signInMail()).length).toBe(1);
    const [mail] = await signInMail();
    const outcome = await deliverOutboxMail(db, mail!.id, {
      transport: createTestMailboxTransport(db),
      from: "Summit Digital <hello@summitdigital.co>",
      parts: mailPartsFor({ siteUrl: baseURL!, linkSecret: process.env.SESSION_SECRET, timeZone: "America/Denver" }),
      attempt: 1,
      maxAttempts: 1,
    });
    expect(outcome).toBe("sent");
    const [delivered] = await db.select().from(testMailMessages).where(eq(testMailMessages.toAddress, client.email));
    expect(delivered!.subject).toBe("Your sign-in link to the Summit Digital client portal");
    return /https?:\/\/\S+\/portal\/sign-in\/[A-Za-z0-9_-]{43}/.exec(delivered!.textBody)?.[0];
  });
  expect(link).toBeTruthy();
  await page.goto(link!);

  await expect(page.getByRole("heading", { name: "Sign in to your client portal" })).toBeVisible();
  const linkPage = page.url();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/portal\/overview$/);

  await page.goto("/portal/sessions");
  await expect(page.getByRole("navigation", { name: "Client portal" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(client.name);
  await expect(page.getByText("This device")).toBeVisible();

  // The link worked once.
  await page.goto(linkPage);
  await expect(page.getByText("This sign-in link has expired or was already used.")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeVisible();

  await page.goto("/portal/sessions");
  await page.getByRole("button", { name: "Sign out", exact: true }).first().click();
  await expect(page).toHaveURL(/\/portal\?signed-out=1$/);
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await page.goto("/portal/sessions");
  await expect(page).toHaveURL(/\/portal$/);
});

test("an owner invites a contact from the client page and revokes access, which ends their open session", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const client = await insertPortalClient("Portal Access");
  const contactContext = await browser.newContext();
  const session = await withTestDb((db) => portalSessionFor(db, client.contactId));
  await contactContext.addCookies([{ ...session.cookie, url: baseURL! }]);
  const contactPage = await contactContext.newPage();
  await contactPage.goto("/portal/sessions");
  await expect(contactPage.getByRole("heading", { name: "Devices" })).toBeVisible();

  await signInAs(page, E2E_ADMIN);
  await page.goto(`/admin/clients/${client.clientId}`);
  const part = page.getByRole("region", { name: "Client portal", exact: true });
  await expect(part).toContainText(client.contactName);
  await expect(part).toContainText("1 active session");
  await part.getByRole("button", { name: `Invite ${client.contactName} to portal` }).click();
  await expect(page.getByText(`Sign-in link sent to j•••@example.com.`)).toBeVisible();

  await part.getByRole("button", { name: `Revoke portal access for ${client.contactName}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("signed out of the client portal on every device at once");
  await dialog.getByRole("button", { name: "Revoke portal access" }).click();
  await expect(page.getByText(`${client.contactName}'s portal access is revoked.`)).toBeVisible();
  await expect(part).toContainText("Access revoked");

  await contactPage.reload();
  await expect(contactPage).toHaveURL(/\/portal$/);
  await expect(contactPage.getByLabel("Email")).toBeVisible();
  await contactContext.close();
});

for (const viewport of [null, { width: 390, height: 844 }]) {
  test.describe(viewport ? "on a phone" : "on a desktop", () => {
    if (viewport) test.use({ viewport });

    test("axe finds no violation on /portal, a sign-in link's page and the Devices page", async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await page.goto("/portal");
      await expect(page.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const client = await insertPortalClient("Portal Axe");
      const secret = process.env.SESSION_SECRET!;
      const token = await withTestDb(async (db) => {
        const contact = {
          id: client.contactId,
          name: client.contactName,
          email: client.email,
          clientId: client.clientId,
          clientName: client.name,
        };
        const { linkId } = await db.transaction((tx) => issueSignInLink(tx, contact, { linkSecret: secret }));
        const [link] = await db.select().from(portalSignInLinks).where(eq(portalSignInLinks.id, linkId));
        return unsealSignInToken(link!.tokenSealed, secret)!;
      });
      await page.goto(signInLinkPath(token));
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(signInLinkPath("A".repeat(43)));
      await expect(page.getByText("This sign-in link has expired or was already used.")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const session = await withTestDb((db) => portalSessionFor(db, client.contactId));
      await context.addCookies([{ ...session.cookie, url: baseURL! }]);
      await page.goto("/portal/sessions");
      await expect(page.getByText("This device")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("the test mailbox is the 404 page without TEST_MAIL", async ({ page }) => {
  const response = await page.goto("/test-mailbox");
  expect(response?.status()).toBe(404);
});

import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { clientContacts, communications, projects } from "@/db/schema";

import { signInAs } from "./admin-helpers";
import { axeViolations } from "./axe";
import { insertClient, uniqueName, withTestDb } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";
import { portalSessionFor } from "../support/portal";

// Staff and client each load several pages on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A client with a contact, a project, a call summary about it and an internal note, all unshared. */
async function clientWithProject(tag: string) {
  const email = `${tag.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`;
  const clientId = await insertClient(`Client ${tag}`, email);
  return withTestDb(async (db) => {
    const [contact] = await db.select().from(clientContacts).where(eq(clientContacts.clientId, clientId));
    const [project] = await db
      .insert(projects)
      .values({ clientId, title: `Website ${tag}`, clientName: `Client ${tag}`, clientEmail: email })
      .returning();
    await db.insert(communications).values([
      { type: "call", content: `Call summary ${tag}: launch moves to May.`, projectId: project!.id },
      { type: "note", content: `Internal note ${tag}: watch the budget.`, projectId: project!.id },
    ]);
    return { clientId, contactId: contact!.id, projectId: project!.id, projectTitle: project!.title };
  });
}

async function portalCookie(contactId: string) {
  return withTestDb(async (db) => (await portalSessionFor(db, contactId)).cookie);
}

test("staff share an update and a communication, the client writes back from a phone, and staff find it needing a response", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueName("Portal");
  const setup = await clientWithProject(tag);
  const update = `Wireframes ready for review ${tag}`;

  // Staff post a visible update from the project's details; its switch hides and shows it.
  await signInAs(page, E2E_ADMIN);
  await page.goto(`/admin/projects?q=${encodeURIComponent(setup.projectTitle)}`);
  await page.getByRole("button", { name: `View details for ${setup.projectTitle}` }).click();
  const details = page.getByRole("dialog", { name: "Project Details" });
  await details.getByLabel("New update").fill(update);
  await details.getByLabel("Visible to client").check();
  await details.getByRole("button", { name: "Post update" }).click();
  await expect(toast(page, "Update posted.")).toBeVisible();
  const updates = details.getByRole("list", { name: "Project updates" });
  await expect(updates.getByRole("listitem")).toHaveCount(1);
  await expect(updates).toContainText(update);
  await expect(updates).toContainText("Erin Ellis");
  const updateSwitch = updates.getByRole("switch", { name: /^Visible to client: Wireframes ready/ });
  await expect(updateSwitch).toBeChecked();
  await updateSwitch.click();
  await expect(toast(page, "Hidden from the client portal.")).toBeVisible();
  await expect(updateSwitch).not.toBeChecked();
  await page.keyboard.press("Escape");

  // The client page lists what is shared: the update (now hidden) and the call; the note is not offered.
  await page.goto(`/admin/clients/${setup.clientId}`);
  const sharing = page.getByRole("region", { name: "Shared in the client portal" });
  await expect(sharing).toBeVisible();
  await expect(sharing).not.toContainText(`Internal note ${tag}`);
  const sharedUpdate = sharing.getByRole("switch", { name: /^Visible to client: Wireframes ready/ });
  await expect(sharedUpdate).not.toBeChecked();
  await sharedUpdate.click();
  await expect(toast(page, "Shown in the client portal.")).toBeVisible();
  const callSwitch = sharing.getByRole("switch", { name: /^Show in client portal: Call summary/ });
  await expect(callSwitch).not.toBeChecked();
  await callSwitch.click();
  await expect(callSwitch).toBeChecked();
  // The update's toast may still be up and stand for the call's, so a reload can come before the
  // call's save has landed: reload until both switches come back on from the server.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("switch", { name: /^Visible to client: Wireframes ready/ })).toBeChecked({ timeout: 2_000 });
    await expect(page.getByRole("switch", { name: /^Show in client portal: Call summary/ })).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // The hub marks the shared call.
  await page.goto(`/admin/communications?q=${encodeURIComponent(`Call summary ${tag}`)}`);
  const hub = page.getByRole("table", { name: "Communications, newest first" });
  await expect(hub.getByRole("row").filter({ hasText: `Call summary ${tag}` })).toContainText("Client portal");

  // The client, on a phone, sees the shared call and never the note, and writes back.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.addCookies([{ ...(await portalCookie(setup.contactId)), url: baseURL! }]);
  const client = await phone.newPage();
  await client.goto("/portal/messages");
  await expect(client.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  const thread = client.getByRole("list", { name: "Messages" });
  await expect(thread).toContainText(`Call summary ${tag}: launch moves to May.`);
  await expect(thread).toContainText("Summit Digital");
  await expect(thread).not.toContainText("Erin");
  await expect(client.getByText(`Internal note ${tag}`)).toHaveCount(0);

  expect(await axeViolations(client)).toEqual([]);
  // Nothing wider than the phone's screen.
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const box = client.getByRole("region", { name: "Write to Summit Digital" });
  await box.getByRole("button", { name: "Send message" }).click();
  await expect(box.getByRole("alert")).toHaveText("Write your message first.");
  const message = `Can the launch party be on a Friday? ${tag}`;
  await box.getByLabel("Project (optional)").selectOption({ label: setup.projectTitle });
  await box.getByLabel("Message").fill(message);
  await box.getByRole("button", { name: "Send message" }).click();
  await expect(box.getByRole("status")).toHaveText("Message sent.");
  await expect(box.getByLabel("Message")).toHaveValue("");
  const mine = thread.getByRole("listitem").filter({ hasText: message });
  await expect(mine).toContainText(`Client ${tag}`);
  await expect(mine).toContainText("Message from the client portal");
  await phone.close();

  // Staff find it under "needs response", marked as from the portal.
  await page.goto(`/admin/communications?status=needs_response&q=${encodeURIComponent(tag)}`);
  const inbound = page.getByRole("table", { name: "Communications, newest first" }).getByRole("row").filter({ hasText: message });
  await expect(inbound).toHaveCount(1);
  await expect(inbound).toContainText("Needs Response");
  await expect(inbound).toContainText("From client portal");
  await expect(inbound).toContainText(`Project: ${setup.projectTitle}`);
});

test("the messages page and endpoint refuse without a portal session", async ({ page, request }) => {
  await page.goto("/portal/messages");
  await expect(page).toHaveURL(/\/portal$/);
  const response = await request.post("/api/portal/messages", { data: { message: "Hello" } });
  expect(response.status()).toBe(401);
});

import { expect, test, type Page } from "@playwright/test";

import { signInAs } from "./admin-helpers";
import { axeViolations } from "./axe";
import { insertCommunications, insertFailedEmail } from "./communication-helpers";
import { insertLeads, uniqueName } from "./db-helpers";
import { E2E_ADMIN } from "./fixtures";

// Each test signs in and makes several server round trips; a shared two-core machine needs the room.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
});

const table = (page: Page) => page.getByRole("table", { name: "Communications, newest first" });
const rowWith = (page: Page, text: string) => table(page).getByRole("row").filter({ hasText: text });

async function openHub(page: Page, search?: string) {
  await page.goto("/admin/communications");
  await expect(page.getByRole("heading", { name: "Communication Hub" })).toBeVisible();
  if (search) {
    await page.getByRole("searchbox", { name: "Search communications" }).fill(search);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(search).replace(/%20/g, "(\\+|%20)")}`));
  }
}

async function chooseRelation(page: Page, label: "Related Lead" | "Related Project", text: string) {
  const combobox = page.getByRole("combobox", { name: label });
  await combobox.fill(text);
  await page.getByRole("option", { name: new RegExp(text) }).click();
  await expect(combobox).toHaveValue(new RegExp(text));
}

test("the hub lists communications with its columns, and a note linked to a lead is unread until viewed", async ({ page }) => {
  const lead = uniqueName("Hub Lead");
  const tag = uniqueName("kickoff-note");
  await insertLeads([{ name: lead }]);
  await openHub(page);
  for (const column of ["Type", "Subject/Content", "Related To", "Contact", "Status", "Date", "Actions"]) {
    await expect(table(page).getByRole("columnheader", { name: column })).toBeVisible();
  }

  await page.getByRole("button", { name: "New Communication" }).click();
  const dialog = page.getByRole("dialog", { name: "New Communication" });
  await dialog.getByLabel("Type", { exact: true }).selectOption("note");
  await expect(dialog.getByLabel("Subject")).toHaveCount(0); // subject only for emails
  await chooseRelation(page, "Related Lead", lead);
  await dialog.getByLabel("Content").fill(`Client wants the booking button above the fold. ${tag}`);
  await dialog.getByLabel("Response Required").check();
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Communication sent successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await openHub(page, tag);
  const row = rowWith(page, tag);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Lead: ${lead}`);
  await expect(row).toContainText("Unread");
  await expect(row).toContainText("Needs Response");
  await expect(row).toContainText(`From: ${E2E_ADMIN.email}`);
  await expect(row.getByRole("button", { name: /^Reply to/ })).toHaveCount(0); // reply is for emails only

  await row.getByRole("button", { name: /^View note/ }).click();
  const view = page.getByRole("dialog", { name: "Communication Details" });
  await expect(view).toContainText(`Lead: ${lead}`);
  await expect(view).toContainText(tag);
  await expect(view).toContainText(`${E2E_ADMIN.firstName} ${E2E_ADMIN.lastName} (${E2E_ADMIN.email})`);
  await view.getByRole("button", { name: "Close" }).first().click();
  await expect(view).toBeHidden();
  await expect(row).not.toContainText("Unread"); // the list followed, without a reload
  await expect(row).toContainText("Needs Response");
  await page.reload();
  await expect(rowWith(page, tag)).not.toContainText("Unread");
  await expect(rowWith(page, tag)).toContainText("Needs Response");
});

test("an email needs its subject, and an email to an address is queued for delivery", async ({ page }) => {
  const tag = uniqueName("subject-check");
  await openHub(page);
  await page.getByRole("button", { name: "New Communication" }).click();
  const dialog = page.getByRole("dialog", { name: "New Communication" });
  await expect(dialog.getByLabel("Type", { exact: true })).toHaveValue("email");
  await dialog.getByLabel("To Email").fill("not-an-address");
  await dialog.getByLabel("Content").fill(`Mockups attached. ${tag}`);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText("Subject is required for emails.")).toBeVisible();
  await expect(dialog.getByText("Enter a valid email address.")).toBeVisible();
  await expect(dialog.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("To Email").fill("client@example.com");
  await dialog.getByLabel("Subject").fill(`Mockups ${tag}`);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Communication sent successfully.")).toBeVisible();
  await openHub(page, tag);
  const row = rowWith(page, tag);
  await expect(row).toContainText("To: client@example.com");
  await expect(row).toContainText("General");
  // The test server has no RESEND_API_KEY: the mail waits in the outbox, and says so.
  await expect(row).toContainText("Email queued");
  await expect(row).toContainText("No mail provider is configured");
});

test("Reply prefills an email to the sender with 'Re: ' once, keeping the lead", async ({ page }) => {
  const lead = uniqueName("Reply Lead");
  const tag = uniqueName("reply");
  const [created] = await insertLeads([{ name: lead }]);
  await insertCommunications([
    {
      type: "email",
      subject: `Re: Budget ${tag}`,
      content: "Finance approved phase one.",
      fromEmail: "client@example.com",
      toEmail: "hello@summitdigital.co",
      leadId: created!.id,
    },
  ]);
  await openHub(page, tag);
  await rowWith(page, tag)
    .getByRole("button", { name: /^Reply to email/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Reply" });
  await expect(dialog.getByLabel("Type", { exact: true })).toHaveValue("email");
  await expect(dialog.getByLabel("To Email")).toHaveValue("client@example.com");
  await expect(dialog.getByLabel("Subject")).toHaveValue(`Re: Budget ${tag}`);
  await expect(page.getByRole("combobox", { name: "Related Lead" })).toHaveValue(lead);
  await expect(page.getByRole("combobox", { name: "Related Project" })).toHaveValue("");
  await dialog.getByLabel("Content").fill("Great news, we will start on Monday.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Communication sent successfully.")).toBeVisible();
  await expect(rowWith(page, "Great news, we will start on Monday.")).toContainText(`Lead: ${lead}`);
});

test("Enhance with AI does nothing on blank content and drafts a message from written points", async ({ page }) => {
  const lead = uniqueName("Draft Lead");
  await insertLeads([{ name: lead, company: "Peak Roasters", status: "qualified" }]);
  await openHub(page);
  await page.getByRole("button", { name: "New Communication" }).click();
  const dialog = page.getByRole("dialog", { name: "New Communication" });
  const content = dialog.getByLabel("Content");
  const enhance = dialog.getByRole("button", { name: "Enhance with AI" });

  await enhance.click();
  await expect(content).toHaveValue("");
  await expect(dialog.getByText("AI Generated")).toHaveCount(0);
  await expect(page.getByText("Failed to generate AI response.")).toHaveCount(0);

  await chooseRelation(page, "Related Lead", lead);
  await content.fill("thanks for the call\nproposal w/ two options by friday");
  await enhance.click();
  const first = lead.split(" ")[0];
  await expect(content).toHaveValue(new RegExp(`^Hi ${first},`));
  const draft = await content.inputValue();
  expect(draft).toContain("Peak Roasters");
  expect(draft).toContain("Thanks for the call. Proposal with two options by friday.");
  expect(draft).toContain("As a next step");
  expect(draft).toContain(`${E2E_ADMIN.firstName} ${E2E_ADMIN.lastName}`);
  await expect(dialog.getByText("AI Generated")).toBeVisible();

  await dialog.getByLabel("Type", { exact: true }).selectOption("call");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Communication sent successfully.")).toBeVisible();
  await openHub(page, "Proposal with two options by friday");
  await expect(table(page).getByRole("row").nth(1)).toContainText("AI Generated");
});

test("a failed email says so with its attempts, and Retry queues it again", async ({ page }) => {
  const tag = uniqueName("failed-mail");
  await insertFailedEmail({
    type: "email",
    subject: `Invoice ${tag}`,
    content: "Your invoice is attached.",
    toEmail: "client@example.com",
    readStatus: true,
  });
  await openHub(page, tag);
  const row = rowWith(page, tag);
  await expect(row).toContainText("Email failed after 8 attempts");
  await expect(row).toContainText("Resend 503: Service unavailable");

  await row.getByRole("button", { name: /^View email/ }).click();
  const view = page.getByRole("dialog", { name: "Communication Details" });
  await expect(view).toContainText("Email failed after 8 attempts");
  await view.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("The email is queued for another attempt.")).toBeVisible();
  await expect(view).toContainText("Email queued");
  await expect(view.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(row).toContainText("Email queued");
  await expect(row.getByRole("button", { name: /^Retry sending/ })).toHaveCount(0);
});

test("the type and status filters narrow the list in the URL", async ({ page }) => {
  const tag = uniqueName("filters");
  await insertCommunications([
    { type: "call", content: `Call about launch ${tag}`, responseRequired: true, readStatus: true },
    { type: "meeting", content: `Meeting notes ${tag}`, readStatus: false },
    { type: "note", content: `Internal ${tag}`, readStatus: true },
  ]);
  await openHub(page, tag);
  await expect(table(page).getByRole("row")).toHaveCount(4);
  await expect(page.getByLabel("3 matching")).toBeVisible();

  await page.getByRole("combobox", { name: "Type filter" }).click();
  await page.getByRole("option", { name: "Call" }).click();
  await expect(page).toHaveURL(/type=call/);
  await expect(table(page).getByRole("row")).toHaveCount(2);
  await expect(table(page)).toContainText(`Call about launch ${tag}`);

  await page.getByRole("combobox", { name: "Type filter" }).click();
  await page.getByRole("option", { name: "All Types" }).click();
  await page.getByRole("combobox", { name: "Status filter" }).click();
  await page.getByRole("option", { name: "Unread" }).click();
  await expect(page).toHaveURL(/status=unread/);
  await expect(page).not.toHaveURL(/type=/);
  await expect(table(page).getByRole("row")).toHaveCount(2);
  await expect(table(page)).toContainText(`Meeting notes ${tag}`);

  await page.getByRole("combobox", { name: "Status filter" }).click();
  await page.getByRole("option", { name: "Needs Response" }).click();
  await expect(page).toHaveURL(/status=needs_response/);
  await expect(table(page).getByRole("row")).toHaveCount(2);
  await expect(table(page)).toContainText(`Call about launch ${tag}`);

  await page.getByRole("combobox", { name: "Type filter" }).click();
  await page.getByRole("option", { name: "Note" }).click();
  await expect(page.getByText("No communications match your search and filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/communications$/);
});

test("delete asks first, then removes the communication", async ({ page }) => {
  const tag = uniqueName("delete-me");
  await insertCommunications([{ type: "note", content: `Old note ${tag}`, readStatus: true }]);
  await openHub(page, tag);
  await rowWith(page, tag)
    .getByRole("button", { name: /^Delete note/ })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this communication?" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(rowWith(page, tag)).toHaveCount(1);

  await rowWith(page, tag)
    .getByRole("button", { name: /^Delete note/ })
    .click();
  await page.getByRole("alertdialog", { name: "Delete this communication?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Communication deleted successfully.")).toBeVisible();
  await expect(page.getByText("No communications match your search and filters.")).toBeVisible();
});

test("the hub and its form pass axe, and the lead picker works from the keyboard", async ({ page }) => {
  const lead = uniqueName("Keyboard Lead");
  await insertLeads([{ name: lead }]);
  await openHub(page);
  const axe = async () => {
    expect(await axeViolations(page)).toEqual([]);
  };
  await axe();

  await page.getByRole("button", { name: "New Communication" }).click();
  const picker = page.getByRole("combobox", { name: "Related Lead" });
  await picker.focus();
  await picker.pressSequentially(lead.slice(0, -2));
  await expect(page.getByRole("option", { name: new RegExp(lead) })).toBeVisible();
  await axe();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(picker).toHaveValue(lead);
  await expect(picker).toHaveAttribute("aria-expanded", "false");

  // Escape closes the open list (not the dialog) and restores the choice.
  await picker.fill("zzz");
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await expect(picker).toHaveValue(lead);
  await expect(page.getByRole("dialog", { name: "New Communication" })).toBeVisible();
  // Emptying the box and leaving it means 'None'; choosing 'None' does too.
  await picker.fill("");
  await page.keyboard.press("Tab");
  await expect(picker).toHaveValue("");
  await picker.fill(lead);
  await page.getByRole("option", { name: new RegExp(lead) }).click();
  await expect(picker).toHaveValue(lead);
  await picker.click();
  await page.getByRole("option", { name: "None" }).click();
  await expect(picker).toHaveValue("");
});

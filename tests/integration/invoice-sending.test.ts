import { and, eq, sql } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import ClientInvoicePage from "@/app/invoice/[token]/page";
import { GET as getClientPdf } from "@/app/invoice/[token]/pdf/route";
import { activityLog, invoices, mailOutbox } from "@/db/schema";
import { hashClientToken } from "@/lib/billing/client-links/tokens";
import { sendInvoiceAction } from "@/lib/billing/invoices/actions";
import { findInvoiceByToken, getInvoiceDetails } from "@/lib/billing/invoices/queries";
import {
  deleteInvoice,
  NO_CLIENT_LINK,
  revokeClientLink,
  sendInvoice,
  updateInvoice,
  updateInvoiceStatus,
} from "@/lib/billing/invoices/service";
import { CLIENT_LINK_MARKER } from "@/lib/billing/mail";
import { SEND_REFUSED } from "@/lib/billing/rules";
import { createResendTransport } from "@/lib/mail/transport";
import { runDueJobsOnce } from "@/lib/worker/run";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { type FakeServer, type ResendMode, startFakeResend } from "../support/fake-servers";
import { draftInvoice, invoiceEdit, linkSecret, mailAuthor } from "../support/invoices";
import { clearJobs } from "../support/lead-capture";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const connectionString = process.env.DATABASE_URL!;
const SITE = "https://summit.example";
const env = { RESEND_API_KEY: "re_test", EMAIL_FROM: "Summit Digital <hello@summit.test>", SITE_URL: SITE, SESSION_SECRET: linkSecret() };
let dana: string;
let resend: FakeServer<ResendMode>;

beforeAll(async () => {
  resend = await startFakeResend();
});
beforeEach(async () => {
  await clearJobs(db);
  resend.requests.length = 0;
  resend.mode = "ok";
  dana = (await insertDana(db)).id;
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await resend.close();
  await closeAppDatabase();
});

const deliver = () => runDueJobsOnce({ connectionString, db, env, transport: createResendTransport("re_test", resend.url) });
const invoiceRow = async (id: string) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const mailOf = (id: string) => db.select().from(mailOutbox).where(eq(mailOutbox.invoiceId, id)).orderBy(mailOutbox.createdAt);
type SentBody = {
  to: string[] | string;
  subject: string;
  text: string;
  html: string;
  reply_to?: string;
  attachments?: { filename: string; content: string }[];
};
const sentBodies = () => resend.requests.map((request) => request.body as SentBody);

/** The client page's token of an invoice, as the admin's 'Copy link' shows it. */
async function tokenOf(id: string): Promise<string> {
  const details = await getInvoiceDetails(db, id, { siteUrl: SITE, linkSecret: linkSecret(), timeZone: "America/Denver" });
  const url = details?.clientLink?.url;
  if (!url) throw new Error("The invoice has no client link.");
  return url.slice(`${SITE}/invoice/`.length);
}

async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  return (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join("");
}

describe("sending an invoice", () => {
  it("marks a draft sent in the same transaction as its mail, with a client link stored only hashed and sealed", async () => {
    const { id, invoiceNumber } = await draftInvoice(db, dana);
    const sent = await sendInvoice(db, { id, message: "Hi Aspen team,\n\nHere is the invoice for the brand workshop." }, mailAuthor(dana));
    expect(sent).toMatchObject({ kind: "send", status: "sent" });

    const invoice = await invoiceRow(id);
    expect(invoice.status).toBe("sent");
    const [mail] = await mailOf(id);
    expect(mail).toMatchObject({
      kind: "invoice_email",
      toAddress: "billing@aspendental.example",
      replyTo: "dana@summitdigital.co",
      subject: `Invoice ${invoiceNumber} from Summit Digital`,
      attachment: "invoice_pdf",
      status: "queued",
    });
    expect(mail!.textBody).toContain("Here is the invoice for the brand workshop.");
    expect(mail!.textBody).toContain("Amount due: $627.85");
    expect(mail!.textBody).toContain("Due date: Mar 31, 2026");
    expect(mail!.textBody).toContain(CLIENT_LINK_MARKER);
    const jobs = await db.execute(sql`select 1 from graphile_worker.jobs where task_identifier = 'deliver_mail'`);
    expect(jobs).toHaveLength(1);

    // The token: 32 random bytes in base64url; the database holds its SHA-256 and a sealed copy, never the token.
    const token = await tokenOf(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invoice.clientLinkHash).toBe(hashClientToken(token));
    expect(invoice.clientLinkSealed).not.toContain(token);
    const leaks = await db.execute(sql`
      select (select count(*)::int from invoices where invoices::text like ${`%${token}%`})
           + (select count(*)::int from mail_outbox where mail_outbox::text like ${`%${token}%`})
           + (select count(*)::int from activity_log where activity_log::text like ${`%${token}%`}) as n`);
    expect(leaks[0]!.n).toBe(0);

    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "sent")));
    expect(entry).toMatchObject({ performedBy: dana, description: `Invoice ${invoiceNumber} sent to billing@aspendental.example` });
  });

  it("leaves the draft, its link and the outbox untouched when the mail cannot be written", async () => {
    const { id } = await draftInvoice(db, dana);
    await db.execute(
      sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outbox unavailable'; end $$`,
    );
    await db.execute(sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`);
    try {
      await expect(sendInvoice(db, { id, message: "Hello" }, mailAuthor(dana))).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_mail on mail_outbox; drop function refuse_mail()`);
    }
    const invoice = await invoiceRow(id);
    expect(invoice).toMatchObject({ status: "draft", clientLinkHash: null, clientLinkSealed: null });
    expect(await db.$count(mailOutbox)).toBe(0);
    expect(await db.$count(activityLog, eq(activityLog.action, "sent"))).toBe(0);
  });

  it("resends a sent or overdue invoice with the same link, and refuses paid and cancelled ones", async () => {
    const { id } = await draftInvoice(db, dana);
    await sendInvoice(db, { id, message: "First" }, mailAuthor(dana));
    const token = await tokenOf(id);
    await updateInvoiceStatus(db, id, "overdue", dana, "2026-04-05");
    expect((await sendInvoice(db, { id, message: "Again" }, mailAuthor(dana))).kind).toBe("resend");
    expect(await tokenOf(id)).toBe(token);
    expect((await mailOf(id)).map((mail) => mail.kind)).toEqual(["invoice_email", "invoice_email"]);
    expect((await invoiceRow(id)).status).toBe("overdue");

    for (const status of ["paid", "cancelled"] as const) {
      await updateInvoiceStatus(db, id, status, dana, "2026-04-06");
      await expect(sendInvoice(db, { id, message: "No" }, mailAuthor(dana))).rejects.toThrow(SEND_REFUSED);
    }
    expect(await mailOf(id)).toHaveLength(2);
  });

  it("the action sends as the signed-in admin, validates the message and refuses a browser without a session", async () => {
    const { id } = await draftInvoice(db, dana);
    expect((await sendInvoiceAction({ id, message: "Hi" })).serverError).toBe("Your session has expired. Please sign in again.");
    await signedInBrowser(db, dana);
    expect((await sendInvoiceAction({ id, message: "   " })).validationErrors?.message?._errors).toEqual([
      "Write a message to the client.",
    ]);
    expect((await sendInvoiceAction({ id: "not-a-uuid", message: "Hi" })).validationErrors).toBeDefined();
    expect(await db.$count(mailOutbox)).toBe(0);
    expect((await sendInvoiceAction({ id, message: "Hi" })).data).toEqual({ kind: "send" });
    expect((await invoiceRow(id)).status).toBe("sent");
  });

  it("delivers the mail with the PDF attached and the link filled in, keeping neither in the outbox", async () => {
    const { id, invoiceNumber } = await draftInvoice(db, dana);
    await sendInvoice(db, { id, message: "Hi there" }, mailAuthor(dana));
    const token = await tokenOf(id);
    await deliver();

    const [body] = sentBodies();
    expect(body!.subject).toBe(`Invoice ${invoiceNumber} from Summit Digital`);
    expect(body!.text).toContain(`${SITE}/invoice/${token}`);
    expect(body!.text).not.toContain(CLIENT_LINK_MARKER);
    expect(body!.html).toContain(`${SITE}/invoice/${token}`);
    expect(body!.attachments).toHaveLength(1);
    expect(body!.attachments![0]!.filename).toBe(`${invoiceNumber}.pdf`);
    const pdf = Buffer.from(body!.attachments![0]!.content, "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfText(pdf)).toContain(invoiceNumber);

    const [mail] = await mailOf(id);
    expect(mail).toMatchObject({ status: "sent", attempts: 1 });
    expect(mail!.htmlBody).not.toContain(token);
    expect(mail!.textBody).not.toContain(token);
  });

  it("a link revoked before delivery leaves the mail without it; a mail whose invoice was deleted is never sent", async () => {
    const first = await draftInvoice(db, dana);
    await sendInvoice(db, { id: first.id, message: "Hi" }, mailAuthor(dana));
    await revokeClientLink(db, first.id, dana);
    await expect(revokeClientLink(db, first.id, dana)).rejects.toThrow(NO_CLIENT_LINK);
    const second = await draftInvoice(db, dana);
    await sendInvoice(db, { id: second.id, message: "Hi" }, mailAuthor(dana));
    await deleteInvoice(db, second.id, dana);
    await deliver();

    expect(sentBodies()).toHaveLength(1);
    const [body] = sentBodies();
    expect(body!.text).not.toContain("/invoice/");
    expect(body!.text).not.toContain(CLIENT_LINK_MARKER);
    expect(body!.text).toContain("Amount due: $627.85");
    // The deleted invoice's queued mail went with it.
    expect(await db.$count(mailOutbox)).toBe(1);
  });
});

describe("the client invoice page", () => {
  const pageFor = (token: string) => ClientInvoicePage({ params: Promise.resolve({ token }) });
  const pdfFor = (token: string) =>
    getClientPdf(new Request(`http://localhost/invoice/${token}/pdf`), { params: Promise.resolve({ token }) });
  const isNotFound = (error: unknown) => String((error as { digest?: string }).digest ?? "").includes("404");

  it("never shows another invoice: each token opens its own, a changed or revoked one opens none", async () => {
    const aspen = await draftInvoice(db, dana);
    const other = await draftInvoice(db, dana, { clientName: "Boulder Bikes", clientEmail: "pay@boulderbikes.example" });
    await sendInvoice(db, { id: aspen.id, message: "Hi" }, mailAuthor(dana));
    await sendInvoice(db, { id: other.id, message: "Hi" }, mailAuthor(dana));
    const aspenToken = await tokenOf(aspen.id);
    const otherToken = await tokenOf(other.id);
    expect(aspenToken).not.toBe(otherToken);

    expect((await findInvoiceByToken(db, aspenToken))!.id).toBe(aspen.id);
    expect((await findInvoiceByToken(db, otherToken))!.id).toBe(other.id);
    const changed = `${aspenToken.slice(0, -1)}${aspenToken.endsWith("A") ? "B" : "A"}`;
    for (const token of [changed, aspenToken.slice(0, 42), "", "x".repeat(43), `${aspenToken}/..`, hashClientToken(aspenToken)]) {
      expect(await findInvoiceByToken(db, token)).toBeNull();
    }
    await expect(pageFor(changed)).rejects.toSatisfy(isNotFound);
    expect((await pdfFor(changed)).status).toBe(404);

    await revokeClientLink(db, aspen.id, dana);
    expect(await findInvoiceByToken(db, aspenToken)).toBeNull();
    await expect(pageFor(aspenToken)).rejects.toSatisfy(isNotFound);
    expect((await pdfFor(aspenToken)).status).toBe(404);
    expect((await findInvoiceByToken(db, otherToken))!.id).toBe(other.id);

    // The next send makes a new link; the revoked one stays dead.
    await sendInvoice(db, { id: aspen.id, message: "Again" }, mailAuthor(dana));
    const fresh = await tokenOf(aspen.id);
    expect(fresh).not.toBe(aspenToken);
    expect((await findInvoiceByToken(db, fresh))!.id).toBe(aspen.id);
    expect(await findInvoiceByToken(db, aspenToken)).toBeNull();
  });

  it("gets a new token when the invoice goes back to draft or its client's email changes; the old one is the 404 page", async () => {
    const { id } = await draftInvoice(db, dana);
    await sendInvoice(db, { id, message: "Hi" }, mailAuthor(dana));
    const first = await tokenOf(id);

    await updateInvoiceStatus(db, id, "draft", dana, "2026-03-02");
    expect(await findInvoiceByToken(db, first)).toBeNull();
    await expect(pageFor(first)).rejects.toSatisfy(isNotFound);
    expect((await pdfFor(first)).status).toBe(404);
    await sendInvoice(db, { id, message: "Again" }, mailAuthor(dana));
    const second = await tokenOf(id);
    expect(second).not.toBe(first);
    expect((await findInvoiceByToken(db, second))!.id).toBe(id);

    // A draft keeping a link (made before this rule) loses it when the address changes, not when other fields do.
    await db.update(invoices).set({ status: "draft" }).where(eq(invoices.id, id));
    await updateInvoice(db, id, await invoiceEdit(db, id, { notes: "Thanks!", clientEmail: "BILLING@aspendental.example " }), dana);
    expect((await findInvoiceByToken(db, second))!.id).toBe(id);
    await updateInvoice(db, id, await invoiceEdit(db, id, { clientEmail: "accounts@aspendental.example" }), dana);
    expect(await findInvoiceByToken(db, second)).toBeNull();
    await expect(pageFor(second)).rejects.toSatisfy(isNotFound);
    await sendInvoice(db, { id, message: "To the new address" }, mailAuthor(dana));
    const third = await tokenOf(id);
    expect([first, second]).not.toContain(third);
    expect((await findInvoiceByToken(db, third))!.id).toBe(id);
  });

  it("records the first view once, with the time, and serves the PDF of that invoice", async () => {
    const { id, invoiceNumber } = await draftInvoice(db, dana);
    await sendInvoice(db, { id, message: "Hi" }, mailAuthor(dana));
    const token = await tokenOf(id);
    expect((await invoiceRow(id)).viewedAt).toBeNull();

    const before = Date.now();
    const page = renderToStaticMarkup(await pageFor(token));
    expect(page).toContain(invoiceNumber);
    const viewedAt = (await invoiceRow(id)).viewedAt!;
    expect(viewedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await pageFor(token);
    expect((await invoiceRow(id)).viewedAt!.getTime()).toBe(viewedAt.getTime());
    expect(await db.$count(activityLog, and(eq(activityLog.entityId, id), eq(activityLog.action, "viewed")))).toBe(1);
    const details = await getInvoiceDetails(db, id, { siteUrl: SITE, linkSecret: linkSecret(), timeZone: "America/Denver" });
    expect(details!.viewedAt).toMatch(/\d{4}, \d{1,2}:\d{2}\s?[AP]M$/);

    const response = await pdfFor(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${invoiceNumber}.pdf"`);
    expect(await pdfText(await response.arrayBuffer())).toContain(invoiceNumber);
  });
});

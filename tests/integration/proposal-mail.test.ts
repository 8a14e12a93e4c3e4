import { eq, sql } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { GET as adminPdf } from "@/app/admin/(protected)/proposals/[id]/pdf/route";
import { GET as clientPdf } from "@/app/proposal/[token]/pdf/route";
import { mailOutbox, proposalPdfs, proposals } from "@/db/schema";
import { CLIENT_LINK_MARKER } from "@/lib/billing/mail";
import { createResendTransport } from "@/lib/mail/transport";
import { acceptProposal } from "@/lib/proposals/acceptance";
import { getProposalDocument } from "@/lib/proposals/client-page";
import { proposalMailResolver } from "@/lib/proposals/mail-parts";
import { renderProposalDocumentPdf } from "@/lib/proposals/pdf";
import { runDueJobsOnce } from "@/lib/worker/run";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { type FakeServer, type ResendMode, startFakeResend } from "../support/fake-servers";
import { linkSecret } from "../support/invoices";
import { clearJobs } from "../support/lead-capture";
import { insertProposal, insertProposalLead } from "../support/proposal-fixtures";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const SITE = "https://summit.example";
const TZ = "America/Denver";
const resolver = () => proposalMailResolver({ siteUrl: SITE, linkSecret: linkSecret(), timeZone: TZ });
let resend: FakeServer<ResendMode>;

beforeAll(async () => {
  resend = await startFakeResend();
});
beforeEach(async () => {
  await clearJobs(db);
  resend.requests.length = 0;
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await resend.close();
  await closeAppDatabase();
});

async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = "";
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    text += (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join("");
  }
  return text;
}

const accept = (fixture: Awaited<ReturnType<typeof insertProposal>>) =>
  acceptProposal(
    db,
    fixture.token,
    { packageId: fixture.lineId("Starter"), optionalIds: [fixture.lineId("Photography")], name: "Maya Torres", agreed: true },
    {
      today: "2026-03-10",
      timeZone: TZ,
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Vitest)",
      linkSecret: linkSecret(),
      agencyInbox: "hello@summit.test",
    },
  );

describe("the 'proposal' mail resolver", () => {
  it("fills in the proposal page's link and attaches the PDF as offered", async () => {
    const fixture = await insertProposal(db);
    const parts = await resolver()(db, { kind: "proposal", id: fixture.id, attachment: "proposal_pdf" }, `Open it: ${CLIENT_LINK_MARKER}`);
    expect(parts.text).toBe(`Open it: ${SITE}/proposal/${fixture.token}`);
    expect(parts.attachments).toHaveLength(1);
    expect(parts.attachments[0]!.filename).toBe("PRO-2026-0001.pdf");
    const text = await pdfText(parts.attachments[0]!.content as Buffer);
    expect(text).toContain("PRO-2026-0001");
    expect(text).toContain("Growth");
    expect(text).toContain("Package, choose one (recommended)");
    expect(text).toContain("$4,950.00");
    expect(text).not.toContain("SHA-256");
  });

  it("leaves out the link's lines once revoked, attaches nothing unless asked, and fails for good when the proposal is gone", async () => {
    const fixture = await insertProposal(db);
    await db.update(proposals).set({ clientLinkHash: null, clientLinkSealed: null }).where(eq(proposals.id, fixture.id));
    const parts = await resolver()(
      db,
      { kind: "proposal", id: fixture.id, attachment: null },
      `Hello\n\nLink: ${CLIENT_LINK_MARKER}\n\nBye`,
    );
    expect(parts).toEqual({ text: "Hello\n\nBye", attachments: [] });
    await expect(resolver()(db, { kind: "proposal", id: null, attachment: "proposal_pdf" }, "x")).rejects.toMatchObject({
      kind: "permanent",
    });
  });

  it("attaches the signed PDF with the acceptance evidence, cached by version, and the worker delivers the acceptance's three mails", async () => {
    const lead = await insertProposalLead(db);
    const fixture = await insertProposal(db, { leadId: lead.id });
    await accept(fixture);
    const proposal = (await db.select().from(proposals).where(eq(proposals.id, fixture.id)))[0]!;

    const parts = await resolver()(db, { kind: "proposal", id: fixture.id, attachment: "proposal_pdf" }, "x");
    const text = await pdfText(parts.attachments[0]!.content as Buffer);
    expect(text).toContain("Accepted");
    expect(text).toContain("Maya Torres");
    expect(text).toContain("203.0.113.7");
    expect(text).toContain(proposal.acceptedHash!);
    expect(text).toContain("Chosen package");
    expect(text).toContain("$4,180.00");
    expect(text).not.toContain("Growth");
    expect(await db.$count(proposalPdfs)).toBe(1);
    const [stored] = await db.select({ version: proposalPdfs.version }).from(proposalPdfs);
    await renderProposalDocumentPdf(db, (await getProposalDocument(db, fixture.id))!, TZ);
    expect((await db.select({ version: proposalPdfs.version }).from(proposalPdfs))[0]!.version).toBe(stored!.version);

    await runDueJobsOnce({
      connectionString: process.env.DATABASE_URL!,
      db,
      env: {
        RESEND_API_KEY: "re_test",
        EMAIL_FROM: "Summit <hello@summit.test>",
        SITE_URL: SITE,
        SESSION_SECRET: linkSecret(),
        AGENCY_TIMEZONE: TZ,
      },
      transport: createResendTransport("re_test", resend.url),
    });
    const sent = resend.requests.map((request) => request.body as { subject: string; text: string; attachments?: { filename: string }[] });
    expect(sent.map((mail) => mail.subject).sort()).toEqual([
      "Invoice INV-2026-0001 from Summit Digital",
      "Proposal PRO-2026-0001 accepted by Maya Torres",
      "You accepted proposal PRO-2026-0001 from Summit Digital",
    ]);
    const confirmation = sent.find((mail) => mail.subject.startsWith("You accepted"))!;
    expect(confirmation.text).toContain(`${SITE}/proposal/${fixture.token}`);
    expect(confirmation.attachments?.map((file) => file.filename)).toEqual(["PRO-2026-0001.pdf"]);
    const invoiceMail = sent.find((mail) => mail.subject.startsWith("Invoice"))!;
    expect(invoiceMail.text).toMatch(new RegExp(`${SITE}/invoice/[A-Za-z0-9_-]{43}`));
    expect(invoiceMail.attachments?.map((file) => file.filename)).toEqual(["INV-2026-0001.pdf"]);
    const statuses = await db.execute<{ status: string }>(sql`select status from mail_outbox`);
    expect(statuses.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
    expect(await db.$count(mailOutbox)).toBe(3);
  });
});

describe("the PDF routes", () => {
  it("answers the client's PDF by token and 404 for an unknown one", async () => {
    const fixture = await insertProposal(db);
    const response = await clientPdf(new Request("http://localhost/x"), { params: Promise.resolve({ token: fixture.token }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="PRO-2026-0001.pdf"');
    const missing = await clientPdf(new Request("http://localhost/x"), { params: Promise.resolve({ token: "nope" }) });
    expect(missing.status).toBe(404);
  });

  it("gives the back office's PDF to a signed-in admin, staff included, and 401 without a session", async () => {
    const fixture = await insertProposal(db);
    const url = `http://localhost/admin/proposals/${fixture.id}/pdf`;
    const context = { params: Promise.resolve({ id: fixture.id }) };
    expect((await adminPdf(new Request(url), context)).status).toBe(401);

    const dana = await insertDana(db, { role: "staff" });
    const browser = await signedInBrowser(db, dana.id);
    const response = await adminPdf(browser.request(url), context);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const unknown = await adminPdf(browser.request(url), { params: Promise.resolve({ id: "not-a-uuid" }) });
    expect(unknown.status).toBe(404);
  });
});

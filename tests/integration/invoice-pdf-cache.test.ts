import { renderToBuffer } from "@react-pdf/renderer";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { GET as getClientPdf } from "@/app/invoice/[token]/pdf/route";
import { invoicePdfs } from "@/db/schema";
import { getInvoiceDetails } from "@/lib/billing/invoices/queries";
import { recordClientView, sendInvoice } from "@/lib/billing/invoices/service";
import { invoiceMailResolver } from "@/lib/billing/mail-parts";
import { recordPayment } from "@/lib/billing/payments/service";

import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { draftInvoice, linkSecret, mailAuthor } from "../support/invoices";

// The PDF library itself, watched: every PDF drawn, by any path, goes through renderToBuffer.
vi.mock("@react-pdf/renderer", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@react-pdf/renderer")>();
  return { ...actual, renderToBuffer: vi.fn(actual.renderToBuffer) };
});
const renders = vi.mocked(renderToBuffer);

const db = testDb();
const SITE = "https://summit.example";
let dana: string;

beforeEach(async () => {
  dana = (await insertDana(db)).id;
  renders.mockClear();
});
afterAll(() => closeAppDatabase());

const pdfFor = async (token: string) => {
  const response = await getClientPdf(new Request(`http://localhost/invoice/${token}/pdf`), { params: Promise.resolve({ token }) });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

async function sentInvoice() {
  const { id } = await draftInvoice(db, dana);
  await sendInvoice(db, { id, message: "Hi" }, mailAuthor(dana));
  const details = await getInvoiceDetails(db, id, { siteUrl: SITE, linkSecret: linkSecret(), timeZone: "America/Denver" });
  return { id, token: details!.clientLink!.url.slice(`${SITE}/invoice/`.length) };
}

describe("the client invoice PDF", () => {
  it("is rendered once per version and reused by the client page and the mail; a change renders it anew", async () => {
    const { id, token } = await sentInvoice();
    const first = await pdfFor(token);
    expect(renders).toHaveBeenCalledTimes(1);

    // The same version again: the stored bytes, not another rendering.
    expect(await pdfFor(token)).toEqual(first);
    const mail = await invoiceMailResolver({ siteUrl: SITE, linkSecret: linkSecret() })(
      db,
      { kind: "invoice", id, attachment: "invoice_pdf" },
      "Hi",
    );
    expect(Buffer.from(mail.attachments[0]!.content)).toEqual(first);
    // The client's first view is recorded on the invoice but is not drawn on the PDF.
    await recordClientView(db, id);
    await pdfFor(token);
    expect(renders).toHaveBeenCalledTimes(1);

    // A payment changes the amount due: a new version, rendered once more and stored in place of the old.
    await recordPayment(
      db,
      { invoiceId: id, amount: 100, paidOn: "2026-03-05", method: "", note: "", sendReceipt: false },
      { id: dana, sender: mailAuthor(dana).sender },
      "2026-03-05",
    );
    const [before] = await db.select({ version: invoicePdfs.version }).from(invoicePdfs).where(eq(invoicePdfs.invoiceId, id));
    const second = await pdfFor(token);
    expect(renders).toHaveBeenCalledTimes(2);
    expect(second).not.toEqual(first);
    await pdfFor(token);
    expect(renders).toHaveBeenCalledTimes(2);
    const stored = await db.select({ version: invoicePdfs.version }).from(invoicePdfs).where(eq(invoicePdfs.invoiceId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.version).not.toBe(before!.version);
  });
});

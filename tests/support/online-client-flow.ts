import { renderToStaticMarkup } from "react-dom/server";

import ClientInvoicePage from "@/app/invoice/[token]/page";
import { POST as payInvoice } from "@/app/invoice/[token]/pay/route";
import type { Db } from "@/db/client";
import { getInvoiceDetails } from "@/lib/billing/invoices/queries";
import { sendInvoice } from "@/lib/billing/invoices/service";

import { draftInvoice, linkSecret, mailAuthor } from "./invoices";

/** The client page's side of online payment, as a browser drives it: send, open, pay, come back. */

export const SITE = "https://summit.example";

/** The client page's token of an invoice, as the admin's 'Copy link' shows it. */
export async function tokenOf(db: Db, id: string): Promise<string> {
  const details = await getInvoiceDetails(db, id, { siteUrl: SITE, linkSecret: linkSecret(), timeZone: "America/Denver" });
  const url = details?.clientLink?.url;
  if (!url) throw new Error("The invoice has no client link.");
  return url.slice(`${SITE}/invoice/`.length);
}

/** A sent invoice of $627.85 (tests/support/invoices.ts) and its client page's token. */
export async function sentInvoice(db: Db, adminId: string, changes: Parameters<typeof draftInvoice>[2] = {}) {
  const invoice = await draftInvoice(db, adminId, changes);
  await sendInvoice(db, { id: invoice.id, message: "Hi" }, mailAuthor(adminId));
  return { id: invoice.id, invoiceNumber: invoice.invoiceNumber, token: await tokenOf(db, invoice.id) };
}

/** "Pay $X by card" posted as the page's form does: same origin, form-encoded, from `address`. */
export function postPay(token: string, { address = "203.0.113.7", origin = SITE, fetchSite = "", body = "" } = {}) {
  const request = new Request(`${SITE}/invoice/${token}/pay`, {
    method: "POST",
    headers: {
      origin,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": address,
      ...(fetchSite ? { "sec-fetch-site": fetchSite } : {}),
    },
    body,
  });
  return payInvoice(request, { params: Promise.resolve({ token }) });
}

/** The client page's HTML, optionally as the provider's return (?session_id=). */
export async function pageHtml(token: string, sessionId?: string): Promise<string> {
  const page = await ClientInvoicePage({
    params: Promise.resolve({ token }),
    searchParams: Promise.resolve(sessionId === undefined ? {} : { session_id: sessionId }),
  });
  return renderToStaticMarkup(page);
}

/** The session id of a 303 to the test checkout page. */
export function testSessionOf(response: Response): string {
  const location = response.headers.get("location") ?? "";
  const match = /\/test-checkout\/(cs_test_[a-f0-9]+)$/.exec(location);
  if (!match) throw new Error(`Not a test checkout address: ${location}`);
  return match[1]!;
}

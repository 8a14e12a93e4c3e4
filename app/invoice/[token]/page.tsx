import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { ClientInvoice, type ClientInvoiceOnline } from "@/components/client/client-invoice";
import { OpenPortalForm } from "@/components/client/open-portal-form";
import { site } from "@/content/site";
import { getDb } from "@/db/client";
import { clientInvoicePath } from "@/lib/billing/client-links/tokens";
import { findInvoiceByToken } from "@/lib/billing/invoices/queries";
import { recordClientView } from "@/lib/billing/invoices/service";
import { checkoutReturn, onlinePaymentAvailable, onlinePaymentPanel } from "@/lib/billing/online/client-page";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { logger } from "@/lib/log";

const log = logger("invoice-page");

// searchParams optional: the metadata and direct calls (tests) give only the token.
type Props = { params: Promise<{ token: string }>; searchParams?: Promise<{ session_id?: string | string[] }> };

// One page per token, read from the database on every request; the marketing pages stay static.
export const dynamic = "force-dynamic";

/** One lookup per request, shared by the metadata and the page. */
const invoiceFor = cache((token: string) => findInvoiceByToken(getDb(), token));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const invoice = await invoiceFor((await params).token);
  return {
    title: invoice ? `Invoice ${invoice.invoiceNumber} from ${site.name}` : `Page Not Found | ${site.name}`,
    robots: { index: false, follow: false, nocache: true },
    referrer: "no-referrer",
  };
}

/**
 * GET /invoice/<token>: the invoice sent to a client, without any session. An unknown or revoked
 * token is the site's 404 page. The first view is recorded on the invoice (the admin sees it in
 * the details); a failure to record it never keeps the client from the invoice. With a payment
 * provider set, "Pay $X by card"; back from its checkout (?session_id=), the payment is fulfilled
 * here too and the page shows it processing, paid with a receipt, or failed.
 */
export default async function ClientInvoicePage({ params, searchParams }: Props) {
  const { token } = await params;
  const found = await invoiceFor(token);
  if (!found) notFound();
  if (!found.viewedAt) {
    await recordClientView(getDb(), found.id).catch((error: unknown) => log.error({ err: error }, "the first view was not recorded"));
  }
  const db = getDb();
  const env = readEnv();
  const available = await onlinePaymentAvailable(db, env);
  const sessionId = (await searchParams)?.session_id;
  const returned = available ? await checkoutReturn(db, found.id, sessionId, env) : null;
  // The return may just have recorded a payment: the invoice as it is now.
  const invoice = returned ? ((await findInvoiceByToken(db, token)) ?? found) : found;
  const path = clientInvoicePath(token);
  const online: ClientInvoiceOnline | null = available ? onlinePaymentPanel(path, invoice, returned, sessionId) : null;
  return (
    <>
      <ClientInvoice invoice={invoice} pdfHref={`/invoice/${token}/pdf`} today={agencyToday()} online={online} />
      <OpenPortalForm action={`${path}/portal-link`} />
    </>
  );
}

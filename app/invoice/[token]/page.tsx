import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { ClientInvoice } from "@/components/client/client-invoice";
import { site } from "@/content/site";
import { getDb } from "@/db/client";
import { findInvoiceByToken } from "@/lib/billing/invoices/queries";
import { recordClientView } from "@/lib/billing/invoices/service";
import { agencyToday } from "@/lib/dates/agency";
import { logger } from "@/lib/log";

const log = logger("invoice-page");

type Props = { params: Promise<{ token: string }> };

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
 * the details); a failure to record it never keeps the client from the invoice.
 */
export default async function ClientInvoicePage({ params }: Props) {
  const { token } = await params;
  const invoice = await invoiceFor(token);
  if (!invoice) notFound();
  if (!invoice.viewedAt) {
    await recordClientView(getDb(), invoice.id).catch((error: unknown) => log.error({ err: error }, "the first view was not recorded"));
  }
  return <ClientInvoice invoice={invoice} pdfHref={`/invoice/${token}/pdf`} today={agencyToday()} />;
}

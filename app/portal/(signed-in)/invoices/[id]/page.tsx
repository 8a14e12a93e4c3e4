import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ClientInvoice, type ClientInvoiceOnline } from "@/components/client/client-invoice";
import { PortalLink } from "@/components/portal/portal-ui";
import { getDb } from "@/db/client";
import { recordClientView } from "@/lib/billing/invoices/service";
import { checkoutReturn, onlinePaymentAvailable, onlinePaymentPanel } from "@/lib/billing/online/client-page";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { logger } from "@/lib/log";
import { requirePortalPage } from "@/lib/portal/cookie";
import { findPortalInvoice } from "@/lib/portal/invoices";
import { portalInvoicePath, portalPaths } from "@/lib/portal/paths";

const log = logger("portal-invoice-page");

export const metadata: Metadata = { title: "Invoice" };

type Props = { params: Promise<{ id: string }>; searchParams?: Promise<{ session_id?: string | string[] }> };

/**
 * One of the client's invoices, drawn as the invoice link's page draws it, with "Pay $X by card"
 * when online payment is set up. Back from the checkout (?session_id=), the payment is fulfilled
 * here as on the link's page: processing, or paid with its receipt. Anything not the client's: the 404 page.
 */
export default async function PortalInvoicePage({ params, searchParams }: Props) {
  const viewer = await requirePortalPage();
  const db = getDb();
  const found = await findPortalInvoice(db, viewer.clientId, (await params).id);
  if (!found) notFound();
  if (!found.viewedAt) {
    await recordClientView(db, found.id).catch((error: unknown) => log.error({ err: error }, "the first view was not recorded"));
  }
  const env = readEnv();
  const available = await onlinePaymentAvailable(db, env);
  const sessionId = (await searchParams)?.session_id;
  const returned = available ? await checkoutReturn(db, found.id, sessionId, env) : null;
  // The return may just have recorded a payment: the invoice as it is now.
  const invoice = returned ? ((await findPortalInvoice(db, viewer.clientId, found.id)) ?? found) : found;
  const path = portalInvoicePath(invoice.id);
  const online: ClientInvoiceOnline | null = available ? onlinePaymentPanel(path, invoice, returned, sessionId) : null;
  return (
    <>
      <p className="text-sm">
        <PortalLink href={portalPaths.invoices}>All invoices</PortalLink>
      </p>
      <ClientInvoice embedded invoice={invoice} pdfHref={`${path}/pdf`} today={agencyToday()} online={online} />
    </>
  );
}

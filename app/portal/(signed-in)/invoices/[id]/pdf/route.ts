import { getDb } from "@/db/client";
import { invoicePdfResponse } from "@/lib/billing/invoices/pdf";
import { portalViewerFromRequest } from "@/lib/portal/cookie";
import { findPortalInvoice } from "@/lib/portal/invoices";
import { portalNotFound, portalUnauthorized } from "@/lib/portal/route-answers";

type Context = { params: Promise<{ id: string }> };

/** GET /portal/invoices/<id>/pdf: one of the viewer's client's invoices as a PDF; 401 without a session, 404 for anything else. */
export async function GET(request: Request, context: Context): Promise<Response> {
  const db = getDb();
  const viewer = await portalViewerFromRequest(request, db);
  if (!viewer) return portalUnauthorized();
  const invoice = await findPortalInvoice(db, viewer.clientId, (await context.params).id);
  if (!invoice) return portalNotFound();
  return invoicePdfResponse(db, invoice);
}

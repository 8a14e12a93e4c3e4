import { getDb } from "@/db/client";
import { readEnv } from "@/lib/env";
import { portalViewerFromRequest } from "@/lib/portal/cookie";
import { getPortalProposal } from "@/lib/portal/proposals";
import { portalNotFound, portalUnauthorized } from "@/lib/portal/route-answers";
import { proposalPdfResponse } from "@/lib/proposals/pdf";

type Context = { params: Promise<{ id: string }> };

/** GET /portal/proposals/<id>/pdf: one of the viewer's client's proposals as a PDF; 401 without a session, 404 for anything else. */
export async function GET(request: Request, context: Context): Promise<Response> {
  const db = getDb();
  const viewer = await portalViewerFromRequest(request, db);
  if (!viewer) return portalUnauthorized();
  const proposal = await getPortalProposal(db, viewer.clientId, (await context.params).id);
  if (!proposal) return portalNotFound();
  return proposalPdfResponse(db, proposal, readEnv().AGENCY_TIMEZONE);
}

import { getDb } from "@/db/client";
import { statementPdfResponse } from "@/lib/clients/statement-pdf";
import { agencyToday } from "@/lib/dates/agency";
import { jsonError } from "@/lib/http";
import { portalViewerFromRequest } from "@/lib/portal/cookie";
import { portalNotFound, portalUnauthorized } from "@/lib/portal/route-answers";
import { getPortalStatement, parsePortalStatementRange } from "@/lib/portal/statement";

/**
 * GET /portal/statement/pdf?from=&to=: the signed-in contact's client's statement as a PDF. The
 * client is the session's, never the query's; a bad range is 400 with the page's message.
 */
export async function GET(request: Request): Promise<Response> {
  const db = getDb();
  const viewer = await portalViewerFromRequest(request, db);
  if (!viewer) return portalUnauthorized();
  const query = new URL(request.url).searchParams;
  const range = parsePortalStatementRange({ from: query.get("from") ?? undefined, to: query.get("to") ?? undefined }, agencyToday());
  if (!range.ok) return jsonError(400, range.error);
  const statement = await getPortalStatement(db, viewer.clientId, range.range);
  if (!statement) return portalNotFound();
  return statementPdfResponse(statement);
}

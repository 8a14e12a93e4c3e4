import { z } from "zod";

import { getDb } from "@/db/client";
import { withOwner } from "@/lib/authentication/route-guards";
import { getClientStatement } from "@/lib/clients/record-queries";
import { parseStatementRange } from "@/lib/clients/record-schema";
import { statementPdfResponse } from "@/lib/clients/statement-pdf";
import { agencyToday } from "@/lib/dates/agency";
import { jsonError } from "@/lib/http";
import { searchParamsRecord } from "@/lib/list/params";
import { logger } from "@/lib/log";

type Context = { params: Promise<{ id: string }> };

const NOT_FOUND = "No client has this id.";
const log = logger("api.statement-pdf");

/**
 * A client's statement over ?from=&to= (default: this year so far) as application/pdf; 401 without
 * a session, 403 for staff, 400 with the reason for a bad range, 404 for an unknown client.
 */
export const GET = withOwner<Context>(async (request, context, admin) => {
  const { id } = await context.params;
  if (!z.uuid().safeParse(id).success) return jsonError(404, NOT_FOUND);
  const range = parseStatementRange(searchParamsRecord(new URL(request.url).searchParams), agencyToday());
  if (!range.ok) return jsonError(400, range.error);
  let statement: Awaited<ReturnType<typeof getClientStatement>>;
  try {
    statement = await getClientStatement(getDb(), id, range.range, admin);
  } catch (error) {
    log.error({ err: error, clientId: id }, "the statement could not be read");
    return jsonError(503, "The statement could not be read right now. Please try again in a moment.");
  }
  if (!statement) return jsonError(404, NOT_FOUND);
  return statementPdfResponse(statement);
});

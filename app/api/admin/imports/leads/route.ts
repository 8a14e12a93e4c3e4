import { z } from "zod";

import { getDb } from "@/db/client";
import { withAdmin } from "@/lib/authentication/route-guards";
import { postPolicy, readEnv } from "@/lib/env";
import { isForeignOrigin, jsonError } from "@/lib/http";
import { bodyChunks, IMPORT_LIMITS, ImportFileError, tooLargeMessage } from "@/lib/lead-imports/parse";
import { stageLeadImport } from "@/lib/lead-imports/upload";
import { logger } from "@/lib/log";

/**
 * POST /api/admin/imports/leads?name=<file name>, the CSV as the body: 201 { id, rowCount }, or 400/413
 * { error } with nothing stored. A route handler, not a server action: an action buffers its body whole.
 */

const fileNameSchema = z
  .string()
  .transform((name) =>
    name
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, 200),
  )
  .pipe(z.string().min(1))
  .catch("leads.csv");

const log = logger("api.lead-import");

export const POST = withAdmin(async (request, _context, admin) => {
  // Another site's page may not upload into this back office (the cookie is SameSite=Lax, and this checks too).
  const env = readEnv();
  if (isForeignOrigin(request.headers, postPolicy(env))) {
    return jsonError(403, "Uploads are accepted from this site only.");
  }
  if (Number(request.headers.get("content-length") ?? "0") > IMPORT_LIMITS.maxBytes) {
    return jsonError(413, tooLargeMessage(IMPORT_LIMITS.maxBytes));
  }
  if (!request.body) return jsonError(400, "The file is empty.");
  const fileName = fileNameSchema.parse(new URL(request.url).searchParams.get("name") ?? "");
  try {
    const staged = await stageLeadImport(getDb(), bodyChunks(request.body), { fileName, adminId: admin.id });
    return Response.json(staged, { status: 201 });
  } catch (error) {
    if (error instanceof ImportFileError) return jsonError(error.status, error.message);
    log.error({ err: error }, "the file could not be staged");
    return jsonError(503, "The file could not be read into the database. Please try again.");
  }
});

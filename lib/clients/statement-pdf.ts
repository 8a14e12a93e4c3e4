import { renderStatementPdf } from "@/documents/statement-pdf";
import { jsonError } from "@/lib/http";
import { logger } from "@/lib/log";

import type { Statement } from "./record-types";

const log = logger("statement-pdf");

/** The file a statement downloads as: the client's name and the range, safe in a header. */
export function statementFileName(statement: Pick<Statement, "client" | "from" | "to">): string {
  const name = statement.client.displayName
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `statement-${name || "client"}-${statement.from}-to-${statement.to}.pdf`;
}

/** The statement as a PDF download; 503 when the renderer fails. Rendered per request: it changes with every payment. */
export async function statementPdfResponse(statement: Statement): Promise<Response> {
  let pdf: Buffer;
  try {
    pdf = await renderStatementPdf(statement);
  } catch (error) {
    log.error({ err: error, clientId: statement.client.id }, "the statement PDF could not be rendered");
    return jsonError(503, "The PDF could not be generated right now. Please try again in a moment.");
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${statementFileName(statement)}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}

import { getDb } from "@/db/client";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { clientProposalView, findProposalByToken } from "@/lib/proposals/client-page";
import { proposalPdfResponse } from "@/lib/proposals/pdf";

type Context = { params: Promise<{ token: string }> };

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** GET /proposal/<token>/pdf: the client page's proposal as a PDF (with the evidence once accepted); 404 for an unknown or revoked token. */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  const db = getDb();
  const proposal = await findProposalByToken(db, token);
  if (!proposal) return notFound();
  const env = readEnv();
  const view = await clientProposalView(db, proposal, { today: agencyToday(), linkSecret: env.SESSION_SECRET });
  if (view.state === "unsent") return notFound();
  return proposalPdfResponse(db, proposal, env.AGENCY_TIMEZONE);
}

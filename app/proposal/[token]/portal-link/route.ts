import { getDb } from "@/db/client";
import { answerPortalLinkRequest } from "@/lib/portal/document-link-route";
import { findProposalByToken } from "@/lib/proposals/client-page";
import { clientProposalPath } from "@/lib/proposals/links";
import { proposalLabel } from "@/lib/proposals/rules";

type Context = { params: Promise<{ token: string }> };

/** POST /proposal/<token>/portal-link: "Open your client portal" mails the proposal's contact a sign-in link. */
export async function POST(request: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  const db = getDb();
  const proposal = await findProposalByToken(db, token).catch(() => null);
  return answerPortalLinkRequest(
    db,
    request,
    proposal && proposal.status !== "draft"
      ? {
          id: proposal.id,
          clientId: proposal.clientId,
          email: proposal.recipientEmail,
          label: `proposal ${proposalLabel(proposal)}`,
          path: clientProposalPath(token),
          backLabel: "Back to the proposal",
        }
      : null,
  );
}

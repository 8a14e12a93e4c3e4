import { eq } from "drizzle-orm";

import { proposals } from "@/db/schema";
import { fillClientLink } from "@/lib/billing/mail";
import type { MailPartsResolver } from "@/lib/mail/parts";
import { MailSendError, type MailAttachment } from "@/lib/mail/transport";

import { getProposalDocument } from "./client-page";
import { clientProposalUrl, unsealProposalToken } from "./links";
import { proposalPdfFilename, renderProposalDocumentPdf } from "./pdf";

/*
 * What the mail delivery links and attaches for a proposal mail, registered by the worker as the
 * resolver of mail about a proposal. No "server-only" marker: the job worker (plain Node) delivers
 * the mail.
 */

/** SITE_URL, SESSION_SECRET and AGENCY_TIMEZONE: the link is filled in and the PDF drawn at delivery. */
export type ProposalMailContext = { siteUrl: string; linkSecret: string | undefined; timeZone: string };

const GONE = "Not sent: the proposal was deleted before its mail went out.";

/** Fills in the proposal page's link (left out once revoked) and, for 'proposal_pdf', attaches the PDF as it is now. */
export const proposalMailResolver =
  (context: ProposalMailContext): MailPartsResolver =>
  async (db, { id, attachment }, storedText) => {
    const [proposal] = id ? await db.select({ sealed: proposals.clientLinkSealed }).from(proposals).where(eq(proposals.id, id)) : [];
    if (!proposal || !id) throw new MailSendError(GONE, "permanent");
    let link: string | null = null;
    if (proposal.sealed) {
      const token = context.linkSecret ? unsealProposalToken(proposal.sealed, context.linkSecret) : null;
      if (!token)
        throw new MailSendError(
          "Not sent: the proposal link cannot be read (SESSION_SECRET is missing or was changed). Send the proposal again.",
          "configuration",
        );
      link = clientProposalUrl(context.siteUrl, token);
    }
    const attachments: MailAttachment[] = [];
    if (attachment === "proposal_pdf") {
      const document = await getProposalDocument(db, id);
      if (!document) throw new MailSendError(GONE, "permanent");
      attachments.push({
        filename: proposalPdfFilename(document),
        content: await renderProposalDocumentPdf(db, document, context.timeZone),
      });
    }
    return { text: fillClientLink(storedText, link), attachments };
  };

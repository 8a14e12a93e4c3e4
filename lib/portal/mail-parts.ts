import { eq } from "drizzle-orm";

import { portalSignInLinks } from "@/db/schema";
import type { MailPartsResolver } from "@/lib/mail/parts";
import { MailSendError } from "@/lib/mail/transport";

import { fillSignInLink } from "./mail";
import { signInLinkUrl, unsealSignInToken } from "./tokens";

/*
 * Completes a portal sign-in mail at delivery, registered by the worker for mail about a portal
 * link. No "server-only" marker: the job worker (plain Node) delivers the mail.
 */

export type PortalMailContext = { siteUrl: string; linkSecret: string | undefined; now?: () => Date };

/** Fills in the link from its sealed copy; a link gone, spent or expired fails the mail (a stale link is no use). */
export const portalLinkMailResolver =
  (context: PortalMailContext): MailPartsResolver =>
  async (db, { id }, storedText) => {
    const [link] = id ? await db.select().from(portalSignInLinks).where(eq(portalSignInLinks.id, id)) : [];
    if (!link) throw new MailSendError("Not sent: the sign-in link was deleted before its mail went out.", "permanent");
    const now = context.now?.() ?? new Date();
    if (link.usedAt || link.expiresAt <= now) {
      throw new MailSendError("Not sent: the sign-in link expired or was used before its mail went out.", "permanent");
    }
    const token = context.linkSecret ? unsealSignInToken(link.tokenSealed, context.linkSecret) : null;
    if (!token) {
      throw new MailSendError("Not sent: the sign-in link cannot be read (SESSION_SECRET is missing or was changed).", "permanent");
    }
    return { text: fillSignInLink(storedText, signInLinkUrl(context.siteUrl, token)), attachments: [] };
  };

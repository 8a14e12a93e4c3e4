import { site } from "@/content/site";
import type { ComposedMail } from "@/lib/mail/compose";
import { oneLine } from "@/lib/text/one-line";

/*
 * The portal sign-in mail's plain text. Pure. The link is written as SIGN_IN_LINK_MARKER and filled
 * in at delivery from the link's sealed copy (./mail-parts.ts), so the outbox never holds a token.
 */

export const SIGN_IN_LINK_MARKER = "{{portal_sign_in_link}}";

export const signInMailSubject = () => `Your sign-in link to the ${site.name} client portal`;

export function signInMail(contact: { name: string; email: string }, clientName: string): ComposedMail {
  const firstName = oneLine(contact.name, 80).split(" ")[0] || "there";
  const text = [
    `Hi ${firstName},`,
    `Here is your link to sign in to the ${site.name} client portal for ${oneLine(clientName, 120)}:`,
    SIGN_IN_LINK_MARKER,
    "The link works once, for 15 minutes. If you did not ask for it, you can ignore this email: nobody can sign in without it.",
  ].join("\n\n");
  return { kind: "portal_sign_in", to: contact.email.trim(), replyTo: null, subject: signInMailSubject(), text };
}

/** The stored text with the link in place of its marker. */
export const fillSignInLink = (text: string, link: string) => text.split(SIGN_IN_LINK_MARKER).join(link);

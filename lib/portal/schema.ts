import { z } from "zod";

/** The /portal form's body: an address, trimmed (pure: the form imports it too). */
export const portalSignInRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter your email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Enter a valid email address.")),
});
export type PortalSignInRequest = z.infer<typeof portalSignInRequestSchema>;

/** The answer to every accepted request, whatever the address (no enumeration). */
export const CHECK_YOUR_MAIL = "If this address belongs to a client contact, a sign-in link is on its way. It works once, for 15 minutes.";

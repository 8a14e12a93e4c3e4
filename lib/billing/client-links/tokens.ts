import { createHash, randomBytes } from "node:crypto";

import { sealText, unsealText } from "@/lib/security/seal";

/*
 * No "server-only" marker: the job worker (plain Node, `npm run worker`) mails retainer invoices
 * and fills in their links. Node's crypto keeps this module off the browser anyway.
 */

/**
 * The client invoice page's token: 32 random bytes. The database keeps its SHA-256 for lookup (enough
 * for a random 256-bit value) and an AES-256-GCM sealed copy, so the link can be copied and mailed
 * again while a database copy alone opens no invoice.
 */

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newClientToken = () => randomBytes(TOKEN_BYTES).toString("base64url");

/** Whether a path segment could be a token at all (anything else is a 404 without a query). */
export const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);

export const hashClientToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const clientInvoicePath = (token: string) => `/invoice/${token}`;

export const clientInvoiceUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, "")}${clientInvoicePath(token)}`;

const LINK_PURPOSE = "invoice-client-link";

/** The token encrypted and authenticated (lib/security/seal.ts). */
export const sealClientToken = (token: string, secret: string): string => sealText(token, secret, LINK_PURPOSE);

/** The token back, or null when the seal is not ours (another secret, a damaged value). */
export function unsealClientToken(sealed: string, secret: string): string | null {
  const token = unsealText(sealed, secret, LINK_PURPOSE);
  return token !== null && isWellFormedToken(token) ? token : null;
}

export const LINK_SECRET_MISSING = "SESSION_SECRET is not set: client invoice links cannot be made or read.";

/** SESSION_SECRET, which seals the links; required wherever a link is made or mailed. */
export function linkSecretFrom(env: { SESSION_SECRET?: string }): string {
  if (!env.SESSION_SECRET) throw new Error(LINK_SECRET_MISSING);
  return env.SESSION_SECRET;
}

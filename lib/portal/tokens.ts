import { createHash, randomBytes } from "node:crypto";

import { sealText, unsealText } from "@/lib/security/seal";

/*
 * Client portal sign-in links: 32 random bytes, single-use, valid 15 minutes. The database finds a
 * link by its SHA-256 and keeps a sealed copy only so the mail can be completed at delivery.
 * No "server-only" marker: the job worker completes the sign-in mail.
 */

export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60 * 1000;
/** A portal session lasts this long from sign-in, however active. */
export const PORTAL_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const LINK_PURPOSE = "portal-sign-in-link";

export const newSignInToken = () => randomBytes(32).toString("base64url");

/** Whether a path segment could be a token at all (anything else is refused without a query). */
export const isWellFormedSignInToken = (token: string) => TOKEN_PATTERN.test(token);

export const hashSignInToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const sealSignInToken = (token: string, secret: string) => sealText(token, secret, LINK_PURPOSE);

/** The token back, or null when the seal is not ours. */
export function unsealSignInToken(sealed: string, secret: string): string | null {
  const token = unsealText(sealed, secret, LINK_PURPOSE);
  return token !== null && isWellFormedSignInToken(token) ? token : null;
}

/**
 * The portal's cookie: sealed by iron-session like the admin one but separate from it (its own name
 * and contents), so neither opens the other. It holds only the id of a `portal_sessions` row.
 */
export const PORTAL_COOKIE = "portal_session";
export const portalCookieData = (sessionId: string) => ({ portal_session_id: sessionId });

export const PORTAL_PATH = "/portal";
/** The page a mailed link opens: it asks for a click before the link is spent (mail scanners open links). */
export const signInLinkPath = (token: string) => `${PORTAL_PATH}/sign-in/${token}`;
export const signInLinkUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, "")}${signInLinkPath(token)}`;

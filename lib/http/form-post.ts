import { isForeignOrigin, type PostPolicy } from "./index";

/**
 * Whether a plain HTML form post (no JSON, so readJsonPost does not apply) comes from another
 * site's page. The client pages send `Referrer-Policy: no-referrer` (their address is their key),
 * and then the browser sends `Origin: null` with their own forms: the browser's Sec-Fetch-Site says
 * where the post comes from instead. Without either header (not a browser) the Origin check decides.
 */
export function isCrossSiteFormPost(headers: Pick<Headers, "get">, policy: PostPolicy): boolean {
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return true;
  if (headers.get("origin") === "null") return site !== "same-origin";
  return isForeignOrigin(headers, policy);
}

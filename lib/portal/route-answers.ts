/*
 * What the portal's route handlers (PDFs, decisions) answer when there is nothing to give: no
 * session is 401, another client's or a malformed id is 404, both uncached and saying nothing more.
 */

const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

export const portalUnauthorized = () => new Response("Sign in to your client portal first.", { status: 401, headers });

export const portalNotFound = () => new Response("Not found", { status: 404, headers });

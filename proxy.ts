import { NextResponse, type NextRequest } from "next/server";

import { LOGIN_PATH, SECOND_FACTOR_SETUP_PATH, SET_CREDENTIALS_PATH } from "./lib/authentication/paths";
import { isSectionPath } from "./lib/dashboard/sections";
import { servesHttps } from "./lib/http";
import { CHECKOUT_FORM_TARGETS, hstsHeader, nonceContentSecurityPolicy, staticContentSecurityPolicy } from "./lib/security/headers";

/**
 * Runs only for /admin, the client invoice and proposal pages, the client portal, paths with percent signs and posts of forms
 * or server actions, so public pages stay static: a nonce CSP for per-request pages, HSTS by the running server's SITE_URL,
 * and an early redirect without a session cookie (the real checks are in the layout, adminAction and withAdmin).
 */
export async function proxy(request: NextRequest) {
  if (!isDecodablePath(new URL(request.url).pathname)) return notFound(request);
  if (await isUnreadablePost(request)) return NextResponse.json({ error: "The request body could not be read." }, { status: 400 });
  const { pathname } = request.nextUrl;
  if (!pathname.startsWith("/admin") && !isClientPagePath(pathname)) return NextResponse.next();
  const response = adminResponse(request);
  if (servesHttps(request.headers, process.env.SITE_URL ?? "")) response.headers.set(hstsHeader.key, hstsHeader.value);
  return response;
}

/** The pages a client opens by link (an invoice, a proposal) and the client portal, rendered per request. */
const isClientPagePath = (pathname: string) =>
  pathname.startsWith("/invoice/") || pathname.startsWith("/proposal/") || pathname === "/portal" || pathname.startsWith("/portal/");

function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Next.js answers 500 to a form post whose body cannot be read (a cut or forged multipart body) and
 * to a server action whose arguments are not the JSON array a browser sends; nothing would run, so
 * such a request gets a 400 here. (References inside the array are left to Next.js.)
 */
async function isUnreadablePost(request: NextRequest): Promise<boolean> {
  if (request.method !== "POST") return false;
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.startsWith("multipart/form-data")) {
      await request.clone().formData();
      return false;
    }
    if (request.headers.has("next-action") && type.startsWith("text/plain")) {
      return !Array.isArray(JSON.parse(await request.clone().text()));
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * Next.js 16 answers 500 when a dynamic segment holds a percent sign that starts no valid escape
 * (/services/%, /invoice/%E0%A4): such a path names nothing, so it gets the 404 page instead.
 */
function notFound(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL("/_not-found", request.url));
}

function adminResponse(request: NextRequest): NextResponse {
  const dev = process.env.NODE_ENV === "development";
  const { pathname } = request.nextUrl;

  const section = isSectionPath(pathname) || pathname === SET_CREDENTIALS_PATH || pathname === SECOND_FACTOR_SETUP_PATH;
  if (section && !request.cookies.has("admin_session")) {
    return NextResponse.redirect(new URL(LOGIN_PATH, request.url));
  }

  // The login page, the sections, the first-credentials page and the client invoice and proposal
  // pages render per request; Next.js stamps the nonce on their scripts.
  const clientPage = isClientPagePath(pathname);
  if (!section && !clientPage && pathname !== LOGIN_PATH) {
    // Other /admin answers (redirects, the 404 page) carry no nonce'd scripts.
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", staticContentSecurityPolicy(dev));
    return response;
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = nonceContentSecurityPolicy(
    nonce,
    dev,
    pathname.startsWith("/invoice/") || pathname.startsWith("/portal/") ? CHECKOUT_FORM_TARGETS : [],
  );
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    "/admin",
    "/admin/:path*",
    "/invoice/:path*",
    "/proposal/:path*",
    "/portal",
    "/portal/:path*",
    // Any path with a percent sign, to answer the undecodable ones.
    "/(.*%.*)",
    // Any page (not the API's own routes or build files), for the posts isUnreadablePost reads.
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "next-action" }] },
  ],
};

import { NextResponse, type NextRequest } from "next/server";

import { isSectionPath, SET_CREDENTIALS_PATH } from "./lib/dashboard/sections";
import { servesHttps } from "./lib/http";
import { hstsHeader, nonceContentSecurityPolicy, staticContentSecurityPolicy } from "./lib/security/headers";

const LOGIN_PAGE = "/admin/login";

/**
 * Runs for /admin and the client invoice pages only, so the public pages stay static. Sets a
 * fresh nonce-based CSP on the pages rendered per request (Next.js reads the nonce from the
 * request's CSP header), and sends a visitor without any session cookie to the login page early.
 * The real session checks happen in the (protected) layout, adminAction and withAdmin; this only
 * saves a render. HSTS goes with every answer here when the running server's SITE_URL is https
 * (next.config.ts reads it at build time).
 */
export function proxy(request: NextRequest) {
  const response = adminResponse(request);
  if (servesHttps(request.headers, process.env.SITE_URL ?? "")) response.headers.set(hstsHeader.key, hstsHeader.value);
  return response;
}

function adminResponse(request: NextRequest): NextResponse {
  const dev = process.env.NODE_ENV === "development";
  const { pathname } = request.nextUrl;

  const section = isSectionPath(pathname) || pathname === SET_CREDENTIALS_PATH;
  if (section && !request.cookies.has("admin_session")) {
    return NextResponse.redirect(new URL(LOGIN_PAGE, request.url));
  }

  // The login page, the sections, the first-credentials page and the client invoice pages render
  // per request; Next.js stamps the nonce on their scripts.
  const clientPage = pathname.startsWith("/invoice/");
  if (!section && !clientPage && pathname !== LOGIN_PAGE) {
    // Other /admin answers (redirects, the 404 page) carry no nonce'd scripts.
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", staticContentSecurityPolicy(dev));
    return response;
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = nonceContentSecurityPolicy(nonce, dev);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: ["/admin", "/admin/:path*", "/invoice/:path*"],
};

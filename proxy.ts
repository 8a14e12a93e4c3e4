import { NextResponse, type NextRequest } from "next/server";

import { nonceContentSecurityPolicy, staticContentSecurityPolicy } from "./lib/security/headers";

/** Admin pages that render per request, where Next.js stamps the nonce on its scripts. */
const DYNAMIC_ADMIN_PAGES = new Set(["/admin/login", "/admin/dashboard"]);

/**
 * Runs for /admin only, so the public pages stay static. Sets a fresh nonce-based CSP on the
 * dynamic admin pages (Next.js reads the nonce from the request's CSP header), and sends a
 * visitor without any session cookie to the login page early. The real session checks happen in
 * the (protected) layout, adminAction and withAdmin; this only saves a render.
 */
export function proxy(request: NextRequest) {
  const dev = process.env.NODE_ENV === "development";
  const { pathname } = request.nextUrl;

  if (pathname.startsWith("/admin/dashboard") && !request.cookies.has("admin_session")) {
    return NextResponse.redirect(new URL("/admin/login", request.url));
  }

  if (!DYNAMIC_ADMIN_PAGES.has(pathname)) {
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
  matcher: ["/admin", "/admin/:path*"],
};

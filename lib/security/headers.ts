/**
 * Security headers (DESIGN.md). Pure functions: next.config.ts applies the static set to
 * every response, proxy.ts the nonce-based policy to the dynamic admin pages.
 */

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");

function baseDirectives(dev: boolean): Directives {
  return {
    "default-src": ["'self'"],
    // Radix and sonner position elements with inline style attributes; a style nonce would block them.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    // The dev server's hot reload talks over a WebSocket.
    "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
}

/**
 * For prerendered pages: no per-request nonce exists at build time, and Next.js inlines its
 * bootstrap and RSC payload scripts, so inline scripts from our own pages must be allowed.
 */
export function staticContentSecurityPolicy(dev = false): string {
  return serialize({
    ...baseDirectives(dev),
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
  });
}

/**
 * Where the client invoice page's "Pay by card" form may end up: browsers hold a form's redirect
 * to form-action too, and the pay route answers 303 to Stripe's checkout page.
 */
export const CHECKOUT_FORM_TARGETS = ["https://checkout.stripe.com"];

/**
 * For dynamic pages: only scripts carrying this request's nonce (Next.js adds it to its own) run,
 * and what they load ('strict-dynamic'). React needs eval only in development. `formTargets`: other
 * origins a form of the page may be sent on to.
 */
export function nonceContentSecurityPolicy(nonce: string, dev = false, formTargets: readonly string[] = []): string {
  const base = baseDirectives(dev);
  return serialize({
    ...base,
    "form-action": [...base["form-action"]!, ...formTargets],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
  });
}

/** Sent with every response, whatever its content. */
export const commonSecurityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
];

/** Only over https: on plain http a browser ignores it, and localhost must keep working. */
export const hstsHeader = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

type HeaderRule = {
  source: string;
  has?: { type: "header"; key: string; value: string }[];
  headers: { key: string; value: string }[];
};

/**
 * next.config.ts's header rules, fixed at build with that build's SITE_URL: common headers and HSTS, the
 * static CSP everywhere but /admin and the client invoice pages (proxy.ts gives those a nonce policy).
 */
export function responseHeaderRules(siteUrl: string, dev = false): HeaderRule[] {
  const https = siteUrl.toLowerCase().startsWith("https:");
  return [
    { source: "/:path*", headers: [...commonSecurityHeaders] },
    https
      ? { source: "/:path*", headers: [hstsHeader] }
      : { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [hstsHeader] },
    // Everything but /admin and the client invoice pages: proxy.ts gives those a nonce policy.
    { source: "/((?!admin(?:/|$)|invoice/).*)", headers: [{ key: "Content-Security-Policy", value: staticContentSecurityPolicy(dev) }] },
    // A client invoice page's address is its key: no search engine keeps it, no link sends it on.
    { source: "/invoice/:path*", headers: [...clientPageHeaders] },
    // The demo's test checkout names a session: kept out of search engines like the invoice it pays.
    { source: "/test-checkout/:path*", headers: [...clientPageHeaders] },
  ];
}

/**
 * The client invoice pages (/invoice/<token>): the token in the address opens the invoice, so it
 * must not reach a search index or another site's logs through the Referer header.
 */
export const clientPageHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Robots-Tag", value: "noindex, nofollow, noarchive" },
  { key: "Referrer-Policy", value: "no-referrer" },
];

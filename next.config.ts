import type { NextConfig } from "next";

import { AGENCY_ENV_NAMES, agencyOverrides } from "./content/agency-env";
import { legacyTabSections, movedSections, sectionHref } from "./lib/dashboard/sections";
import { responseHeaderRules } from "./lib/security/headers";

const dev = process.env.NODE_ENV === "development";

// Bad agency settings stop the build here with a readable message.
agencyOverrides(process.env);

const nextConfig: NextConfig = {
  // Native binaries and drivers stay outside the server bundle (the build fails otherwise).
  serverExternalPackages: ["postgres", "graphile-worker", "pino", "@react-pdf/renderer"],
  poweredByHeader: false,
  // The container image (deploy/Dockerfile) runs the self-contained server that this writes to
  // .next/standalone; `npm start` serves the same build with `next start`.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // Pages that regenerate (the home page, `revalidate = 30`) are never served older than 60 s.
  expireTime: 60,
  // The agency's facts (content/site.ts) are fixed when the site is built: the pages, the PDF and
  // the mail of one build read the same values, whatever the environment of the running server.
  env: Object.fromEntries(AGENCY_ENV_NAMES.map((name) => [name, process.env[name] ?? ""])),
  reactStrictMode: true,
  // forbidden() and forbidden.tsx: staff opening an owner-only section get a 403 page.
  experimental: {
    authInterrupts: true,
    // A clean CI clone builds once and never reads Turbopack's build cache back; writing it cost
    // about 15 s there. Everywhere else it makes a rebuild about twice as fast.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // `npm run build` type-checks first (`npm run typecheck`: the same files, with Next.js's route
  // types), and CI runs that check beside the tests, so the build does not check them a second time.
  typescript: { ignoreBuildErrors: true },
  images: { formats: ["image/avif", "image/webp"] },
  // An old /admin/dashboard?tab=<name> link renders its section in place (the section then puts
  // its own address in the address bar), so bookmarks keep working and the answer is a 200.
  async rewrites() {
    return {
      beforeFiles: Object.entries(legacyTabSections).map(([tab, slug]) => ({
        source: sectionHref("dashboard"),
        has: [{ type: "query" as const, key: "tab", value: tab }],
        destination: sectionHref(slug),
      })),
    };
  },
  // Former section addresses (/admin/invoices) keep working for bookmarks and links in sent mail;
  // Next.js carries the query string over.
  async redirects() {
    return Object.entries(movedSections).map(([oldSlug, slug]) => ({
      source: `/admin/${oldSlug}/:path*`,
      destination: `${sectionHref(slug)}/:path*`,
      permanent: true,
    }));
  },
  async headers() {
    // Only SITE_URL: the build must not depend on the rest of the environment being valid.
    return responseHeaderRules(process.env.SITE_URL ?? "", dev);
  },
};

export default nextConfig;

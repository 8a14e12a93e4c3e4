import type { MetadataRoute } from "next";

import { readEnv } from "@/lib/env";
import { absoluteUrl } from "@/lib/seo/urls";

/** Crawl the public site; keep out of the back office, the API and the client invoice pages. */
export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = readEnv();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/invoice/"] }],
    sitemap: absoluteUrl(SITE_URL, "/sitemap.xml"),
    host: SITE_URL,
  };
}

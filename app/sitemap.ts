import type { MetadataRoute } from "next";

import { readEnv } from "@/lib/env";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { absoluteUrl } from "@/lib/seo/urls";

export default function sitemap(): MetadataRoute.Sitemap {
  const { SITE_URL } = readEnv();
  return sitemapEntries().map(({ path, priority, changeFrequency }) => ({
    url: absoluteUrl(SITE_URL, path),
    changeFrequency,
    priority,
  }));
}

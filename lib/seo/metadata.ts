/**
 * Page metadata for the public pages: title, description, keywords, canonical link, Open Graph and
 * Twitter card, every URL absolute from the one `SITE_URL` setting.
 */
import type { Metadata } from "next";

import { site } from "@/content/site";
import { readEnv } from "@/lib/env";

import { ogImagePath, type SitePath } from "./paths";
import { absoluteUrl } from "./urls";

export type PageSeo = {
  /** The full document title, brand included. */
  title: string;
  description: string;
  /** Path of the page on this site: its canonical URL, og:url and structured-data url. */
  path: SitePath;
  keywords?: readonly string[];
  /** The share card's own wording, when it differs from the title and description. */
  ogTitle?: string;
  ogDescription?: string;
  /** The page whose generated share image this page uses; defaults to the page itself. */
  imageFrom?: SitePath;
  /** Alt text of the share image; defaults to the share title. */
  imageAlt?: string;
};

/** Size of every generated Open Graph image (the 1.91:1 card the big networks show). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Pure: the metadata of one page for a given site origin (the tests call it directly). */
export function buildPageMetadata(seo: PageSeo, siteUrl: string): Metadata {
  const url = absoluteUrl(siteUrl, seo.path);
  const ogTitle = seo.ogTitle ?? seo.title;
  const ogDescription = seo.ogDescription ?? seo.description;
  const image = {
    url: absoluteUrl(siteUrl, ogImagePath(seo.imageFrom ?? seo.path)),
    ...OG_IMAGE_SIZE,
    alt: seo.imageAlt ?? ogTitle,
    type: "image/png",
  };
  return {
    // `absolute` so the root layout's title template never changes a title chosen per page.
    title: { absolute: seo.title },
    description: seo.description,
    ...(seo.keywords ? { keywords: [...seo.keywords] } : {}),
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_US",
      url,
      title: ogTitle,
      description: ogDescription,
      images: [image],
    },
    twitter: { card: "summary_large_image", title: ogTitle, description: ogDescription, images: [image] },
  };
}

export function pageMetadata(seo: PageSeo): Metadata {
  return buildPageMetadata(seo, readEnv().SITE_URL);
}

import { describe, expect, it } from "vitest";

import { landingPages } from "@/content/landing-pages";
import { servicePages } from "@/content/service-pages";
import { localBusinessJsonLd, serializeJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { landingPageSeo, servicePageSeo } from "@/lib/seo/pages";
import { sitemapEntries } from "@/lib/seo/sitemap";

const SITE = "https://summit.example";

/** The printed block, read back the way a crawler reads it. */
const printed = (data: object) => JSON.parse(serializeJsonLd(data)) as { url: string; image: string };

type Shareable = { url?: unknown; images?: unknown };
const first = (images: unknown) => (Array.isArray(images) ? (images[0] as { url: string }) : undefined);

const pages = [
  ...servicePages.map((page) => ({
    path: `/services/${page.slug}`,
    metadata: buildPageMetadata(servicePageSeo(page), SITE),
    structured: printed(serviceJsonLd(page, SITE)),
  })),
  ...landingPages.map((page) => ({
    path: `/${page.slug}`,
    metadata: buildPageMetadata(landingPageSeo(page), SITE),
    structured: printed(localBusinessJsonLd(page, SITE)),
  })),
];

describe("page metadata of the 18 service and landing pages", () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    "%s: canonical, og:url and structured-data url all name the page itself",
    (path, { metadata, structured }) => {
      const own = `${SITE}${path}`;
      expect(metadata.alternates?.canonical).toBe(own);
      expect((metadata.openGraph as Shareable).url).toBe(own);
      expect(structured.url).toBe(own);
    },
  );

  it.each(pages.map((page) => [page.path, page] as const))(
    "%s: keywords, an absolute share image and a large Twitter card",
    (path, { metadata, structured }) => {
      expect(Array.isArray(metadata.keywords) && metadata.keywords.length).toBeGreaterThanOrEqual(5);
      const image = `${SITE}${path}/opengraph-image`;
      expect(first((metadata.openGraph as Shareable).images)?.url).toBe(image);
      expect(first((metadata.twitter as Shareable).images)?.url).toBe(image);
      expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
      // The structured data points at the same generated image.
      expect(structured.image).toBe(image);
    },
  );

  it("gives every page its own title and description", () => {
    const titles = pages.map((page) => page.metadata.title);
    const descriptions = pages.map((page) => page.metadata.description);
    expect(new Set(titles.map((title) => JSON.stringify(title))).size).toBe(18);
    expect(new Set(descriptions).size).toBe(18);
  });

  it("uses a landing page's own share wording for Open Graph and Twitter", () => {
    const page = landingPages[0]!;
    const metadata = buildPageMetadata(landingPageSeo(page), SITE);
    expect(metadata.openGraph).toMatchObject({ title: page.seo.ogTitle, description: page.seo.ogDescription });
    expect(metadata.twitter).toMatchObject({ title: page.seo.ogTitle, description: page.seo.ogDescription });
    expect(metadata.title).toEqual({ absolute: page.seo.title });
  });

  it("builds absolute URLs from a SITE_URL with a trailing slash too", () => {
    const metadata = buildPageMetadata({ title: "T", description: "D", path: "/" }, `${SITE}/`);
    expect(metadata.alternates?.canonical).toBe(`${SITE}/`);
    expect(first((metadata.openGraph as Shareable).images)?.url).toBe(`${SITE}/opengraph-image`);
  });
});

describe("sitemap", () => {
  it("lists the home page, the 18 template pages and the legal pages exactly once", () => {
    const paths = sitemapEntries().map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(["/", "/privacy", "/terms", ...pages.map((page) => page.path)]));
    expect(paths).toHaveLength(21);
    expect(paths.some((path) => path.startsWith("/admin") || path.startsWith("/api"))).toBe(false);
  });
});

/**
 * Where each public page and its Open Graph image live. The routes, the metadata, the structured
 * data and the sitemap all read these, so a page's canonical URL, og:url and JSON-LD url are the
 * same string by construction.
 */
export type SitePath = `/${string}`;

export const HOME_PATH: SitePath = "/";

export const servicePagePath = (slug: string): SitePath => `/services/${slug}`;

/** Landing pages sit at the top level (SPEC §2 route table). */
export const landingPagePath = (slug: string): SitePath => `/${slug}`;

/** The generated share image of the page at `pagePath` (the opengraph-image/route.tsx beside it). */
export const ogImagePath = (pagePath: SitePath): SitePath => (pagePath === HOME_PATH ? "/opengraph-image" : `${pagePath}/opengraph-image`);

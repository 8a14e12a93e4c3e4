/**
 * Page metadata for the public pages. Kept small on purpose: the per-page SEO system (keywords,
 * Open Graph images, JSON-LD) grows here from the same inputs.
 */
import type { Metadata } from "next";

export type PageSeo = {
  /** The full document title, brand included. */
  title: string;
  description: string;
  /** Path of the page on this site, used as its canonical URL. */
  path: `/${string}`;
};

export function pageMetadata({ title, description, path }: PageSeo): Metadata {
  return {
    // `absolute` so the root layout's title template never changes a title chosen per page.
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: "website" },
  };
}

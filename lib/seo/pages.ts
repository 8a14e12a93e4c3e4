/** The head data of the service and landing pages, taken from their content records. */
import type { LandingPage } from "@/content/landing-pages";
import type { ServicePage } from "@/content/service-pages";

import type { PageSeo } from "./metadata";
import { landingPagePath, servicePagePath } from "./paths";

export function servicePageSeo(page: ServicePage): PageSeo {
  return {
    title: page.seo.title,
    description: page.seo.description,
    keywords: page.seo.keywords,
    path: servicePagePath(page.slug),
    imageAlt: `${page.name} by Summit Digital`,
  };
}

export function landingPageSeo(page: LandingPage): PageSeo {
  return {
    title: page.seo.title,
    description: page.seo.description,
    keywords: page.seo.keywords,
    ogTitle: page.seo.ogTitle,
    ogDescription: page.seo.ogDescription,
    path: landingPagePath(page.slug),
  };
}

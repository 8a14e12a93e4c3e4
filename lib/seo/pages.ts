/** The head data of the service and landing pages, taken from their content records. */
import type { Headline } from "@/content/headlines";
import { home } from "@/content/home";
import type { LandingPage } from "@/content/landing-pages";
import type { ServicePage } from "@/content/service-pages";
import { site } from "@/content/site";

import type { PageSeo } from "./metadata";
import { HOME_PATH, landingPagePath, servicePagePath } from "./paths";

export function servicePageSeo(page: ServicePage): PageSeo {
  return {
    title: page.seo.title,
    description: page.seo.description,
    keywords: page.seo.keywords,
    path: servicePagePath(page.slug),
    imageAlt: `${page.name} by ${site.name}`,
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

/** The home page's title and description are those of the headline its hero shows. */
export function homePageSeo(headline: Headline): PageSeo {
  return {
    title: headline.metaTitle,
    description: headline.metaDescription,
    path: HOME_PATH,
    keywords: home.keywords,
  };
}

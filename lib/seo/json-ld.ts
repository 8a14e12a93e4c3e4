/**
 * Structured data (schema.org JSON-LD) as pure, typed builders. Pages print the result with
 * `serializeJsonLd`, which escapes `<` so no copy can close the script tag early.
 */
import type { FAQPage, LocalBusiness, Organization, Service, WebSite, WithContext } from "schema-dts";

import { soldServices, soldServiceTypes, type Faq, type LandingPage } from "@/content/landing-pages";
import type { ServicePage } from "@/content/service-pages";
import { site } from "@/content/site";

import { landingPagePath, ogImagePath, servicePagePath } from "./paths";
import { absoluteUrl } from "./urls";

export { absoluteUrl };

const organizationId = (siteUrl: string) => absoluteUrl(siteUrl, "/#organization");

export function organizationJsonLd(siteUrl: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, site.logo),
    email: site.email,
    telephone: site.phone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    location: {
      "@type": "Place",
      geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    },
    areaServed: site.citiesServed.map((city) => ({ "@type": "City", name: `${city}, Colorado` })),
    sameAs: site.social.map((link) => link.href),
  };
}

export function webSiteJsonLd(siteUrl: string): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: absoluteUrl(siteUrl, "/"),
    publisher: { "@id": organizationId(siteUrl) },
  };
}

/**
 * SPEC §3 "Structured data, local business": locality on city pages, price range and rating where
 * given; the agency's hours and profiles, and the seven services the page sells as an offer catalogue.
 */
export function localBusinessJsonLd(page: LandingPage, siteUrl: string): WithContext<LocalBusiness> {
  const url = absoluteUrl(siteUrl, landingPagePath(page.slug));
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${url}#business`,
    name: site.name,
    description: page.seo.description,
    image: absoluteUrl(siteUrl, ogImagePath(landingPagePath(page.slug))),
    logo: absoluteUrl(siteUrl, site.logo),
    telephone: site.phone.tel,
    email: site.email,
    url,
    address: {
      "@type": "PostalAddress",
      ...(page.place.locality ? { addressLocality: page.place.locality } : {}),
      addressRegion: page.place.region,
      addressCountry: page.place.country,
    },
    areaServed: page.place.areaServed.map((name) => ({ "@type": "Place", name })),
    openingHours: site.openingHours,
    sameAs: site.social.map((link) => link.href),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: page.offers.heading,
      itemListElement: soldServices.map((key) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: page.offers.items[key].name,
          serviceType: soldServiceTypes[key],
          description: page.offers.items[key].description,
        },
      })),
    },
    ...(page.priceRange ? { priceRange: page.priceRange } : {}),
    ...(page.aggregateRating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: page.aggregateRating.ratingValue,
            reviewCount: page.aggregateRating.reviewCount,
            bestRating: 5,
          },
        }
      : {}),
  };
}

/** Built from the same FAQ items the page shows, so the two can never disagree. */
export function faqJsonLd(faq: readonly Faq[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function serviceJsonLd(page: ServicePage, siteUrl: string): WithContext<Service> {
  const url = absoluteUrl(siteUrl, servicePagePath(page.slug));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: page.name,
    serviceType: page.name,
    description: page.seo.description,
    url,
    image: absoluteUrl(siteUrl, ogImagePath(servicePagePath(page.slug))),
    provider: {
      "@type": "Organization",
      "@id": organizationId(siteUrl),
      name: site.name,
      telephone: site.phone.tel,
      url: absoluteUrl(siteUrl, "/"),
    },
    areaServed: { "@type": "State", name: "Colorado" },
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so copy cannot end the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

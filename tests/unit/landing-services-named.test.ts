import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { FaqList } from "../../components/site/landing-page/faq-list";
import { LandingHeaderBlock } from "../../components/site/landing-page/landing-header-block";
import { LandingHero } from "../../components/site/landing-page/landing-hero";
import { LandingOffers } from "../../components/site/landing-page/landing-offers";
import { LandingServices } from "../../components/site/landing-page/landing-services";
import { LandingSuccessStories } from "../../components/site/landing-page/landing-success-stories";
import { WhySection } from "../../components/site/landing-page/why-section";
import { landingPages, soldServicePatterns, soldServices, type LandingPage } from "../../content/landing-pages";

/**
 * The page's own sections, in the order app/(site)/landing-route.tsx renders them. The JSON-LD, the
 * shared contact section and the layout's header and footer are left out: they are not this page's copy.
 */
function landingMarkup(page: LandingPage): string {
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(LandingHero, { page }),
      createElement(LandingHeaderBlock, { page }),
      createElement(WhySection, { why: page.why }),
      createElement(LandingServices, { page }),
      createElement(LandingOffers, { offers: page.offers }),
      createElement(LandingSuccessStories, { stories: page.successStories }),
      createElement(FaqList, { faq: page.faq }),
    ),
  );
}

/** The text a reader sees: tags stripped, scripts (structured data) and styles dropped, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("landing pages name every service they sell (SPEC §2 'Services sold')", () => {
  it("covers the seven landing pages and the seven services", () => {
    expect(landingPages).toHaveLength(7);
    expect(Object.keys(soldServicePatterns).sort()).toEqual([...soldServices].sort());
  });

  it("does not count structured data as page text", () => {
    const html = '<p>Local SEO</p><script type="application/ld+json">{"serviceType":"Reputation management"}</script>';
    expect(visibleText(html)).not.toMatch(soldServicePatterns["reputation-management"]);
  });

  it.each(landingPages.map((page) => [page.slug, page] as const))("%s names all seven in its visible copy", (_slug, page) => {
    const text = visibleText(landingMarkup(page));
    expect(text.length).toBeGreaterThan(1000);
    const missing = soldServices.filter((service) => !soldServicePatterns[service].test(text));
    expect(missing).toEqual([]);
  });

  // The "What we sell" list is where a reader looks for a service, so each item says its own in plain words.
  it.each(landingPages.map((page) => [page.slug, page] as const))("%s names each offer's own service in it", (_slug, page) => {
    const unnamed = soldServices.filter((service) => {
      const offer = page.offers.items[service];
      return !soldServicePatterns[service].test(`${offer.name} ${offer.description}`);
    });
    expect(unnamed).toEqual([]);
  });
});

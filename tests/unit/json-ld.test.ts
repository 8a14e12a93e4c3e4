import { describe, expect, it } from "vitest";

import { landingPages, soldServices, soldServiceTypes } from "@/content/landing-pages";
import { servicePages } from "@/content/service-pages";
import { site } from "@/content/site";
import { faqJsonLd, localBusinessJsonLd, organizationJsonLd, serializeJsonLd, serviceJsonLd, webSiteJsonLd } from "@/lib/seo/json-ld";

const SITE = "https://summit.example";
const roundTrip = (data: object) => JSON.parse(serializeJsonLd(data)) as Record<string, unknown>;

describe("JSON-LD builders", () => {
  it.each(landingPages.map((page) => [page.slug, page] as const))("%s: a LocalBusiness naming the page itself", (slug, page) => {
    const data = roundTrip(localBusinessJsonLd(page, SITE));
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.url).toBe(`${SITE}/${slug}`);
    expect(data).toMatchObject({ name: site.name, telephone: site.phone.tel, image: `${SITE}/${slug}/opengraph-image` });
    expect(page.place.areaServed.length).toBeGreaterThan(0);
    expect(data.areaServed).toEqual(page.place.areaServed.map((name) => ({ "@type": "Place", name })));
    const address = data.address as Record<string, string>;
    expect(address.addressRegion).toBe("CO");
    expect(address.addressCountry).toBe("US");
    expect(address.addressLocality).toBe(page.place.locality);
    expect(data.priceRange).toBe(page.priceRange);
    if (page.aggregateRating) {
      expect(data.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 127 });
    } else {
      expect(data.aggregateRating).toBeUndefined();
    }
  });

  it("only the enterprise page has a price range and only the growth page a rating", () => {
    const withPrice = landingPages.filter((page) => roundTrip(localBusinessJsonLd(page, SITE)).priceRange);
    const withRating = landingPages.filter((page) => "aggregateRating" in localBusinessJsonLd(page, SITE));
    expect(withPrice.map((page) => page.slug)).toEqual(["digital-marketing-agency-colorado"]);
    expect(withRating.map((page) => page.slug)).toEqual(["colorado-digital-marketing-agency"]);
  });

  it.each(landingPages.map((page) => [page.slug, page] as const))("%s: the FAQPage equals the visible FAQ", (_, page) => {
    const data = roundTrip(faqJsonLd(page.faq)) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data.mainEntity).toHaveLength(5);
    expect(data.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(page.faq);
  });

  it.each(servicePages.map((page) => [page.slug, page] as const))("%s: a Service with a provider", (slug, page) => {
    const data = roundTrip(serviceJsonLd(page, SITE));
    expect(data["@type"]).toBe("Service");
    expect(data.url).toBe(`${SITE}/services/${slug}`);
    expect(data.name).toBe(page.name);
    expect((data.provider as { name: string }).name).toBe("Summit Digital");
  });

  it("the home page's Organization and WebSite blocks", () => {
    const org = roundTrip(organizationJsonLd(SITE));
    expect(org).toMatchObject({ "@type": "Organization", name: "Summit Digital", url: `${SITE}/` });
    expect(roundTrip(webSiteJsonLd(SITE))).toMatchObject({ "@type": "WebSite", url: `${SITE}/` });
  });

  it.each(landingPages.map((page) => [page.slug, page] as const))(
    "%s: an offer catalogue of the seven services the page sells",
    (_, page) => {
      const data = roundTrip(localBusinessJsonLd(page, SITE));
      const catalogue = data.hasOfferCatalog as {
        "@type": string;
        name: string;
        itemListElement: { "@type": string; itemOffered: { "@type": string; name: string; serviceType: string; description: string } }[];
      };
      expect(catalogue["@type"]).toBe("OfferCatalog");
      expect(catalogue.name).toBe(page.offers.heading);
      expect(catalogue.itemListElement.map((offer) => offer.itemOffered)).toEqual(
        soldServices.map((key) => ({
          "@type": "Service",
          name: page.offers.items[key].name,
          serviceType: soldServiceTypes[key],
          description: page.offers.items[key].description,
        })),
      );
      expect(catalogue.itemListElement.every((offer) => offer["@type"] === "Offer")).toBe(true);
    },
  );

  it("takes the agency's contact facts, hours, profiles and location from the site settings", () => {
    const business = roundTrip(localBusinessJsonLd(landingPages[0]!, SITE));
    expect(business).toMatchObject({
      name: site.name,
      telephone: site.phone.tel,
      email: site.email,
      openingHours: site.openingHours,
      sameAs: site.social.map((link) => link.href),
    });
    const org = roundTrip(organizationJsonLd(SITE));
    expect(org).toMatchObject({
      legalName: site.legalName,
      telephone: site.phone.tel,
      address: { streetAddress: site.address.street, postalCode: site.address.postalCode },
      location: { geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude } },
    });
  });

  it("escapes < so copy cannot close the script tag", () => {
    const text = serializeJsonLd(faqJsonLd([{ question: "</script><script>alert(1)</script>", answer: "a < b" }]));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});

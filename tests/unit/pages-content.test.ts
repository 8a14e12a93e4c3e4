import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { iconNames } from "../../content/icons";
import { getLandingPage, landingPages, soldServices } from "../../content/landing-pages";
import { getServicePage, servicePages } from "../../content/service-pages";
import { serviceSlugs as listedServices } from "../../content/services";

const serviceSlugs = [
  "branding",
  "digital-marketing",
  "video-photography",
  "web-applications",
  "web-development",
  "ai-solutions",
  "drone-videography",
  "video-production",
  "social-media",
  "seo-content",
  "mobile-apps",
] as const;

const withStories = ["branding", "digital-marketing", "web-applications", "ai-solutions"];

const landingSlugs = [
  "digital-agency-denver",
  "digital-agency-colorado",
  "digital-marketing-agency-colorado",
  "colorado-digital-marketing-agency",
  "social-media-colorado",
  "aurora-digital-agency",
  "colorado-springs-digital-agency",
] as const;

const cityLocalities: Record<string, string> = {
  "digital-agency-denver": "Denver",
  "aurora-digital-agency": "Aurora",
  "colorado-springs-digital-agency": "Colorado Springs",
};

const knownIcons = new Set<string>(iconNames);

describe("service pages", () => {
  it("has one record per service, in the order of the service list", () => {
    expect([...listedServices]).toEqual([...serviceSlugs]);
    expect(servicePages.map((p) => p.slug).sort()).toEqual([...serviceSlugs].sort());
  });

  it("finds pages by slug", () => {
    expect(getServicePage("branding")?.name).toBe("Branding");
    expect(getServicePage("no-such-service")).toBeUndefined();
  });

  it.each(servicePages.map((p) => [p.slug, p] as const))("%s has the required sections", (slug, page) => {
    expect(page.intro.paragraphs).toHaveLength(2);
    expect(page.features).toHaveLength(3);
    expect(page.included.items).toHaveLength(6);
    expect(page.image).toBe(`/images/services/${slug}.svg`);
    expect(knownIcons.has(page.icon)).toBe(true);
    for (const feature of page.features) expect(knownIcons.has(feature.icon)).toBe(true);
    for (const text of [...page.intro.paragraphs, page.hero.intro, page.hero.headline]) {
      expect(text.trim().length).toBeGreaterThan(20);
    }
  });

  it.each(servicePages.map((p) => [p.slug, p.seo] as const))("%s has search metadata within limits", (_slug, seo) => {
    expect(seo.title.endsWith(" | Summit Digital")).toBe(true);
    expect(seo.title.length).toBeLessThanOrEqual(60);
    expect(seo.description.length).toBeGreaterThanOrEqual(120);
    expect(seo.description.length).toBeLessThanOrEqual(160);
    expect(seo.keywords.length).toBeGreaterThanOrEqual(5);
    expect(seo.keywords.length).toBeLessThanOrEqual(8);
  });

  it("gives branding its three offerings", () => {
    const branding = getServicePage("branding");
    expect(branding?.offerings).toHaveLength(3);
    for (const page of servicePages) {
      if (page.slug !== "branding") expect(page.offerings).toBeUndefined();
    }
  });

  it("shows three success stories on exactly the four story pages", () => {
    for (const page of servicePages) {
      if (withStories.includes(page.slug)) {
        expect(page.successStories, page.slug).toHaveLength(3);
      } else {
        expect(page.successStories, page.slug).toBeUndefined();
      }
    }
    const images = servicePages.flatMap((p) => p.successStories ?? []).map((s) => s.image);
    expect(images).toEqual(Array.from({ length: 12 }, (_, i) => `/images/stories/story-${String(i + 1).padStart(2, "0")}.svg`));
  });

  it("gives AI solutions its hero video, three columns and four cities", () => {
    const ai = getServicePage("ai-solutions");
    expect(ai?.heroVideo).toEqual({ src: "/media/ai.mp4", poster: "/media/ai-poster.webp" });
    expect(ai?.aiSolutions?.columns.map((c) => c.title)).toEqual([
      "AI Voice & Automation",
      "Business AI Services",
      "Compliance & Insights",
    ]);
    for (const column of ai?.aiSolutions?.columns ?? []) expect(column.items.length).toBeGreaterThan(0);
    expect(ai?.aiSolutions?.cities.map((c) => c.city)).toEqual(["Denver", "Boulder", "Colorado Springs", "Fort Collins"]);
    for (const page of servicePages) {
      if (page.slug !== "ai-solutions") {
        expect(page.heroVideo).toBeUndefined();
        expect(page.aiSolutions).toBeUndefined();
      }
    }
  });
});

describe("landing pages", () => {
  it("has 7 records with unique slugs", () => {
    expect(landingPages).toHaveLength(7);
    const slugs = landingPages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(7);
    expect([...slugs].sort()).toEqual([...landingSlugs].sort());
    expect(getLandingPage("aurora-digital-agency")?.place.locality).toBe("Aurora");
    expect(getLandingPage("nowhere")).toBeUndefined();
  });

  it.each(landingPages.map((p) => [p.slug, p] as const))("%s has the required sections", (_slug, page) => {
    expect(page.faq).toHaveLength(5);
    expect(page.services.cards).toHaveLength(3);
    expect(page.subsections).toHaveLength(5);
    for (const section of page.subsections) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(section.paragraphs.length).toBeLessThanOrEqual(3);
    }
    expect(page.successStories).toHaveLength(2);
    for (const story of page.successStories) expect(story.metrics).toHaveLength(3);
    expect(page.why.cards.length).toBeGreaterThanOrEqual(2);
    expect(page.why.cards.length).toBeLessThanOrEqual(4);
    for (const card of page.services.cards) expect(knownIcons.has(card.icon)).toBe(true);
    expect(page.place.region).toBe("CO");
    expect(page.place.country).toBe("US");
    expect(page.place.areaServed.length).toBeGreaterThan(0);
    expect(page.pricing).toMatch(/\$1,500|\$2,000/);
  });

  it.each(landingPages.map((p) => [p.slug, p.seo] as const))("%s has search metadata within limits", (_slug, seo) => {
    expect(seo.title.length).toBeLessThanOrEqual(60);
    expect(seo.description.length).toBeGreaterThanOrEqual(120);
    expect(seo.description.length).toBeLessThanOrEqual(160);
    expect(seo.keywords.length).toBeGreaterThanOrEqual(5);
    expect(seo.keywords.length).toBeLessThanOrEqual(8);
    expect(seo.ogTitle.length).toBeGreaterThan(0);
    expect(seo.ogDescription.length).toBeGreaterThan(0);
  });

  it("sets a locality on exactly the Denver, Aurora and Colorado Springs pages", () => {
    for (const page of landingPages) {
      expect(page.place.locality, page.slug).toBe(cityLocalities[page.slug]);
    }
    expect(landingPages.filter((p) => p.place.locality !== undefined)).toHaveLength(3);
  });

  it("puts a price range only on the enterprise page", () => {
    for (const page of landingPages) {
      if (page.slug === "digital-marketing-agency-colorado") expect(page.priceRange).toBe("$$-$$$");
      else expect(page.priceRange, page.slug).toBeUndefined();
    }
  });

  it("puts the 4.9 / 127 aggregate rating only on the growth page", () => {
    for (const page of landingPages) {
      if (page.slug === "colorado-digital-marketing-agency") {
        expect(page.aggregateRating).toEqual({ ratingValue: 4.9, reviewCount: 127 });
      } else {
        expect(page.aggregateRating, page.slug).toBeUndefined();
      }
    }
  });

  it("quotes the price ranges from the spec", () => {
    expect(getLandingPage("digital-marketing-agency-colorado")?.pricing).toContain("$2,000-$20,000+");
    expect(getLandingPage("aurora-digital-agency")?.pricing).toContain("$1,500-$10,000+");
    expect(getLandingPage("colorado-springs-digital-agency")?.pricing).toContain("$1,500-$12,000+");
    expect(getLandingPage("social-media-colorado")?.pricing).toContain("$1,500-$8,000+");
    for (const slug of ["digital-agency-denver", "digital-agency-colorado", "colorado-digital-marketing-agency"]) {
      expect(getLandingPage(slug)?.pricing).toContain("from $1,500/month");
    }
  });

  it.each(landingPages.map((p) => [p.slug, p] as const))("%s sells the seven SPEC services, each named and described", (_slug, page) => {
    expect(Object.keys(page.offers.items).sort()).toEqual([...soldServices].sort());
    expect(page.offers.heading.trim()).not.toBe("");
    for (const offer of Object.values(page.offers.items)) {
      expect(offer.name.trim().length).toBeGreaterThan(5);
      expect(offer.description.length).toBeGreaterThanOrEqual(60);
      expect(offer.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("describes the services sold in each page's own words", () => {
    const offers = landingPages.flatMap((p) => Object.values(p.offers.items));
    expect(new Set(offers.map((offer) => offer.description)).size).toBe(offers.length);
    const headings = landingPages.map((p) => p.offers.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it("does not repeat copy between pages (no doorway pages)", () => {
    const intros = landingPages.map((p) => p.hero.intro);
    expect(new Set(intros).size).toBe(intros.length);
    const headings = landingPages.map((p) => p.hero.heading);
    expect(new Set(headings).size).toBe(headings.length);
    const firstParagraphs = landingPages.map((p) => p.subsections[0].paragraphs[0]);
    expect(new Set(firstParagraphs).size).toBe(firstParagraphs.length);
    // The same text with only the place name swapped must not pass either.
    const placeless = landingPages.map((p) => p.subsections[0].paragraphs[0].replaceAll(p.place.name, "PLACE").toLowerCase());
    expect(new Set(placeless).size).toBe(placeless.length);
    const faqAnswers = landingPages.flatMap((p) => p.faq.map((f) => f.answer));
    expect(new Set(faqAnswers).size).toBe(faqAnswers.length);
  });
});

describe("all pages", () => {
  it("has unique SEO titles across the 18 service and landing pages", () => {
    const titles = [...servicePages, ...landingPages].map((p) => p.seo.title);
    expect(titles).toHaveLength(18);
    expect(new Set(titles).size).toBe(18);
  });
});

describe("landing page routes", () => {
  const siteRoutes = path.join(import.meta.dirname, "../../app/(site)");

  it("give every record a folder of its own with its page and Open Graph image, and no folder without a record", () => {
    for (const page of landingPages) {
      expect(existsSync(path.join(siteRoutes, page.slug, "page.tsx")), page.slug).toBe(true);
      expect(readFileSync(path.join(siteRoutes, page.slug, "page.tsx"), "utf8")).toContain(`landingPageRoute("${page.slug}")`);
      expect(readFileSync(path.join(siteRoutes, page.slug, "opengraph-image", "route.tsx"), "utf8")).toContain(
        `landingOgImage("${page.slug}")`,
      );
    }
    const otherRoutes = ["opengraph-image", "privacy", "services", "terms"];
    const folders = readdirSync(siteRoutes, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !otherRoutes.includes(name)).sort()).toEqual(landingPages.map((page) => page.slug).sort());
  });
});

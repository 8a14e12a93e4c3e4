import { describe, expect, it } from "vitest";

import { headlines } from "../../content/headlines";
import { home } from "../../content/home";
import { iconNames } from "../../content/icons";
import { footerLocationLinks, footerServiceLinks, heroTags, navItems } from "../../content/navigation";
import {
  contactBudgetOptions,
  contactBudgetValues,
  contactServiceOptions,
  contactServiceValues,
  contactTimelineOptions,
  contactTimelineValues,
  insightsBudgetOptions,
  insightsBudgetValues,
  insightsTimelineOptions,
  insightsTimelineValues,
  projectTypeOptions,
  projectTypeValues,
} from "../../content/options";
import { portfolioItems } from "../../content/portfolio";
import { serviceCards } from "../../content/services";
import { site } from "../../content/site";
import { testimonials } from "../../content/testimonials";

const isNonEmpty = (value: string): boolean => value.trim().length > 0;
const placeholder = /lorem|ipsum|service \d|placeholder|todo|tbd/i;

describe("site facts", () => {
  it("carries the agency contact details", () => {
    expect(site.name).toBe("Summit Digital");
    expect(site.phone).toEqual({ display: "(720) 555-0142", tel: "+17205550142" });
    expect(site.email).toBe("hello@summitdigital.co");
    expect(site.address).toEqual({
      street: "1624 Market St, Suite 300",
      locality: "Denver",
      region: "CO",
      postalCode: "80202",
      country: "US",
    });
    expect(site.bookingUrl).toBe("https://cal.com/summit-digital/consultation");
    expect(site.voiceAgentUrl).toBe("https://voice.summitdigital.co");
    expect(site.citiesServed).toEqual(["Denver", "Boulder", "Colorado Springs", "Fort Collins"]);
    expect(site.social.map((link) => link.label)).toEqual(["LinkedIn", "Instagram", "YouTube", "Facebook"]);
    for (const link of site.social) expect(link.href).toMatch(/^https:\/\//);
  });
});

describe("headlines", () => {
  it("has exactly 40 entries with non-empty fields", () => {
    expect(headlines).toHaveLength(40);
    for (const headline of headlines) {
      expect(isNonEmpty(headline.primary)).toBe(true);
      expect(isNonEmpty(headline.secondary)).toBe(true);
      expect(isNonEmpty(headline.metaTitle)).toBe(true);
      expect(isNonEmpty(headline.metaDescription)).toBe(true);
      expect(`${headline.primary} ${headline.secondary}`).not.toMatch(placeholder);
    }
  });

  it("has unique, brand-suffixed meta titles of at most 60 characters", () => {
    const titles = headlines.map((headline) => headline.metaTitle);
    expect(new Set(titles).size).toBe(40);
    for (const title of titles) {
      expect(title.endsWith(" | Summit Digital")).toBe(true);
      expect(title.length).toBeLessThanOrEqual(60);
    }
  });

  it("has meta descriptions of 120-160 characters", () => {
    for (const headline of headlines) {
      expect(headline.metaDescription.length, headline.metaTitle).toBeGreaterThanOrEqual(120);
      expect(headline.metaDescription.length, headline.metaTitle).toBeLessThanOrEqual(160);
    }
  });

  it("covers every SPEC topic", () => {
    const corpus = headlines
      .map((h) => `${h.primary} ${h.secondary} ${h.metaTitle} ${h.metaDescription}`)
      .join("\n")
      .toLowerCase();
    const topics: Record<string, RegExp> = {
      "web apps": /web app/,
      AI: /\bai\b/,
      marketing: /marketing/,
      healthcare: /healthcare/,
      fintech: /fintech/,
      "legal practice management": /practice management/,
      "construction lead generation": /construction lead generation/,
      "e-commerce": /e-commerce/,
      analytics: /analytics/,
      startups: /startup/,
      "supply chain": /supply chain/,
      "quality control": /quality control/,
      pricing: /pricing/,
    };
    for (const [topic, pattern] of Object.entries(topics)) {
      expect(pattern.test(corpus), topic).toBe(true);
    }
  });
});

describe("service cards", () => {
  it("has nine cards in the home page order", () => {
    expect(serviceCards.map((card) => card.slug)).toEqual([
      "branding",
      "digital-marketing",
      "video-photography",
      "web-applications",
      "ai-solutions",
      "drone-videography",
      "social-media",
      "seo-content",
      "mobile-apps",
    ]);
  });

  it("gives every card four non-empty features, a matching link and a known icon", () => {
    const icons: readonly string[] = iconNames;
    for (const card of serviceCards) {
      expect(card.features).toHaveLength(4);
      for (const feature of card.features) expect(isNonEmpty(feature)).toBe(true);
      expect(new Set(card.features).size).toBe(4);
      expect(card.href).toBe(`/services/${card.slug}`);
      expect(isNonEmpty(card.title)).toBe(true);
      expect(isNonEmpty(card.description)).toBe(true);
      expect(icons).toContain(card.icon);
    }
  });
});

describe("portfolio", () => {
  it("has 18 items with unique sequential ids and matching images", () => {
    expect(portfolioItems).toHaveLength(18);
    expect(new Set(portfolioItems.map((item) => item.id)).size).toBe(18);
    portfolioItems.forEach((item, index) => {
      const nn = String(index + 1).padStart(2, "0");
      expect(item.id).toBe(`portfolio-${nn}`);
      expect(item.image).toBe(`/images/portfolio/portfolio-${nn}.svg`);
      for (const field of [item.title, item.name, item.industry, item.description]) {
        expect(isNonEmpty(field)).toBe(true);
      }
    });
  });

  it("dates every item with a valid 2025 ISO date", () => {
    for (const item of portfolioItems) {
      expect(item.date).toMatch(/^2025-\d{2}-\d{2}$/);
      const parsed = new Date(`${item.date}T00:00:00Z`);
      expect(Number.isNaN(parsed.getTime())).toBe(false);
      expect(parsed.toISOString().slice(0, 10)).toBe(item.date);
    }
  });

  it("includes every SPEC industry", () => {
    const industries = portfolioItems.map((item) => item.industry.toLowerCase());
    const required = [
      "financial",
      "legal",
      "healthcare",
      "construction",
      "retail",
      "ai",
      "event production",
      "data recovery",
      "accounting",
      "logistics",
      "beauty",
      "restaurant",
      "creative",
      "fitness",
    ];
    for (const industry of required) {
      // Whole-word match, so that "ai" is not satisfied by "retail".
      const pattern = new RegExp(`\\b${industry}\\b`);
      expect(
        industries.some((label) => pattern.test(label)),
        industry,
      ).toBe(true);
    }
  });
});

describe("testimonials", () => {
  it("has six five-star testimonials from Colorado", () => {
    expect(testimonials).toHaveLength(6);
    testimonials.forEach((testimonial, index) => {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.image).toBe(`/images/testimonials/testimonial-${index + 1}.svg`);
      expect(testimonial.location).toMatch(/, CO$/);
      for (const field of [testimonial.name, testimonial.company, testimonial.service, testimonial.text]) {
        expect(isNonEmpty(field)).toBe(true);
      }
    });
  });
});

describe("navigation", () => {
  it("uses in-page anchors for the header", () => {
    expect(navItems).toEqual([
      { href: "#home", label: "Home" },
      { href: "#services", label: "Services" },
      { href: "#portfolio", label: "Portfolio" },
      { href: "#about", label: "About" },
      { href: "#contact", label: "Contact" },
    ]);
  });

  it("lists the six hero tags", () => {
    expect(heroTags).toEqual(["Branding", "Digital Marketing", "Web Development", "AI Solutions", "Video Production", "Drone Videography"]);
  });

  it("links the footer to 11 service pages", () => {
    expect(footerServiceLinks.map((link) => link.href)).toEqual([
      ...serviceCards.map((card) => card.href),
      "/services/web-development",
      "/services/video-production",
    ]);
    expect(footerServiceLinks).toHaveLength(11);
    for (const link of footerServiceLinks) expect(isNonEmpty(link.label)).toBe(true);
  });

  it("links the footer to the six location pages", () => {
    expect(footerLocationLinks.map((link) => link.href)).toEqual([
      "/digital-agency-denver",
      "/digital-agency-colorado",
      "/colorado-springs-digital-agency",
      "/digital-marketing-agency-colorado",
      "/social-media-colorado",
      "/aurora-digital-agency",
    ]);
    for (const link of footerLocationLinks) expect(isNonEmpty(link.label)).toBe(true);
  });
});

describe("home copy", () => {
  it("keeps the SPEC promises and section shapes", () => {
    expect(home.aiInsights.subheading).toContain("under 30 seconds");
    expect(home.contact.subheading).toContain("24 hours");
    expect(home.about.stats).toHaveLength(4);
    expect(home.about.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(home.about.paragraphs.length).toBeLessThanOrEqual(3);
    expect(home.about.highlights.length).toBeGreaterThanOrEqual(3);
    expect(home.about.highlights.length).toBeLessThanOrEqual(4);
    expect(home.hero.primaryCta).toBe("Start Your Project");
    expect(home.hero.secondaryCta).toBe("Explore Services");
  });
});

describe("form options", () => {
  const cases = [
    {
      name: "AI project type",
      values: projectTypeValues,
      options: projectTypeOptions,
      expected: [
        "web-development",
        "mobile-app",
        "digital-marketing",
        "branding",
        "ai-solutions",
        "video-production",
        "seo-content",
        "social-media",
        "multiple",
      ],
    },
    {
      name: "AI budget",
      values: insightsBudgetValues,
      options: insightsBudgetOptions,
      expected: ["under-5k", "5k-15k", "15k-50k", "50k-100k", "over-100k", "discuss"],
    },
    {
      name: "AI timeline",
      values: insightsTimelineValues,
      options: insightsTimelineOptions,
      expected: ["asap", "1-month", "3-months", "6-months", "flexible"],
    },
    {
      name: "contact service",
      values: contactServiceValues,
      options: contactServiceOptions,
      expected: [
        "branding",
        "digital-marketing",
        "web-development",
        "ai-solutions",
        "video-photography",
        "drone-videography",
        "social-media",
        "seo-content",
        "mobile-apps",
        "consultation",
      ],
    },
    {
      name: "contact budget",
      values: contactBudgetValues,
      options: contactBudgetOptions,
      expected: ["under-5k", "5k-10k", "10k-25k", "25k-50k", "50k-plus", "discuss"],
    },
    {
      name: "contact timeline",
      values: contactTimelineValues,
      options: contactTimelineOptions,
      expected: ["asap", "1-month", "2-3-months", "3-6-months", "6-plus-months", "just-exploring"],
    },
  ] as const;

  for (const { name, values, options, expected } of cases) {
    it(`${name} options equal the SPEC values`, () => {
      expect([...values]).toEqual(expected);
      expect(options.map((option) => option.value)).toEqual(expected);
      for (const option of options) expect(isNonEmpty(option.label)).toBe(true);
    });
  }

  it("uses the agreed human labels", () => {
    expect(insightsBudgetOptions[0]?.label).toBe("Under $5,000");
    expect(contactTimelineOptions.find((o) => o.value === "asap")?.label).toBe("ASAP");
    expect(contactTimelineOptions.find((o) => o.value === "2-3-months")?.label).toBe("2-3 months");
    expect(contactTimelineOptions.find((o) => o.value === "just-exploring")?.label).toBe("Just exploring");
  });
});

import { expect, test, type Page } from "@playwright/test";

import { home } from "@/content/home";
import { landingPages, soldServices } from "@/content/landing-pages";
import { servicePages } from "@/content/service-pages";
import { site } from "@/content/site";

const contactHeading = (page: Page) => page.getByRole("heading", { level: 2, name: home.contact.heading, exact: true });

/** The shell every public page shares: header, one h1 in the hero, contact section and footer. */
async function expectShell(page: Page, heroHeading: string) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: `${site.name} home` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroHeading);
  await expect(contactHeading(page)).toBeAttached();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

/** Canonical, og:url and every structured-data url name the page itself. */
async function expectHeadNamesItself(page: Page, path: string) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe(path);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${canonical}/opengraph-image`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as { "@type": string; url?: string });
  const withUrl = parsed.filter((block) => block.url !== undefined);
  expect(withUrl.length, "structured data naming a url").toBeGreaterThan(0);
  for (const block of withUrl) expect(block.url).toBe(canonical);
  return parsed.map((block) => block["@type"]);
}

test.describe("service pages", () => {
  for (const record of servicePages) {
    const path = `/services/${record.slug}`;
    test(`${path} renders its header, hero, sections and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectShell(page, record.hero.headline);
      await expect(page).toHaveTitle(record.seo.title);

      const hero = page.getByRole("region", { name: record.hero.headline });
      await expect(hero.getByRole("link", { name: record.hero.primaryCta })).toHaveAttribute("href", "#contact");
      const schedule = hero.getByRole("link", { name: "Schedule Meeting (opens in a new tab)" });
      await expect(schedule).toHaveAttribute("target", "_blank");
      await expect(schedule).toHaveAttribute("rel", /noopener/);

      await expect(page.getByRole("heading", { level: 2, name: record.intro.heading })).toBeVisible();
      for (const paragraph of record.intro.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
      for (const feature of record.features) {
        await expect(page.getByRole("heading", { level: 3, name: feature.title, exact: true }).first()).toBeVisible();
      }
      const included = page.getByRole("region", { name: record.included.heading });
      await expect(included.getByRole("listitem")).toHaveText([...record.included.items]);
      const closing = page.getByRole("region", { name: record.closingCta.heading });
      await expect(closing.getByRole("link", { name: record.closingCta.button })).toHaveAttribute("href", "#contact");

      const stories = page.getByRole("region", { name: /results for Colorado businesses$/ });
      if (record.successStories) {
        await expect(stories.getByRole("article")).toHaveCount(3);
        for (const story of record.successStories) {
          await expect(stories.getByRole("heading", { level: 3, name: story.title })).toBeVisible();
          await expect(stories.getByText(story.industry, { exact: true })).toBeVisible();
        }
      } else {
        await expect(stories).toHaveCount(0);
      }

      const offerings = page.getByRole("region", { name: "Three ways we build your brand" });
      await expect(offerings.getByRole("listitem")).toHaveCount(record.offerings ? 3 : 0);

      if (record.aiSolutions) {
        await expect(page.locator("video")).toHaveAttribute("loop", "");
        expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
        for (const column of record.aiSolutions.columns) {
          await expect(page.getByRole("heading", { level: 3, name: column.title })).toBeVisible();
        }
        for (const { city } of record.aiSolutions.cities) {
          await expect(page.getByRole("heading", { level: 3, name: city, exact: true })).toBeVisible();
        }
      } else {
        await expect(page.locator("video")).toHaveCount(0);
      }

      expect(await expectHeadNamesItself(page, path)).toEqual(["Service"]);
    });
  }
});

test.describe("landing pages", () => {
  for (const record of landingPages) {
    const path = `/${record.slug}`;
    test(`${path} renders its header, hero, sections and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectShell(page, record.hero.heading);
      await expect(page).toHaveTitle(record.seo.title);

      const hero = page.getByRole("region", { name: record.hero.heading });
      await expect(hero.getByRole("link", { name: record.hero.primaryCta })).toHaveAttribute("href", "#contact");
      await expect(hero.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${site.phone.tel}`);

      await expect(page.getByRole("heading", { level: 2, name: record.headerBlock.title })).toBeVisible();
      const why = page.getByRole("region", { name: record.why.heading });
      await expect(why.getByRole("heading", { level: 3 })).toHaveText(record.why.cards.map((card) => card.title));
      const services = page.getByRole("region", { name: record.services.heading });
      await expect(services.getByRole("heading", { level: 3 })).toHaveText([
        ...record.services.cards.map((card) => card.title),
        ...record.subsections.map((section) => section.heading),
      ]);

      const sold = soldServices.map((key) => record.offers.items[key]);
      const offers = page.getByRole("region", { name: record.offers.heading, exact: true });
      await expect(offers.getByRole("heading", { level: 3 })).toHaveText(sold.map((offer) => offer.name));
      for (const offer of sold) await expect(offers.getByText(offer.description)).toBeVisible();

      const stories = page.getByRole("region", { name: "Results our clients can measure" });
      await expect(stories.getByRole("article")).toHaveCount(2);
      for (const story of record.successStories) {
        const card = stories.getByRole("article").filter({ hasText: story.heading });
        await expect(card.getByRole("definition")).toHaveText(story.metrics.map((metric) => metric.value));
      }

      // Five native disclosures, closed until chosen.
      const faq = page.getByRole("region", { name: "Frequently asked questions" });
      await expect(faq.getByRole("group")).toHaveCount(5);
      const answer = faq.getByText(record.faq[0].answer);
      await expect(answer).toBeHidden();
      await faq.getByText(record.faq[0].question).click();
      await expect(answer).toBeVisible();

      const types = await expectHeadNamesItself(page, path);
      expect(types).toEqual(["LocalBusiness", "FAQPage"]);
      const business = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
        hasOfferCatalog: { itemListElement: { itemOffered: { name: string } }[] };
      };
      expect(business.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(sold.map((offer) => offer.name));
      const faqBlock = JSON.parse((await page.locator('script[type="application/ld+json"]').nth(1).textContent())!) as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(faqBlock.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(record.faq);
    });
  }
});

test.describe("primary buttons", () => {
  for (const [path, label] of [
    ["/services/branding", servicePages.find((p) => p.slug === "branding")!.hero.primaryCta],
    ["/digital-agency-denver", landingPages.find((p) => p.slug === "digital-agency-denver")!.hero.primaryCta],
  ] as const) {
    test(`${path}: the primary button scrolls to #contact on the same page`, async ({ page }) => {
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
      await expect(contactHeading(page)).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    });
  }

  test("a reload without a hash opens at the top", async ({ page }) => {
    await page.goto("/services/web-development");
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("unknown slugs", () => {
  for (const path of ["/services/not-a-service", "/not-a-landing-page", "/services/branding/extra"]) {
    test(`${path} gives the 404 screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    });
  }
});

test.describe("search-engine files", () => {
  test("robots.txt keeps crawlers out of /admin and /api and names the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/Disallow: \/admin/);
    expect(text).toMatch(/Disallow: \/api/);
    expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  test("sitemap.xml lists every public page", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths).toEqual(
      expect.arrayContaining(["/", ...servicePages.map((p) => `/services/${p.slug}`), ...landingPages.map((p) => `/${p.slug}`)]),
    );
  });

  test("each page's share image is a PNG", async ({ request }) => {
    for (const path of ["/opengraph-image", "/services/branding/opengraph-image", "/aurora-digital-agency/opengraph-image"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
    }
  });
});

import type { Metadata } from "next";
import { cache } from "react";

import { AboutSection } from "@/components/site/about-section";
import { ContactSection } from "@/components/site/contact-section";
import { DeferredContactForm } from "@/components/site/deferred-forms";
import { HeroSection } from "@/components/site/hero-section";
import { InsightsSection } from "@/components/site/insights-section";
import { InsightsTool } from "@/components/site/insights-tool";
import { JsonLd } from "@/components/site/json-ld";
import { PortfolioSection } from "@/components/site/portfolio-section";
import { ServicesSection } from "@/components/site/services-section";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { headlines } from "@/content/headlines";
import { home } from "@/content/home";
import { readEnv } from "@/lib/env";
import { headlineAt, headlineIndexAt } from "@/lib/headlines";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { HOME_PATH } from "@/lib/seo/paths";

/*
 * Prerendered at build time: the HTML carries the headline, title and description of the moment it
 * was built, and the rotator brings the browser up to date. Deliberately no `revalidate`: Next 16
 * keeps regenerated pages in .next/server/route-cache across rebuilds, so after a new build the first
 * visitors would get the old HTML pointing at scripts that no longer exist.
 */

/** One instant per render, shared by the metadata and the page so both pick the same headline. */
const renderedAt = cache(() => Date.now());

export function generateMetadata(): Metadata {
  const headline = headlineAt(headlines, renderedAt());
  return pageMetadata({
    title: headline.metaTitle,
    description: headline.metaDescription,
    path: HOME_PATH,
    keywords: home.keywords,
  });
}

export default function HomePage() {
  const { SITE_URL } = readEnv();
  return (
    <>
      <JsonLd data={organizationJsonLd(SITE_URL)} />
      <JsonLd data={webSiteJsonLd(SITE_URL)} />
      <HeroSection headlineIndex={headlineIndexAt(renderedAt(), headlines.length)} />
      <InsightsSection>
        <InsightsTool />
      </InsightsSection>
      <ServicesSection />
      <PortfolioSection />
      <AboutSection />
      <TestimonialsSection />
      <ContactSection>
        <DeferredContactForm />
      </ContactSection>
    </>
  );
}

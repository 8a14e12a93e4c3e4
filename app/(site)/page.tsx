import type { Metadata } from "next";
import { cache } from "react";

import { AboutSection } from "@/components/site/about-section";
import { ContactSection } from "@/components/site/contact-section";
import { ContactForm } from "@/components/site/contact-form";
import { HeroSection } from "@/components/site/hero-section";
import { InsightsSection } from "@/components/site/insights-section";
import { InsightsTool } from "@/components/site/insights-tool";
import { JsonLd } from "@/components/site/json-ld";
import { PortfolioSection } from "@/components/site/portfolio-section";
import { ServicesSection } from "@/components/site/services-section";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { headlines } from "@/content/headlines";
import { contactFormOptions, insightsFormOptions } from "@/content/options";
import { readEnv } from "@/lib/env";
import { headlineAt, headlineIndexAt } from "@/lib/headlines";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { homePageSeo } from "@/lib/seo/pages";

import "./home.css";

/*
 * Incremental static regeneration, so the HTML itself carries the headline, title and description
 * of the current 75-minute period (crawlers and link previews never run the rotator): a copy is
 * fresh for 30 s and regenerated in the background after that, and next.config's `expireTime`
 * (60 s) makes an older copy wait for a new render instead of being served. The HTML is therefore
 * at most 60 s behind the schedule, and the rotator only acts on a page left open.
 */
export const revalidate = 30;

/** One instant per render, shared by the metadata and the page so both pick the same headline. */
const renderedAt = cache(() => Date.now());

export function generateMetadata(): Metadata {
  return pageMetadata(homePageSeo(headlineAt(headlines, renderedAt())));
}

export default function HomePage() {
  const { SITE_URL } = readEnv();
  return (
    <>
      <JsonLd data={organizationJsonLd(SITE_URL)} />
      <JsonLd data={webSiteJsonLd(SITE_URL)} />
      <HeroSection headlineIndex={headlineIndexAt(renderedAt(), headlines.length)} />
      <InsightsSection>
        <InsightsTool options={insightsFormOptions} />
      </InsightsSection>
      <ServicesSection />
      <PortfolioSection />
      <AboutSection />
      <TestimonialsSection />
      <ContactSection>
        <ContactForm options={contactFormOptions} />
      </ContactSection>
    </>
  );
}

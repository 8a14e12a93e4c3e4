import type { Metadata } from "next";
import { cache } from "react";

import { AboutSection } from "@/components/site/about-section";
import { ContactForm } from "@/components/site/contact-form";
import { ContactSection } from "@/components/site/contact-section";
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
 * Regenerated so the HTML itself carries the current period's headline and head (crawlers never run
 * the rotator); with next.config's `expireTime` it is at most 60 s behind the schedule.
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

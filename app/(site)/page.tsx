import type { Metadata } from "next";
import { cache } from "react";

import { AboutSection } from "@/components/site/about-section";
import { ContactSection } from "@/components/site/contact-section";
import { DeferredContactForm } from "@/components/site/deferred-forms";
import { HeroSection } from "@/components/site/hero-section";
import { InsightsSection } from "@/components/site/insights-section";
import { InsightsTool } from "@/components/site/insights-tool";
import { PortfolioSection } from "@/components/site/portfolio-section";
import { ServicesSection } from "@/components/site/services-section";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { headlines } from "@/content/headlines";
import { headlineAt, headlineIndexAt } from "@/lib/headlines";
import { pageMetadata } from "@/lib/seo/metadata";

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
  return pageMetadata({ title: headline.metaTitle, description: headline.metaDescription, path: "/" });
}

export default function HomePage() {
  return (
    <>
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

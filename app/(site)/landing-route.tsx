import type { Metadata } from "next";

import { ContactForm } from "@/components/site/contact-form";
import { ContactSection } from "@/components/site/contact-section";
import { JsonLd } from "@/components/site/json-ld";
import { FaqList } from "@/components/site/landing-page/faq-list";
import { LandingHeaderBlock } from "@/components/site/landing-page/landing-header-block";
import { LandingHero } from "@/components/site/landing-page/landing-hero";
import { LandingOffers } from "@/components/site/landing-page/landing-offers";
import { LandingServices } from "@/components/site/landing-page/landing-services";
import { LandingSuccessStories } from "@/components/site/landing-page/landing-success-stories";
import { WhySection } from "@/components/site/landing-page/why-section";
import { renderOgImage } from "@/components/site/og-image";
import { ScrollToTop } from "@/components/site/scroll-to-top";
import { type LandingPage, landingPages, type LandingSlug } from "@/content/landing-pages";
import { contactFormOptions } from "@/content/options";
import { readEnv } from "@/lib/env";
import { faqJsonLd, localBusinessJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { landingPageSeo } from "@/lib/seo/pages";

import "./landing.css";

/*
 * One template for the seven landing pages. Each has a static folder (app/(site)/<slug>/), not a
 * top-level [landing] segment: Next.js 16 answers 500 to some percent-encoded paths under one.
 */

const recordOf = (slug: LandingSlug): LandingPage => landingPages.find((page) => page.slug === slug)!;

function LandingPageView({ page }: { page: LandingPage }) {
  return (
    <>
      <JsonLd data={localBusinessJsonLd(page, readEnv().SITE_URL)} />
      <JsonLd data={faqJsonLd(page.faq)} />
      <ScrollToTop />
      <LandingHero page={page} />
      <LandingHeaderBlock page={page} />
      <WhySection why={page.why} />
      <LandingServices page={page} />
      <LandingOffers offers={page.offers} />
      <LandingSuccessStories stories={page.successStories} />
      <FaqList faq={page.faq} />
      <ContactSection>
        <ContactForm options={contactFormOptions} />
      </ContactSection>
    </>
  );
}

/** What a landing page's route exports: its metadata and its page. */
export function landingPageRoute(slug: LandingSlug) {
  const page = recordOf(slug);
  return {
    generateMetadata: (): Metadata => pageMetadata(landingPageSeo(page)),
    Page: function LandingPageRoute() {
      return <LandingPageView page={page} />;
    },
  };
}

/** The page's Open Graph image, rendered once at build. */
export function landingOgImage(slug: LandingSlug): Promise<Response> {
  const page = recordOf(slug);
  return renderOgImage({ eyebrow: page.headerBlock.eyebrow, title: page.seo.ogTitle, subtitle: page.seo.ogDescription });
}

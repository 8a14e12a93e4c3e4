import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ContactSection } from "@/components/site/contact-section";
import { DeferredContactForm } from "@/components/site/deferred-forms";
import { JsonLd } from "@/components/site/json-ld";
import { FaqList } from "@/components/site/landing-page/faq-list";
import { LandingHeaderBlock } from "@/components/site/landing-page/landing-header-block";
import { LandingHero } from "@/components/site/landing-page/landing-hero";
import { LandingOffers } from "@/components/site/landing-page/landing-offers";
import { LandingServices } from "@/components/site/landing-page/landing-services";
import { LandingSuccessStories } from "@/components/site/landing-page/landing-success-stories";
import { WhySection } from "@/components/site/landing-page/why-section";
import { ScrollToTop } from "@/components/site/scroll-to-top";
import { getLandingPage, landingPages } from "@/content/landing-pages";
import { readEnv } from "@/lib/env";
import { faqJsonLd, localBusinessJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { landingPageSeo } from "@/lib/seo/pages";

type Props = { params: Promise<{ landing: string }> };

// Only the seven records exist; any other top-level path is the 404 screen.
export const dynamicParams = false;

export function generateStaticParams() {
  return landingPages.map((page) => ({ landing: page.slug }));
}

async function pageFor(params: Props["params"]) {
  const page = getLandingPage((await params).landing);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(landingPageSeo(await pageFor(params)));
}

/** One template for the seven location and landing pages (SPEC §2), fed by content/landing-pages.ts. */
export default async function LandingPageRoute({ params }: Props) {
  const page = await pageFor(params);
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
        <DeferredContactForm />
      </ContactSection>
    </>
  );
}

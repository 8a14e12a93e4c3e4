import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ContactForm } from "@/components/site/contact-form";
import { ContactSection } from "@/components/site/contact-section";
import { JsonLd } from "@/components/site/json-ld";
import { ScrollToTop } from "@/components/site/scroll-to-top";
import { AiCities, AiSolutionColumns } from "@/components/site/service-page/ai-solutions";
import { ClosingCta } from "@/components/site/service-page/closing-cta";
import { IncludedServices } from "@/components/site/service-page/included-services";
import { ServiceHero } from "@/components/site/service-page/service-hero";
import { ServiceIntro } from "@/components/site/service-page/service-intro";
import { ServiceOfferings } from "@/components/site/service-page/service-offerings";
import { SuccessStories } from "@/components/site/service-page/success-stories";
import { contactFormOptions } from "@/content/options";
import { getServicePage, servicePages } from "@/content/service-pages";
import { readEnv } from "@/lib/env";
import { serviceJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { servicePageSeo } from "@/lib/seo/pages";

import "./service.css";

type Props = { params: Promise<{ slug: string }> };

// Only the eleven records exist; any other slug is the 404 screen.
export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((page) => ({ slug: page.slug }));
}

async function pageFor(params: Props["params"]) {
  const page = getServicePage((await params).slug);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(servicePageSeo(await pageFor(params)));
}

/** One template for the eleven service pages (SPEC §2 "Service pages"), fed by content/service-pages.ts. */
export default async function ServicePageRoute({ params }: Props) {
  const page = await pageFor(params);
  return (
    <>
      <JsonLd data={serviceJsonLd(page, readEnv().SITE_URL)} />
      <ScrollToTop />
      <ServiceHero page={page} />
      <ServiceIntro page={page} />
      {page.offerings ? <ServiceOfferings offerings={page.offerings} /> : null}
      {page.aiSolutions ? <AiSolutionColumns columns={page.aiSolutions.columns} /> : null}
      <IncludedServices included={page.included} />
      {page.successStories ? <SuccessStories stories={page.successStories} serviceName={page.name} /> : null}
      {page.aiSolutions ? <AiCities cities={page.aiSolutions.cities} /> : null}
      <ClosingCta cta={page.closingCta} />
      <ContactSection>
        <ContactForm options={contactFormOptions} />
      </ContactSection>
    </>
  );
}

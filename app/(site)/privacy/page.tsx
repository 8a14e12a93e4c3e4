import type { Metadata } from "next";

import { LegalPage } from "@/components/site/legal-page";
import { privacyPolicy } from "@/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";
import { HOME_PATH } from "@/lib/seo/paths";

export const metadata: Metadata = pageMetadata({
  title: privacyPolicy.metaTitle,
  description: privacyPolicy.metaDescription,
  path: privacyPolicy.path,
  keywords: privacyPolicy.keywords,
  // The legal pages share the home page's brand card.
  imageFrom: HOME_PATH,
});

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}

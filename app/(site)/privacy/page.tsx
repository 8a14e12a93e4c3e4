import type { Metadata } from "next";

import { LegalPage } from "@/components/site/legal-page";
import { privacyPolicy } from "@/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: privacyPolicy.metaTitle,
  description: privacyPolicy.metaDescription,
  path: privacyPolicy.path,
});

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}

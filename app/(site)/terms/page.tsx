import type { Metadata } from "next";

import { LegalPage } from "@/components/site/legal-page";
import { termsOfService } from "@/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";
import { HOME_PATH } from "@/lib/seo/paths";

export const metadata: Metadata = pageMetadata({
  title: termsOfService.metaTitle,
  description: termsOfService.metaDescription,
  path: termsOfService.path,
  keywords: termsOfService.keywords,
  // The legal pages share the home page's brand card.
  imageFrom: HOME_PATH,
});

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}

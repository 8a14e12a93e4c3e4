import type { Metadata } from "next";

import { LegalPage } from "@/components/site/legal-page";
import { termsOfService } from "@/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: termsOfService.metaTitle,
  description: termsOfService.metaDescription,
  path: termsOfService.path,
});

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}

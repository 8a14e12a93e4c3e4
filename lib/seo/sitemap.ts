import { landingPages } from "@/content/landing-pages";
import { privacyPolicy, termsOfService } from "@/content/legal";
import { servicePages } from "@/content/service-pages";

import { HOME_PATH, landingPagePath, servicePagePath, type SitePath } from "./paths";

export type SitemapEntry = { path: SitePath; priority: number; changeFrequency: "weekly" | "monthly" | "yearly" };

/** Every public page, from the same content lists the routes are built from. */
export function sitemapEntries(): SitemapEntry[] {
  return [
    { path: HOME_PATH, priority: 1, changeFrequency: "weekly" },
    ...servicePages.map((page) => ({ path: servicePagePath(page.slug), priority: 0.8, changeFrequency: "monthly" as const })),
    ...landingPages.map((page) => ({ path: landingPagePath(page.slug), priority: 0.8, changeFrequency: "monthly" as const })),
    { path: privacyPolicy.path, priority: 0.2, changeFrequency: "yearly" },
    { path: termsOfService.path, priority: 0.2, changeFrequency: "yearly" },
  ];
}

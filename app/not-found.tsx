import type { Metadata } from "next";

import { notFoundScreen } from "@/components/site/not-found-screen";
import { SiteShell } from "@/components/site/site-shell";
import { site } from "@/content/site";

import "./site.css";

export const metadata: Metadata = {
  title: { absolute: `Page Not Found | ${site.name}` },
  description: `The page you were looking for does not exist. Head back to the ${site.name} home page.`,
};

/** The 404 screen for any unknown path (SPEC section 2), under the public header. */
export default function NotFound() {
  return <SiteShell footer={false}>{notFoundScreen}</SiteShell>;
}

/**
 * Navigation content: header anchors, hero tags and footer link lists (SPEC section 2).
 */
import type { NavItem } from "./nav-items";
import { serviceLabels, type ServiceSlug } from "./services";

export { navItems, quoteLink, type NavItem } from "./nav-items";

export const heroTags: string[] = [
  "Branding",
  "Digital Marketing",
  "Web Development",
  "AI Solutions",
  "Video Production",
  "Drone Videography",
];

/** The nine home page card services first, then the two extra service pages. */
const footerServiceOrder: ServiceSlug[] = [
  "branding",
  "digital-marketing",
  "video-photography",
  "web-applications",
  "ai-solutions",
  "drone-videography",
  "social-media",
  "seo-content",
  "mobile-apps",
  "web-development",
  "video-production",
];

export const footerServiceLinks: NavItem[] = footerServiceOrder.map((slug) => ({
  href: `/services/${slug}`,
  label: serviceLabels[slug],
}));

export const footerLocationLinks: NavItem[] = [
  { href: "/digital-agency-denver", label: "Denver Digital Agency" },
  { href: "/digital-agency-colorado", label: "Colorado Digital Agency" },
  { href: "/colorado-springs-digital-agency", label: "Colorado Springs Digital Agency" },
  { href: "/digital-marketing-agency-colorado", label: "Colorado Digital Marketing Agency" },
  { href: "/social-media-colorado", label: "Colorado Social Media Marketing" },
  { href: "/aurora-digital-agency", label: "Aurora Digital Agency" },
];

/**
 * Service catalogue: the 11 service page slugs and the nine cards shown in the home page
 * services section (SPEC section 2, "Home page sections").
 */
import type { IconName } from "./icons";

export const serviceSlugs = [
  "branding",
  "digital-marketing",
  "video-photography",
  "web-applications",
  "web-development",
  "ai-solutions",
  "drone-videography",
  "video-production",
  "social-media",
  "seo-content",
  "mobile-apps",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** Readable name of every service page, used for footer links and breadcrumbs. */
export const serviceLabels: Record<ServiceSlug, string> = {
  branding: "Branding",
  "digital-marketing": "Digital Marketing",
  "video-photography": "Video & Photography",
  "web-applications": "Web Applications",
  "web-development": "Web Development",
  "ai-solutions": "AI Solutions",
  "drone-videography": "Drone Videography",
  "video-production": "Video Production",
  "social-media": "Social Media",
  "seo-content": "SEO & Content",
  "mobile-apps": "Mobile Apps",
};

export const servicePath = (slug: ServiceSlug): `/services/${ServiceSlug}` => `/services/${slug}`;

export type ServiceCard = {
  slug: ServiceSlug;
  title: string;
  description: string;
  features: [string, string, string, string];
  href: string;
  icon: IconName;
};

export const serviceCards: ServiceCard[] = [
  {
    slug: "branding",
    title: "Branding",
    description:
      "Strategy-first identities for Colorado companies that want to look as good as the work they do. We research your market, then design a brand your team can roll out with confidence.",
    features: [
      "Logo & visual identity design",
      "Brand strategy & positioning",
      "Brand guidelines & asset libraries",
      "Naming, messaging & voice",
    ],
    href: servicePath("branding"),
    icon: "palette",
  },
  {
    slug: "digital-marketing",
    title: "Digital Marketing",
    description:
      "Paid search, paid social and email programs managed by a Denver team that reports on booked calls and revenue. Every dollar is tracked from first click to closed deal.",
    features: [
      "Google Ads & Local Services Ads",
      "Meta, LinkedIn & TikTok campaigns",
      "Email & marketing automation",
      "Conversion tracking & monthly reporting",
    ],
    href: servicePath("digital-marketing"),
    icon: "megaphone",
  },
  {
    slug: "video-photography",
    title: "Video & Photography",
    description:
      "Brand films, product shoots and team portraits captured in our RiNo studio or on location anywhere in Colorado. One crew handles concept, shoot and edit.",
    features: ["Brand & commercial video", "Product & lifestyle photography", "Headshots & team portraits", "Social-ready edits & reels"],
    href: servicePath("video-photography"),
    icon: "camera",
  },
  {
    slug: "web-applications",
    title: "Web Applications",
    description:
      "Custom portals, dashboards and SaaS products engineered for security and scale. We replace spreadsheets and manual handoffs with software your team actually enjoys using.",
    features: [
      "Customer & partner portals",
      "Internal tools & dashboards",
      "SaaS MVPs & product builds",
      "API integrations & data migration",
    ],
    href: servicePath("web-applications"),
    icon: "code",
  },
  {
    slug: "ai-solutions",
    title: "AI Solutions",
    description:
      "Practical AI that answers phones, reads documents and drafts the busywork, deployed with guardrails and measured against real hours saved.",
    features: [
      "AI voice agents & call answering",
      "Custom chatbots & knowledge assistants",
      "Document processing & workflow automation",
      "Compliance reviews & AI insights reports",
    ],
    href: servicePath("ai-solutions"),
    icon: "bot",
  },
  {
    slug: "drone-videography",
    title: "Drone Videography",
    description:
      "FAA Part 107 certified pilots capturing cinematic aerials of job sites, resorts, ranches and events across the Rockies. We handle airspace authorizations and flight planning.",
    features: [
      "Construction progress flyovers",
      "Real estate & resort aerials",
      "Event & festival coverage",
      "4K footage, mapping & stills",
    ],
    href: servicePath("drone-videography"),
    icon: "plane",
  },
  {
    slug: "social-media",
    title: "Social Media",
    description:
      "Content calendars, short-form video and community management that keep your brand in front of Colorado audiences every week, not just when someone remembers to post.",
    features: [
      "Monthly content strategy & calendars",
      "Short-form video & Reels production",
      "Community management & replies",
      "Influencer & creator partnerships",
    ],
    href: servicePath("social-media"),
    icon: "share",
  },
  {
    slug: "seo-content",
    title: "SEO & Content",
    description:
      "Technical SEO, local search and expert-written content that earn rankings in Denver and beyond. We build topical authority that keeps compounding long after launch.",
    features: [
      "Technical SEO audits & fixes",
      "Local SEO & Google Business Profile",
      "Blog, guide & landing page content",
      "Keyword research & rank tracking",
    ],
    href: servicePath("seo-content"),
    icon: "search",
  },
  {
    slug: "mobile-apps",
    title: "Mobile Apps",
    description:
      "iOS and Android apps designed and built by one Denver team, from first prototype to App Store launch and the releases that follow.",
    features: [
      "iOS & Android development",
      "UX research & prototyping",
      "App Store & Google Play launch",
      "Maintenance, analytics & updates",
    ],
    href: servicePath("mobile-apps"),
    icon: "smartphone",
  },
];

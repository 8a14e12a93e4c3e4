/**
 * Copy for the home page sections (SPEC section 2, "Home page sections").
 * Button labels quoted in the SPEC live here so components share one source; the lead forms'
 * own labels are in content/form-copy.ts.
 */

import { site } from "./site";

export type Stat = { value: string; label: string };

export type HomeContent = {
  /** Search keywords of the home page (its title and description rotate with the headline). */
  keywords: string[];
  hero: {
    intro: string;
    primaryCta: string;
    secondaryCta: string;
    scrollLabel: string;
  };
  aiInsights: {
    heading: string;
    subheading: string;
    bullets: string[];
  };
  services: { heading: string; subheading: string };
  portfolio: { heading: string; subheading: string };
  about: {
    heading: string;
    paragraphs: string[];
    stats: Stat[];
    highlights: string[];
  };
  testimonials: { heading: string; subheading: string };
  contact: {
    heading: string;
    subheading: string;
  };
};

export const home: HomeContent = {
  keywords: [
    "Colorado digital agency",
    "Denver digital agency",
    "branding agency Denver",
    "web development Colorado",
    "AI solutions Colorado",
    "digital marketing Denver",
    "video production Denver",
  ],
  hero: {
    intro:
      "Premium branding, web, AI and video solutions for ambitious businesses across Colorado, from Denver and Boulder to Colorado Springs and Fort Collins.",
    primaryCta: "Start Your Project",
    secondaryCta: "Explore Services",
    scrollLabel: "Scroll to services",
  },
  aiInsights: {
    heading: "Free AI Brand Insights",
    subheading:
      "Tell us about your brand and project, and our AI delivers a tailored strategy snapshot with a pricing estimate and timeline in under 30 seconds.",
    bullets: [
      "Brand positioning and competitive opportunities in your Colorado market",
      "Recommended services with an itemized cost range",
      "A phased project timeline from kickoff to launch",
      "Quick wins you can act on this week, whether or not you hire us",
    ],
  },
  services: {
    heading: "Services Built for Colorado Growth",
    subheading:
      "Strategy, design, engineering and production under one roof, so your brand, website and campaigns pull in the same direction.",
  },
  portfolio: {
    heading: "Recent Work Across the Front Range",
    subheading:
      "Eighteen 2025 projects for clinics, law firms, contractors, brewers, startups and more, each built around a measurable business result.",
  },
  about: {
    heading: "A Denver Team With a Summit Mindset",
    paragraphs: [
      `${site.name} started in 2016 in a shared studio in RiNo with one goal: give Colorado businesses the same caliber of brand, web and video work that national companies buy from coastal agencies, without the coastal overhead or the hand-offs.`,
      "Today our strategists, designers, engineers, filmmakers and FAA-certified drone pilots work from our LoDo office on Market Street and on location from Fort Collins to Colorado Springs. We partner with clinics, contractors, law firms, outdoor brands, breweries and SaaS founders, and we measure every engagement against leads, revenue and hours saved.",
      "When you work with us, you talk to the people doing the work. No account-manager relay, no offshore handoffs, just a senior team that knows the Front Range market.",
    ],
    stats: [
      { value: "150+", label: "Colorado clients served" },
      { value: "400+", label: "Projects launched" },
      { value: "4.9/5", label: "Average client rating" },
      { value: "24 hrs", label: "Reply time on every inquiry" },
    ],
    highlights: [
      "Senior, in-house team based in Denver's LoDo district",
      "FAA Part 107 certified drone pilots on staff",
      "Transparent, itemized pricing before any work begins",
      "Results reported in leads, revenue and hours saved",
    ],
  },
  testimonials: {
    heading: "What Colorado Clients Say",
    subheading: `Business owners from Denver to Colorado Springs on working with ${site.name}.`,
  },
  contact: {
    heading: "Let's Build Something Great",
    subheading: "Tell us about your project and a strategist will reply within 24 hours with next steps and an honest estimate.",
  },
};

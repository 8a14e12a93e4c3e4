/**
 * Content for the seven landing pages (SPEC §2, §3, §9). No two pages share a hero intro or an opening
 * subsection, so none reads as a doorway page with the city swapped. Client names are fictional.
 */
import type { Feature } from "./service-pages";
import { site } from "./site";

export type Faq = { question: string; answer: string };

export type Metric = { value: string; label: string };

export type LandingSuccessStory = {
  heading: string;
  paragraph: string;
  metrics: [Metric, Metric, Metric];
};

export type Section = {
  heading: string;
  paragraphs: [string] | [string, string] | [string, string, string];
};

/** SPEC §2 "Services sold": what every landing page sells, each page in its own words. */
export const soldServices = [
  "seo",
  "ppc",
  "social-media",
  "content-marketing",
  "conversion-optimization",
  "analytics",
  "reputation-management",
] as const;

export type SoldService = (typeof soldServices)[number];

/** The standard name of each service sold, for the structured data's offer catalogue. */
export const soldServiceTypes: Record<SoldService, string> = {
  seo: "Search engine optimization",
  ppc: "Pay-per-click advertising",
  "social-media": "Social media marketing",
  "content-marketing": "Content marketing",
  "conversion-optimization": "Conversion rate optimization",
  analytics: "Marketing analytics",
  "reputation-management": "Online reputation management",
};

/**
 * How each service is recognised in a page's own words. Every landing page's visible copy must match
 * all seven (tests/unit/landing-services-named.test.ts), so creative offer names still say the service.
 */
export const soldServicePatterns: Record<SoldService, RegExp> = {
  seo: /\bSEO\b|search engine optimi[sz]ation/i,
  ppc: /\bPPC\b|pay-per-click/i,
  "social-media": /social media/i,
  "content-marketing": /content marketing/i,
  "conversion-optimization": /conversion (rate )?optimi[sz]ation/i,
  analytics: /analytics/i,
  "reputation-management": /reputation management/i,
};

export type Offer = { name: string; description: string };

export type LandingSlug =
  | "digital-agency-denver"
  | "digital-agency-colorado"
  | "digital-marketing-agency-colorado"
  | "colorado-digital-marketing-agency"
  | "social-media-colorado"
  | "aurora-digital-agency"
  | "colorado-springs-digital-agency";

export type LandingPage = {
  slug: LandingSlug;
  /** Short label for footer and menus, e.g. "Denver Digital Agency". */
  navLabel: string;
  seo: {
    title: string;
    description: string;
    keywords: string[];
    ogTitle: string;
    ogDescription: string;
  };
  /** Area facts for the local-business structured data. locality only on city pages. */
  place: {
    name: string;
    locality?: string;
    region: "CO";
    country: "US";
    areaServed: string[];
  };
  /** Enterprise page only. */
  priceRange?: string;
  /** Growth page only. */
  aggregateRating?: { ratingValue: number; reviewCount: number };
  headerBlock: { eyebrow: string; title: string; text: string };
  hero: { heading: string; intro: string; primaryCta: string };
  why: { heading: string; cards: { title: string; text: string }[] };
  services: { heading: string; cards: [Feature, Feature, Feature] };
  /** The seven services sold, named and described for this page's place and audience. */
  offers: { heading: string; items: Record<SoldService, Offer> };
  subsections: [Section, Section, Section, Section, Section];
  successStories: [LandingSuccessStory, LandingSuccessStory];
  faq: [Faq, Faq, Faq, Faq, Faq];
  /** Marketing copy stating the monthly price range. */
  pricing: string;
};

export const landingPages: LandingPage[] = [
  // ---------------------------------------------------------------------------------------
  // Denver (city page)
  // ---------------------------------------------------------------------------------------
  {
    slug: "digital-agency-denver",
    navLabel: "Denver Digital Agency",
    seo: {
      title: `Denver Digital Agency | SEO, PPC & Web | ${site.name}`,
      description:
        "A LoDo-based digital agency helping Denver businesses win customers with local SEO, paid search, social media, analytics and conversion-focused websites.",
      keywords: [
        "digital agency Denver",
        "Denver marketing agency",
        "Denver SEO company",
        "PPC management Denver",
        "Denver web design",
        "social media marketing Denver",
        "digital marketing LoDo",
      ],
      ogTitle: `${site.name}: Denver's Results-Focused Digital Agency`,
      ogDescription:
        "Local SEO, paid search, social media and analytics from a team on Market Street in LoDo. First results typically in 30-60 days.",
    },
    place: {
      name: "Denver",
      locality: "Denver",
      region: "CO",
      country: "US",
      areaServed: ["Denver", "Lakewood", "Englewood", "Littleton", "Centennial", "Greenwood Village", "Arvada", "Wheat Ridge"],
    },
    headerBlock: {
      eyebrow: "Denver, Colorado",
      title: "A digital agency in LoDo, working for Denver businesses",
      text: "Our office is on Market Street, two blocks from Union Station. We know that marketing a RiNo taproom, a Cherry Creek boutique and a Tech Center software company are three different jobs, and we plan each one that way.",
    },
    hero: {
      heading: "Denver's digital agency for businesses that want measurable growth",
      intro:
        "From RiNo to the Denver Tech Center, we help local companies turn searches, clicks and scrolls into calls and customers, with SEO, paid ads, social media and analytics run from our LoDo office.",
      primaryCta: "Get Your Free Denver Marketing Plan",
    },
    why: {
      heading: `Why Denver businesses choose ${site.name}`,
      cards: [
        {
          title: "We market by neighborhood",
          text: 'Denver customers search for "brunch in LoHi" or "dentist near Wash Park", not just "Denver". We build Google Business Profiles, location pages and ad targeting around the neighborhoods where your customers actually live and work.',
        },
        {
          title: "Across the table, not just on Zoom",
          text: "Kickoffs and quarterly reviews happen in person at our Market Street office or yours. Most metro clients are less than a 30-minute drive from us.",
        },
        {
          title: "Fluent in Denver's core industries",
          text: "Health care, energy, SaaS, hospitality and craft beverage make up much of our client list, so we already know the regulations, buying cycles and seasonal peaks you deal with.",
        },
      ],
    },
    services: {
      heading: "Digital marketing services for Denver companies",
      cards: [
        {
          title: "Denver SEO & local search",
          description:
            "Technical fixes, neighborhood-level content and Google Business Profile management that put you in the map pack for searches across the metro.",
          icon: "search",
        },
        {
          title: "Paid search & social ads",
          description:
            "Google, Microsoft, Meta and LinkedIn campaigns geofenced to the zip codes you serve, with call tracking so you know which ads ring the phone.",
          icon: "target",
        },
        {
          title: "Analytics & conversion optimization",
          description:
            "GA4, CRM and call-tracking setup plus landing-page testing, so more of the traffic you already pay for turns into booked appointments.",
          icon: "chart",
        },
      ],
    },
    offers: {
      heading: "Everything we run for Denver businesses",
      items: {
        seo: {
          name: "Denver local SEO",
          description:
            "Neighborhood pages, technical fixes and Google Business Profile work that win the map pack from LoHi to the Tech Center.",
        },
        ppc: {
          name: "PPC on Google & Microsoft Ads",
          description:
            "Search campaigns geofenced to the Denver zip codes you serve, with every call and booking tied back to the keyword that earned it.",
        },
        "social-media": {
          name: "Instagram & LinkedIn social media",
          description:
            "Local content and ads that reach Denver customers where they scroll, from happy-hour promos to B2B thought leadership.",
        },
        "content-marketing": {
          name: "Content marketing for Denver searches",
          description: "Service pages, guides and Spanish-language content written for the questions your metro customers actually type.",
        },
        "conversion-optimization": {
          name: "Landing-page conversion optimization",
          description: "Faster pages, clearer offers and A/B tests that turn more of your Denver traffic into calls and bookings.",
        },
        analytics: {
          name: "GA4 analytics & call tracking",
          description: "One live dashboard linking spend to leads and revenue, reviewed with you every month at our office or yours.",
        },
        "reputation-management": {
          name: "Denver reputation management",
          description:
            "Automated review requests after every visit and prompt, on-brand replies that keep your Denver star rating climbing.",
        },
      },
    },
    subsections: [
      {
        heading: "Marketing in a city that keeps changing",
        paragraphs: [
          "Denver added more than 100,000 residents between 2010 and 2020, and it shows in every direction: apartment towers around Union Station, new restaurants along Tennyson Street, whole new neighborhoods in Central Park and around Sloan's Lake. Every one of those new residents had to pick a new dentist, gym, mechanic and favorite taco spot, and most of them started with a search on their phone.",
          "That churn is an opportunity for local businesses, but it also means the competition is fierce. A new coffee shop in RiNo is competing with a dozen others within walking distance, and a Highlands Ranch HVAC contractor is bidding against national franchises with large ad budgets. Winning takes sharper targeting, not just a bigger budget.",
        ],
      },
      {
        heading: "Health care, energy and software: Denver's B2B buyers",
        paragraphs: [
          "Denver's biggest employers include hospital systems, energy producers and a growing cluster of software companies downtown and in the Denver Tech Center. Selling to them means long evaluation periods, procurement reviews and buying committees where the person who finds you is rarely the person who signs.",
          "For B2B clients we combine search ads aimed at high-intent terms, LinkedIn campaigns aimed at specific job titles and companies, and content that answers the technical questions engineers and clinicians actually ask. Lead scoring and CRM integration make sure sales follows up on the right accounts first.",
        ],
      },
      {
        heading: "Consumer brands, from craft beer to cannabis-adjacent retail",
        paragraphs: [
          "Denver hosts the Great American Beer Festival every fall, and the metro's taprooms, distilleries and restaurants compete hard for weekend traffic all year. For hospitality clients we focus on Google Maps visibility, Instagram and event promotion that fills weeknight seats, not just Saturday nights.",
          "Some Denver businesses can't rely on paid ads at all. Cannabis-adjacent retailers, CBD shops and some wellness brands face strict Google and Meta advertising policies, so we lean on organic search, local listings, email and SMS programs that stay within platform rules and Colorado regulations.",
        ],
      },
      {
        heading: "Local SEO built around Denver neighborhoods",
        paragraphs: [
          'Google shows different results to someone in Capitol Hill than to someone in Central Park or Southmoor Park, so a single "Denver" page rarely ranks across the whole metro. We build out service-area content, earn links from neighborhood organizations and business improvement districts, and keep your listings accurate across Google, Apple Maps, Yelp and Bing.',
          "More than a quarter of Denver residents are Hispanic or Latino, and many search in Spanish. Where it fits your customers, we create Spanish-language landing pages and Google Business Profile posts so you are visible to that audience too.",
        ],
      },
      {
        heading: "How we measure results in Denver",
        paragraphs: [
          "Every engagement starts with tracking: call tracking numbers, GA4 conversion events and a link between your ads and your CRM or booking system. Most Denver clients see initial results, such as more calls, better rankings for core terms and lower cost per lead, within 30-60 days. Significant, compounding growth in organic traffic and revenue typically takes 3-6 months.",
          "You get a live dashboard and a monthly review, in person or on video, covering what we spent, what it produced and what we're changing next.",
        ],
      },
    ],
    successStories: [
      {
        heading: "A LoHi restaurant group fills its weeknight tables",
        paragraph:
          "A three-restaurant group in the Highlands had packed weekends and empty Tuesdays. We rebuilt its Google Business Profiles, launched neighborhood-targeted Instagram ads around happy hour and trivia nights, and added reservation tracking to every campaign.",
        metrics: [
          { value: "+47%", label: "weeknight reservations" },
          { value: "3.1x", label: "return on ad spend" },
          { value: "#1", label: 'map-pack rank for "LoHi brunch"' },
        ],
      },
      {
        heading: "A Cherry Creek med spa books out its calendar",
        paragraph:
          "A med spa on Fillmore Street relied on walk-ins and one aging website. We rebuilt its treatment pages, launched local SEO and Google Ads with strict compliance review, and automated review requests after every visit.",
        metrics: [
          { value: "+212%", label: "organic search traffic in 6 months" },
          { value: "$38", label: "cost per booked consultation" },
          { value: "340", label: "new Google reviews in a year" },
        ],
      },
    ],
    faq: [
      {
        question: "How much does a Denver digital marketing agency cost?",
        answer:
          "Our Denver programs start from $1,500/month for a single focused channel such as local SEO or Google Ads management. Multi-channel plans that combine SEO, paid ads, social media and conversion optimization are scoped to your goals. Ad spend is paid directly to the platforms, never marked up.",
      },
      {
        question: "How long does it take to see results?",
        answer:
          "Paid search can generate calls within days of launch. Across all channels, most clients see initial results in 30-60 days and significant growth in 3-6 months as SEO rankings, reviews and content compound.",
      },
      {
        question: "Can we meet in person?",
        answer: `Yes. Our office is at ${site.address.street}, in LoDo, and we're happy to come to you anywhere in the metro for kickoffs, content shoots and quarterly reviews. Call ${site.phone.display} to set up a time.`,
      },
      {
        question: "Can you help if we're not allowed to advertise on Google or Meta?",
        answer:
          "Yes. Cannabis-adjacent, CBD and some wellness businesses face advertising restrictions, so we build growth through organic search, Google Business Profile, directory listings, email and SMS, and partnerships, all within platform policies and Colorado rules.",
      },
      {
        question: "Which parts of the Denver metro do you serve?",
        answer:
          "All of it. Our clients are spread from Arvada and Wheat Ridge to Englewood, Littleton, Centennial and Greenwood Village, and we build targeting and content around the specific neighborhoods and suburbs where your customers are.",
      },
    ],
    pricing:
      "Denver marketing programs start from $1,500/month for focused local SEO or paid search, with multi-channel plans scaled to your goals and ad budget.",
  },

  // ---------------------------------------------------------------------------------------
  // Colorado (statewide page)
  // ---------------------------------------------------------------------------------------
  {
    slug: "digital-agency-colorado",
    navLabel: "Colorado Digital Agency",
    seo: {
      title: `Digital Agency for All of Colorado | ${site.name}`,
      description:
        "Digital marketing for businesses across Colorado, from Front Range cities to Western Slope growers and mountain resort towns: SEO, PPC, social and content.",
      keywords: [
        "digital agency Colorado",
        "Colorado marketing agency",
        "Colorado SEO services",
        "mountain town marketing",
        "Western Slope marketing agency",
        "tourism marketing Colorado",
      ],
      ogTitle: `${site.name}: A Digital Agency for Every Corner of Colorado`,
      ogDescription: "Front Range, Western Slope or a ski town: SEO, ads, social and content built around your region and your season.",
    },
    place: {
      name: "Colorado",
      region: "CO",
      country: "US",
      areaServed: [
        "Colorado",
        "Denver",
        "Boulder",
        "Fort Collins",
        "Colorado Springs",
        "Pueblo",
        "Grand Junction",
        "Durango",
        "Breckenridge",
      ],
    },
    headerBlock: {
      eyebrow: "Serving all of Colorado",
      title: "From the Front Range to the Western Slope",
      text: "Colorado isn't one market. A lodge in Summit County, a peach grower in Palisade and a roofing company in Greeley each need a different plan. We build marketing around your region, your season and how your customers find you.",
    },
    hero: {
      heading: "A digital agency that understands every corner of Colorado",
      intro:
        "Mountain-town lodges, Western Slope growers and Front Range service companies all sell differently. We build SEO, advertising and content programs that fit your region, your season and the customers you're trying to reach.",
      primaryCta: "Plan My Colorado Campaign",
    },
    why: {
      heading: "Why businesses across Colorado work with us",
      cards: [
        {
          title: "One team, statewide reach",
          text: "We're based in Denver but spend a lot of time on I-70 and US-285. Strategy happens over video, and we travel for kickoffs, content shoots and the moments that matter.",
        },
        {
          title: "Seasonality is built in",
          text: "Ski season, summer, mud season, harvest and hunting season all change who's searching. Budgets and content calendars flex with them instead of running flat all year.",
        },
        {
          title: "Small-market search know-how",
          text: "In towns with low search volume every lead counts. We focus on Google Business Profile, reviews and a handful of high-intent keywords rather than vanity traffic.",
        },
      ],
    },
    services: {
      heading: "Statewide digital marketing services",
      cards: [
        {
          title: "Regional SEO & local listings",
          description:
            "Location pages, Google Business Profile and citation management for single-town businesses and multi-location brands across the state.",
          icon: "map-pin",
        },
        {
          title: "Seasonal paid campaigns",
          description:
            "Google and Meta campaigns that scale up before your busy season, target drive-market and fly-in visitors, and pull back when demand drops.",
          icon: "clock",
        },
        {
          title: "Content & reputation management",
          description: "Guides, itineraries and service content plus review monitoring and responses across Google, TripAdvisor and Yelp.",
          icon: "star",
        },
      ],
    },
    offers: {
      heading: "Statewide marketing services",
      items: {
        seo: {
          name: "Regional & small-market SEO",
          description: "Rankings for the towns you serve, from Durango to Sterling, built on accurate listings and locally useful pages.",
        },
        ppc: {
          name: "Seasonal PPC",
          description:
            "Google Ads budgets that rise and fall with ski season, harvest or tourist traffic instead of burning money in the off months.",
        },
        "social-media": {
          name: "Social media for spread-out audiences",
          description: "Facebook and Instagram content that keeps a Western Slope or mountain-town following engaged between visits.",
        },
        "content-marketing": {
          name: "Place-based content marketing",
          description: "Guides, itineraries and service pages for each Colorado community, not one generic statewide page.",
        },
        "conversion-optimization": {
          name: "Booking conversion optimization",
          description: "Simpler booking flows and mobile-first forms for visitors on slow mountain connections.",
        },
        analytics: {
          name: "Multi-location analytics",
          description: "Reporting that breaks results down by town and season, so you can see which markets pay back.",
        },
        "reputation-management": {
          name: "Statewide reputation management",
          description: "Google, TripAdvisor and Yelp reviews monitored and answered, so travelers and locals see a business that cares.",
        },
      },
    },
    subsections: [
      {
        heading: "Colorado is several markets at once",
        paragraphs: [
          "More than four out of five Coloradans live along the Front Range urban corridor between Fort Collins and Pueblo, and that's where most search volume lives too. But the state's economy also runs on resort towns in the high country, farms and ranches on the Eastern Plains and in the San Luis Valley, and the energy, agriculture and recreation economy of the Western Slope.",
          "A campaign that works in Lakewood can waste money in Gunnison. We start every statewide engagement by mapping where your customers actually are, how far they'll travel, and whether they're locals, Front Range day-trippers or out-of-state visitors planning months ahead.",
        ],
      },
      {
        heading: "Mountain towns and the seasonality problem",
        paragraphs: [
          "In Breckenridge, Vail, Steamboat or Telluride, a business can earn most of its revenue in two windows: ski season and the summer high season. Then comes mud season in spring and late fall, when lifts close, visitors disappear and workers take their own vacations.",
          "We help mountain businesses spread demand out: promoting shoulder-season events and lodging deals to Front Range residents who can decide on a Thursday, capturing early bookings from out-of-state skiers in the fall, and building email lists so past guests come back without paying a travel site commission.",
        ],
      },
      {
        heading: "Fort Collins and Boulder: college towns with grown-up economies",
        paragraphs: [
          "Fort Collins pairs Colorado State University with a manufacturing base and one of the country's best-known brewing scenes, including New Belgium and Odell. Boulder combines CU with a deep bench of natural-foods brands, outdoor companies and software startups; Techstars was founded there in 2006.",
          "Both cities reward marketing that respects a well-informed, skeptical audience. That means real expertise in your content, honest reviews and a clear point of view, plus campaigns timed around the academic calendar, when tens of thousands of students arrive and leave.",
        ],
      },
      {
        heading: "Reaching customers on the Western Slope",
        paragraphs: [
          "Grand Junction is the regional hub for western Colorado and eastern Utah, with Colorado Mesa University, a major medical center serving patients from hundreds of miles around, and a growing outdoor-recreation scene from Colorado National Monument to the Fruita mountain-bike trails. Palisade's orchards and Grand Valley wineries draw visitors every summer and fall.",
          "Search volume is smaller here than on the Front Range, so we concentrate budget on the map pack, reviews and a few high-intent searches, and we make sure businesses show up for travelers coming through on I-70 as well as for locals.",
        ],
      },
      {
        heading: "How we work with clients outside Denver",
        paragraphs: [
          "Most day-to-day collaboration happens on shared dashboards, Slack or email and a regular video call. We come to you for kickoff workshops, photo and video shoots and anything that benefits from walking the property together.",
          "Statewide clients typically see initial results such as better map rankings, more calls and lower cost per lead in 30-60 days, with significant growth in 3-6 months. For seasonal businesses we plan that ramp so the results land before your busy season, not in the middle of it.",
        ],
      },
    ],
    successStories: [
      {
        heading: "A Summit County lodge evens out its shoulder seasons",
        paragraph:
          "A 28-room lodge in Frisco was full in February and nearly empty in May. We built midweek packages for Front Range guests, rebuilt its direct-booking site and ran paid social timed to spring snow reports and summer trail openings.",
        metrics: [
          { value: "+34%", label: "mud-season occupancy" },
          { value: "52%", label: "share of direct bookings, up from 31%" },
          { value: "-22%", label: "commissions paid to travel sites" },
        ],
      },
      {
        heading: "A Grand Junction orthodontist becomes the valley's top result",
        paragraph:
          "An orthodontic practice serving Grand Junction, Fruita and Palisade was invisible in map results behind two larger chains. Local SEO, a review program and targeted search ads changed that within a year.",
        metrics: [
          { value: "#1", label: "map-pack rank in Grand Junction and Fruita" },
          { value: "+71%", label: "new-patient calls" },
          { value: "186", label: "new Google reviews in 12 months" },
        ],
      },
    ],
    faq: [
      {
        question: "Do you work with businesses outside the Denver metro?",
        answer:
          "Yes. We work with clients from Fort Collins to Pueblo, across the mountain resort towns and on the Western Slope. Most collaboration is remote, and we travel for kickoffs, shoots and strategy sessions.",
      },
      {
        question: "How do you handle seasonal businesses?",
        answer:
          "We plan a 12-month calendar with you. Budget and content ramp up ahead of your peak, target the right audience for each season, and drop to a maintenance level in your slow months so you're not paying for clicks nobody will act on.",
      },
      {
        question: "How long before we see results?",
        answer:
          "Most clients see initial results in 30-60 days and significant growth in 3-6 months. If you're a seasonal business, we aim to start at least three months before your busy season.",
      },
      {
        question: "What does it cost to work with you?",
        answer:
          "Statewide programs start from $1,500/month. Pricing depends on the number of locations, channels and how much content we produce. Ad spend is billed by the platforms directly.",
      },
      {
        question: "Can you reach visitors from outside Colorado?",
        answer:
          "Yes. For tourism and hospitality clients we target travelers in key drive and fly-in markets, optimize for trip-planning searches and manage listings on Google, TripAdvisor and booking platforms so you're found before people pick their dates.",
      },
    ],
    pricing:
      "Statewide programs start from $1,500/month, scoped to your region, number of locations and seasonal calendar. Ad spend is paid directly to the platforms.",
  },

  // ---------------------------------------------------------------------------------------
  // Enterprise / B2B Colorado page
  // ---------------------------------------------------------------------------------------
  {
    slug: "digital-marketing-agency-colorado",
    navLabel: "Colorado B2B Digital Marketing",
    seo: {
      title: `B2B Digital Marketing Agency Colorado | ${site.name}`,
      description:
        "Account-based marketing, LinkedIn and search ads and pipeline analytics for Colorado aerospace, SaaS and professional-services firms with long sales cycles.",
      keywords: [
        "B2B digital marketing agency Colorado",
        "account-based marketing Colorado",
        "enterprise marketing agency Denver",
        "SaaS marketing agency Boulder",
        "aerospace marketing agency",
        "LinkedIn advertising agency",
        "demand generation Colorado",
      ],
      ogTitle: `${site.name}: B2B & Enterprise Digital Marketing in Colorado`,
      ogDescription: "ABM, LinkedIn, search and attribution for Colorado companies selling to buying committees over months, not minutes.",
    },
    place: {
      name: "Colorado",
      region: "CO",
      country: "US",
      areaServed: ["Colorado", "Denver", "Boulder", "Broomfield", "Greenwood Village", "Centennial", "Louisville", "Colorado Springs"],
    },
    priceRange: "$$-$$$",
    headerBlock: {
      eyebrow: "Enterprise & B2B marketing",
      title: "Pipeline marketing for complex Colorado sales",
      text: "When a deal takes nine months, involves eight stakeholders and has to pass a security review, clicks and likes are the wrong scoreboard. We build B2B programs measured in target-account engagement, opportunities and closed revenue.",
    },
    hero: {
      heading: "B2B digital marketing for Colorado companies with long sales cycles",
      intro:
        "We help aerospace suppliers, SaaS companies and professional-services firms reach entire buying committees, stay visible through months-long evaluations and prove marketing's contribution to pipeline and revenue.",
      primaryCta: "Request a B2B Strategy Session",
    },
    why: {
      heading: `Why Colorado B2B teams partner with ${site.name}`,
      cards: [
        {
          title: "Built for buying committees",
          text: "We map every role in your typical deal, from the engineer who finds you to the CFO who signs, and create messaging and ad targeting for each one.",
        },
        {
          title: "Sales and marketing on one dashboard",
          text: "Campaigns connect to Salesforce or HubSpot, so reporting shows accounts engaged, opportunities created and pipeline influenced, not just form fills.",
        },
        {
          title: "Comfortable with technical subject matter",
          text: "Our writers interview your engineers and product managers directly and turn dense technical detail into content that still survives their review.",
        },
        {
          title: "Enterprise-ready process",
          text: "NDAs, security questionnaires, vendor onboarding and export-compliance review of content are routine for us, not a reason for delay.",
        },
      ],
    },
    services: {
      heading: "B2B marketing programs we run",
      cards: [
        {
          title: "Account-based marketing",
          description:
            "Tiered target-account lists built with your sales team, personalized landing pages and coordinated ads, email and direct outreach to the accounts that matter most.",
          icon: "target",
        },
        {
          title: "LinkedIn & search advertising",
          description:
            "LinkedIn campaigns targeted by company, role and seniority, plus Google Ads on the high-intent terms buyers use when they are ready to evaluate vendors.",
          icon: "megaphone",
        },
        {
          title: "Content & thought leadership",
          description:
            "White papers, case studies, webinars and SEO content that show real expertise, gated or ungated depending on where the reader is in the buying process.",
          icon: "pen",
        },
      ],
    },
    offers: {
      heading: "Our B2B service catalogue",
      items: {
        seo: {
          name: "Technical B2B SEO",
          description:
            "Search visibility for the specialist terms engineers, clinicians and procurement teams use when they research suppliers.",
        },
        ppc: {
          name: "LinkedIn & search PPC",
          description: "Paid campaigns aimed at named accounts and job titles, measured in qualified opportunities rather than clicks.",
        },
        "social-media": {
          name: "LinkedIn social media programs",
          description: "Thought leadership from your leaders and a company page that buying committees recognize before the first call.",
        },
        "content-marketing": {
          name: "B2B content marketing",
          description: "White papers, case studies and webinars that answer technical objections and arm your sales team.",
        },
        "conversion-optimization": {
          name: "Demo & RFP conversion optimization",
          description: "Forms, gated content and demo requests tuned to capture buyers without scaring off early-stage researchers.",
        },
        analytics: {
          name: "Pipeline analytics",
          description: "CRM-connected reporting that shows which channels create opportunities and closed revenue, not just leads.",
        },
        "reputation-management": {
          name: "B2B reputation management",
          description: "Reviews on G2, Capterra and Clutch gathered from happy customers, and a plan for what buyers read about you.",
        },
      },
    },
    subsections: [
      {
        heading: "Colorado's B2B economy is bigger than its reputation",
        paragraphs: [
          "People think of Colorado for skiing, but the state has one of the largest aerospace economies in the country. Lockheed Martin Space, United Launch Alliance, BAE Systems' space business (formerly Ball Aerospace) and Sierra Space all have major operations along the Front Range, supported by hundreds of machine shops, component makers, test labs and software suppliers.",
          "Add a deep bench of engineering firms, financial-services companies, health-technology businesses and telecom providers, and the Front Range is full of companies whose customers are other companies. Their marketing has to work very differently from a retailer's.",
        ],
      },
      {
        heading: "SaaS from Boulder to the Denver Tech Center",
        paragraphs: [
          "Boulder has been a startup town since long before Techstars launched there in 2006, and the Denver Tech Center, downtown Denver and Broomfield now host a wide range of growth-stage and mature software companies.",
          "We work with both product-led and sales-led SaaS teams: optimizing trial sign-up and activation funnels for one, and building outbound-friendly content, intent-driven advertising and demo-request pages for the other. Either way, we connect campaign data to product and CRM data so we can see which channels produce customers who stay.",
        ],
      },
      {
        heading: "Long sales cycles need patient, measurable marketing",
        paragraphs: [
          "Enterprise deals often take six to eighteen months from first touch to signature, and most of that research happens before a buyer ever talks to sales. A program judged only on this month's leads will always look like it's failing.",
          "We set expectations with leading and lagging indicators. In the first 30-60 days you'll see target-account reach, engagement and early hand-raisers; within 3-6 months, significant movement in sales-qualified opportunities and pipeline; closed revenue follows on the timeline of your own sales cycle.",
        ],
      },
      {
        heading: "Account-based marketing, done practically",
        paragraphs: [
          "ABM doesn't have to mean expensive platforms and a year of setup. We start with a tiered account list built with sales: a handful of one-to-one accounts, a few dozen one-to-few clusters by industry or use case, and a broader one-to-many tier.",
          "Each tier gets appropriate effort, from custom microsites and direct mail for tier one to LinkedIn matched audiences and industry-specific landing pages for the rest. Sales gets weekly alerts when a target account's engagement spikes, so outreach happens while interest is warm.",
        ],
      },
      {
        heading: "Attribution leadership can trust",
        paragraphs: [
          "Board decks need more than last-click attribution. We implement clean UTM conventions, offline conversion imports and CRM campaign influence reporting, and we're candid about what can and can't be measured in a long, multi-touch buying journey.",
          "Quarterly business reviews cover spend, cost per opportunity, pipeline influenced, win rates by source and the experiments we recommend next, in a format your CFO will recognize.",
        ],
      },
    ],
    successStories: [
      {
        heading: "An aerospace components supplier opens doors at the primes",
        paragraph:
          "A precision machining and assembly firm in Broomfield wanted to move from build-to-print jobs to engineered subassemblies. We built a tiered ABM program aimed at program managers and supply-chain leads at prime contractors, backed by capability content reviewed for export compliance.",
        metrics: [
          { value: "$4.2M", label: "new pipeline sourced in 9 months" },
          { value: "11", label: "target accounts in active conversations" },
          { value: "38%", label: "of tier-one accounts engaged" },
        ],
      },
      {
        heading: "A Tech Center HR software company lowers its cost per opportunity",
        paragraph:
          "A Greenwood Village HR platform was spending heavily on broad LinkedIn lead-gen forms that sales ignored. We shifted budget to intent-based search, account-targeted LinkedIn and a benchmark report, and rebuilt lead scoring with the sales team.",
        metrics: [
          { value: "-44%", label: "cost per sales opportunity" },
          { value: "+61%", label: "qualified demo requests" },
          { value: "27%", label: "shorter average sales cycle" },
        ],
      },
    ],
    faq: [
      {
        question: "How is B2B digital marketing different from consumer marketing?",
        answer:
          "B2B purchases involve several decision-makers, larger contract values and longer evaluations. Instead of chasing the cheapest lead, we focus on reaching the right accounts, educating every stakeholder and measuring pipeline and revenue rather than clicks.",
      },
      {
        question: "How long before marketing shows up in our pipeline?",
        answer:
          "Expect early indicators such as account engagement and first hand-raisers in 30-60 days, and significant movement in qualified opportunities within 3-6 months. Closed revenue follows your normal sales cycle.",
      },
      {
        question: "Will you work with our sales team and CRM?",
        answer:
          "Yes, that's essential. We integrate with Salesforce or HubSpot, agree lead and account definitions with sales leadership, and join pipeline reviews so marketing and sales work from the same numbers.",
      },
      {
        question: "Can you handle technical, regulated or export-controlled subject matter?",
        answer:
          "Yes. We work under NDA, interview your subject-matter experts directly and route content through your export-compliance or legal review before anything is published, so nothing controlled ends up in public marketing.",
      },
      {
        question: "What does an enterprise B2B program cost?",
        answer:
          "Enterprise and B2B programs typically run $2,000-$20,000+ per month depending on the number of target accounts, channels and content volume. Media spend is billed separately and passed through at cost.",
      },
    ],
    pricing:
      "Enterprise and B2B programs typically run $2,000-$20,000+ per month, depending on target accounts, channels and content volume, with media spend passed through at cost.",
  },

  // ---------------------------------------------------------------------------------------
  // Growth-focused Colorado page
  // ---------------------------------------------------------------------------------------
  {
    slug: "colorado-digital-marketing-agency",
    navLabel: "Colorado Growth Marketing",
    seo: {
      title: `Growth Marketing for Colorado Businesses | ${site.name}`,
      description:
        "Digital marketing for Colorado small and mid-sized businesses ready to grow past referrals: local SEO, Google Ads, reviews and tracking. Results in 30-45 days.",
      keywords: [
        "Colorado digital marketing agency",
        "small business marketing Colorado",
        "growth marketing agency",
        "local SEO for small business",
        "Google Ads for small business",
        "online reviews management",
      ],
      ogTitle: `${site.name}: Growth Marketing for Colorado Small Businesses`,
      ogDescription: "Rated 4.9 by 127 clients. Local SEO, Google Ads and reputation management for Colorado businesses ready to scale.",
    },
    place: {
      name: "Colorado",
      region: "CO",
      country: "US",
      areaServed: ["Colorado", "Denver", "Boulder", "Fort Collins", "Colorado Springs", "Loveland", "Greeley", "Castle Rock"],
    },
    aggregateRating: { ratingValue: 4.9, reviewCount: 127 },
    headerBlock: {
      eyebrow: "Growth marketing for small & mid-sized businesses",
      title: "Grow past word of mouth",
      text: "Referrals built your business. A repeatable marketing system will scale it. We set up the tracking, listings, ads and reviews that turn a good local reputation into a predictable flow of new customers.",
    },
    hero: {
      heading: "Colorado digital marketing built for growing businesses",
      intro:
        "You've built something on referrals and hard work; now you want a steady, predictable stream of new customers. We put the SEO, ads, reviews and tracking in place, and most clients see first results within 30-45 days.",
      primaryCta: "Get My Growth Plan",
    },
    why: {
      heading: `Why growing Colorado businesses pick ${site.name}`,
      cards: [
        {
          title: "Rated 4.9 by 127 clients",
          text: "Owners keep working with us because we answer the phone, explain what we're doing in plain English and report in leads and revenue.",
        },
        {
          title: "Fast first wins",
          text: "We fix tracking, listings and your highest-value ad campaigns first, so you typically see measurable results in 30-45 days while longer-term SEO builds.",
        },
        {
          title: "No long lock-in",
          text: "After a 90-day onboarding period, plans run month to month. We'd rather earn your business every month than hold you to a contract.",
        },
      ],
    },
    services: {
      heading: "The growth toolkit",
      cards: [
        {
          title: "Local SEO & Google Business Profile",
          description:
            "Service-area pages, listing optimization and citation clean-up so you show up when people nearby search for what you do.",
          icon: "search",
        },
        {
          title: "Google Ads & Local Services Ads",
          description:
            "Pay-per-lead and pay-per-click campaigns tuned to your service area and business hours, with every call recorded and attributed.",
          icon: "trending-up",
        },
        {
          title: "Reviews & reputation management",
          description:
            "Automated review requests after every job, response templates and monitoring, so your rating keeps climbing as you grow.",
          icon: "star",
        },
      ],
    },
    offers: {
      heading: "What's in the growth plan",
      items: {
        seo: {
          name: "Local SEO foundations",
          description: "A Google Business Profile, citations and service pages that finally make you findable past your referral circle.",
        },
        ppc: {
          name: "Google Ads & Local Services Ads",
          description:
            "Pay-per-lead and pay-per-click campaigns sized to a small-business budget and paused the moment they stop paying back.",
        },
        "social-media": {
          name: "Social media that supports sales",
          description: "Facebook and Instagram posts and simple ads that keep past customers coming back and send referrals your way.",
        },
        "content-marketing": {
          name: "Helpful content marketing",
          description: "Plain-language pages and FAQs that answer what customers ask on the phone, so they arrive ready to buy.",
        },
        "conversion-optimization": {
          name: "Conversion optimization",
          description: "Click-to-call buttons, faster pages and quote forms that turn more visitors into booked jobs within weeks.",
        },
        analytics: {
          name: "Lead & call analytics",
          description: "See how many calls, forms and jobs each channel produced last month, in one simple report.",
        },
        "reputation-management": {
          name: "Review & reputation management",
          description: "Review requests after every job and fast, friendly responses that lift your rating and your map ranking together.",
        },
      },
    },
    subsections: [
      {
        heading: "The plateau after referrals",
        paragraphs: [
          "We hear the same story from owners across the state: the business grew steadily on word of mouth, hit a few million in revenue, and then stalled. The owner is still the best salesperson, leads arrive in unpredictable waves, and nobody can say which marketing spend is actually working.",
          "That plateau isn't a sign your business has peaked. It usually means the business has outgrown informal marketing and needs a simple, measurable system that brings in new customers without the owner personally chasing every one.",
        ],
      },
      {
        heading: "Step one: a foundation you can measure",
        paragraphs: [
          "Before spending more on ads, we make sure every lead is counted. That means call tracking, form and booking tracking in GA4, and a simple pipeline in your CRM, or a new one if you're still working from an inbox and a notepad.",
          "We also fix the basics that quietly lose customers: a slow mobile website, an incomplete Google Business Profile, inconsistent addresses on directories and a contact form nobody monitors after 5 p.m.",
        ],
      },
      {
        heading: "Step two: add fuel with search and social",
        paragraphs: [
          "With tracking in place, we launch the channels most likely to produce leads quickly, usually Google Ads and Local Services Ads for service businesses and Meta ads for consumer brands. Because we can see cost per lead from day one, budget moves toward what's working every week.",
          "Most growth clients see their first clear results within 30-45 days. SEO and content run alongside the ads, so within a few months a growing share of leads comes from organic search, which lowers your average cost per customer over time.",
        ],
      },
      {
        heading: "Reputation compounds",
        paragraphs: [
          "For local businesses, reviews are often the deciding factor between you and the company listed just above you. We set up automated, compliant review requests after each job or visit and help you respond to every review, good or bad, within a day or two.",
          "Over a year, a steady trickle of fresh reviews does more for your map rankings and conversion rate than almost any other single tactic.",
        ],
      },
      {
        heading: "From one location to several",
        paragraphs: [
          "Some of Colorado's fastest growth is happening in communities like Castle Rock, Erie, Johnstown and Greeley, where new subdivisions bring thousands of households that need every kind of local service. When you're ready to expand, we build the location pages, listings and campaigns for each new market before the doors open.",
          "Our reporting grows with you too: one dashboard per location plus a roll-up view, so you can see which markets are ready for more investment and which need attention.",
        ],
      },
    ],
    successStories: [
      {
        heading: "A Loveland landscaping company books its spring by March",
        paragraph:
          "A family landscaping firm relied on referrals and yard signs. We added call tracking, rebuilt its Google Business Profile, launched Local Services Ads across Loveland, Fort Collins and Windsor, and automated review requests after every job.",
        metrics: [
          { value: "36 days", label: "to the first month of record leads" },
          { value: "+118%", label: "booked spring installations" },
          { value: "$29", label: "average cost per qualified lead" },
        ],
      },
      {
        heading: "A Castle Rock fitness studio opens its second location",
        paragraph:
          "A boutique strength studio wanted proof that a second location would fill. We ran pre-opening Meta and Google campaigns for the new Parker studio, built a founding-member landing page and set up referral tracking.",
        metrics: [
          { value: "214", label: "founding members before opening day" },
          { value: "$17", label: "cost per trial sign-up" },
          { value: "+62%", label: "combined monthly revenue in 6 months" },
        ],
      },
    ],
    faq: [
      {
        question: "How quickly will we see results?",
        answer:
          "Most growth clients see first measurable results, such as more calls, more booked jobs and a lower cost per lead, within 30-45 days. SEO and reviews keep compounding over the following months.",
      },
      {
        question: "What budget do we need to get started?",
        answer:
          "Management plans start from $1,500/month. For paid ads we usually recommend at least $1,000-$2,000/month in media spend to gather useful data in a typical Colorado service area, paid directly to Google or Meta.",
      },
      {
        question: "Do we need a new website first?",
        answer:
          "Not always. If your current site loads quickly, works on phones and makes it easy to call or book, we'll improve it in place. If it's holding you back, we'll show you the data and scope a rebuild.",
      },
      {
        question: "Are there long-term contracts?",
        answer:
          "We ask for a 90-day onboarding commitment so tracking, listings and campaigns have time to work. After that, plans are month to month.",
      },
      {
        question: "How will we know it's working?",
        answer:
          "You'll get a live dashboard showing leads, cost per lead and revenue by channel, plus a monthly call where we review results and agree on next steps. Every recommendation ties back to those numbers.",
      },
    ],
    pricing:
      "Growth plans start from $1,500/month for management, with media spend paid directly to the ad platforms and scaled as results come in.",
  },

  // ---------------------------------------------------------------------------------------
  // Social media Colorado page
  // ---------------------------------------------------------------------------------------
  {
    slug: "social-media-colorado",
    navLabel: "Colorado Social Media",
    seo: {
      title: `Social Media Marketing in Colorado | ${site.name}`,
      description:
        "Social media marketing for Colorado breweries, outdoor brands, ski-town businesses and restaurants: seasonal content, community management and paid social.",
      keywords: [
        "social media marketing Colorado",
        "Colorado social media agency",
        "brewery social media marketing",
        "outdoor brand social media",
        "ski resort social media",
        "Instagram agency Denver",
        "TikTok marketing Colorado",
      ],
      ogTitle: `${site.name}: Social Media for Colorado Brands`,
      ogDescription:
        "Content that follows Colorado's seasons, from first chair to golden aspens, for breweries, outdoor brands and mountain-town businesses.",
    },
    place: {
      name: "Colorado",
      region: "CO",
      country: "US",
      areaServed: ["Colorado", "Denver", "Boulder", "Fort Collins", "Breckenridge", "Vail", "Steamboat Springs", "Crested Butte"],
    },
    headerBlock: {
      eyebrow: "Colorado social media marketing",
      title: "Content for a state that lives outside",
      text: "Coloradans scroll between trail runs, powder days and patio pints. We plan, shoot and post social content that fits how they actually live, and we turn followers into customers.",
    },
    hero: {
      heading: "Social media marketing for Colorado brands people want to follow",
      intro:
        "Breweries, outdoor gear brands, ski-town shops and Front Range restaurants trust us to plan, shoot and post content that follows Colorado's seasons, from opening day on the slopes to golden aspens in late September.",
      primaryCta: "Get My Social Media Audit",
    },
    why: {
      heading: "Why Colorado brands trust us with their social channels",
      cards: [
        {
          title: "We shoot on location",
          text: "Our content days happen in your taproom, on your trails and behind your counter, so your feed shows real people and places, not stock footage.",
        },
        {
          title: "Season-aware calendars",
          text: "Powder days, wildflower season, leaf-peeping weekends and mud-season deals are planned months ahead, with room to react when the weather changes.",
        },
        {
          title: "Community before broadcasting",
          text: "We reply to comments and messages during business hours, reshare customer posts with permission and partner with local creators who already love your brand.",
        },
      ],
    },
    services: {
      heading: "Social media services for Colorado businesses",
      cards: [
        {
          title: "Content strategy & creation",
          description:
            "Monthly calendars, on-site photo and video days, Reels, TikToks and carousels written in your voice and approved before they go live.",
          icon: "camera",
        },
        {
          title: "Community management",
          description: "Comment replies, DM triage, review responses and social listening across Instagram, TikTok, Facebook and LinkedIn.",
          icon: "users",
        },
        {
          title: "Paid social & creator partnerships",
          description:
            "Meta and TikTok ads targeted by location, interest and season, plus partnerships with Colorado athletes, guides and food creators.",
          icon: "share",
        },
      ],
    },
    offers: {
      heading: "Services for Colorado brands on social",
      items: {
        seo: {
          name: "SEO for social & search",
          description:
            "Profiles, posts and YouTube videos optimized so your brand shows up when Coloradans search on Google and inside the apps.",
        },
        ppc: {
          name: "PPC social ads & boosted posts",
          description: "Meta, TikTok and Pinterest ads that put your best trailhead-to-taproom content in front of new local followers.",
        },
        "social-media": {
          name: "Social media community management",
          description: "On-location photo and video shoots, a season-aware calendar and daily replies that build a following people trust.",
        },
        "content-marketing": {
          name: "Shareable content marketing",
          description:
            "Reels, blog posts and creator collaborations that give outdoor and hospitality brands something to talk about all year.",
        },
        "conversion-optimization": {
          name: "Conversion optimization",
          description: "Link-in-bio pages, shoppable posts and landing pages that turn followers into bookings and online orders.",
        },
        analytics: {
          name: "Social analytics beyond likes",
          description: "Reach, saves, clicks and sales tracked per post, so you know which content moves people to act.",
        },
        "reputation-management": {
          name: "Comment & reputation management",
          description: "Questions answered, complaints handled in public with care, and reviews gathered from your happiest followers.",
        },
      },
    },
    subsections: [
      {
        heading: "Outdoor brands and the authenticity test",
        paragraphs: [
          "Colorado's outdoor audience can spot a staged photo instantly. Brands that win here show real gear on real trails, credit the athletes and guides who use it, and engage in the conversations the community actually cares about: access, conservation and trail etiquette.",
          "We plan outdoor content with that in mind, including following Leave No Trace guidance on geotagging sensitive places, so your feed builds credibility with the people whose recommendations matter most.",
        ],
      },
      {
        heading: "Breweries, taprooms and distilleries",
        paragraphs: [
          "Colorado has hundreds of craft breweries, and in places like RiNo, Fort Collins or Golden there may be a dozen within walking distance of each other. Social media is how taprooms announce new releases, food-truck schedules, trivia nights and can drops, and how they give regulars a reason to come in on a Tuesday.",
          "Alcohol marketing comes with rules: age-gated audiences, no appeal to under-21 viewers and platform-specific ad policies. We build those into every campaign so your ads stay approved and your brand stays out of trouble.",
        ],
      },
      {
        heading: "Ski towns and the seasonal content calendar",
        paragraphs: [
          "In Breckenridge, Vail, Steamboat or Crested Butte, the social calendar follows the mountain. Opening day, the first big storm, spring pond-skims, summer wildflowers, mountain-bike season and the golden aspens of late September each bring a different audience and a different message.",
          "We plan those moments months ahead for visitors who book early, then react in real time for Front Range locals deciding on a Friday whether to drive up I-70. Mud season gets its own strategy: locals' deals, behind-the-scenes content and early promotion of the next season.",
        ],
      },
      {
        heading: "Choosing the right platforms",
        paragraphs: [
          "Not every business needs to be everywhere. Instagram and TikTok drive discovery for restaurants, retail and outdoor brands; Facebook remains essential for community groups, events and older customers in smaller towns; LinkedIn is where B2B buyers and recruits pay attention; YouTube and Pinterest help with trip planning.",
          "We recommend the two or three platforms where your customers really are and do those well, rather than spreading thin across six.",
        ],
      },
      {
        heading: "Measuring social beyond likes",
        paragraphs: [
          "Likes are nice, but reservations, bookings, online orders and foot traffic pay the bills. We connect social to results with UTM links, promo codes, reservation-platform integrations and Meta conversion tracking.",
          "Most clients see initial results, such as higher engagement, more profile visits and measurable sales from social, within 30-60 days, with significant growth in followers and revenue over 3-6 months of consistent posting.",
        ],
      },
    ],
    successStories: [
      {
        heading: "A Fort Collins brewery fills its taproom midweek",
        paragraph:
          "A production brewery with a busy weekend taproom wanted more midweek traffic. We launched a weekly Reels series on new releases, partnered with local run clubs and cycling groups, and promoted Tuesday-through-Thursday events to nearby neighborhoods.",
        metrics: [
          { value: "+58%", label: "Tuesday-Thursday taproom sales" },
          { value: "24K", label: "new Instagram followers in 8 months" },
          { value: "9.6%", label: "average Reels engagement rate" },
        ],
      },
      {
        heading: "A Breckenridge rental shop grows direct bookings year-round",
        paragraph:
          "A ski and bike rental shop on Main Street depended on walk-ins and third-party booking sites. We built a season-by-season content plan, ran geo-targeted ads to Front Range and out-of-state visitors, and linked every post to online reservations.",
        metrics: [
          { value: "+41%", label: "direct online rentals" },
          { value: "3x", label: "summer bike rental revenue" },
          { value: "$6.20", label: "cost per booking from paid social" },
        ],
      },
    ],
    faq: [
      {
        question: "Which social platforms should my Colorado business be on?",
        answer:
          "It depends on your customers. Restaurants, breweries and outdoor brands usually focus on Instagram and TikTok; community-focused and small-town businesses need Facebook; B2B companies need LinkedIn. We'll recommend two or three platforms and do them properly.",
      },
      {
        question: "How often will you post?",
        answer:
          "Most plans include three to five feed posts or videos per week per platform, plus stories and timely posts when something happens, such as a powder day, a new release or a last-minute event.",
      },
      {
        question: "Do you create the content, or do we?",
        answer:
          "We do. Regular on-site content days give us a library of photos and video, and we write every caption. You approve the monthly calendar, and we're always happy to feature content your team captures.",
      },
      {
        question: "Can you run social ads for breweries and distilleries?",
        answer:
          "Yes. We run alcohol ads within Meta and TikTok policies and responsible-advertising guidelines, including 21+ age targeting, and keep the creative focused on the taproom experience, food and community events.",
      },
      {
        question: "How much does social media management cost?",
        answer:
          "Colorado social media programs run $1,500-$8,000+ per month depending on the number of platforms, posting frequency, content production and community management hours. Ad spend is billed separately.",
      },
    ],
    pricing:
      "Social media programs run $1,500-$8,000+ per month depending on platforms, posting frequency and content production, with ad spend billed separately.",
  },

  // ---------------------------------------------------------------------------------------
  // Aurora (city page)
  // ---------------------------------------------------------------------------------------
  {
    slug: "aurora-digital-agency",
    navLabel: "Aurora Digital Agency",
    seo: {
      title: `Aurora, CO Digital Marketing Agency | ${site.name}`,
      description:
        "Digital marketing for Aurora, Colorado businesses, from Havana Street and East Colfax to Southlands: multilingual local SEO, ads and reputation management.",
      keywords: [
        "Aurora digital agency",
        "digital marketing Aurora CO",
        "Aurora SEO company",
        "multilingual marketing Aurora",
        "Aurora small business marketing",
        "Google Ads Aurora Colorado",
      ],
      ogTitle: `${site.name}: Digital Marketing for Aurora, Colorado`,
      ogDescription: "Multilingual local SEO, advertising and reputation management for businesses across Colorado's third-largest city.",
    },
    place: {
      name: "Aurora",
      locality: "Aurora",
      region: "CO",
      country: "US",
      areaServed: ["Aurora", "Centennial", "Parker", "Commerce City", "Denver", "Watkins"],
    },
    headerBlock: {
      eyebrow: "Aurora, Colorado",
      title: "Marketing for Colorado's third-largest city",
      text: "Aurora stretches across Arapahoe, Adams and Douglas counties, from the older neighborhoods along East Colfax to new subdivisions past E-470. Its customers speak dozens of languages, and its businesses need marketing that reaches all of them.",
    },
    hero: {
      heading: "Digital marketing for Aurora businesses, from Havana Street to Southlands",
      intro:
        "Aurora's customers speak dozens of languages, commute on I-225 and E-470 and work everywhere from the Anschutz Medical Campus to Buckley Space Force Base. We build search, social and ad campaigns that reach them where they are.",
      primaryCta: "Get My Aurora Marketing Plan",
    },
    why: {
      heading: `Why Aurora businesses work with ${site.name}`,
      cards: [
        {
          title: "Multilingual by default",
          text: "We create listings, landing pages and ads in Spanish, Korean, Amharic, Vietnamese and other languages with native-speaker review, not machine translation alone.",
        },
        {
          title: "We know Aurora's corridors",
          text: "Colfax, Havana, City Center, Southlands and the E-470 corridor all draw different customers. Targeting and content reflect those differences.",
        },
        {
          title: "Health-care and military-community experience",
          text: "We've marketed practices near Anschutz and businesses serving Buckley families, including HIPAA-conscious tracking and messaging for frequent movers.",
        },
      ],
    },
    services: {
      heading: "Digital marketing services for Aurora",
      cards: [
        {
          title: "Local SEO & multilingual listings",
          description:
            "Google Business Profile, Apple Maps and directory listings optimized in English and your customers' languages, plus location pages for each service area.",
          icon: "globe",
        },
        {
          title: "Google & social advertising",
          description:
            "Search, Local Services and Meta campaigns targeted to Aurora zip codes, commuter corridors and language preferences, with call tracking on every ad.",
          icon: "target",
        },
        {
          title: "Reputation management",
          description:
            "Review requests, monitoring and thoughtful responses across Google, Yelp and Facebook, in the language the reviewer used.",
          icon: "star",
        },
      ],
    },
    offers: {
      heading: "Marketing services for Aurora",
      items: {
        seo: {
          name: "Multilingual local SEO",
          description:
            "Google Business Profiles and listings in English, Spanish, Korean and more, so every Aurora community can find you.",
        },
        ppc: {
          name: "Google & social PPC",
          description: "Ads targeted along Aurora's corridors, from Havana Street to Southlands, with budgets scaled to local businesses.",
        },
        "social-media": {
          name: "Community-first social media",
          description:
            "Posts and groups that reach Aurora's many neighborhoods, military families and health-care workers where they already gather.",
        },
        "content-marketing": {
          name: "Content marketing in every language",
          description: "Service pages and local guides written with native speakers, not machine-translated copy.",
        },
        "conversion-optimization": {
          name: "Website conversion optimization",
          description: "Mobile booking, click-to-call and multilingual forms that turn Aurora searchers into customers.",
        },
        analytics: {
          name: "Analytics by community",
          description: "Reports showing which languages, neighborhoods and campaigns bring in your Aurora customers.",
        },
        "reputation-management": {
          name: "Reputation management",
          description: "Review requests and responses across Google, Yelp and community platforms, in the language the reviewer used.",
        },
      },
    },
    subsections: [
      {
        heading: "A city of corridors and neighborhoods",
        paragraphs: [
          "With close to 400,000 residents spread over more than 150 square miles, Aurora is really several markets. East Colfax and the original Aurora neighborhoods have dense, walkable commercial strips; Havana Street is a regional dining destination; City Center and the Town Center at Aurora anchor shopping along I-225; and southeast Aurora keeps growing outward along E-470.",
          "A customer in Tallyn's Reach rarely drives to Colfax for an oil change, and vice versa. We build targeting and location content around the parts of the city you actually serve.",
        ],
      },
      {
        heading: "Immigrant-owned businesses along Colfax and Havana",
        paragraphs: [
          "Aurora is one of the most diverse cities in Colorado. Students in Aurora Public Schools speak well over 100 languages at home, and that diversity is visible along East Colfax and Havana Street: Korean barbecue and bakeries, Ethiopian and Eritrean restaurants, Vietnamese pho shops, Mexican and Salvadoran markets, and Nepali, Somali and Burmese grocers.",
          "For these businesses, marketing in only one language leaves customers behind. We set up multilingual Google Business Profiles, translate menus and service pages with native speakers, and help owners respond to reviews in English and their community's language, which builds trust with both audiences.",
        ],
      },
      {
        heading: "The Anschutz Medical Campus effect",
        paragraphs: [
          "The Anschutz Medical Campus, home to the University of Colorado's health-sciences schools, UCHealth University of Colorado Hospital, Children's Hospital Colorado and the Rocky Mountain Regional VA Medical Center, brings tens of thousands of employees, students, patients and families to north Aurora every day.",
          "That creates steady demand for nearby dentists, physical therapists, child care, apartments, restaurants and hotels, plus a cluster of bioscience companies around the Fitzsimons Innovation Community. For health-care clients we use HIPAA-conscious tracking, avoid sharing sensitive data with ad platforms and keep medical claims accurate.",
        ],
      },
      {
        heading: "Military families and contractors around Buckley",
        paragraphs: [
          "Buckley Space Force Base supports thousands of active-duty members, guardians, reservists, civilians and contractors. Military families move often, and when they arrive in Aurora they need housing, schools, child care, auto services and a new doctor, usually all within a few weeks.",
          "We help businesses be visible during those moves with search campaigns timed to summer PCS season, military discount messaging that's clear and respectful, and listings that show up for newcomers who don't know the area yet.",
        ],
      },
      {
        heading: "Destinations like Stanley Marketplace and Southlands",
        paragraphs: [
          "Stanley Marketplace, in a former aircraft ejection-seat factory on Aurora's border with Denver's Central Park neighborhood, and the open-air Southlands center in southeast Aurora show how the city's retail scene has changed. Independent restaurants, boutiques and fitness studios compete for shoppers who discover them on Instagram and Google Maps.",
          "Aurora businesses typically see initial results from local SEO and ads in 30-60 days, such as more calls, direction requests and bookings, with significant growth over 3-6 months as reviews and rankings build.",
        ],
      },
    ],
    successStories: [
      {
        heading: "A Havana Street Korean restaurant becomes a destination",
        paragraph:
          "A family-run Korean barbecue restaurant had loyal regulars but little visibility outside its community. We rebuilt its Google Business Profile in English and Korean, photographed the full menu, launched a review program and ran Instagram ads to diners across the metro.",
        metrics: [
          { value: "+83%", label: "Google Maps direction requests" },
          { value: "1,200+", label: "new reviews in English and Korean" },
          { value: "+36%", label: "weekend covers" },
        ],
      },
      {
        heading: "A southeast Aurora pediatric dental practice fills new chairs",
        paragraph:
          "A pediatric dentist near Southlands added four chairs and needed families to fill them. We built bilingual English and Spanish service pages, launched Google Ads around new neighborhoods along E-470 and automated post-visit review requests.",
        metrics: [
          { value: "+52%", label: "new-patient appointments" },
          { value: "$41", label: "cost per booked appointment" },
          { value: "310", label: "new five-star reviews" },
        ],
      },
    ],
    faq: [
      {
        question: "Do you offer marketing in Spanish and other languages?",
        answer:
          "Yes. We regularly produce listings, landing pages, ads and review responses in Spanish, and we work with native-speaking translators for Korean, Amharic, Vietnamese, Nepali and other languages common in Aurora.",
      },
      {
        question: "Do you work with health-care practices near Anschutz?",
        answer:
          "Yes. We market dental, medical, therapy and wellness practices with HIPAA-conscious analytics, careful ad targeting that avoids sensitive data, and compliant review-request workflows.",
      },
      {
        question: "How long before an Aurora business sees results?",
        answer:
          "Most Aurora clients see initial results, such as more calls, direction requests and bookings, in 30-60 days, with significant growth in 3-6 months as rankings and reviews build.",
      },
      {
        question: "What does digital marketing cost for an Aurora business?",
        answer:
          "Aurora programs run $1,500-$10,000+ per month depending on the number of locations, channels and languages. Ad spend is paid directly to the platforms.",
      },
      {
        question: "Will you meet with us in Aurora?",
        answer: `Of course. Our office is in downtown Denver, about 20 minutes from most of Aurora, and we regularly meet clients on site for kickoffs, photo shoots and reviews. Call ${site.phone.display} to set a time.`,
      },
    ],
    pricing:
      "Aurora marketing programs run $1,500-$10,000+ per month depending on locations, channels and languages, with ad spend paid directly to the platforms.",
  },

  // ---------------------------------------------------------------------------------------
  // Colorado Springs (city page)
  // ---------------------------------------------------------------------------------------
  {
    slug: "colorado-springs-digital-agency",
    navLabel: "Colorado Springs Digital Agency",
    seo: {
      title: `Colorado Springs Digital Agency | ${site.name}`,
      description:
        "Digital marketing for Colorado Springs defense contractors, tourism operators and local businesses: SEO, paid ads, B2B campaigns and reputation management.",
      keywords: [
        "Colorado Springs digital agency",
        "digital marketing Colorado Springs",
        "Colorado Springs SEO",
        "government contractor marketing",
        "Pikes Peak tourism marketing",
        "Colorado Springs web design",
      ],
      ogTitle: `${site.name}: Digital Marketing for Colorado Springs`,
      ogDescription: "Marketing for defense and space contractors, Pikes Peak tourism and Olympic City USA's local businesses.",
    },
    place: {
      name: "Colorado Springs",
      locality: "Colorado Springs",
      region: "CO",
      country: "US",
      areaServed: ["Colorado Springs", "Monument", "Fountain", "Manitou Springs", "Woodland Park", "Pueblo"],
    },
    headerBlock: {
      eyebrow: "Colorado Springs",
      title: "Marketing for Olympic City USA",
      text: "Military bases, space and defense contractors, the Olympic movement and Pikes Peak tourism make Colorado Springs unlike anywhere else on the Front Range. Its marketing should reflect that.",
    },
    hero: {
      heading: "A digital agency for Colorado Springs' defense, tourism and local businesses",
      intro:
        "Between the military installations, space and defense contractors, Pikes Peak tourism and a revived downtown, the Springs has an economy all its own. We build SEO, advertising and B2B campaigns that fit it.",
      primaryCta: "Plan My Springs Campaign",
    },
    why: {
      heading: `Why Colorado Springs businesses choose ${site.name}`,
      cards: [
        {
          title: "Experience with defense and space buyers",
          text: "We help contractors present capabilities clearly to program offices and primes, with content that respects security and export-control boundaries.",
        },
        {
          title: "Tourism marketing beyond summer",
          text: "Pikes Peak region operators get campaigns that fill the peak season and build demand in spring, fall and around winter events.",
        },
        {
          title: "Local SEO for a spread-out city",
          text: "From Briargate to Fountain, we build service-area content and listings so you show up where your customers live, not just downtown.",
        },
      ],
    },
    services: {
      heading: "Digital marketing services for Colorado Springs",
      cards: [
        {
          title: "Local SEO & Google Business Profile",
          description:
            "Neighborhood and service-area pages, listing optimization and reviews for businesses serving Briargate, Stetson Hills, the west side and beyond.",
          icon: "map-pin",
        },
        {
          title: "B2B & government-contractor marketing",
          description:
            "Capability content, LinkedIn targeting and websites that help defense, space and cybersecurity firms win teaming partners and contracts.",
          icon: "shield",
        },
        {
          title: "Tourism & hospitality campaigns",
          description:
            "Paid search, social and booking-focused websites for tour operators, lodging, restaurants and attractions across the Pikes Peak region.",
          icon: "globe",
        },
      ],
    },
    offers: {
      heading: "What we do for Colorado Springs",
      items: {
        seo: {
          name: "Local SEO for a spread-out city",
          description:
            "Rankings from Briargate to Fountain, with pages for the parts of town you serve and a Google Business Profile kept current.",
        },
        ppc: {
          name: "Google & LinkedIn PPC",
          description: "Google Ads for local customers and LinkedIn campaigns aimed at defense, space and cybersecurity buyers.",
        },
        "social-media": {
          name: "Tourism & hospitality social media",
          description: "Instagram and Facebook content that sells Pikes Peak region experiences in every season, not only summer.",
        },
        "content-marketing": {
          name: "Defense & tourism content marketing",
          description: "Capability statements and visitor guides that show expertise to buyers and travelers alike.",
        },
        "conversion-optimization": {
          name: "Inquiry conversion optimization",
          description: "Tour booking flows and contact forms tested until more visitors become reservations and qualified inquiries.",
        },
        analytics: {
          name: "Analytics you can brief upward",
          description: "Dashboards that show leads, bookings and contract pipeline in terms leadership and partners understand.",
        },
        "reputation-management": {
          name: "Local reputation management",
          description: "Steady review generation and thoughtful replies that keep tourists and locals choosing you over the chains.",
        },
      },
    },
    subsections: [
      {
        heading: "A military and space town",
        paragraphs: [
          "Few American cities are shaped by the military as much as Colorado Springs. Fort Carson, Peterson and Schriever Space Force Bases, the U.S. Air Force Academy and Cheyenne Mountain together make defense the region's largest economic engine, and the Space Foundation hosts its annual Space Symposium at The Broadmoor every spring.",
          "For local businesses, that means a large population of service members, veterans and families, with peak relocation demand in summer PCS season. We help real estate, auto, child-care, fitness and home-service businesses reach newcomers the moment they start searching.",
        ],
      },
      {
        heading: "Marketing to defense, space and cybersecurity buyers",
        paragraphs: [
          "Colorado Springs hosts offices of major primes and integrators, hundreds of smaller subcontractors and a growing cybersecurity cluster around the National Cybersecurity Center. Their buyers are contracting officers, program managers and prime contractors looking for capable teaming partners.",
          "We build clear capability statements and websites, thought-leadership content that shows expertise without exposing sensitive details, and LinkedIn campaigns aimed at the agencies and primes you want to work with, all reviewed against your security and export-control requirements.",
        ],
      },
      {
        heading: "Olympic City USA",
        paragraphs: [
          "The U.S. Olympic & Paralympic Committee is headquartered in Colorado Springs alongside the Olympic & Paralympic Training Center and more than twenty national sport governing bodies, and the U.S. Olympic & Paralympic Museum downtown draws visitors year-round.",
          "That concentration of athletes, coaches and sports organizations supports a local economy of sports medicine, physical therapy, performance training, nutrition and event businesses. We help them reach both elite and everyday athletes with credible, expert content.",
        ],
      },
      {
        heading: "Downtown's revival and Old Colorado City",
        paragraphs: [
          "Downtown Colorado Springs has changed quickly: Weidner Field, Colorado College's Ed Robson Arena, the Olympic museum and a wave of new apartments have brought restaurants, bars and shops back to the core. On the west side, Old Colorado City's galleries, shops and restaurants along Colorado Avenue keep their historic character, with Manitou Springs just up the road.",
          "Independent businesses in both districts compete on Google Maps and Instagram for locals and visitors alike. Initial results from local SEO and social typically show within 30-60 days, with significant growth over 3-6 months.",
        ],
      },
      {
        heading: "Pikes Peak tourism, year-round",
        paragraphs: [
          "Pikes Peak, Garden of the Gods, the rebuilt Broadmoor Manitou and Pikes Peak Cog Railway and the Summit Visitor Center draw visitors from across the country, many of them families driving in from Texas, Oklahoma and Kansas. Most plan their trips online weeks or months ahead.",
          "We help tour operators, lodging and attractions capture that planning traffic with itinerary content, search ads and booking-focused websites, then extend the season with fall-color, holiday and winter-event campaigns aimed at Front Range residents.",
        ],
      },
    ],
    successStories: [
      {
        heading: "A defense IT subcontractor lands its first prime partnerships",
        paragraph:
          "A veteran-owned IT services firm had strong past performance but a website that said little. We rebuilt its capability content, published case studies cleared by its security officer and ran LinkedIn campaigns aimed at business-development leads at target primes.",
        metrics: [
          { value: "3", label: "teaming agreements signed in 10 months" },
          { value: "+140%", label: "qualified website inquiries" },
          { value: "62%", label: "of target primes engaged" },
        ],
      },
      {
        heading: "A Manitou Springs tour company grows direct bookings",
        paragraph:
          "A guided jeep and hiking tour operator relied on third-party marketplaces that took a large commission. We rebuilt its booking site, created Pikes Peak itinerary content and ran search ads aimed at visitors planning their trip.",
        metrics: [
          { value: "+48%", label: "direct online bookings" },
          { value: "4.2x", label: "return on ad spend" },
          { value: "-31%", label: "marketplace commissions paid" },
        ],
      },
    ],
    faq: [
      {
        question: "Do you work with government and defense contractors?",
        answer:
          "Yes. We help contractors with capability statements, websites, case studies and LinkedIn campaigns. We work under NDA and route all content through your security and export-compliance review before it's published.",
      },
      {
        question: "Can you help tourism businesses outside of summer?",
        answer:
          "Yes. We build shoulder-season and winter campaigns aimed at Front Range residents and event visitors, so Pikes Peak region businesses aren't relying on June through August alone.",
      },
      {
        question: "Do you serve Monument, Fountain and Pueblo too?",
        answer:
          "We do. Many of our Springs-area clients serve Monument, Fountain, Manitou Springs, Woodland Park and Pueblo, and we build location content and targeting for each area you cover.",
      },
      {
        question: "How long does it take to see results?",
        answer:
          "Most Colorado Springs clients see initial results in 30-60 days and significant growth in 3-6 months. B2B contractor programs follow longer buying cycles, so we track early engagement alongside leads.",
      },
      {
        question: "How much does digital marketing cost in Colorado Springs?",
        answer:
          "Programs run $1,500-$12,000+ per month depending on scope, from local SEO for a single storefront to multi-channel B2B campaigns for contractors. Ad spend is billed separately.",
      },
    ],
    pricing:
      "Colorado Springs programs run $1,500-$12,000+ per month, from local SEO for a single storefront to multi-channel B2B campaigns, with ad spend billed separately.",
  },
];

export const getLandingPage = (slug: string) => landingPages.find((p) => p.slug === slug);

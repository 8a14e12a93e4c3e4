/**
 * Content for the eleven /services/<slug> pages (SPEC §2 "Service pages", §3 "Service-page
 * content records"). Pure data: no React, no imports beyond types. Client names in the
 * success stories are fictional.
 */
import type { IconName } from "./icons";
import type { ServiceSlug } from "./services";
import { site } from "./site";

export type Feature = { title: string; description: string; icon: IconName };

export type SuccessStoryCard = {
  title: string;
  industry: string;
  image: string;
  description: string;
};

export type AiSolutionsBlock = {
  columns: [
    { title: "AI Voice & Automation"; items: string[] },
    { title: "Business AI Services"; items: string[] },
    { title: "Compliance & Insights"; items: string[] },
  ];
  cities: [
    { city: "Denver"; focus: string },
    { city: "Boulder"; focus: string },
    { city: "Colorado Springs"; focus: string },
    { city: "Fort Collins"; focus: string },
  ];
};

export type ServicePage = {
  slug: ServiceSlug;
  /** Display name, e.g. "Branding". */
  name: string;
  /** title <= 60 chars including " | " and the agency name; description 120-160 chars; 5-8 keywords. */
  seo: { title: string; description: string; keywords: string[] };
  /** Primary industries served, short. */
  industry: string;
  icon: IconName;
  /** "/images/services/<slug>.svg" */
  image: string;
  hero: { eyebrow: string; headline: string; intro: string; primaryCta: string };
  intro: { heading: string; paragraphs: [string, string] };
  features: [Feature, Feature, Feature];
  included: { heading: string; items: [string, string, string, string, string, string] };
  closingCta: { heading: string; text: string; button: string };
  /** Branding only: logo and visual identity, brand strategy, brand guidelines. */
  offerings?: [Feature, Feature, Feature];
  /** Branding, digital marketing, web applications and AI solutions only. */
  successStories?: [SuccessStoryCard, SuccessStoryCard, SuccessStoryCard];
  /** AI solutions only: looping muted background video in the hero. */
  heroVideo?: { src: string; poster: string };
  /** AI solutions only. */
  aiSolutions?: AiSolutionsBlock;
};

export const servicePages: ServicePage[] = [
  {
    slug: "branding",
    name: "Branding",
    seo: {
      title: `Branding Agency in Denver, Colorado | ${site.name}`,
      description: `Brand strategy, logo design and visual identity systems for Colorado businesses. ${site.name} builds brands that stay consistent from signage to screen.`,
      keywords: [
        "branding agency Denver",
        "Colorado brand strategy",
        "logo design Denver",
        "visual identity design",
        "brand guidelines",
        "rebranding Colorado",
      ],
    },
    industry: "Professional services, hospitality, outdoor and consumer brands",
    icon: "palette",
    image: "/images/services/branding.svg",
    hero: {
      eyebrow: "Branding & Identity",
      headline: "Brands that earn a second look, and a first call",
      intro:
        "We help Colorado companies figure out what they stand for, then turn it into a name, logo, voice and visual system that works on a storefront in LoHi, a trade-show booth in the Tech Center and a 40-pixel app icon.",
      primaryCta: "Start Your Brand Project",
    },
    intro: {
      heading: "A brand is the promise customers repeat for you",
      paragraphs: [
        "Most businesses we meet have outgrown their first logo. It was made quickly, by a friend or a template, when the company was two people and a pickup truck. Now there are three locations, a sales team and a website that does not match the business cards. Customers notice the mismatch before they notice anything else.",
        "Our branding work starts with interviews and research rather than mood boards. We talk to your owners, your front-line staff and a handful of your best customers, study the competitors you lose bids to, and write a positioning statement everyone can agree on. Design comes after that, which is why the identity we deliver still makes sense three years later.",
      ],
    },
    features: [
      {
        title: "Research-led positioning",
        description:
          "Stakeholder and customer interviews, a competitor audit and a one-page positioning statement that tells your team exactly what to say and what to stop saying.",
        icon: "target",
      },
      {
        title: "Distinctive visual systems",
        description:
          "Logos, color palettes, type pairings and graphic elements designed as a system, so a yard sign, a LinkedIn banner and an invoice all look like the same company.",
        icon: "sparkles",
      },
      {
        title: "Built for rollout",
        description:
          "We hand over production-ready files and templates and help your printer, sign shop and web developer apply the new identity without guesswork.",
        icon: "layers",
      },
    ],
    included: {
      heading: "What's included in a branding engagement",
      items: [
        "Discovery workshop and stakeholder interviews",
        "Competitor and market landscape audit",
        "Positioning statement, messaging pillars and tagline options",
        "Primary logo, secondary marks and favicon",
        "Color, typography and imagery direction",
        "Brand guidelines PDF with editable templates",
      ],
    },
    offerings: [
      {
        title: "Logo & Visual Identity",
        description:
          "A primary logo with horizontal, stacked and icon versions, a tested color palette that holds up in print and on screen, and typography licensed for every place you need it.",
        icon: "pen",
      },
      {
        title: "Brand Strategy",
        description:
          "Audience profiles, a competitive map and clear positioning that explains why a customer should pick you over the company down the street, in words your sales team will actually use.",
        icon: "target",
      },
      {
        title: "Brand Guidelines",
        description:
          "A practical rulebook covering logo spacing, color codes, tone of voice, photography style and do-and-don't examples, plus templates for social posts, slide decks and email signatures.",
        icon: "layers",
      },
    ],
    successStories: [
      {
        title: "Alpenglow Provisions",
        industry: "Outdoor food & beverage",
        image: "/images/stories/story-01.svg",
        description:
          "A Golden trail-snack maker was being mistaken for a national competitor. A new name lockup, packaging system and trailhead-inspired illustration style helped it land shelf space in 42 Front Range grocery and gear stores within a year.",
      },
      {
        title: "Larimer Legal Group",
        industry: "Legal services",
        image: "/images/stories/story-02.svg",
        description:
          "Two merging Denver firms needed one identity that felt neither stuffy nor trendy. We built the positioning, a restrained monogram and a plain-language voice guide; consultation requests rose 38% in the six months after launch.",
      },
      {
        title: "Foothills Family Dental",
        industry: "Healthcare",
        image: "/images/stories/story-03.svg",
        description:
          "A four-location dental group in Lakewood and Arvada unified mismatched practice names under one brand, with signage, scrubs and a patient welcome kit. New-patient bookings grew 27% year over year.",
      },
    ],
    closingCta: {
      heading: "Ready to look as good as your work is?",
      text: "Tell us where your brand feels out of step with your business. We'll reply within one business day with a proposed scope, timeline and budget range.",
      button: "Talk About Your Brand",
    },
  },
  {
    slug: "digital-marketing",
    name: "Digital Marketing",
    seo: {
      title: `Digital Marketing Agency Denver | ${site.name}`,
      description:
        "Paid search, paid social, email and conversion optimization for Colorado businesses, reported in leads and revenue rather than clicks. Plans from $1,500/month.",
      keywords: [
        "digital marketing agency Denver",
        "PPC management Colorado",
        "Google Ads agency Denver",
        "paid social advertising",
        "conversion rate optimization",
        "marketing analytics Colorado",
      ],
    },
    industry: "Home services, healthcare, B2B and multi-location retail",
    icon: "megaphone",
    image: "/images/services/digital-marketing.svg",
    hero: {
      eyebrow: "Digital Marketing",
      headline: "Marketing you can measure in booked jobs, not impressions",
      intro:
        "We plan, run and report on paid search, paid social and email campaigns for Colorado companies that want to know exactly which dollars turned into phone calls, form fills and sales.",
      primaryCta: "Get a Marketing Plan",
    },
    intro: {
      heading: "Fewer channels, done properly",
      paragraphs: [
        "A lot of marketing budgets leak through channels that were turned on years ago and never reviewed: a Google Ads account bidding on your own brand name, a Facebook campaign aimed at the whole state, a newsletter nobody opens. Before we spend anything new, we audit what is already running and shut off what isn't paying for itself.",
        "From there we build a channel plan around how your customers actually buy. A Denver plumbing company needs call-only search ads that run at 6 a.m.; a Boulder software company needs LinkedIn retargeting and a nurture sequence that lasts ninety days. Every campaign is tied to call tracking and CRM data so the monthly report shows cost per lead and cost per customer.",
      ],
    },
    features: [
      {
        title: "Search & paid social",
        description:
          "Google Ads, Microsoft Ads, Meta and LinkedIn campaigns with tight geographic targeting, negative keyword lists and landing pages written for each ad group.",
        icon: "target",
      },
      {
        title: "Conversion optimization",
        description:
          "Heatmaps, form analytics and A/B tests that lift the share of visitors who call or inquire, so every advertising dollar works harder.",
        icon: "trending-up",
      },
      {
        title: "Honest reporting",
        description:
          "A live dashboard plus a monthly call that covers spend, leads, cost per acquisition and what we're changing next month, in plain English.",
        icon: "chart",
      },
    ],
    included: {
      heading: "What's included in a marketing retainer",
      items: [
        "Account audit and 90-day channel plan",
        "Google Ads and Microsoft Ads management",
        "Meta, Instagram and LinkedIn ad campaigns",
        "Landing page copy and A/B testing",
        "Call tracking, GA4 and CRM conversion setup",
        "Monthly performance report and strategy call",
      ],
    },
    successStories: [
      {
        title: "Front Range Comfort Heating & Air",
        industry: "Home services",
        image: "/images/stories/story-04.svg",
        description:
          "We rebuilt a Westminster HVAC contractor's Google Ads around service-area zip codes and emergency call extensions. Cost per booked job fell 41% and furnace-season call volume nearly doubled.",
      },
      {
        title: "Mile High Motion Physical Therapy",
        industry: "Healthcare",
        image: "/images/stories/story-05.svg",
        description:
          "A three-clinic PT practice moved its budget from broad Facebook ads to search and a referral-partner email program. New evaluations rose 63% while monthly ad spend stayed flat.",
      },
      {
        title: "Trailhead Analytics",
        industry: "B2B SaaS",
        image: "/images/stories/story-06.svg",
        description:
          "For a Boulder reporting platform we paired LinkedIn account targeting with a webinar series and lead scoring. Sales-qualified pipeline grew 3.2x in two quarters.",
      },
    ],
    closingCta: {
      heading: "Find out where your budget is leaking",
      text: "Send us read-only access to your ad accounts and we'll come back with a free audit: what to keep, what to pause and what we'd test first.",
      button: "Request a Free Audit",
    },
  },
  {
    slug: "video-photography",
    name: "Video & Photography",
    seo: {
      title: `Video & Photography in Denver | ${site.name}`,
      description:
        "Commercial photography and short-form video for Colorado brands: product, team, real estate and event coverage, edited and delivered for web and social.",
      keywords: [
        "commercial photographer Denver",
        "product photography Colorado",
        "corporate headshots Denver",
        "brand video Colorado",
        "event photography Denver",
      ],
    },
    industry: "Retail, hospitality, real estate and professional services",
    icon: "camera",
    image: "/images/services/video-photography.svg",
    hero: {
      eyebrow: "Video & Photography",
      headline: "Real photos of your real business, made to sell",
      intro:
        "Stock photos of strangers shaking hands do not win customers. We photograph and film your people, products and places across Colorado, then deliver edits sized for your website, ads and social channels.",
      primaryCta: "Book a Shoot",
    },
    intro: {
      heading: "Visuals that look like you on your best day",
      paragraphs: [
        "Colorado light is a gift and a challenge: hard midday sun at altitude, quick afternoon storms in summer and early winter sunsets. We schedule shoots around it, scout locations in advance and bring the lighting we need so your team photos in a Cherry Creek office look as good as product shots on a Boulder patio.",
        "Every shoot starts with a shot list tied to where the images will be used. That means wide banners for your homepage, vertical clips for Reels and TikTok, square crops for ads and clean cut-outs for your online store. You get organized, color-graded files with usage rights included, not a hard drive full of raw footage.",
      ],
    },
    features: [
      {
        title: "Product & e-commerce",
        description:
          "Studio and lifestyle product photography with consistent lighting and backgrounds, ready for Shopify, Amazon and wholesale catalogs.",
        icon: "camera",
      },
      {
        title: "Team & workplace",
        description:
          "Headshots, team portraits and behind-the-scenes coverage that show prospective clients and recruits who they'll actually be working with.",
        icon: "users",
      },
      {
        title: "Short-form video",
        description:
          "Fifteen- to ninety-second clips for social media and ads, shot vertically and horizontally in the same session to stretch your budget.",
        icon: "video",
      },
    ],
    included: {
      heading: "What's included in a photo and video day",
      items: [
        "Pre-production call, shot list and location scouting",
        "Photographer and videographer on site for up to eight hours",
        "Lighting, audio and stabilization equipment",
        "Color grading and retouching of selected images",
        "Vertical, square and widescreen exports",
        "Commercial usage license for web, print and ads",
      ],
    },
    closingCta: {
      heading: "Put your business in the picture",
      text: "Tell us what you need to show and where it will run. We'll suggest a shoot plan and a fixed quote, usually within two business days.",
      button: "Plan My Shoot",
    },
  },
  {
    slug: "web-applications",
    name: "Web Applications",
    seo: {
      title: `Custom Web Application Development | ${site.name}`,
      description:
        "Custom web applications, client portals and internal tools built in Denver. We replace spreadsheets and disconnected software with secure apps your team uses.",
      keywords: [
        "custom web application development",
        "web app developers Denver",
        "client portal development",
        "internal business tools",
        "SaaS development Colorado",
        "Next.js development agency",
      ],
    },
    industry: "Logistics, healthcare, construction and SaaS",
    icon: "code",
    image: "/images/services/web-applications.svg",
    hero: {
      eyebrow: "Custom Web Applications",
      headline: "Software shaped around how your business actually runs",
      intro:
        "When off-the-shelf tools force your team into workarounds, we design and build web applications, portals and dashboards that fit your process, connect to your existing systems and grow with you.",
      primaryCta: "Scope My Application",
    },
    intro: {
      heading: "From spreadsheet chaos to one source of truth",
      paragraphs: [
        "Many of the apps we build start life as a shared spreadsheet that has become mission-critical: quotes tracked in one file, schedules in another, invoices in QuickBooks and the real status of every job in a project manager's head. It works until someone leaves, a formula breaks or a customer asks a question nobody can answer quickly.",
        "We begin with a paid discovery sprint where we map the workflow, interview the people who will use the system and prototype the key screens. You see clickable designs in week two and working software every two weeks after that, deployed on modern, well-supported infrastructure that you own outright.",
      ],
    },
    features: [
      {
        title: "Portals & dashboards",
        description:
          "Customer portals, partner extranets and management dashboards with role-based access, audit trails and the reports your leadership team keeps asking for.",
        icon: "layers",
      },
      {
        title: "Integrations that hold",
        description:
          "Connections to QuickBooks, Salesforce, HubSpot, Stripe, ServiceTitan and industry APIs, built with retries and monitoring so data stays in sync.",
        icon: "zap",
      },
      {
        title: "Secure by default",
        description:
          "Single sign-on, encrypted data, automated backups and dependency updates, plus HIPAA-aware architecture for health-care clients.",
        icon: "shield",
      },
    ],
    included: {
      heading: "What's included in a web application build",
      items: [
        "Discovery sprint with workflow mapping and user interviews",
        "UX wireframes and clickable prototype",
        "Front-end and back-end development in two-week sprints",
        "Third-party integrations and data migration",
        "Automated testing, staging environment and launch plan",
        "Hosting setup, documentation and 90 days of post-launch support",
      ],
    },
    successStories: [
      {
        title: "Platte River Freight dispatch portal",
        industry: "Logistics",
        image: "/images/stories/story-07.svg",
        description:
          "A Commerce City freight broker replaced phone-and-spreadsheet dispatch with a carrier portal and live load board. Dispatchers now handle 35% more loads per shift, and carriers get paid four days sooner.",
      },
      {
        title: "Clearview Clinics patient intake",
        industry: "Healthcare",
        image: "/images/stories/story-08.svg",
        description:
          "We built a HIPAA-aware online intake and consent app for an urgent-care group in Aurora and Parker. Front-desk check-in time dropped from twelve minutes to under four.",
      },
      {
        title: "Keystone Build estimating tool",
        industry: "Construction",
        image: "/images/stories/story-09.svg",
        description:
          "A commercial contractor in Englewood moved estimating from a 40-tab workbook to a web app with a shared materials library. Bid turnaround went from nine days to three.",
      },
    ],
    closingCta: {
      heading: "Have a process that deserves better software?",
      text: "Walk us through the workflow that's slowing you down. We'll tell you honestly whether to build, buy or configure, and what each option would cost.",
      button: "Book a Discovery Call",
    },
  },
  {
    slug: "web-development",
    name: "Web Development",
    seo: {
      title: `Website Design & Development Denver | ${site.name}`,
      description:
        "Fast, accessible, search-friendly websites for Colorado businesses, designed in Denver, built on modern frameworks and easy for your team to update.",
      keywords: [
        "web design Denver",
        "website development Colorado",
        "small business website Denver",
        "WordPress alternative",
        "accessible website design",
        "website redesign Colorado",
      ],
    },
    industry: "Small businesses, professional services, nonprofits and e-commerce",
    icon: "globe",
    image: "/images/services/web-development.svg",
    hero: {
      eyebrow: "Web Development",
      headline: "Websites that load fast, rank well and turn visits into calls",
      intro:
        "Your website is usually the first conversation a customer has with your business. We design and build sites that answer their questions quickly, look sharp on a phone and make it obvious how to get in touch.",
      primaryCta: "Plan My New Website",
    },
    intro: {
      heading: "A website your team can actually keep current",
      paragraphs: [
        "The typical site we replace is five or six years old, built on a theme stacked with plugins, slow on mobile and so fragile that nobody wants to touch it. Hours are out of date, the staff page lists people who left in 2021 and the contact form quietly stopped sending emails months ago.",
        "We rebuild with a clear content structure, a modern framework and an editing experience simple enough for your office manager. Every site ships with Core Web Vitals in the green, WCAG 2.2 AA accessibility checks, clean redirects from your old URLs and analytics that show which pages produce inquiries.",
      ],
    },
    features: [
      {
        title: "Performance first",
        description:
          "Optimized images, minimal scripts and edge hosting, so pages load in under two seconds even on a patchy mountain cell signal.",
        icon: "zap",
      },
      {
        title: "Search-ready structure",
        description:
          "Clean URLs, schema markup, location pages and metadata planned from the sitemap up, with 301 redirects that protect the rankings you already have.",
        icon: "search",
      },
      {
        title: "Accessible for everyone",
        description:
          "Semantic markup, keyboard navigation, sufficient color contrast and screen-reader testing to meet WCAG 2.2 AA and reduce legal risk.",
        icon: "check",
      },
    ],
    included: {
      heading: "What's included in a website project",
      items: [
        "Sitemap, content plan and wireframes",
        "Custom design for desktop, tablet and mobile",
        "Development with an easy-to-use content editor",
        "On-page SEO setup and redirect mapping",
        "Accessibility and cross-browser testing",
        "Training session and 60 days of launch support",
      ],
    },
    closingCta: {
      heading: "Let's build a site you're proud to send people to",
      text: "Share your current site and what frustrates you about it. We'll send back a short teardown and a recommended scope, free of charge.",
      button: "Get a Website Teardown",
    },
  },
  {
    slug: "ai-solutions",
    name: "AI Solutions",
    seo: {
      title: `AI Solutions for Colorado Businesses | ${site.name}`,
      description:
        "AI voice agents, workflow automation and private business assistants for Colorado companies, built with guardrails, privacy controls and measurable ROI.",
      keywords: [
        "AI solutions Colorado",
        "AI voice agent for business",
        "business process automation Denver",
        "AI consulting Colorado",
        "custom AI assistant",
        "Colorado AI Act compliance",
      ],
    },
    industry: "Home services, healthcare, legal, finance and professional services",
    icon: "bot",
    image: "/images/services/ai-solutions.svg",
    heroVideo: { src: "/media/ai.mp4", poster: "/media/ai-poster.webp" },
    hero: {
      eyebrow: "AI Solutions",
      headline: "Practical AI that answers the phone and clears the backlog",
      intro:
        "We build AI voice agents, document automation and internal assistants for Colorado businesses, starting with one costly, repetitive task and proving the return before expanding.",
      primaryCta: "Find My First AI Win",
    },
    intro: {
      heading: "Start small, measure everything, then scale",
      paragraphs: [
        "Most companies don't need an AI strategy deck. They need the phone answered after 5 p.m., intake forms read and filed without retyping, and a way for staff to find the right answer in a 300-page policy manual. Those are narrow, measurable problems, and they're where we start.",
        "Each project begins with a two-week pilot on real data, with clear success metrics agreed up front: calls handled, hours saved, errors caught. We choose the model and hosting to match your privacy needs, keep humans in the loop for anything consequential and document how the system makes decisions.",
      ],
    },
    features: [
      {
        title: "Voice agents",
        description:
          "AI receptionists that answer calls 24/7, book appointments into your calendar, qualify leads and hand off to a person when a caller needs one.",
        icon: "phone",
      },
      {
        title: "Workflow automation",
        description:
          "Document extraction, email triage and CRM updates that remove hours of copy-and-paste work every week, with every action logged.",
        icon: "zap",
      },
      {
        title: "Responsible by design",
        description:
          "Data-handling reviews, human approval steps, bias testing and documentation that prepares you for Colorado's AI Act and your own clients' audits.",
        icon: "shield",
      },
    ],
    included: {
      heading: "What's included in an AI engagement",
      items: [
        "Opportunity workshop and ROI estimate",
        "Two-week pilot on your own data",
        "Model selection, prompt design and guardrails",
        "Integration with phone, CRM, calendar and document systems",
        "Staff training and escalation playbook",
        "Monthly monitoring, accuracy review and tuning",
      ],
    },
    aiSolutions: {
      columns: [
        {
          title: "AI Voice & Automation",
          items: [
            "24/7 AI receptionist and call answering",
            "Appointment booking and reminders",
            "Lead qualification and call routing",
            "Outbound follow-up and review requests",
            "Email and ticket triage",
          ],
        },
        {
          title: "Business AI Services",
          items: [
            "Private knowledge-base assistants for staff",
            "Document and invoice data extraction",
            "Proposal and report drafting",
            "Sales forecasting and demand planning",
            "Custom GPT-style tools on your own data",
          ],
        },
        {
          title: "Compliance & Insights",
          items: [
            "AI risk and data-handling assessments",
            "Colorado AI Act readiness reviews",
            "Bias and accuracy testing",
            "Usage dashboards and audit logs",
            "Staff AI usage policies",
          ],
        },
      ],
      cities: [
        {
          city: "Denver",
          focus:
            "Voice agents and intake automation for health-care practices, law firms and home-service companies that field hundreds of calls a week.",
        },
        {
          city: "Boulder",
          focus:
            "AI features inside SaaS products and research tools, plus internal assistants for natural-products and outdoor-industry teams.",
        },
        {
          city: "Colorado Springs",
          focus:
            "Secure document processing and knowledge tools for defense contractors, cybersecurity firms and nonprofits around the Olympic movement.",
        },
        {
          city: "Fort Collins",
          focus:
            "Forecasting and operations automation for craft breweries, agricultural businesses and manufacturers along the northern Front Range.",
        },
      ],
    },
    successStories: [
      {
        title: "Peak Plumbing & Drain voice agent",
        industry: "Home services",
        image: "/images/stories/story-10.svg",
        description:
          "An AI receptionist now answers every after-hours call for a Littleton plumbing company, books emergency visits and texts the on-call tech. Missed calls fell from 31% to under 3%.",
      },
      {
        title: "Cortez & Whitaker intake automation",
        industry: "Legal services",
        image: "/images/stories/story-11.svg",
        description:
          "A Denver personal-injury firm uses AI to extract dates, providers and costs from medical records into its case system, saving paralegals about 22 hours a week.",
      },
      {
        title: "Red Rocks Outfitters demand forecasting",
        industry: "Outdoor retail",
        image: "/images/stories/story-12.svg",
        description:
          "A five-store outdoor retailer combined sales history, snowpack and weather forecasts to plan inventory. End-of-season markdowns dropped 18% in the first winter.",
      },
    ],
    closingCta: {
      heading: "Which task would you hand to AI tomorrow?",
      text: "Book a 30-minute call and bring your most repetitive, time-consuming process. We'll tell you whether AI can handle it today, and what a pilot would cost.",
      button: "Book an AI Consultation",
    },
  },
  {
    slug: "drone-videography",
    name: "Drone Videography",
    seo: {
      title: `Drone Videography in Colorado | ${site.name}`,
      description:
        "FAA Part 107 certified drone video and aerial photography across Colorado for real estate, construction progress, resorts, events and tourism marketing.",
      keywords: [
        "drone videography Colorado",
        "aerial photography Denver",
        "FAA Part 107 drone pilot",
        "real estate drone video",
        "construction progress drone",
        "mountain resort aerial video",
      ],
    },
    industry: "Real estate, construction, resorts and tourism",
    icon: "plane",
    image: "/images/services/drone-videography.svg",
    hero: {
      eyebrow: "Drone Videography",
      headline: "Aerial footage that shows the full scale of what you do",
      intro:
        "From new subdivisions along E-470 to ski-in lodges above 10,000 feet, our licensed pilots capture smooth, cinematic aerial video and stills that ground-level cameras can't match.",
      primaryCta: "Request a Drone Shoot",
    },
    intro: {
      heading: "Licensed, insured and prepared for Colorado airspace",
      paragraphs: [
        "Flying in Colorado takes more planning than most people expect. Much of the metro area sits under controlled airspace around Denver International, Centennial and Rocky Mountain Metropolitan airports, wildfire restrictions pop up in summer, and thin air at altitude shortens battery life and changes how a drone handles in wind.",
        "Our pilots hold FAA Part 107 certificates, request LAANC or waiver authorizations where needed and carry liability insurance for every flight. We check temporary flight restrictions, plan around afternoon thunderstorms and bring spare batteries and backup aircraft, so the shoot happens on the day you booked.",
      ],
    },
    features: [
      {
        title: "Real estate & development",
        description:
          "Property flyovers, neighborhood context shots and lot-line overlays that help listings and new communities sell faster.",
        icon: "building",
      },
      {
        title: "Construction progress",
        description:
          "Repeatable monthly flights from identical waypoints, producing time-lapse reels and orthomosaic maps for owners, lenders and investors.",
        icon: "clock",
      },
      {
        title: "Tourism & events",
        description:
          "Sweeping mountain, trail and venue footage for resorts, guest ranches, festivals and races, with 4K and vertical deliverables.",
        icon: "map-pin",
      },
    ],
    included: {
      heading: "What's included in a drone shoot",
      items: [
        "Airspace check, LAANC authorization and flight plan",
        "FAA Part 107 certified pilot and visual observer",
        "4K video and high-resolution aerial stills",
        "Color-graded highlight edit with licensed music",
        "Vertical cut for Instagram, TikTok and YouTube Shorts",
        "Liability insurance certificate on request",
      ],
    },
    closingCta: {
      heading: "Let's get your project off the ground",
      text: "Send us the address or coordinates and a rough date. We'll confirm the airspace, recommend the best time of day for light and send a fixed quote.",
      button: "Check My Location",
    },
  },
  {
    slug: "video-production",
    name: "Video Production",
    seo: {
      title: `Video Production Company Denver | ${site.name}`,
      description:
        "Full-service video production in Denver: brand films, commercials, customer testimonials and training videos, from script and casting to final edit.",
      keywords: [
        "video production Denver",
        "corporate video Colorado",
        "commercial video production",
        "testimonial videos",
        "brand film Denver",
        "training video production",
      ],
    },
    industry: "Corporate, healthcare, nonprofit and consumer brands",
    icon: "video",
    image: "/images/services/video-production.svg",
    hero: {
      eyebrow: "Video Production",
      headline: "Stories on screen that people watch to the end",
      intro:
        "We write, shoot and edit brand films, commercials, customer stories and training videos for Colorado organizations, with a small crew that keeps budgets sensible and sets relaxed.",
      primaryCta: "Start Your Video",
    },
    intro: {
      heading: "The script matters more than the camera",
      paragraphs: [
        "Great-looking video is easy to find. Video that makes a viewer feel something, remember your name and take the next step is much rarer, and it almost always comes down to the idea and the script. That's why every production starts with a creative brief and a written treatment you approve before anyone books a location.",
        "On shoot day we keep crews lean: a director, a camera operator, sound and a producer who keeps everything on schedule. We're comfortable filming nervous first-timers, surgeons between procedures and busy warehouse floors, and we know the Denver locations, permit offices and crew that make a shoot run smoothly.",
      ],
    },
    features: [
      {
        title: "Brand films & commercials",
        description:
          "Sixty- to ninety-second brand stories and fifteen- or thirty-second spots for streaming TV, YouTube pre-roll and your website homepage.",
        icon: "video",
      },
      {
        title: "Customer testimonials",
        description:
          "Interview-led stories where your clients explain the problem you solved in their own words, the most persuasive content a sales team can share.",
        icon: "star",
      },
      {
        title: "Training & internal video",
        description:
          "Onboarding, safety and product-training series that reduce repeated questions and keep crews across several sites consistent.",
        icon: "users",
      },
    ],
    included: {
      heading: "What's included in a video production",
      items: [
        "Creative brief, concept and script",
        "Casting, location scouting and permits",
        "Director, crew, cinema cameras, lighting and audio",
        "Editing, color grading and sound mixing",
        "Motion graphics, captions and licensed music",
        "Cut-downs for social media and paid ads",
      ],
    },
    closingCta: {
      heading: "Have a story worth telling?",
      text: "Tell us who needs to see it and what they should do afterwards. We'll send back a concept, a production schedule and a transparent budget.",
      button: "Pitch Us Your Idea",
    },
  },
  {
    slug: "social-media",
    name: "Social Media",
    seo: {
      title: `Social Media Management Colorado | ${site.name}`,
      description:
        "Social media strategy, content creation, community management and paid social for Colorado brands on Instagram, TikTok, Facebook and LinkedIn.",
      keywords: [
        "social media management Colorado",
        "social media agency Denver",
        "Instagram marketing Colorado",
        "TikTok content creation",
        "community management",
        "paid social advertising",
      ],
    },
    industry: "Restaurants, breweries, outdoor brands, retail and hospitality",
    icon: "share",
    image: "/images/services/social-media.svg",
    hero: {
      eyebrow: "Social Media",
      headline: "Social content that feels local, not manufactured",
      intro:
        "We plan, create and post content that sounds like your team, reply to your community and run paid social that reaches the right people in the right part of Colorado at the right time of year.",
      primaryCta: "Grow My Social Presence",
    },
    intro: {
      heading: "Consistency beats virality",
      paragraphs: [
        "Most businesses post in bursts: a flurry of content around a launch, then silence for six weeks because everyone got busy. Algorithms and audiences both reward steady, recognizable posting, which is exactly what is hardest to maintain while also running a business.",
        "We take that load off your plate with a monthly content calendar built around your seasons, whether that's ski season, patio season, back-to-school or year-end giving. We shoot on site regularly so your feed shows real people and places, and we reply to comments and messages during business hours so no customer question sits unanswered.",
      ],
    },
    features: [
      {
        title: "Content creation",
        description:
          "Photos, Reels, TikToks, carousels and captions produced monthly, with on-site content days so your feed shows your real team and space.",
        icon: "camera",
      },
      {
        title: "Community management",
        description:
          "Daily monitoring, comment replies, DM triage and review responses that protect your reputation and turn followers into customers.",
        icon: "users",
      },
      {
        title: "Paid social",
        description:
          "Meta and TikTok ad campaigns targeted by zip code, interest and season, with creative tested weekly and results tied to sales.",
        icon: "target",
      },
    ],
    included: {
      heading: "What's included in social media management",
      items: [
        "Channel audit and social strategy",
        "Monthly content calendar for your approval",
        "Content production, editing and copywriting",
        "Scheduling and posting across up to four platforms",
        "Community management and review responses",
        "Monthly analytics report with recommendations",
      ],
    },
    closingCta: {
      heading: "Let's make your feed worth following",
      text: "Send us your handles and we'll return a quick audit with three things that would make the biggest difference in the next 30 days.",
      button: "Get a Social Audit",
    },
  },
  {
    slug: "seo-content",
    name: "SEO & Content",
    seo: {
      title: `SEO & Content Marketing Colorado | ${site.name}`,
      description:
        "Technical SEO, local search, Google Business Profile optimization and expert content for Colorado businesses that want more customers from organic search.",
      keywords: [
        "SEO company Denver",
        "local SEO Colorado",
        "content marketing agency",
        "Google Business Profile optimization",
        "technical SEO audit",
        "blog writing services",
        "AI search optimization",
      ],
    },
    industry: "Local services, healthcare, legal, B2B and e-commerce",
    icon: "search",
    image: "/images/services/seo-content.svg",
    hero: {
      eyebrow: "SEO & Content",
      headline: "Be the answer when Colorado searches for what you sell",
      intro:
        "We fix the technical issues holding your site back, strengthen your local listings and publish genuinely useful content, so you show up in Google, in the map pack and in AI-generated answers.",
      primaryCta: "Get My SEO Audit",
    },
    intro: {
      heading: "Rankings follow usefulness",
      paragraphs: [
        "Search has changed. Google increasingly answers questions directly, AI assistants summarize the web, and thin pages written for keywords rather than people have lost ground. What still works is a fast, well-structured site, consistent local listings and content that shows real expertise about your field and your area.",
        "We start with a technical audit and a keyword map based on what your customers actually type, including the neighborhood and suburb searches that matter for local businesses. Then we publish on a steady schedule: service pages, guides and FAQs written with your team's knowledge, reviewed for accuracy and interlinked so each new page lifts the others.",
      ],
    },
    features: [
      {
        title: "Technical SEO",
        description:
          "Crawl errors, site speed, indexing, schema markup and internal linking fixed at the source, with before-and-after tracking.",
        icon: "code",
      },
      {
        title: "Local search",
        description:
          "Google Business Profile optimization, citation clean-up, review strategy and location pages that win the map pack in your service area.",
        icon: "map-pin",
      },
      {
        title: "Expert content",
        description:
          "Articles, guides and landing pages written from interviews with your team, so every piece shows first-hand experience Google and readers trust.",
        icon: "pen",
      },
    ],
    included: {
      heading: "What's included in an SEO and content program",
      items: [
        "Technical SEO audit and prioritized fix list",
        "Keyword research and content map",
        "Google Business Profile and citation management",
        "Two to eight new pages or articles per month",
        "Link earning through local partnerships and PR",
        "Monthly ranking, traffic and lead report",
      ],
    },
    closingCta: {
      heading: "See where you stand in search today",
      text: "We'll run a free audit of your site and local listings, compare you with your top three competitors and show you the quickest wins.",
      button: "Request My SEO Audit",
    },
  },
  {
    slug: "mobile-apps",
    name: "Mobile Apps",
    seo: {
      title: `Mobile App Development Denver | ${site.name}`,
      description:
        "iOS and Android app development for Colorado companies: customer apps, field-service tools and companion apps, from product strategy to App Store launch.",
      keywords: [
        "mobile app development Denver",
        "iOS app developers Colorado",
        "Android app development",
        "React Native agency",
        "field service app",
        "app design Colorado",
      ],
    },
    industry: "Field services, healthcare, fitness, hospitality and startups",
    icon: "smartphone",
    image: "/images/services/mobile-apps.svg",
    hero: {
      eyebrow: "Mobile Apps",
      headline: "Apps people keep on their home screen",
      intro:
        "We design and build iOS and Android apps for customers and crews, from loyalty and booking apps to offline-ready field tools for technicians working far from a cell tower.",
      primaryCta: "Discuss My App Idea",
    },
    intro: {
      heading: "Validate first, then build what people will use",
      paragraphs: [
        "Plenty of apps get built, downloaded once and deleted. Before writing production code we test the idea: who needs it, how often they'd open it and whether a mobile-friendly web app would do the job for a fraction of the cost. Sometimes our honest recommendation is not to build a native app at all.",
        "When an app is the right call, we build it cross-platform so one codebase serves both iPhone and Android, with native modules where performance or hardware access demands it. We handle App Store and Google Play submission, crash reporting and analytics, and we plan for the reality of Colorado field work: offline mode, spotty coverage and gloves-on interfaces.",
      ],
    },
    features: [
      {
        title: "Customer apps",
        description:
          "Booking, ordering, loyalty and account apps with push notifications and payments that bring customers back more often.",
        icon: "smartphone",
      },
      {
        title: "Field & workforce apps",
        description:
          "Offline-first apps for inspections, job checklists, photos and signatures that sync when technicians get back into coverage.",
        icon: "map-pin",
      },
      {
        title: "Launch & growth",
        description:
          "App Store optimization, onboarding flows, analytics and release management to turn downloads into daily active users.",
        icon: "rocket",
      },
    ],
    included: {
      heading: "What's included in a mobile app project",
      items: [
        "Product discovery and feature prioritization",
        "UX design and interactive prototype",
        "Cross-platform iOS and Android development",
        "API and back-end development or integration",
        "App Store and Google Play submission",
        "Crash monitoring, analytics and maintenance plan",
      ],
    },
    closingCta: {
      heading: "Got an app idea? Let's pressure-test it",
      text: "Book a free working session. We'll map the core user journey, estimate cost and timeline and tell you whether native, cross-platform or web makes the most sense.",
      button: "Book an App Workshop",
    },
  },
];

export const getServicePage = (slug: string) => servicePages.find((p) => p.slug === slug);

/**
 * The 40 hero headlines, rotated every 75 minutes (SPEC §4), each with the page's head. metaTitle: unique,
 * at most 60 characters, ending " | <agency>"; metaDescription: 120-160 characters.
 */

import { site } from "./site";

export type Headline = {
  primary: string;
  secondary: string;
  metaTitle: string;
  metaDescription: string;
};

export const headlines: Headline[] = [
  {
    primary: "Web Apps Built to Scale",
    secondary: "Custom web applications engineered in Denver for teams that have outgrown spreadsheets and patchwork tools.",
    metaTitle: `Custom Web App Development in Denver | ${site.name}`,
    metaDescription: `${site.name} designs and builds custom web applications for Colorado companies, from customer portals to internal dashboards, on modern, secure stacks.`,
  },
  {
    primary: "Put AI to Work Today",
    secondary: "Practical AI automations that answer calls, qualify leads and draft reports while your team sleeps.",
    metaTitle: `AI Solutions for Colorado Businesses | ${site.name}`,
    metaDescription:
      "Deploy practical AI for your Colorado business: voice agents, document automation and custom assistants that save hours every week and pay back fast.",
  },
  {
    primary: "Marketing That Actually Converts",
    secondary: "Data-driven campaigns across search, social and email, tuned weekly for leads and revenue.",
    metaTitle: `Digital Marketing Agency in Denver, CO | ${site.name}`,
    metaDescription:
      "Search, social and email campaigns from a Denver digital marketing agency that reports on leads and revenue, not impressions. Get a free audit today.",
  },
  {
    primary: "Healthcare Digital Done Right",
    secondary: "HIPAA-aware websites, patient portals and scheduling tools for Front Range clinics and health systems.",
    metaTitle: `Healthcare Web & Patient Portal Design | ${site.name}`,
    metaDescription:
      "Patient portals, online scheduling and HIPAA-conscious websites for Colorado clinics, dental groups and specialty practices that want fewer phone calls.",
  },
  {
    primary: "Fintech Products Clients Trust",
    secondary: "Secure, compliant web and mobile experiences for Colorado credit unions, lenders and fintech startups.",
    metaTitle: `Fintech App Design & Development | ${site.name}`,
    metaDescription:
      "Fintech dashboards, loan applications and onboarding flows built with bank-grade security and SOC 2-ready practices, designed and engineered in Denver.",
  },
  {
    primary: "Run Your Law Firm Smarter",
    secondary: "Practice management portals that track matters, deadlines and billable hours in one secure place.",
    metaTitle: `Legal Practice Management Software | ${site.name}`,
    metaDescription:
      "Custom practice management tools for Colorado law firms: matter tracking, client intake, document automation and billing that fit how your firm works.",
  },
  {
    primary: "Win More Construction Bids",
    secondary: "Lead generation systems that fill your pipeline with qualified commercial and residential projects.",
    metaTitle: `Construction Lead Generation Colorado | ${site.name}`,
    metaDescription:
      "Targeted search ads, landing pages and follow-up automation that bring Colorado contractors qualified residential and commercial project leads every week.",
  },
  {
    primary: "Online Stores That Sell",
    secondary: "Fast, conversion-focused e-commerce for Colorado makers, outfitters and retailers shipping nationwide.",
    metaTitle: `E-commerce Website Development Colorado | ${site.name}`,
    metaDescription:
      "Shopify and headless e-commerce builds for Colorado brands, with fast product pages, smart merchandising and checkout flows tested to lift conversions.",
  },
  {
    primary: "Know What Drives Growth",
    secondary: "Analytics dashboards that connect ad spend, website traffic and sales into one clear picture.",
    metaTitle: `Marketing Analytics & Dashboards Denver | ${site.name}`,
    metaDescription:
      "We connect GA4, your CRM and ad platforms into live dashboards that show Colorado leaders exactly which channels produce revenue and which ones waste it.",
  },
  {
    primary: "Launch Your Startup Faster",
    secondary: "From brand to working MVP in weeks, built for Boulder and Denver founders chasing traction.",
    metaTitle: `Startup MVP Development Boulder & Denver | ${site.name}`,
    metaDescription:
      "We help Boulder and Denver founders ship a brand, website and MVP in weeks, with lean sprints, clear budgets and code that keeps scaling past the seed round.",
  },
  {
    primary: "Supply Chains Without Blind Spots",
    secondary: "Real-time tracking portals and inventory tools for Front Range distributors, manufacturers and 3PLs.",
    metaTitle: `Supply Chain Software Development | ${site.name}`,
    metaDescription:
      "Custom supply chain software for Colorado distributors and manufacturers: shipment tracking, inventory visibility and vendor portals that cut manual work.",
  },
  {
    primary: "Quality Control, Automated",
    secondary: "AI-assisted inspection and reporting tools that catch defects before they reach your customers.",
    metaTitle: `AI Quality Control Solutions | ${site.name}`,
    metaDescription:
      "Computer vision and digital checklists that help Colorado manufacturers and aerospace suppliers catch defects early, document audits and reduce rework.",
  },
  {
    primary: "Price With Confidence",
    secondary: "Dynamic pricing tools and instant quote calculators that protect your margins and close deals faster.",
    metaTitle: `Pricing Tools & Quote Calculators | ${site.name}`,
    metaDescription:
      "Interactive quote calculators and AI pricing models that give Colorado buyers instant estimates and give your sales team protected margins on every deal.",
  },
  {
    primary: "Brands Born in the Rockies",
    secondary: "Strategy-led logos, visual identities and brand guidelines for Colorado companies ready to stand out.",
    metaTitle: `Branding Agency in Denver, Colorado | ${site.name}`,
    metaDescription:
      "Brand strategy, logo design and complete visual identity systems from a Denver branding studio that has helped over 150 Colorado businesses look their best.",
  },
  {
    primary: "Websites That Work Hard",
    secondary: "Fast, accessible, search-ready websites that turn Front Range visitors into booked calls and sales.",
    metaTitle: `Website Design & Development Denver | ${site.name}`,
    metaDescription:
      "Custom website design and development in Denver: fast Next.js builds, accessible layouts and SEO foundations that turn local visitors into paying customers.",
  },
  {
    primary: "Stories Worth Watching",
    secondary: "Brand films, product videos and customer stories shot on location from Denver to Durango.",
    metaTitle: `Video Production Company in Denver | ${site.name}`,
    metaDescription:
      "Full-service video production from our Denver studio: brand films, commercials, testimonials and social cuts, scripted, shot and edited by one local team.",
  },
  {
    primary: "See Colorado From Above",
    secondary: "FAA Part 107 certified drone crews capturing job sites, resorts and real estate in stunning 4K.",
    metaTitle: `Drone Videography Services Colorado | ${site.name}`,
    metaDescription:
      "Licensed FAA Part 107 drone pilots filming construction progress, real estate, ski resorts and events across Colorado in cinematic 4K and 5.1K footage.",
  },
  {
    primary: "Social That Builds Community",
    secondary: "Content calendars, short-form video and community management that keep Colorado audiences engaged.",
    metaTitle: `Social Media Management Colorado | ${site.name}`,
    metaDescription:
      "Social media strategy, content creation and community management for Colorado brands on Instagram, TikTok, LinkedIn and Facebook, with monthly reporting.",
  },
  {
    primary: "Get Found on Page One",
    secondary: "Technical SEO, local search and expert content that earn rankings your competitors cannot buy.",
    metaTitle: `SEO & Content Marketing Agency Denver | ${site.name}`,
    metaDescription:
      "Technical SEO, Google Business Profile optimization and expert-written content that move Denver and Colorado businesses onto page one and keep them there.",
  },
  {
    primary: "Apps Your Customers Love",
    secondary: "Native-quality iOS and Android apps designed, built and launched by one Denver team.",
    metaTitle: `iOS & Android App Development Denver | ${site.name}`,
    metaDescription:
      "Cross-platform iOS and Android app development in Denver, from UX research and design to App Store launch, analytics and ongoing feature releases.",
  },
  {
    primary: "Never Miss Another Call",
    secondary: "AI voice agents that answer, qualify and book appointments around the clock in a natural voice.",
    metaTitle: `AI Voice Agents for Colorado Businesses | ${site.name}`,
    metaDescription:
      "Our AI voice agents answer every call, qualify callers and book appointments into your calendar 24/7, so Colorado service businesses stop losing leads.",
  },
  {
    primary: "Fill Every Appointment Slot",
    secondary: "Healthcare marketing that brings new patients to Front Range practices while respecting patient privacy.",
    metaTitle: `Healthcare Marketing Agency Colorado | ${site.name}`,
    metaDescription:
      "Privacy-conscious healthcare marketing for Colorado practices: local SEO, review management and paid search that brings in new patients month after month.",
  },
  {
    primary: "Modern Banking, Local Roots",
    secondary: "Digital banking experiences that help community lenders compete with national fintech apps.",
    metaTitle: `Credit Union Digital Experience Design | ${site.name}`,
    metaDescription:
      "Account opening flows, member portals and mobile banking UX for Colorado credit unions and community banks that want to compete with national fintech apps.",
  },
  {
    primary: "More Clients, Less Paperwork",
    secondary: "Client intake, e-signatures and automated reminders that give attorneys back hours every week.",
    metaTitle: `Law Firm Client Intake Automation | ${site.name}`,
    metaDescription:
      "Automated client intake, conflict checks, e-signatures and reminders for Colorado law firms, connected to your practice management system and calendar.",
  },
  {
    primary: "Build Your Pipeline First",
    secondary: "Contractor websites, Google Ads and review engines that keep crews booked through every season.",
    metaTitle: `Contractor Websites That Generate Leads | ${site.name}`,
    metaDescription:
      "Websites, Google Local Services Ads and review campaigns for Colorado roofers, remodelers and general contractors that keep crews booked all year long.",
  },
  {
    primary: "Gear Up Your Online Sales",
    secondary: "E-commerce growth for outdoor brands, from product photography to paid social and email flows.",
    metaTitle: `Outdoor Brand E-commerce & Marketing | ${site.name}`,
    metaDescription:
      "E-commerce design, product photography and email automation for Colorado outdoor and recreation brands selling gear online to adventurers nationwide.",
  },
  {
    primary: "Decisions Backed by Data",
    secondary: "Business intelligence dashboards that turn scattered reports into one source of truth for leadership.",
    metaTitle: `Business Intelligence Dashboards | ${site.name}`,
    metaDescription:
      "Custom BI dashboards that pull sales, operations and finance data into one live view, so Colorado leadership teams make faster decisions with confidence.",
  },
  {
    primary: "From Idea to Investor-Ready",
    secondary: "Brand identity, pitch decks and launch sites that help founders raise with confidence.",
    metaTitle: `Startup Branding & Pitch Design Boulder | ${site.name}`,
    metaDescription:
      "Startup branding, pitch deck design and launch websites for Boulder and Denver founders preparing for demo day, their first customers and the seed round.",
  },
  {
    primary: "Every Shipment, One Dashboard",
    secondary: "Logistics portals that give shippers, carriers and customers live status without the phone tag.",
    metaTitle: `Logistics Portal Development Denver | ${site.name}`,
    metaDescription:
      "Customer and carrier portals for Denver logistics companies: live shipment status, proof-of-delivery uploads and automated alerts that end the phone tag.",
  },
  {
    primary: "Zero-Defect Digital Workflows",
    secondary: "Digital inspection checklists and traceability reports built for manufacturers and aerospace suppliers.",
    metaTitle: `Manufacturing QA Software Colorado | ${site.name}`,
    metaDescription:
      "Digital inspection checklists, photo evidence and traceability reports for Colorado manufacturers and aerospace suppliers working to AS9100 and ISO 9001.",
  },
  {
    primary: "Transparent Pricing, Faster Sales",
    secondary: "Clear project estimates and packaged services so you know the investment before you commit.",
    metaTitle: `Transparent Digital Agency Pricing | ${site.name}`,
    metaDescription:
      "Get a clear, itemized estimate for branding, websites, apps or marketing in under 30 seconds with our free AI brand insights tool. No surprises, no pressure.",
  },
  {
    primary: "Your Data, Now Smarter",
    secondary: "Custom AI assistants trained on your documents, policies and products to answer questions instantly.",
    metaTitle: `Custom AI Assistants & Chatbots Denver | ${site.name}`,
    metaDescription:
      "Custom AI assistants and chatbots trained on your documents and product data, answering customer and staff questions accurately with guardrails built in.",
  },
  {
    primary: "Replace Spreadsheets With Software",
    secondary: "Internal tools and business portals that automate the busywork slowing your operations down.",
    metaTitle: `Internal Tools & Business Portals Denver | ${site.name}`,
    metaDescription:
      "Replace fragile spreadsheets with secure internal tools: scheduling, approvals, inventory and reporting apps built around how your Denver team really works.",
  },
  {
    primary: "Grow Across the Front Range",
    secondary: "Local marketing programs that win customers from Fort Collins to Pueblo, one neighborhood at a time.",
    metaTitle: `Front Range Digital Marketing Services | ${site.name}`,
    metaDescription:
      "Local SEO, paid search and geo-targeted social campaigns that help businesses win customers in Denver, Boulder, Fort Collins and Colorado Springs.",
  },
  {
    primary: "Elevate Colorado Springs Brands",
    secondary: "Websites, video and campaigns for Pikes Peak region businesses, defense contractors and nonprofits.",
    metaTitle: `Colorado Springs Digital Agency | ${site.name}`,
    metaDescription:
      "Web design, video production and digital marketing for Colorado Springs businesses, defense contractors and nonprofits across the Pikes Peak region.",
  },
  {
    primary: "Aerospace Marketing, Cleared for Launch",
    secondary: "B2B marketing and technical content that helps aerospace suppliers win contracts and top engineering talent.",
    metaTitle: `B2B Marketing for Aerospace Companies | ${site.name}`,
    metaDescription:
      "B2B websites, technical content and recruiting campaigns for Colorado aerospace and defense suppliers competing for contracts and top engineering talent.",
  },
  {
    primary: "Pour Growth Into Your Brand",
    secondary: "Labels, taproom websites and social campaigns for Colorado breweries, distilleries and cideries.",
    metaTitle: `Craft Brewery & Distillery Marketing | ${site.name}`,
    metaDescription:
      "Label design, taproom websites, event promotion and social content for Colorado craft breweries, distilleries and cideries that want more regulars.",
  },
  {
    primary: "SaaS Growth, Engineered",
    secondary: "Product marketing sites, onboarding flows and demand generation for Colorado SaaS companies.",
    metaTitle: `SaaS Website & Product Marketing Denver | ${site.name}`,
    metaDescription:
      "Conversion-focused SaaS websites, product-led onboarding and demand generation programs for Denver and Boulder software companies scaling to the next round.",
  },
  {
    primary: "Power Up Your Digital Presence",
    secondary: "Clear, credible websites and field apps for Colorado energy, utility and clean-tech companies.",
    metaTitle: `Energy & Utility Web Development | ${site.name}`,
    metaDescription:
      "Websites, field service apps and stakeholder communications for Colorado energy, utility and clean-tech companies that need clarity, credibility and uptime.",
  },
  {
    primary: "One Team, Every Channel",
    secondary: "Branding, web, AI, video and marketing under one roof, so your message stays consistent everywhere.",
    metaTitle: `Full-Service Digital Agency in Colorado | ${site.name}`,
    metaDescription: `${site.name} is a full-service Colorado digital agency for branding, websites, AI solutions, video, drone footage and marketing, all from one Denver team.`,
  },
];

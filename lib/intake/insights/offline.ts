import { insightsBudgetLabels, insightsTimelineLabels, type ProjectType, projectTypeLabels } from "@/content/options";
import type { InsightsRequest, InsightsResponse } from "@/lib/intake/schema";

import { estimatePrice } from "./price-book";

/**
 * The built-in insights generator used when no OPENAI_API_KEY is set: four sections written from
 * the request's own facts (brand, domain, project type, requirements, budget, timeline) and a
 * price-book estimate. Deterministic, so the same request always reads the same.
 */

const OPPORTUNITIES: Record<ProjectType, string[]> = {
  "web-development": [
    'Local search: a fast, mobile-first site ranks for "near me" searches across Denver, Boulder and Colorado Springs',
    "Conversion: clear calls to action and short forms turn visits into enquiries",
    "Content hub: service and location pages capture long-tail searches competitors ignore",
  ],
  "mobile-app": [
    "Retention: push notifications and saved preferences bring customers back without ad spend",
    "Convenience: booking, ordering or payments in the app remove friction from repeat purchases",
    "Data: in-app analytics show which features drive revenue",
  ],
  "digital-marketing": [
    "Paid search: high-intent Colorado keywords reach buyers at the moment they compare providers",
    "Retargeting: visitors who did not convert see tailored follow-up offers",
    "Email nurture: automated sequences turn first-time enquiries into customers",
  ],
  branding: [
    "Differentiation: a distinct visual identity separates the brand from look-alike competitors",
    "Consistency: one set of guidelines makes every touchpoint recognisable",
    "Trust: a professional identity supports premium pricing",
  ],
  "ai-solutions": [
    "Automation: an AI assistant answers routine questions and books calls around the clock",
    "Insight: AI summaries of customer conversations reveal what buyers ask for most",
    "Efficiency: document and data workflows take hours instead of days",
  ],
  "video-production": [
    "Attention: short video outperforms static posts on every social platform",
    "Trust: customer stories on camera answer objections before the first call",
    "Reuse: one shoot yields a hero film, social cut-downs and website loops",
  ],
  "seo-content": [
    "Organic reach: topic clusters build authority for the searches that matter",
    "Local pack: an optimised Google Business Profile wins map results in Colorado",
    "Compounding returns: evergreen articles keep bringing visitors without ad spend",
  ],
  "social-media": [
    "Community: consistent posting builds an audience that shares the brand",
    "Social proof: reviews and user content convince new customers",
    "Paid social: precise targeting reaches Colorado buyers by interest and location",
  ],
  multiple: [
    "Integrated growth: brand, website and campaigns that reinforce each other",
    "Efficiency: one team and one plan instead of several vendors",
    "Measurement: shared analytics show which channel earns each lead",
  ],
};

const STRATEGY: Record<ProjectType, string[]> = {
  "web-development": [
    "Map the customer journey and the pages each step needs",
    "Design a mobile-first layout with one clear call to action per page",
    "Build on a fast, secure stack with Core Web Vitals in the green",
    "Launch with analytics, structured data and on-page SEO in place",
  ],
  "mobile-app": [
    "Define the smallest feature set that solves the core problem",
    "Prototype and test the main flows with real users",
    "Build for iOS and Android from one code base",
    "Release in stages and measure activation and retention",
  ],
  "digital-marketing": [
    "Audit current channels, tracking and cost per lead",
    "Launch focused search and social campaigns with clear offers",
    "Build landing pages that match each campaign's promise",
    "Review results every two weeks and move budget to what converts",
  ],
  branding: [
    "Interview customers and team to find the brand's real strengths",
    "Define positioning, voice and key messages",
    "Design the logo, palette and typography system",
    "Roll out guidelines and templates across every channel",
  ],
  "ai-solutions": [
    "List the repetitive tasks that cost the most staff time",
    "Prototype an AI workflow on real, anonymised data",
    "Integrate with existing tools and add human review where it matters",
    "Measure hours saved and accuracy before scaling",
  ],
  "video-production": [
    "Agree the story, audience and where each video will run",
    "Script and storyboard with clear calls to action",
    "Film on location in Colorado with a compact crew",
    "Edit a hero piece plus vertical and square social cuts",
  ],
  "seo-content": [
    "Fix technical issues that hold rankings back",
    "Research the keywords buyers use at each stage",
    "Publish a steady calendar of helpful, expert content",
    "Earn local citations and reviews to strengthen authority",
  ],
  "social-media": [
    "Choose the two or three platforms where customers spend time",
    "Create content pillars and a reusable template kit",
    "Post on a steady calendar and answer every comment",
    "Report monthly on reach, engagement and leads",
  ],
  multiple: [
    "Set one growth goal and the metrics that prove it",
    "Refresh the brand so every channel looks and sounds the same",
    "Rebuild the website as the hub for campaigns",
    "Launch coordinated marketing and review results monthly",
  ],
};

/** Up to `count` short phrases from the visitor's own requirements, for the analysis. */
export function requirementHighlights(requirements: string, count = 3): string[] {
  return requirements
    .split(/[\n.;!?]+/)
    .map((part) =>
      part
        .replace(/^[-*•\d.)\s]+/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((part) => part.length >= 3)
    .slice(0, count)
    .map((part) => (part.length > 140 ? `${part.slice(0, 137).trimEnd()}...` : part));
}

export function generateOfflineInsights(request: InsightsRequest): InsightsResponse {
  const type: ProjectType = request.projectType || "multiple";
  const typeLabel = projectTypeLabels[type];
  const brand = request.brandName;
  const domain = request.domainName?.trim();
  const highlights = requirementHighlights(request.projectRequirements);
  const budget = request.budgetRange ? insightsBudgetLabels[request.budgetRange] : undefined;
  const timeline = request.preferredTimeline ? insightsTimelineLabels[request.preferredTimeline] : undefined;

  const analysis = [
    "## Brand Analysis",
    `${brand}${domain ? ` (${domain})` : ""} is planning a ${typeLabel.toLowerCase()} project. Based on the brief, these are the priorities to build around:`,
    ...highlights.map((highlight) => `- ${highlight}`),
    domain
      ? `The current presence at ${domain} is the starting point: we would review its speed, search visibility and message before recommending changes.`
      : `${brand} has no website listed yet, so securing a short, memorable domain is an early step.`,
  ];

  const opportunities = [
    "## Market Opportunities",
    `Where ${typeLabel.toLowerCase()} can move ${brand} ahead in the Colorado market:`,
    ...OPPORTUNITIES[type].map((item) => `- ${item}`),
  ];

  const strategy = [
    "## Digital Strategy",
    `A four-step plan for ${brand}:`,
    ...STRATEGY[type].map((step, index) => `${index + 1}. ${step}`),
  ];

  const nextSteps = [
    "## Recommended Next Steps",
    `- Book a free discovery call to confirm scope${highlights[0] ? `, starting with "${highlights[0]}"` : ""}`,
    `- ${budget ? `Align the plan with the ${budget} budget` : "Agree a budget range so the plan can be sized"}`,
    `- ${timeline ? `Set milestones for the ${timeline.toLowerCase()} timeline` : "Agree a launch date and milestones"}`,
    "- Receive a written proposal with fixed deliverables within 24 hours of the call",
  ];

  return {
    insights: [analysis, opportunities, strategy, nextSteps].map((lines) => lines.join("\n")).join("\n\n"),
    pricingEstimate: estimatePrice(request),
  };
}

/**
 * The button labels of the two lead forms (SPEC sections 4 and 8). The forms run in the browser, so
 * this module stays free of the page copy and of the agency settings (content/site.ts), which
 * would otherwise travel into the first-load JavaScript.
 */

export const insightsFormCopy = {
  submitLabel: "Generate Free Insights",
  submittingLabel: "Generating Insights...",
  resultsHeading: "Analysis Complete",
  proposalCta: "Get Custom Proposal",
  resetCta: "Analyze Another Brand",
} as const;

export const contactFormCopy = {
  submitLabel: "Send Message",
  sendingLabel: "Sending...",
} as const;

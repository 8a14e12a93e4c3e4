import { describe, expect, it } from "vitest";

import { defaultProposalTerms } from "@/content/proposals";
import { priceBookLines } from "@/lib/intake/insights/price-book";
import {
  insightsBudgetOf,
  insightsTimelineOf,
  prefillForClient,
  prefillFromLead,
  projectTypeOf,
  type LeadBrief,
} from "@/lib/proposals/prefill";
import { proposalFormSchema } from "@/lib/proposals/schema";

const lead = (changes: Partial<LeadBrief> = {}): LeadBrief => ({
  id: "00000000-0000-4000-8000-0000000000a1",
  name: "Maya Torres",
  email: "maya@aspenbrew.example",
  company: "Aspen Brew Co",
  brandName: "Aspen Brew",
  service: "web-development",
  budget: "15k-50k",
  timeline: "3-months",
  message: "We need a new site with online ordering.",
  clientId: null,
  ...changes,
});
const defaults = { validDays: 30, depositPercent: 40 };

describe("the brief's service, budget and timeline as the price book's", () => {
  it("keeps insights values and maps the contact form's to the nearest", () => {
    expect(projectTypeOf("branding")).toBe("branding");
    expect(projectTypeOf("video-photography")).toBe("video-production");
    expect(projectTypeOf("drone-videography")).toBe("video-production");
    expect(projectTypeOf("mobile-apps")).toBe("mobile-app");
    expect(projectTypeOf("consultation")).toBe("multiple");
    expect(projectTypeOf(null)).toBe("multiple");
    expect(projectTypeOf("something-else")).toBe("multiple");
    expect(insightsBudgetOf("50k-100k")).toBe("50k-100k");
    expect(insightsBudgetOf("5k-10k")).toBe("5k-15k");
    expect(insightsBudgetOf("10k-25k")).toBe("15k-50k");
    expect(insightsBudgetOf("50k-plus")).toBe("50k-100k");
    expect(insightsBudgetOf(null)).toBeUndefined();
    expect(insightsTimelineOf("2-3-months")).toBe("3-months");
    expect(insightsTimelineOf("6-plus-months")).toBe("6-months");
    expect(insightsTimelineOf("just-exploring")).toBe("flexible");
    expect(insightsTimelineOf("asap")).toBe("asap");
  });
});

describe("prefillFromLead", () => {
  it("drafts one section, named for the service, of included lines at the middle of the price book's range", () => {
    const values = prefillFromLead(lead(), defaults, "2026-03-02");
    const book = priceBookLines({ projectType: "web-development", budgetRange: "15k-50k", preferredTimeline: "3-months" }).lines;
    expect(values.sections).toHaveLength(1);
    expect(values.sections[0]!.title).toBe("Web Development");
    expect(values.sections[0]!.lines).toEqual(
      book.map((line) => ({
        kind: "included",
        description: line.service,
        quantity: 1,
        unitPrice: (line.low + line.high) / 2,
        selected: true,
      })),
    );
    // Discovery & UX planning: $2,000 - $4,000 at standard rates.
    expect(values.sections[0]!.lines[0]).toMatchObject({ description: "Discovery & UX planning", unitPrice: 3000 });
    expect(values).toMatchObject({
      leadId: lead().id,
      clientId: "",
      recipientName: "Maya Torres",
      recipientEmail: "maya@aspenbrew.example",
      recipientCompany: "Aspen Brew Co",
      title: "Web Development for Aspen Brew Co",
      terms: defaultProposalTerms,
      validUntil: "2026-04-01",
      depositPercent: 40,
    });
    expect(values.introduction).toContain("Hi Maya,");
    expect(values.introduction).toContain('You wrote: "We need a new site with online ordering."');
    expect(values.introduction).toContain("Estimate for Web Development");
    expect(proposalFormSchema.safeParse(values).success).toBe(true);
  });

  it("prices a contact-form lead through the mapped type, budget and timeline, and names a person without a company", () => {
    const values = prefillFromLead(
      lead({ service: "drone-videography", budget: "5k-10k", timeline: "asap", company: null, brandName: null, message: null }),
      defaults,
      "2026-12-15",
    );
    const book = priceBookLines({ projectType: "video-production", budgetRange: "5k-15k", preferredTimeline: "asap" }).lines;
    expect(values.sections[0]!.lines.map((line) => line.unitPrice)).toEqual(book.map((line) => Math.round((line.low + line.high) / 2)));
    expect(values.title).toBe("Video Production for Maya Torres");
    expect(values.validUntil).toBe("2027-01-14");
    expect(values.introduction).not.toContain("You wrote");
  });

  it("keeps the client a lead became", () => {
    expect(prefillFromLead(lead({ clientId: "00000000-0000-4000-8000-0000000000c1" }), defaults, "2026-03-02").clientId).toBe(
      "00000000-0000-4000-8000-0000000000c1",
    );
  });
});

describe("prefillForClient", () => {
  it("addresses the primary contact and starts with one blank line to fill in", () => {
    const values = prefillForClient(
      {
        id: "00000000-0000-4000-8000-0000000000c1",
        displayName: "Aspen Dental",
        company: "Aspen Dental Group",
        contactName: "Ann Lee",
        email: "ann@aspen.example",
      },
      defaults,
      "2026-03-02",
    );
    expect(values).toMatchObject({
      leadId: "",
      recipientName: "Ann Lee",
      recipientEmail: "ann@aspen.example",
      title: "Proposal for Aspen Dental Group",
    });
    expect(values.sections).toEqual([
      { title: "Scope", lines: [{ kind: "included", description: "", quantity: 1, unitPrice: 0, selected: true }] },
    ]);
  });
});

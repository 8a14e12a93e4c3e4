import { describe, expect, it } from "vitest";

import { mergeLeadFields, mergeNote, unionTags, type MergeableLead } from "@/lib/leads/merge-rules";

const lead = (overrides: Partial<MergeableLead> = {}): MergeableLead => ({
  name: "Casey",
  email: "casey@example.com",
  source: "contact_form",
  createdAt: new Date("2026-03-01T12:00:00Z"),
  phone: null,
  company: null,
  service: null,
  budget: null,
  timeline: null,
  message: null,
  brandName: null,
  domainName: null,
  insightsGenerated: null,
  estimatedValue: null,
  expectedCloseDate: null,
  nextFollowUpDate: null,
  lastContactDate: null,
  tags: [],
  priority: 2,
  leadScore: 0,
  ...overrides,
});

describe("mergeLeadFields", () => {
  it("fills the original's empty or blank fields from the duplicate and keeps its own values", () => {
    const { patch, kept } = mergeLeadFields(
      lead({ phone: "  ", company: "Casey Co", service: "branding", estimatedValue: "10.00" }),
      lead({
        phone: "303-555-0100",
        company: "Casey Company",
        service: "branding",
        budget: "5k-10k",
        estimatedValue: "20.00",
        domainName: "casey.co",
      }),
    );
    expect(patch).toEqual({ phone: "303-555-0100", budget: "5k-10k", domainName: "casey.co" });
    expect(kept).toEqual([
      { label: "Company", value: "Casey Company" },
      { label: "Estimated value", value: "$20.00" },
    ]);
  });

  it("takes the earlier follow-up, the later contact, the higher priority, the larger score and the tag union", () => {
    const { patch } = mergeLeadFields(
      lead({
        nextFollowUpDate: "2026-05-10",
        lastContactDate: new Date("2026-04-01T00:00:00Z"),
        priority: 3,
        leadScore: 50,
        tags: ["VIP"],
      }),
      lead({
        nextFollowUpDate: "2026-05-01",
        lastContactDate: new Date("2026-04-02T00:00:00Z"),
        priority: 1,
        leadScore: 40,
        tags: ["vip", "denver"],
      }),
    );
    expect(patch).toEqual({
      nextFollowUpDate: "2026-05-01",
      lastContactDate: new Date("2026-04-02T00:00:00Z"),
      priority: 1,
      tags: ["VIP", "denver"],
    });
  });

  it("changes nothing when the duplicate adds nothing", () => {
    const original = lead({
      phone: "1",
      nextFollowUpDate: "2026-01-01",
      lastContactDate: new Date("2026-02-01T00:00:00Z"),
      priority: 1,
      leadScore: 90,
      tags: ["a"],
    });
    expect(
      mergeLeadFields(original, lead({ nextFollowUpDate: "2026-02-01", lastContactDate: new Date("2026-01-01T00:00:00Z"), tags: ["A"] })),
    ).toEqual({ patch: {}, kept: [] });
  });
});

describe("unionTags", () => {
  it("keeps the first spelling, drops blanks and repeats", () => {
    expect(unionTags(["vip", " "], ["VIP", "urgent", "urgent"])).toEqual(["vip", "urgent"]);
  });
});

describe("mergeNote", () => {
  it("keeps the full message and every value the original did not take", () => {
    const note = mergeNote(
      lead({ name: "Casey Again", message: "Line one.\nLine two." }),
      [
        { label: "Generated insights", value: "## A\nText" },
        { label: "Phone", value: "555" },
      ],
      "Mar 1, 2026, 5:00 AM",
    );
    expect(note).toContain("Casey Again <casey@example.com> wrote through the contact form on Mar 1, 2026, 5:00 AM.");
    expect(note).toContain("Message:\nLine one.\nLine two.");
    expect(note).toContain("Generated insights:\n## A\nText");
    expect(note).toContain("Phone: 555");
    const bare = mergeNote(lead({ source: "brand_analysis" }), [], "today");
    expect(bare).toContain("through the AI insights tool on today.");
    expect(bare).toContain("Message:\n(no message)");
    expect(bare).not.toContain("also said");
  });
});

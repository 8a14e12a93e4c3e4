import { describe, expect, it } from "vitest";

import { leadEditSchema } from "@/lib/leads/schema";
import { leadConversionSchema, projectFormSchema } from "@/lib/projects/schema";
import { budgetFallback, projectValueLabel } from "@/lib/projects/value";
import { joinCommaList, splitCommaList } from "@/lib/text/comma-list";

describe("budgetFallback (SPEC §5: first number in the budget text x 1000)", () => {
  it.each([
    ["5k-15k", 5000],
    ["under-5k", 5000],
    ["50k-plus", 50000],
    ["15k-50k", 15000],
    ["over-100k", 100000],
    ["discuss", 0],
    ["", 0],
    [null, 0],
    ["2.5k", 2500],
  ])("%s -> %d", (budget, expected) => {
    expect(budgetFallback(budget)).toBe(expected);
  });
});

describe("projectValueLabel (SPEC §2 Value column)", () => {
  it("shows the fixed price first", () => {
    expect(projectValueLabel({ fixedPrice: "12500.00", hourlyRate: "150.00", estimatedHours: "10" })).toBe("$12,500.00");
  });
  it("falls back to the hourly rate with approximate hours", () => {
    expect(projectValueLabel({ fixedPrice: "0.00", hourlyRate: "150.00", estimatedHours: "40.00" })).toBe("$150.00/hr (~40 hrs)");
    expect(projectValueLabel({ fixedPrice: null, hourlyRate: "95.50", estimatedHours: "0" })).toBe("$95.50/hr");
  });
  it("reads 'TBD' without either", () => {
    expect(projectValueLabel({ fixedPrice: null, hourlyRate: null, estimatedHours: null })).toBe("TBD");
    expect(projectValueLabel({ fixedPrice: "0", hourlyRate: "0", estimatedHours: "12" })).toBe("TBD");
  });
});

describe("comma lists (SPEC §5)", () => {
  it("splits, trims and drops empties", () => {
    expect(splitCommaList(" SEO, Branding ,, ,Web ")).toEqual(["SEO", "Branding", "Web"]);
    expect(splitCommaList("")).toEqual([]);
    expect(joinCommaList(["a", "b"])).toBe("a, b");
  });
  it("feed the lead tags and project services through the shared schemas", () => {
    const lead = leadEditSchema.parse({
      priority: 1,
      leadScore: 80,
      estimatedValue: 1200.5,
      expectedCloseDate: "",
      nextFollowUpDate: "2026-05-01",
      tags: "vip, , repeat ",
    });
    expect(lead).toMatchObject({ tags: ["vip", "repeat"], expectedCloseDate: null, nextFollowUpDate: "2026-05-01" });
  });
});

describe("project schemas", () => {
  const base = {
    title: "Site",
    clientId: "00000000-0000-4000-8000-00000000c11e",
    status: "planning",
    progressPercentage: 0,
    startDate: "",
    endDate: "",
    estimatedHours: null,
    hourlyRate: null,
    fixedPrice: null,
    description: "",
    services: "a,b",
    deliverables: "",
    notes: "",
  } as const;

  it("keeps empty dates null and refuses an end before the start", () => {
    expect(projectFormSchema.parse(base)).toMatchObject({ startDate: null, endDate: null, services: ["a", "b"] });
    const bad = projectFormSchema.safeParse({ ...base, startDate: "2026-05-02", endDate: "2026-05-01" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["endDate"]);
  });

  it("refuses a missing client, progress out of range, negative or over-precise amounts", () => {
    expect(projectFormSchema.safeParse({ ...base, clientId: "" }).error?.issues[0]?.message).toBe("Choose a client.");
    expect(projectFormSchema.safeParse({ ...base, progressPercentage: 101 }).success).toBe(false);
    expect(projectFormSchema.safeParse({ ...base, fixedPrice: -1 }).success).toBe(false);
    expect(projectFormSchema.safeParse({ ...base, hourlyRate: 1.005 }).success).toBe(false);
    expect(projectFormSchema.safeParse({ ...base, hourlyRate: Number.NaN }).success).toBe(false);
  });

  it("lets conversion start only as planning or in_progress", () => {
    const { progressPercentage, ...fields } = base;
    void progressPercentage;
    const conversion = { ...fields, leadId: "00000000-0000-4000-8000-000000000001" };
    expect(leadConversionSchema.safeParse({ ...conversion, status: "in_progress" }).success).toBe(true);
    expect(leadConversionSchema.safeParse({ ...conversion, status: "review" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";

import { ONE_DEFAULT_PACKAGE, PACKAGE_GROUP_TOO_SMALL } from "@/lib/proposals/rules";
import { defaultTotals, EMPTY_SECTION, flattenSections, proposalFormSchema, type ProposalFormValues } from "@/lib/proposals/schema";

const form = (sections: ProposalFormValues["sections"], changes: Partial<ProposalFormValues> = {}): ProposalFormValues => ({
  leadId: "00000000-0000-4000-8000-0000000000a1",
  clientId: "",
  recipientName: "Maya Torres",
  recipientEmail: "maya@example.com",
  recipientCompany: "",
  title: "Website",
  introduction: "",
  terms: "",
  validUntil: "2026-04-30",
  depositPercent: 50,
  taxRate: 8.25,
  sections,
  ...changes,
});

const line = (kind: "included" | "package" | "optional", description: string, unitPrice: number, selected = false) => ({
  kind,
  description,
  quantity: 1,
  unitPrice,
  selected,
});

const messages = (values: ProposalFormValues) => {
  const result = proposalFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the proposal editor's schema", () => {
  it("always counts an included line in, whatever its box said", () => {
    const parsed = proposalFormSchema.parse(form([{ title: "Scope", lines: [line("included", "Design", 100, false)] }]));
    expect(parsed.sections[0]!.lines[0]!.selected).toBe(true);
    expect(parsed.leadId).toBe("00000000-0000-4000-8000-0000000000a1");
    expect(parsed.clientId).toBeNull();
  });

  it("refuses a lone package, two defaults, an empty section and a blank line with their messages", () => {
    expect(messages(form([{ title: "Scope", lines: [line("package", "Starter", 100, true)] }]))).toEqual([PACKAGE_GROUP_TOO_SMALL]);
    expect(
      messages(form([{ title: "Packages", lines: [line("package", "Starter", 100, true), line("package", "Growth", 200, true)] }])),
    ).toEqual([ONE_DEFAULT_PACKAGE]);
    expect(messages(form([{ title: "Scope", lines: [] }]))).toEqual([EMPTY_SECTION]);
    expect(messages(form([{ title: "Scope", lines: [line("included", "  ", 100)] }]))).toEqual(["Describe the line."]);
    expect(messages(form([{ title: "", lines: [line("included", "Design", 100)] }]))).toEqual(["Name the section."]);
  });

  it("totals the agency's default choice: included lines, the default package and ticked options", () => {
    const lines = flattenSections([
      { title: "Scope", lines: [line("included", "Design", 1000, true), line("optional", "Photos", 300, false)] },
      {
        title: "Care",
        lines: [line("package", "Starter", 100, false), line("package", "Growth", 200, true), line("optional", "SEO", 50, true)],
      },
    ]);
    expect(lines.map((one) => one.id)).toEqual(["0:0", "0:1", "1:0", "1:1", "1:2"]);
    // 1,000 + 200 + 50 = 1,250.00; tax 8.25 % = 103.13; deposit half of 1,353.13 = 676.57 (rounded half up).
    expect(defaultTotals(lines, 8.25, 50)).toMatchObject({ subtotal: 125_000, tax: 10_313, total: 135_313, deposit: 67_657 });
  });
});

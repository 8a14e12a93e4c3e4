import { describe, expect, it } from "vitest";

import {
  chosenLines,
  computeProposalTotals,
  defaultChoice,
  depositCents,
  formatProposalNumber,
  isPastValidUntil,
  lineStructureProblem,
  ONE_DEFAULT_PACKAGE,
  OPTION_NOT_OFFERED,
  PACKAGE_GROUP_TOO_SMALL,
  PACKAGE_NOT_OFFERED,
  PACKAGE_REQUIRED,
  PACKAGES_IN_ONE_SECTION,
  type ProposalLine,
  proposalLabel,
} from "@/lib/proposals/rules";

const line = (id: string, kind: ProposalLine["kind"], unitPrice: string, selected = true, sectionTitle = "Scope"): ProposalLine => ({
  id,
  sectionTitle,
  kind,
  description: id,
  quantity: "1",
  unitPrice,
  selected,
});

const lines = [
  line("discovery", "included", "2000.00"),
  line("starter", "package", "5000.00", false, "Packages"),
  line("growth", "package", "8000.00", true, "Packages"),
  line("scale", "package", "12000.00", false, "Packages"),
  line("seo", "optional", "1500.00", false, "Extras"),
  line("video", "optional", "999.99", true, "Extras"),
];

describe("proposal line structure", () => {
  it("accepts plain lines, one package group with one default, and optional lines", () => {
    expect(lineStructureProblem(lines)).toBeNull();
    expect(lineStructureProblem([line("a", "included", "1")])).toBeNull();
  });

  it("refuses a lone package, packages split over sections and no or two defaults", () => {
    expect(lineStructureProblem([line("a", "package", "1")])).toBe(PACKAGE_GROUP_TOO_SMALL);
    expect(lineStructureProblem([line("a", "package", "1", true, "A"), line("b", "package", "1", false, "B")])).toBe(
      PACKAGES_IN_ONE_SECTION,
    );
    expect(lineStructureProblem([line("a", "package", "1", false), line("b", "package", "1", false)])).toBe(ONE_DEFAULT_PACKAGE);
    expect(lineStructureProblem([line("a", "package", "1", true), line("b", "package", "1", true)])).toBe(ONE_DEFAULT_PACKAGE);
  });
});

describe("the client's choice", () => {
  it("starts from the agency's default", () => {
    expect(defaultChoice(lines)).toEqual({ packageId: "growth", optionalIds: ["video"] });
  });

  it("includes the plain lines, the chosen package and the ticked options", () => {
    const result = chosenLines(lines, { packageId: "scale", optionalIds: ["seo"] });
    expect(result.ok && result.lines.map((chosen) => chosen.id)).toEqual(["discovery", "scale", "seo"]);
  });

  it("refuses a package outside the group, a missing package and an option the proposal does not offer", () => {
    expect(chosenLines(lines, { packageId: "discovery", optionalIds: [] })).toEqual({ ok: false, error: PACKAGE_NOT_OFFERED });
    expect(chosenLines(lines, { packageId: null, optionalIds: [] })).toEqual({ ok: false, error: PACKAGE_REQUIRED });
    expect(chosenLines(lines, { packageId: "growth", optionalIds: ["starter"] })).toEqual({ ok: false, error: OPTION_NOT_OFFERED });
    expect(chosenLines([line("a", "included", "1")], { packageId: "a", optionalIds: [] })).toEqual({
      ok: false,
      error: PACKAGE_NOT_OFFERED,
    });
  });
});

describe("proposal totals", () => {
  it("adds the chosen lines, taxes them as invoices do and takes the deposit percentage", () => {
    const result = chosenLines(lines, defaultChoice(lines));
    if (!result.ok) throw new Error(result.error);
    const totals = computeProposalTotals(result.lines, "8.25", "50");
    expect(totals.subtotal).toBe(1_099_999);
    expect(totals.tax).toBe(90_750);
    expect(totals.total).toBe(1_190_749);
    expect(totals.deposit).toBe(595_375);
  });

  it("rounds the deposit to the cent", () => {
    expect(depositCents(1001, "33.33")).toBe(334);
    expect(depositCents(10_000, "0")).toBe(0);
    expect(depositCents(10_000, "100")).toBe(10_000);
  });
});

describe("proposal dates and numbers", () => {
  it("expires only after the valid-until day", () => {
    expect(isPastValidUntil("2026-12-01", "2026-12-01")).toBe(false);
    expect(isPastValidUntil("2026-12-01", "2026-12-02")).toBe(true);
  });

  it("numbers PRO-year-sequence and labels revisions", () => {
    expect(formatProposalNumber(2026, 7)).toBe("PRO-2026-0007");
    expect(proposalLabel({ proposalNumber: "PRO-2026-0007", version: 1 })).toBe("PRO-2026-0007");
    expect(proposalLabel({ proposalNumber: "PRO-2026-0007", version: 2 })).toBe("PRO-2026-0007 v2");
  });
});

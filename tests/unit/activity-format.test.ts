import { describe, expect, it } from "vitest";

import { changeValueText, describeChanges } from "@/lib/audit/format";

const TZ = "America/Denver";
const lines = (entityType: string, changes: Record<string, { old: unknown; new: unknown }>) =>
  describeChanges(entityType, changes, TZ).map((line) => line.text);

describe("the trail's reading of a change", () => {
  it("names a lead's priority and status, not their stored codes", () => {
    expect(lines("lead", { priority: { old: 2, new: 1 }, status: { old: "new", new: "proposal" } })).toEqual([
      "Priority: Medium → High",
      "Status: New → Proposal",
    ]);
  });

  it("names a project's and an invoice's status, and an admin's role", () => {
    expect(lines("project", { status: { old: "in_progress", new: "on_hold" } })).toEqual(["Status: In Progress → On Hold"]);
    expect(lines("invoice", { status: { old: "draft", new: "sent" } })).toEqual(["Status: Draft → Sent"]);
    expect(lines("admin", { role: { old: "staff", new: "owner" }, active: { old: true, new: false } })).toEqual([
      "Role: Staff → Owner",
      "Active: Yes → No",
    ]);
  });

  it("reads dates as dates, instants in the agency's time zone", () => {
    expect(lines("lead", { next_follow_up_date: { old: null, new: "2026-03-05" } })).toEqual([
      "Next follow-up date: (empty) → Mar 5, 2026",
    ]);
    // 02:30 UTC on Mar 2 is still Mar 1 in Denver.
    expect(lines("lead", { last_contact_date: { old: "2026-03-02T02:30:00.000Z", new: null } })).toEqual([
      "Last contact: Mar 1, 2026, 7:30 PM → (empty)",
    ]);
  });

  it("reads amounts in dollars and percentages with their sign", () => {
    expect(
      lines("project", {
        fixed_price: { old: null, new: "1200.50" },
        hourly_rate: { old: "95.00", new: "110.00" },
        progress_percentage: { old: 0, new: 40 },
      }),
    ).toEqual(["Fixed price: (empty) → $1,200.50", "Hourly rate: $95.00 → $110.00", "Progress: 0% → 40%"]);
    expect(lines("lead", { estimated_value: { old: "4200.5", new: "0" } })).toEqual(["Estimated value: $4,200.50 → $0.00"]);
  });

  it("reads empty values and lists plainly", () => {
    expect(
      lines("lead", {
        company: { old: "", new: "Lee Outfitters" },
        tags: { old: [], new: ["vip", "coffee"] },
        lead_score: { old: 10, new: 75 },
      }),
    ).toEqual(["Company: (empty) → Lee Outfitters", "Tags: (empty) → vip, coffee", "Lead score: 10 → 75"]);
    expect(changeValueText("lead", "notes", undefined, TZ)).toBe("(empty)");
    expect(describeChanges("lead", null, TZ)).toEqual([]);
  });

  it("keeps a value it has no name for as it was stored", () => {
    expect(lines("lead", { priority: { old: 2, new: 9 } })).toEqual(["Priority: Medium → 9"]);
  });
});

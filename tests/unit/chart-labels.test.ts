import { describe, expect, it } from "vitest";

import { axisMoney, monthAxisLabel, monthLabel, weekAxisLabel, weekLabel } from "@/lib/dashboard/chart-labels";

describe("chart bucket labels", () => {
  it("names a week by its Monday", () => {
    expect(weekAxisLabel("2026-03-09")).toBe("Mar 9");
    expect(weekLabel("2026-03-09")).toBe("Week of Mar 9, 2026");
    expect(weekLabel("2025-12-29")).toBe("Week of Dec 29, 2025");
  });

  it("names a month with its year", () => {
    expect(monthAxisLabel("2026-03-01")).toBe("Mar '26");
    expect(monthAxisLabel("2025-12-01")).toBe("Dec '25");
    expect(monthLabel("2026-03-01")).toBe("March 2026");
  });

  it("never shifts a date by the viewer's time zone", () => {
    // The first of the month at midnight UTC is still the previous day in Denver.
    const zone = process.env.TZ;
    process.env.TZ = "America/Denver";
    try {
      expect(monthLabel("2026-01-01")).toBe("January 2026");
      expect(weekAxisLabel("2026-01-05")).toBe("Jan 5");
    } finally {
      process.env.TZ = zone;
    }
  });

  it("shortens money on an axis", () => {
    expect(axisMoney(0)).toBe("$0");
    expect(axisMoney(12_500)).toBe("$12.5K");
    expect(axisMoney(1_250_000)).toBe("$1.3M");
  });
});

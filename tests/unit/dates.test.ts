import { describe, expect, it } from "vitest";

import { formatIsoDate, isInvoiceOverdue, isIsoDate, todayInTimeZone, yearOf } from "@/lib/dates";

describe("dates", () => {
  it("today is the agency's calendar date, not UTC's", () => {
    // 02:30 UTC on March 1 is still the evening of February 28 in Denver (UTC-7).
    const now = new Date("2026-03-01T02:30:00Z");
    expect(todayInTimeZone("America/Denver", now)).toBe("2026-02-28");
    expect(todayInTimeZone("UTC", now)).toBe("2026-03-01");
    // New Year in UTC is still December 31 in Denver: the invoice number keeps the old year.
    expect(yearOf(todayInTimeZone("America/Denver", new Date("2027-01-01T05:00:00Z")))).toBe(2026);
  });

  it("follows daylight saving time", () => {
    // Summer: UTC-6, so 05:59 UTC is 23:59 the day before and 06:00 UTC is midnight.
    expect(todayInTimeZone("America/Denver", new Date("2026-07-10T05:59:00Z"))).toBe("2026-07-09");
    expect(todayInTimeZone("America/Denver", new Date("2026-07-10T06:00:00Z"))).toBe("2026-07-10");
  });

  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-1-01")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });

  it("an invoice is overdue when neither paid nor cancelled and due before today, whatever its status", () => {
    const today = "2026-03-10";
    for (const status of ["draft", "sent", "overdue"]) {
      expect(isInvoiceOverdue({ status, dueDate: "2026-03-09" }, today)).toBe(true);
      expect(isInvoiceOverdue({ status, dueDate: "2026-03-10" }, today)).toBe(false); // due today is not late yet
    }
    expect(isInvoiceOverdue({ status: "paid", dueDate: "2025-01-01" }, today)).toBe(false);
    expect(isInvoiceOverdue({ status: "cancelled", dueDate: "2025-01-01" }, today)).toBe(false);
    // A stored 'overdue' whose due date has not passed is not counted.
    expect(isInvoiceOverdue({ status: "overdue", dueDate: "2026-04-01" }, today)).toBe(false);
  });

  it("formats a date without shifting it into the viewer's time zone", () => {
    expect(formatIsoDate("2026-03-05")).toBe("Mar 5, 2026");
    expect(formatIsoDate(null)).toBe("—");
  });
});

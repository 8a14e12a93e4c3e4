import { describe, expect, it } from "vitest";

import { addDays, agencyClock, daysBetween, lateness } from "@/lib/dates";
import { composeDailyDigest, type DigestInput } from "@/lib/digest/compose";
import { digestDateAt, digestDedupeKey } from "@/lib/digest/schedule";

const DENVER = "America/Denver";

const input = (changes: Partial<DigestInput> = {}): DigestInput => ({
  to: "dana@summitdigital.co",
  greetingName: "Dana",
  agencyDate: "2026-03-10",
  dashboardUrl: "https://summit.example/admin/dashboard",
  followUps: {
    total: 2,
    items: [
      { name: "Ana Smith", company: "Front Range Dental", status: "qualified", dueDate: "2026-03-07" },
      { name: "Ben Ortiz", company: null, status: "new", dueDate: "2026-03-10" },
    ],
  },
  overdueInvoices: {
    total: 1,
    items: [{ invoiceNumber: "INV-2026-0004", clientName: "Aspen Dental", balance: "627.85", dueDate: "2026-03-09" }],
  },
  ...changes,
});

describe("composeDailyDigest", () => {
  it("lists the follow-ups due and the overdue invoices, with how late each is", () => {
    const mail = composeDailyDigest(input())!;
    expect(mail).toMatchObject({ kind: "daily_digest", to: "dana@summitdigital.co", replyTo: null });
    expect(mail.subject).toBe("Daily digest for Mar 10, 2026: 2 follow-ups due, 1 overdue invoice");
    expect(mail.text).toBe(
      [
        "Good morning Dana,",
        "here is what needs attention today.",
        [
          "Follow-ups due (2):",
          "- Ana Smith (Front Range Dental), qualified: follow-up Mar 7, 2026, 3 days late",
          "- Ben Ortiz, new: follow-up Mar 10, 2026, due today",
        ].join("\n"),
        ["Overdue invoices (1):", "- INV-2026-0004, Aspen Dental: $627.85 owed, due Mar 9, 2026, 1 day overdue"].join("\n"),
        "Open the back office to mark follow-ups done, snooze them or chase payments: https://summit.example/admin/dashboard",
      ].join("\n\n"),
    );
  });

  it("counts what it does not list", () => {
    const mail = composeDailyDigest(input({ followUps: { total: 1234, items: input().followUps.items } }))!;
    expect(mail.subject).toContain("1,234 follow-ups due");
    expect(mail.text).toContain("Follow-ups due (1,234):");
    expect(mail.text).toContain("...and 1,232 more.");
  });

  it("leaves out an empty section", () => {
    const mail = composeDailyDigest(input({ overdueInvoices: { total: 0, items: [] } }))!;
    expect(mail.subject).toBe("Daily digest for Mar 10, 2026: 2 follow-ups due");
    expect(mail.text).not.toContain("Overdue invoices");
    const invoicesOnly = composeDailyDigest(input({ followUps: { total: 0, items: [] } }))!;
    expect(invoicesOnly.subject).toBe("Daily digest for Mar 10, 2026: 1 overdue invoice");
    expect(invoicesOnly.text).not.toContain("Follow-ups due");
  });

  it("is null on a day with nothing due", () => {
    expect(composeDailyDigest(input({ followUps: { total: 0, items: [] }, overdueInvoices: { total: 0, items: [] } }))).toBeNull();
  });
});

describe("dates in the digest", () => {
  it("counts calendar days, across month ends and daylight saving changes", () => {
    expect(daysBetween("2026-02-27", "2026-03-02")).toBe(3);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2); // DST began on Mar 8 in Denver
    expect(lateness("2026-03-10", "2026-03-10", "late")).toBe("due today");
    expect(lateness("2026-03-09", "2026-03-10", "late")).toBe("1 day late");
    expect(lateness("2026-03-11", "2026-03-10", "late")).toBe("due today");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-07", 2)).toBe("2026-03-09");
    expect(lateness("2025-03-10", "2026-03-10", "overdue")).toBe("365 days overdue");
  });
});

describe("the digest schedule", () => {
  it("reads the agency's wall clock, not the server's or UTC", () => {
    // 14:30 UTC on Mar 10 is 8:30 in Denver after daylight saving time began (UTC-6)...
    expect(agencyClock(new Date("2026-03-10T14:30:00Z"), DENVER)).toEqual({ date: "2026-03-10", hour: 8 });
    // ...and 7:30 a week before it, in standard time (UTC-7).
    expect(agencyClock(new Date("2026-03-03T14:30:00Z"), DENVER)).toEqual({ date: "2026-03-03", hour: 7 });
    // At 3 am UTC it is still the evening before in Denver.
    expect(agencyClock(new Date("2026-03-11T03:00:00Z"), DENVER)).toEqual({ date: "2026-03-10", hour: 21 });
  });

  it("is due from 8:00 agency time until midnight, for that agency date", () => {
    expect(digestDateAt(new Date("2026-01-15T14:59:59Z"), DENVER)).toBeNull(); // 7:59:59 MST
    expect(digestDateAt(new Date("2026-01-15T15:00:00Z"), DENVER)).toBe("2026-01-15"); // 8:00 MST
    expect(digestDateAt(new Date("2026-07-15T14:00:00Z"), DENVER)).toBe("2026-07-15"); // 8:00 MDT
    expect(digestDateAt(new Date("2026-07-16T05:59:00Z"), DENVER)).toBe("2026-07-15"); // 23:59 MDT
    expect(digestDateAt(new Date("2026-07-16T06:00:00Z"), DENVER)).toBeNull(); // midnight: a new day, too early
    expect(digestDateAt(new Date("2026-01-15T02:30:00Z"), "Asia/Kolkata")).toBe("2026-01-15"); // 8:00 IST
  });

  it("keys the outbox row by admin and agency date", () => {
    expect(digestDedupeKey("a1", "2026-03-10")).toBe("digest:a1:2026-03-10");
  });
});

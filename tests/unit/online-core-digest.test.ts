import { describe, expect, it } from "vitest";

import { composeDailyDigest, type DigestInput } from "@/lib/digest/compose";

const quietDay: DigestInput = {
  to: "dana@summitdigital.co",
  greetingName: "Dana",
  agencyDate: "2026-03-10",
  dashboardUrl: "https://summit.example/admin/dashboard",
  followUps: { total: 0, items: [] },
  overdueInvoices: { total: 0, items: [] },
};

describe("the daily digest's reconciled card payments", () => {
  it("a day with nothing else still sends the digest when the reconciliation applied something", () => {
    expect(composeDailyDigest(quietDay)).toBeNull();
    const mail = composeDailyDigest({
      ...quietDay,
      reconciledPayments: [
        { invoiceNumber: "INV-2026-0007", type: "checkout.session.completed", outcome: "recorded" },
        { invoiceNumber: "INV-2026-0009", type: "charge.refunded", outcome: "refunded" },
      ],
    });
    expect(mail!.subject).toBe("Daily digest for Mar 10, 2026: 2 card payment events reconciled");
    expect(mail!.text).toContain(
      [
        "Card payments found by the reconciliation (their webhook never arrived):",
        "- INV-2026-0007: payment recorded (checkout.session.completed)",
        "- INV-2026-0009: refund recorded (charge.refunded)",
      ].join("\n"),
    );
  });

  it("names the first twenty and counts the rest", () => {
    const many = Array.from({ length: 23 }, (_, index) => ({
      invoiceNumber: `INV-2026-${index}`,
      type: "checkout.session.completed",
      outcome: "recorded",
    }));
    const mail = composeDailyDigest({ ...quietDay, reconciledPayments: many })!;
    expect(mail.text).toContain("- INV-2026-19: payment recorded");
    expect(mail.text).not.toContain("- INV-2026-20:");
    expect(mail.text).toContain("...and 3 more.");
  });
});

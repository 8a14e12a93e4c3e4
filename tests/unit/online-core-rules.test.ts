import { describe, expect, it } from "vitest";

import { nextCheckoutStatus, refundReference, refundReferencePrefix, splitRefund, splitReceived } from "@/lib/billing/online/rules";

describe("nextCheckoutStatus", () => {
  it("takes what the provider reports for a session we never saw", () => {
    expect(nextCheckoutStatus(null, "processing")).toBe("processing");
    expect(nextCheckoutStatus(null, "paid")).toBe("paid");
  });

  it("money received is final: nothing moves a paid session, and paid wins over everything", () => {
    for (const reported of ["processing", "failed", "expired"] as const) expect(nextCheckoutStatus("paid", reported)).toBe("paid");
    for (const current of ["open", "processing", "failed", "expired"] as const) expect(nextCheckoutStatus(current, "paid")).toBe("paid");
  });

  it("'processing' only follows 'open'; a failed or expired session stays so", () => {
    expect(nextCheckoutStatus("open", "processing")).toBe("processing");
    expect(nextCheckoutStatus("failed", "processing")).toBe("failed");
    expect(nextCheckoutStatus("expired", "processing")).toBe("expired");
    expect(nextCheckoutStatus("processing", "failed")).toBe("failed");
    expect(nextCheckoutStatus("open", "expired")).toBe("expired");
    expect(nextCheckoutStatus("failed", "expired")).toBe("failed");
  });
});

describe("refund references", () => {
  it("name the payment and the cumulative total, so one total records once", () => {
    expect(refundReference("pi_1", 2500)).toBe("pi_1:refund:2500");
    expect(refundReference("pi_1", 2500).startsWith(refundReferencePrefix("pi_1"))).toBe(true);
    expect(refundReference("pi_1", 2500)).not.toBe(refundReference("pi_1", 3000));
  });
});

describe("splitRefund", () => {
  it("gives back the overpayment first, then what the invoice counted", () => {
    expect(splitRefund(3000, { overpaymentCents: 5000, appliedCents: 10000 })).toEqual({
      overpaymentCents: 3000,
      appliedCents: 0,
      unmatchedCents: 0,
    });
    expect(splitRefund(8000, { overpaymentCents: 5000, appliedCents: 10000 })).toEqual({
      overpaymentCents: 5000,
      appliedCents: 3000,
      unmatchedCents: 0,
    });
    expect(splitRefund(4000, { overpaymentCents: 0, appliedCents: 10000 })).toEqual({
      overpaymentCents: 0,
      appliedCents: 4000,
      unmatchedCents: 0,
    });
  });

  it("never takes more than the payment holds: the rest is unmatched, for the agency to check", () => {
    expect(splitRefund(16000, { overpaymentCents: 5000, appliedCents: 10000 })).toEqual({
      overpaymentCents: 5000,
      appliedCents: 10000,
      unmatchedCents: 1000,
    });
    expect(splitRefund(-100, { overpaymentCents: 5000, appliedCents: 10000 })).toEqual({
      overpaymentCents: 0,
      appliedCents: 0,
      unmatchedCents: 0,
    });
    expect(splitRefund(500, { overpaymentCents: -200, appliedCents: -1 })).toEqual({
      overpaymentCents: 0,
      appliedCents: 0,
      unmatchedCents: 500,
    });
  });
});

describe("splitReceived", () => {
  const sent = { status: "sent" as const, totalAmount: "627.85", amountPaid: "100.00" };

  it("applies up to the balance and flags the rest", () => {
    expect(splitReceived(52785, sent)).toEqual({ appliedCents: 52785, overpaymentCents: 0 });
    expect(splitReceived(60000, sent)).toEqual({ appliedCents: 52785, overpaymentCents: 7215 });
    expect(splitReceived(100, sent)).toEqual({ appliedCents: 100, overpaymentCents: 0 });
  });

  it("an invoice that no longer takes payments applies nothing", () => {
    expect(splitReceived(5000, { ...sent, status: "paid" })).toEqual({ appliedCents: 0, overpaymentCents: 5000 });
    expect(splitReceived(5000, { ...sent, status: "cancelled" })).toEqual({ appliedCents: 0, overpaymentCents: 5000 });
  });
});

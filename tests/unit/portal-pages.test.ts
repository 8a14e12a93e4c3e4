import { describe, expect, it } from "vitest";

import { portalInvoiceState } from "@/lib/portal/labels";
import { portalPaymentPath, portalStatementPdfPath } from "@/lib/portal/paths";
import { isPortalId } from "@/lib/portal/scope";
import { defaultPortalStatementRange } from "@/lib/portal/statement-range";

describe("the portal's ids", () => {
  it("takes UUIDs only, so nothing else reaches a query", () => {
    expect(isPortalId("0d991e42-4cf9-4285-ac80-557b0973d55b")).toBe(true);
    for (const id of ["", "1", "not-an-id", "0d991e42-4cf9-4285-ac80-557b0973d55b'--", "../invoices", "0d991e42"])
      expect(isPortalId(id)).toBe(false);
  });
});

describe("an invoice's state in the portal's list", () => {
  const today = "2026-11-27";
  it("says paid, cancelled, overdue after its due date, else open", () => {
    expect(portalInvoiceState({ status: "paid", dueDate: "2026-01-01" }, today)).toEqual({ label: "Paid", tone: "good" });
    expect(portalInvoiceState({ status: "cancelled", dueDate: "2026-01-01" }, today)).toEqual({ label: "Cancelled", tone: "neutral" });
    expect(portalInvoiceState({ status: "sent", dueDate: "2026-11-26" }, today)).toEqual({ label: "Overdue", tone: "bad" });
    expect(portalInvoiceState({ status: "sent", dueDate: "2026-11-27" }, today)).toEqual({ label: "Open", tone: "neutral" });
  });
});

describe("the statement's default range and PDF address", () => {
  it("reaches back 90 days to today, across a year's end", () => {
    expect(defaultPortalStatementRange("2026-11-27")).toEqual({ from: "2026-08-29", to: "2026-11-27" });
    expect(defaultPortalStatementRange("2027-01-15")).toEqual({ from: "2026-10-17", to: "2027-01-15" });
  });

  it("puts the range in the PDF's query", () => {
    expect(portalStatementPdfPath({ from: "2026-01-01", to: "2026-03-31" })).toBe("/portal/statement/pdf?from=2026-01-01&to=2026-03-31");
    expect(portalPaymentPath("abc")).toBe("/portal/payments/abc");
  });
});

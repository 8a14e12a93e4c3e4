import { describe, expect, it } from "vitest";

import { clientLinksMessage, contactLines } from "@/lib/clients/links";
import { parseStatementRange } from "@/lib/clients/record-schema";
import { runningStatement } from "@/lib/clients/statement";

describe("what links to a client", () => {
  it("says nothing when nothing links, and names each kind of link with its count", () => {
    expect(clientLinksMessage({ projects: 0, invoices: 0, retainers: 0, leads: 0 })).toBeNull();
    expect(clientLinksMessage({ projects: 2, invoices: 1, retainers: 0, leads: 0 })).toBe("This client has 2 projects and 1 invoice.");
    expect(clientLinksMessage({ projects: 1, invoices: 0, retainers: 0, leads: 0 })).toBe("This client has 1 project.");
    expect(clientLinksMessage({ projects: 1, invoices: 3, retainers: 1, leads: 2 })).toBe(
      "This client has 1 project, 3 invoices, 1 retainer and 2 leads.",
    );
  });

  it("records contacts as sorted lines with the primary marked", () => {
    expect(
      contactLines([
        { name: "Zed", email: " zed@x.example ", isPrimary: false },
        { name: "Amy", email: "amy@x.example", isPrimary: true },
      ]),
    ).toEqual(["Amy <amy@x.example> (primary)", "Zed <zed@x.example>"]);
  });
});

describe("a statement's running balance", () => {
  it("starts from the opening balance, puts a day's invoices before its payments, and totals both", () => {
    const statement = runningStatement(1000, [
      { date: "2026-01-05", kind: "payment", reference: "INV-1", description: "Payment", chargeCents: 0, paymentCents: 1500 },
      { date: "2026-01-05", kind: "invoice", reference: "INV-2", description: "Invoice", chargeCents: 700, paymentCents: 0 },
      { date: "2026-01-02", kind: "invoice", reference: "INV-1", description: "Invoice", chargeCents: 500, paymentCents: 0 },
    ]);
    expect(statement.lines.map((line) => [line.date, line.kind, line.balanceCents])).toEqual([
      ["2026-01-02", "invoice", 1500],
      ["2026-01-05", "invoice", 2200],
      ["2026-01-05", "payment", 700],
    ]);
    expect(statement).toMatchObject({
      openingBalanceCents: 1000,
      totalChargesCents: 1200,
      totalPaymentsCents: 1500,
      closingBalanceCents: 700,
    });
  });

  it("closes at the opening balance when nothing happened", () => {
    expect(runningStatement(-250, [])).toMatchObject({ lines: [], closingBalanceCents: -250 });
  });
});

describe("a statement's range", () => {
  const today = "2026-05-14";

  it("defaults to this year so far", () => {
    expect(parseStatementRange({}, today)).toEqual({ ok: true, range: { from: "2026-01-01", to: "2026-05-14" } });
    expect(parseStatementRange({ from: "", to: "2026-02-01" }, today)).toEqual({
      ok: true,
      range: { from: "2026-01-01", to: "2026-02-01" },
    });
    expect(parseStatementRange({ from: ["2025-03-01", "x"] }, today)).toEqual({ ok: true, range: { from: "2025-03-01", to: today } });
  });

  it("refuses what is not a date, and a range that runs backwards, with a clear message", () => {
    expect(parseStatementRange({ from: "2026-02-30" }, today)).toEqual({ ok: false, error: "From must be a date written as YYYY-MM-DD." });
    expect(parseStatementRange({ to: "yesterday" }, today)).toEqual({ ok: false, error: "To must be a date written as YYYY-MM-DD." });
    expect(parseStatementRange({ from: "2026-03-01", to: "2026-02-01" }, today)).toEqual({
      ok: false,
      error: "From must be on or before To.",
    });
  });
});

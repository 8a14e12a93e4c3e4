import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { centsToDecimal, computeInvoiceTotals, formatCents, lineTotalCents, toCents, toHundredths } from "@/lib/money";

describe("money", () => {
  it("computes the SPEC example: 2 x 150.00 and 3.5 x 80.00 at 8.25 %", () => {
    const totals = computeInvoiceTotals(
      [
        { quantity: "2", unitPrice: "150.00" },
        { quantity: 3.5, unitPrice: 80 },
      ],
      "8.25",
    );
    expect(totals).toEqual({ lineTotals: [30000, 28000], subtotal: 58000, tax: 4785, total: 62785 });
    expect(centsToDecimal(totals.total)).toBe("627.85");
    expect(formatCents(totals.total)).toBe("$627.85");
  });

  it("rounds half away from zero to the cent", () => {
    expect(lineTotalCents({ quantity: "0.5", unitPrice: "0.05" })).toBe(3); // 2.5 cents -> 3
    expect(lineTotalCents({ quantity: "0.5", unitPrice: "0.03" })).toBe(2); // 1.5 cents -> 2
    expect(computeInvoiceTotals([{ quantity: 1, unitPrice: "0.10" }], "5").tax).toBe(1); // 0.5 -> 1
  });

  it("parses decimal text and refuses anything else", () => {
    expect(toHundredths("12.5")).toBe(1250);
    expect(toCents(".07")).toBe(7);
    expect(toCents("0.005")).toBe(1);
    expect(() => toCents("12,50")).toThrow();
    expect(() => toCents("")).toThrow();
  });

  it("keeps every amount a whole number of cents and total = subtotal + tax", () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    const hundredths = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: hundredths, unitPrice: cents }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, rate) => {
          const totals = computeInvoiceTotals(
            lines.map((line) => ({ quantity: centsToDecimal(line.quantity), unitPrice: centsToDecimal(line.unitPrice) })),
            centsToDecimal(rate),
          );
          expect(totals.subtotal).toBe(totals.lineTotals.reduce((a, b) => a + b, 0));
          expect(totals.total).toBe(totals.subtotal + totals.tax);
          for (const amount of [...totals.lineTotals, totals.subtotal, totals.tax, totals.total]) {
            expect(Number.isInteger(amount)).toBe(true);
          }
        },
      ),
    );
  });

  it("rounds every line and the tax half away from zero, exactly (checked against rational arithmetic)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (quantityHundredths, unitCents) => {
        // quantity/100 x unitCents cents, rounded half up (all values are non-negative).
        const exact = BigInt(quantityHundredths) * BigInt(unitCents);
        const expected = Number((exact * 2n + 100n) / 200n);
        expect(lineTotalCents({ quantity: centsToDecimal(quantityHundredths), unitPrice: centsToDecimal(unitCents) })).toBe(expected);
      }),
    );
  });

  it("gives the same cents for the form's numbers as for decimal text", () => {
    // The form sends numbers (valueAsNumber), the database returns text: both must agree.
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 0, max: 100_000 }), unitPrice: fc.integer({ min: 0, max: 10_000_000 }) }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, rate) => {
          const asNumbers = computeInvoiceTotals(
            lines.map((l) => ({ quantity: l.quantity / 100, unitPrice: l.unitPrice / 100 })),
            rate / 100,
          );
          const asText = computeInvoiceTotals(
            lines.map((l) => ({ quantity: centsToDecimal(l.quantity), unitPrice: centsToDecimal(l.unitPrice) })),
            centsToDecimal(rate),
          );
          expect(asNumbers).toEqual(asText);
        },
      ),
    );
  });
});

/**
 * Invoice arithmetic in integer cents (DESIGN.md "Money in cents"), shared by the invoice form and
 * the server, which recomputes every amount and never trusts totals from the browser.
 * Quantities and tax rates carry two decimals, so they are handled as integer hundredths.
 */

/** Rounds numerator / denominator half away from zero, in exact integer arithmetic. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** "12.5", 12.5 or "12.50" -> 1250. Throws on text that is not a decimal number. */
export function toHundredths(value: string | number): number {
  const text = typeof value === "number" ? value.toFixed(6) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) {
    throw new Error(`Not a decimal number: "${value}"`);
  }
  const [, sign, whole = "", fraction = ""] = match;
  const scaled = BigInt(`${whole || "0"}${fraction.padEnd(6, "0").slice(0, 6)}`);
  const hundredths = divideRounded(scaled, 10_000n);
  return Number(sign === "-" ? -hundredths : hundredths);
}

export const toCents = toHundredths;

/** 1250 -> "12.50", the form numeric(12,2) columns take. */
export function centsToDecimal(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  return `${negative ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** 1250 -> "$12.50". */
export const formatCents = (cents: number) => usd.format(cents / 100);
/** "12.50" (a numeric column) -> "$12.50". */
export const formatMoney = (amount: string | number | null | undefined) =>
  formatCents(amount === null || amount === undefined || amount === "" ? 0 : toCents(amount));

export type LineInput = { quantity: string | number; unitPrice: string | number };

/** quantity x unit price, rounded half away from zero to the cent. */
export function lineTotalCents(line: LineInput): number {
  const quantity = BigInt(toHundredths(line.quantity));
  const unitCents = BigInt(toCents(line.unitPrice));
  return Number(divideRounded(quantity * unitCents, 100n));
}

export type InvoiceTotals = { lineTotals: number[]; subtotal: number; tax: number; total: number };

/** SPEC §5: subtotal = sum of line totals; tax = subtotal x rate / 100; total = subtotal + tax. */
export function computeInvoiceTotals(lines: LineInput[], taxRate: string | number): InvoiceTotals {
  const lineTotals = lines.map(lineTotalCents);
  const subtotal = lineTotals.reduce((sum, cents) => sum + cents, 0);
  const rateHundredths = BigInt(toHundredths(taxRate));
  const tax = Number(divideRounded(BigInt(subtotal) * rateHundredths, 10_000n));
  return { lineTotals, subtotal, tax, total: subtotal + tax };
}

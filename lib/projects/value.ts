import { formatMoney, toCents } from "@/lib/money";

/**
 * SPEC §5 conversion rule: a zero fixed price falls back to the first number in the lead's budget
 * text x 1000 ('5k-15k' -> 5000, 'discuss' -> 0). Returns dollars.
 */
export function budgetFallback(budget: string | null | undefined): number {
  const match = /\d+(?:\.\d+)?/.exec(budget ?? "");
  return match ? Number(match[0]) * 1000 : 0;
}

const amount = (value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? 0 : toCents(value));

const hours = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/**
 * SPEC §2 Projects "Value": the fixed price; else the hourly rate per hour with the approximate
 * hours; else 'TBD'.
 */
export function projectValueLabel(project: {
  fixedPrice: string | null;
  hourlyRate: string | null;
  estimatedHours: string | null;
}): string {
  if (amount(project.fixedPrice) > 0) return formatMoney(project.fixedPrice);
  if (amount(project.hourlyRate) > 0) {
    const rate = `${formatMoney(project.hourlyRate)}/hr`;
    const estimated = Number(project.estimatedHours ?? 0);
    return estimated > 0 ? `${rate} (~${hours.format(estimated)} hrs)` : rate;
  }
  return "TBD";
}

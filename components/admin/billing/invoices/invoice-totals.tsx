import { cn } from "@/lib/utils";

/** An invoice's subtotal, tax and total, already formatted as money. */
export function InvoiceTotals({
  subtotal,
  taxLabel,
  tax,
  deduction,
  total,
  paid,
  label,
  live = false,
}: {
  subtotal: string;
  taxLabel: string;
  tax: string;
  /** "Less deposit INV-...": the deposit a final invoice deducts, already formatted ("-$2,500.00"). */
  deduction?: { label: string; amount: string };
  total: string;
  /** What was paid and what is left, once there are payments. */
  paid?: { amount: string; balance: string };
  /** The list's accessible name ("Totals of INV-2026-0001"). */
  label?: string;
  /** The form's running totals: announced as they change. */
  live?: boolean;
}) {
  const rows = [
    { label: "Subtotal", value: subtotal, strong: false },
    { label: taxLabel, value: tax, strong: false },
    ...(deduction ? [{ label: deduction.label, value: deduction.amount, strong: false }] : []),
    { label: "Total", value: total, strong: true },
    ...(paid
      ? [
          { label: "Paid", value: paid.amount, strong: false },
          { label: "Balance due", value: paid.balance, strong: true },
        ]
      : []),
  ];
  return (
    <dl
      aria-label={label ?? (live ? "Invoice totals" : undefined)}
      aria-live={live ? "polite" : undefined}
      className="ml-auto grid w-full max-w-xs gap-1 text-sm"
    >
      {rows.map(({ label, value, strong }) => (
        <div key={label} className={cn("flex justify-between", strong && "border-t pt-1 text-base font-semibold")}>
          <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

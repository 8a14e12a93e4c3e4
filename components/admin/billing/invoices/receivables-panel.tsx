import { reminderScheduleText } from "@/lib/billing/settings/schema";
import type { BillingSettings, Receivables } from "@/lib/billing/types";
import { formatCount } from "@/lib/dashboard/format";
import { formatMoney } from "@/lib/money";

/**
 * Outstanding (the balances of sent and overdue invoices) and its aging by days past due, from one
 * SQL aggregate (getReceivables), with the reminder schedule the worker follows.
 */
export function ReceivablesPanel({ receivables, settings }: { receivables: Receivables; settings: BillingSettings }) {
  return (
    <section aria-labelledby="receivables-heading" className="grid gap-4 rounded-lg border p-4 lg:grid-cols-[16rem_1fr]">
      <div className="space-y-1">
        <h3 id="receivables-heading" className="text-sm font-medium text-slate-600">
          Outstanding
        </h3>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums">{formatMoney(receivables.outstanding)}</p>
        <p className="text-muted-foreground text-sm">
          {`${formatCount(receivables.count)} open ${receivables.count === 1 ? "invoice" : "invoices"} (sent or overdue, with a balance).`}
        </p>
        <p className="text-muted-foreground text-sm">
          {settings.remindersEnabled ? `Reminders: ${reminderScheduleText(settings.reminderDays)}.` : "Payment reminders are off."}
        </p>
      </div>
      {/* The data tables' classes (app/back-office.css): a server component's markup is sent twice. */}
      <div className="relative w-full overflow-x-auto">
        <table className="data-table">
          <caption className="sr-only">Receivables by age</caption>
          <thead>
            <tr>
              <th>Age</th>
              <th className="text-right">Invoices</th>
              <th className="text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            {receivables.buckets.map((bucket) => (
              <tr key={bucket.key}>
                <td>{bucket.label}</td>
                <td className="text-right tabular-nums">{formatCount(bucket.count)}</td>
                <td className="text-right tabular-nums">{formatMoney(bucket.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

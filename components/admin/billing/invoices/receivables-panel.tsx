import { reminderScheduleText } from "@/lib/billing/settings/schema";
import type { BillingSettings, Receivables } from "@/lib/billing/types";
import { formatCount } from "@/lib/dashboard/format";
import { formatMoney } from "@/lib/money";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

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
      <Table>
        <caption className="sr-only">Receivables by age</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Age</TableHead>
            <TableHead className="text-right">Invoices</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {receivables.buckets.map((bucket) => (
            <TableRow key={bucket.key}>
              <TableCell>{bucket.label}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(bucket.count)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(bucket.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

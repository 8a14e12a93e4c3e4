import type { Statement } from "@/lib/clients/record-types";
import { formatIsoDate } from "@/lib/dates";
import { formatCents } from "@/lib/money";

const amount = (cents: number) => (cents === 0 ? "" : formatCents(cents));

/**
 * The statement's lines with the running balance. On a phone the table scrolls sideways inside its
 * own labelled region (focusable, so a keyboard can scroll it); the totals stay readable above it.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const caption = `Statement from ${formatIsoDate(statement.from)} to ${formatIsoDate(statement.to)}`;
  return (
    <section aria-labelledby="statement-title" className="space-y-3 rounded-xl border bg-white p-4 shadow-sm sm:p-5">
      <h2 id="statement-title" className="text-lg font-semibold text-slate-900">
        {caption}
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Opening balance</dt>
          <dd className="font-medium tabular-nums">{formatCents(statement.openingBalanceCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Charges</dt>
          <dd className="font-medium tabular-nums">{formatCents(statement.totalChargesCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Payments</dt>
          <dd className="font-medium tabular-nums">{formatCents(statement.totalPaymentsCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Closing balance</dt>
          <dd className="font-semibold tabular-nums">{formatCents(statement.closingBalanceCents)}</dd>
        </div>
      </dl>
      <div
        role="region"
        aria-label="Statement lines"
        tabIndex={0}
        className="overflow-x-auto rounded-md focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none"
      >
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b text-left text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Description
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Charges
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Payments
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b">
              <td className="py-2 pr-3 whitespace-nowrap">{formatIsoDate(statement.from)}</td>
              <td className="py-2 pr-3">Opening balance</td>
              <td />
              <td />
              <td className="py-2 text-right tabular-nums">{formatCents(statement.openingBalanceCents)}</td>
            </tr>
            {statement.lines.map((line, index) => (
              <tr key={index} className="border-b">
                <td className="py-2 pr-3 whitespace-nowrap">{formatIsoDate(line.date)}</td>
                <td className="py-2 pr-3">{line.description}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{amount(line.chargeCents)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{amount(line.paymentCents)}</td>
                <td className="py-2 text-right tabular-nums">{formatCents(line.balanceCents)}</td>
              </tr>
            ))}
            {statement.lines.length === 0 ? (
              <tr>
                <td />
                <td colSpan={4} className="py-2 text-slate-600">
                  No invoices or payments in this period.
                </td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <td />
              <th scope="row" className="py-2 pr-3 text-left">
                Closing balance
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCents(statement.totalChargesCents)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCents(statement.totalPaymentsCents)}</td>
              <td className="py-2 text-right tabular-nums">{formatCents(statement.closingBalanceCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

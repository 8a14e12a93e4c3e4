import { StatementLines, statementCaption } from "@/components/client/statement-lines";
import type { Statement } from "@/lib/clients/record-types";
import { formatCents } from "@/lib/money";

/**
 * The statement's lines with the running balance. On a phone the table scrolls sideways inside its
 * own labelled region (focusable, so a keyboard can scroll it); the totals stay readable above it.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const caption = statementCaption(statement);
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
        <StatementLines statement={statement} />
      </div>
    </section>
  );
}

import type { Statement } from "@/lib/clients/record-types";
import { formatIsoDate } from "@/lib/dates";
import { formatCents } from "@/lib/money";

const amount = (cents: number) => (cents === 0 ? "" : formatCents(cents));

/** The statement's caption, for a heading above its lines too. */
export const statementCaption = (statement: Statement) =>
  `Statement from ${formatIsoDate(statement.from)} to ${formatIsoDate(statement.to)}`;

/**
 * A statement's lines with the running balance, between the opening and the closing balance: the
 * back office's statement page and the client portal's draw the same table.
 */
export function StatementLines({ statement }: { statement: Statement }) {
  return (
    <table className="data-table">
      <caption className="sr-only">{statementCaption(statement)}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Description</th>
          <th scope="col" className="text-right">
            Charges
          </th>
          <th scope="col" className="text-right">
            Payments
          </th>
          <th scope="col" className="text-right">
            Balance
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{formatIsoDate(statement.from)}</td>
          <td>Opening balance</td>
          <td />
          <td />
          <td className="text-right tabular-nums">{formatCents(statement.openingBalanceCents)}</td>
        </tr>
        {statement.lines.map((line, index) => (
          <tr key={index}>
            <td>{formatIsoDate(line.date)}</td>
            <td className="whitespace-normal">{line.description}</td>
            <td className="text-right tabular-nums">{amount(line.chargeCents)}</td>
            <td className="text-right tabular-nums">{amount(line.paymentCents)}</td>
            <td className="text-right tabular-nums">{formatCents(line.balanceCents)}</td>
          </tr>
        ))}
        {statement.lines.length === 0 ? (
          <tr>
            <td />
            <td colSpan={4} className="text-slate-600">
              No invoices or payments in this period.
            </td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <td />
          <th scope="row" className="text-left">
            Closing balance
          </th>
          <td className="text-right tabular-nums">{formatCents(statement.totalChargesCents)}</td>
          <td className="text-right tabular-nums">{formatCents(statement.totalPaymentsCents)}</td>
          <td className="text-right tabular-nums">{formatCents(statement.closingBalanceCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

import Link from "next/link";

import type { UnresolvedOverpaymentsSummary } from "@/lib/billing/types";
import { formatCount } from "@/lib/dashboard/format";
import { formatMoney } from "@/lib/money";

/**
 * The overpayments waiting for an owner (money received above a balance), each linked to its
 * invoice through the Billing search; nothing at all when there are none.
 */
export function OverpaymentsNotice({ overpayments }: { overpayments: UnresolvedOverpaymentsSummary }) {
  if (overpayments.total === 0) return null;
  const more = overpayments.total - overpayments.rows.length;
  return (
    <section aria-labelledby="overpayments-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <h3 id="overpayments-heading" className="font-medium text-slate-900">
        {`${formatCount(overpayments.total)} ${overpayments.total === 1 ? "overpayment" : "overpayments"} to resolve`}
      </h3>
      <p className="text-slate-700">Money received above an invoice&apos;s balance: open the invoice, settle it, then mark it resolved.</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {overpayments.rows.map((row) => (
          <li key={row.paymentId}>
            <Link href={`/admin/billing?q=${encodeURIComponent(row.invoiceNumber)}`} className="font-medium text-slate-900 underline">
              {row.invoiceNumber}
            </Link>{" "}
            ({formatMoney(row.overpayment)})
          </li>
        ))}
        {more > 0 ? <li>{`and ${formatCount(more)} more`}</li> : null}
      </ul>
    </section>
  );
}

import { site } from "@/content/site";
import { lessDepositLabel } from "@/lib/billing/invoices/schema";
import { balanceCents, isPartiallyPaid } from "@/lib/billing/rules";
import type { InvoiceDocument } from "@/lib/billing/types";
import { formatIsoDate, isInvoiceOverdue } from "@/lib/dates";
import { formatCents, formatMoney } from "@/lib/money";
import { cn } from "@/lib/utils";

import { ClientDocumentHeader } from "./client-document-header";
import { PaymentProcessing } from "./payment-processing";

/** What the client reads first: paid, cancelled, overdue, partially paid, or when it is due. */
function statusOf(invoice: InvoiceDocument, today: string): { label: string; tone: "good" | "bad" | "neutral" } {
  if (invoice.status === "paid") return { label: "Paid", tone: "good" };
  if (invoice.status === "cancelled") return { label: "Cancelled", tone: "neutral" };
  if (isInvoiceOverdue(invoice, today)) return { label: isPartiallyPaid(invoice) ? "Partially paid, overdue" : "Overdue", tone: "bad" };
  if (isPartiallyPaid(invoice)) return { label: "Partially paid", tone: "neutral" };
  return { label: `Due ${formatIsoDate(invoice.dueDate)}`, tone: "neutral" };
}

const toneClass = { good: "bg-emerald-100 text-emerald-800", bad: "bg-red-100 text-red-800", neutral: "bg-slate-100 text-slate-800" };

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-6 py-1", strong && "border-t pt-2 text-base font-semibold text-slate-900")}>
      <dt className={strong ? undefined : "text-slate-600"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** Online payment on the page, when a provider is set; the page's server decides all of it. */
export type ClientInvoiceOnline = {
  /** "Pay $X by card", or null when nothing can be paid online now. */
  payLabel: string | null;
  /** Where the button posts: the page's own pay route. */
  payAction: string;
  /** What came of the checkout the client returned from (or one still processing). */
  returned:
    | { state: "paid"; receipt: { method: string; paidOn: string; amountCents: number; reference: string } }
    | { state: "processing" }
    | { state: "failed" }
    | null;
  /** The page again, to check a processing payment by hand. */
  checkAgainHref: string;
};

const notice = "rounded-lg border px-4 py-3 text-sm";

/** The receipt of the card payment just made: what, when, how much, and the provider's reference. */
function Receipt({ receipt }: { receipt: NonNullable<Extract<ClientInvoiceOnline["returned"], { state: "paid" }>>["receipt"] }) {
  return (
    <section aria-labelledby="receipt-title" className={`${notice} border-emerald-200 bg-emerald-50 text-emerald-900`}>
      <h2 id="receipt-title" className="text-base font-semibold">
        Payment received
      </h2>
      <p role="status">Thank you! Your card payment was received. A receipt is on its way to your inbox.</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Payment</dt>
        <dd>{receipt.method}</dd>
        <dt className="font-medium">Date</dt>
        <dd>{formatIsoDate(receipt.paidOn)}</dd>
        <dt className="font-medium">Amount</dt>
        <dd className="tabular-nums">{formatCents(receipt.amountCents)}</dd>
        <dt className="font-medium">Reference</dt>
        <dd className="break-all">{receipt.reference}</dd>
      </dl>
    </section>
  );
}

/** Below the balance: the card payment button, a plain form that works before any script loads. */
function PayByCard({ label, action }: { label: string; action: string }) {
  return (
    <form method="post" action={action} className="mt-3">
      <button
        type="submit"
        className="inline-flex items-center rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-800 focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none"
      >
        {label}
      </button>
    </form>
  );
}

/**
 * The client's invoice page: the agency, the invoice with its items and totals, the payments
 * made, the balance due, the status, and the PDF; with a payment provider set, "Pay $X by card" and
 * what came of the checkout. Server-rendered but for the processing notice's polite refresh.
 */
export function ClientInvoice({
  invoice,
  pdfHref,
  today,
  online = null,
  embedded = false,
}: {
  invoice: InvoiceDocument;
  pdfHref: string;
  today: string;
  online?: ClientInvoiceOnline | null;
  /** Inside a page that has its own main landmark (the client portal): no second one. */
  embedded?: boolean;
}) {
  const Main = embedded ? "div" : "main";
  const status = statusOf(invoice, today);
  const balance = balanceCents(invoice);
  const returned = online?.returned ?? null;
  // While a payment is being confirmed, a second one is not offered.
  const payLabel = returned?.state === "processing" ? null : (online?.payLabel ?? null);
  return (
    <div className={embedded ? undefined : "min-h-screen bg-slate-50 py-8 sm:py-12"}>
      <Main className={embedded ? "space-y-6" : "mx-auto max-w-3xl space-y-6 px-4"}>
        <ClientDocumentHeader pdfHref={pdfHref} pdfName={`${invoice.invoiceNumber}.pdf`} />

        <article aria-labelledby="invoice-title" className="space-y-6 rounded-xl border bg-white p-5 shadow-sm sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h1 id="invoice-title" className="text-2xl font-semibold text-slate-900">
                Invoice {invoice.invoiceNumber}
              </h1>
              <p className={cn("mt-2 inline-block rounded-md px-2 py-0.5 text-sm font-medium", toneClass[status.tone])}>
                <span className="sr-only">Status: </span>
                {status.label}
              </p>
            </div>
            <div className="text-right">
              <p className="text-sm text-slate-600">{invoice.status === "paid" ? "Paid in full" : "Balance due"}</p>
              <p className="text-3xl font-semibold text-slate-900 tabular-nums">{formatCents(balance)}</p>
              {online && payLabel ? <PayByCard label={payLabel} action={online.payAction} /> : null}
            </div>
          </div>

          {returned?.state === "paid" ? <Receipt receipt={returned.receipt} /> : null}
          {returned?.state === "processing" && online ? <PaymentProcessing checkAgainHref={online.checkAgainHref} /> : null}
          {returned?.state === "failed" ? (
            <div role="alert" className={`${notice} border-red-200 bg-red-50 text-red-900`}>
              <h2 className="text-base font-semibold">The payment did not go through</h2>
              <p>{`Nothing was paid on this invoice. You can try again, or contact us at ${site.email}.`}</p>
            </div>
          ) : null}

          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="font-medium text-slate-500">Bill to</dt>
              <dd className="text-slate-900">
                {invoice.clientName}
                <br />
                {invoice.clientEmail}
                {invoice.clientAddress ? <span className="block whitespace-pre-line">{invoice.clientAddress}</span> : null}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Issue date</dt>
              <dd className="text-slate-900">{formatIsoDate(invoice.issueDate)}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Due date</dt>
              <dd className="text-slate-900">{formatIsoDate(invoice.dueDate)}</dd>
            </div>
          </dl>

          {invoice.description ? <p className="text-sm whitespace-pre-line text-slate-700">{invoice.description}</p> : null}

          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Items</caption>
              <thead>
                <tr className="border-b text-left text-slate-500">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Description
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Quantity
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Unit price
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoice.items.map((item) => (
                  <tr key={item.id} className="border-b">
                    <td className="py-2 pr-4 text-slate-900">{item.description || "—"}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{Number(item.quantity)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatMoney(item.unitPrice)}</td>
                    <td className="py-2 text-right tabular-nums">{formatMoney(item.totalPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <dl aria-label="Totals" className="ml-auto max-w-xs text-sm">
            <Row label="Subtotal" value={formatMoney(invoice.subtotal)} />
            <Row label={`Tax (${Number(invoice.taxRate)}%)`} value={formatMoney(invoice.taxAmount)} />
            {invoice.lessDepositInvoiceNumber ? (
              <Row label={lessDepositLabel(invoice.lessDepositInvoiceNumber)} value={`-${formatMoney(invoice.depositDeduction)}`} />
            ) : null}
            <Row label="Total" value={formatMoney(invoice.totalAmount)} strong />
            {invoice.payments.length > 0 ? <Row label="Paid" value={formatMoney(invoice.amountPaid)} /> : null}
            {invoice.payments.length > 0 ? <Row label="Balance due" value={formatCents(balance)} strong /> : null}
          </dl>

          <section aria-labelledby="payments-title" className="space-y-2">
            <h2 id="payments-title" className="text-base font-semibold text-slate-900">
              Payments
            </h2>
            {invoice.payments.length === 0 ? (
              <p className="text-sm text-slate-600">No payments received yet.</p>
            ) : (
              <ul className="divide-y text-sm">
                {invoice.payments.map((payment) => (
                  <li key={payment.id} className="flex justify-between gap-4 py-2">
                    <span>
                      {formatIsoDate(payment.paidOn)}
                      {payment.method ? <span className="text-slate-500">{` · ${payment.method}`}</span> : null}
                    </span>
                    <span className="tabular-nums">{formatMoney(payment.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {invoice.notes ? <p className="border-t pt-4 text-sm whitespace-pre-line text-slate-600">{invoice.notes}</p> : null}
        </article>

        <p className="text-center text-sm text-slate-500">
          Questions about this invoice? Call {site.phone.display} or write to {site.email}.
        </p>
      </Main>
    </div>
  );
}

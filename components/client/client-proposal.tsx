import { site } from "@/content/site";
import { formatIsoDate } from "@/lib/dates";
import { formatCents, formatMoney, lineTotalCents } from "@/lib/money";
import type { ProposalPageState } from "@/lib/proposals/decision";
import type { ProposalChoice, ProposalLine } from "@/lib/proposals/rules";

import { ClientDocumentHeader } from "./client-document-header";
import { ProposalDecision } from "./proposal-decision";

/** The accepted lines and totals as frozen at acceptance (db/schema's ProposalSnapshot, as the page reads it). */
type AcceptedSnapshot = {
  lines: { section: string; description: string; totalPrice: string }[];
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  total: string;
  depositPercent: string;
  depositAmount: string;
};

/** What the route hands the page: plain values, the lines grouped in sections. */
export type ClientProposalProps = {
  label: string;
  title: string;
  recipientName: string;
  recipientCompany: string | null;
  introduction: string;
  terms: string;
  validUntil: string;
  taxRate: string;
  depositPercent: string;
  state: Exclude<ProposalPageState, "unsent">;
  sections: { title: string; lines: ProposalLine[] }[];
  initialChoice: ProposalChoice;
  basePath: string;
  pdfHref: string;
  pdfName: string;
  accepted: {
    name: string;
    at: string;
    snapshot: AcceptedSnapshot;
    depositInvoicePath: string | null;
    depositInvoiceNumber: string | null;
  } | null;
  declinedAt: string | null;
  replacementPath: string | null;
  /** Inside a page that has its own main landmark (the client portal): no second one. */
  embedded?: boolean;
};

const notice = "rounded-lg border px-4 py-3 text-sm";

function Terms({ terms, validUntil }: { terms: string; validUntil: string }) {
  return (
    <section aria-labelledby="terms-title" className="space-y-2 border-t pt-4">
      <h2 id="terms-title" className="text-base font-semibold text-slate-900">
        Terms
      </h2>
      {terms ? <p className="text-sm whitespace-pre-line text-slate-700">{terms}</p> : null}
      <p className="text-sm text-slate-700">{`Valid until ${formatIsoDate(validUntil)}.`}</p>
    </section>
  );
}

/** The accepted lines and totals, exactly as frozen at acceptance. */
function AcceptedLines({ snapshot }: { snapshot: AcceptedSnapshot }) {
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-md border text-sm">
        {snapshot.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4 px-3 py-2">
            <span className="text-slate-900">
              {line.section ? <span className="text-slate-600">{`${line.section}: `}</span> : null}
              {line.description}
            </span>
            <span className="tabular-nums">{formatMoney(line.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <div role="group" aria-label="Accepted totals" className="ml-auto max-w-xs text-sm">
        <dl>
          <div className="flex justify-between gap-6 py-1">
            <dt className="text-slate-600">Subtotal</dt>
            <dd className="tabular-nums">{formatMoney(snapshot.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-6 py-1">
            <dt className="text-slate-600">{`Tax (${Number(snapshot.taxRate)}%)`}</dt>
            <dd className="tabular-nums">{formatMoney(snapshot.taxAmount)}</dd>
          </div>
          <div className="flex justify-between gap-6 border-t py-1 pt-2 text-base font-semibold text-slate-900">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatMoney(snapshot.total)}</dd>
          </div>
          <div className="flex justify-between gap-6 py-1">
            <dt className="text-slate-600">{`Deposit (${Number(snapshot.depositPercent)}%)`}</dt>
            <dd className="tabular-nums">{formatMoney(snapshot.depositAmount)}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

/** The sections as offered, without controls (an expired, declined or replaced proposal). */
function OfferedLines({ sections }: { sections: ClientProposalProps["sections"] }) {
  return (
    <div className="space-y-4">
      {sections.map((section, index) => (
        <section key={index} aria-label={section.title || `Section ${index + 1}`} className="space-y-2">
          {section.title ? <h2 className="text-base font-semibold text-slate-900">{section.title}</h2> : null}
          <ul className="divide-y rounded-md border text-sm">
            {section.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-4 px-3 py-2">
                <span className="text-slate-900">
                  {line.description}
                  {line.kind !== "included" ? (
                    <span className="text-slate-600">{line.kind === "package" ? " (package)" : " (optional)"}</span>
                  ) : null}
                </span>
                <span className="tabular-nums">{formatCents(lineTotalCents(line))}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The client's proposal page: the agency, the proposal and, by its state, the choice with the
 * Accept and Decline forms (open), the accepted or declined record, or the expired and replaced
 * notices with no button. Server-rendered; the one client component is the open proposal's choice.
 */
export function ClientProposal(props: ClientProposalProps) {
  const embedded = props.embedded ?? false;
  const Main = embedded ? "div" : "main";
  return (
    <div className={embedded ? undefined : "min-h-screen bg-slate-50 py-8 sm:py-12"}>
      <Main className={embedded ? "space-y-6" : "mx-auto max-w-3xl space-y-6 px-4"}>
        <ClientDocumentHeader pdfHref={props.pdfHref} pdfName={props.pdfName} />

        <article aria-labelledby="proposal-title" className="space-y-6 rounded-xl border bg-white p-5 shadow-sm sm:p-8">
          <div className="space-y-1">
            <p className="text-sm font-medium text-slate-600">{`Proposal ${props.label}`}</p>
            <h1 id="proposal-title" className="text-2xl font-semibold text-slate-900">
              {props.title}
            </h1>
            <p className="text-sm text-slate-600">
              {`Prepared for ${props.recipientName}${props.recipientCompany ? `, ${props.recipientCompany}` : ""} · Valid until ${formatIsoDate(props.validUntil)}`}
            </p>
          </div>

          {props.state === "accepted" && props.accepted ? (
            <div className={`${notice} border-emerald-200 bg-emerald-50 text-emerald-900`}>
              <h2 className="text-base font-semibold">Proposal accepted</h2>
              <p>{`Accepted by ${props.accepted.name} on ${props.accepted.at}, for a total of ${formatMoney(props.accepted.snapshot.total)}.`}</p>
              {props.accepted.depositInvoicePath ? (
                <p className="mt-1">
                  <a href={props.accepted.depositInvoicePath} className="font-medium underline underline-offset-2">
                    {`View deposit invoice ${props.accepted.depositInvoiceNumber ?? ""}`.trim()}
                  </a>
                </p>
              ) : null}
              <p className="mt-1">Thank you! A confirmation with the signed proposal is on its way to your inbox.</p>
            </div>
          ) : null}
          {props.state === "declined" ? (
            <div role="status" className={`${notice} border-slate-200 bg-slate-100 text-slate-900`}>
              <h2 className="text-base font-semibold">Proposal declined</h2>
              <p>{`This proposal was declined${props.declinedAt ? ` on ${props.declinedAt}` : ""}. Thank you for letting us know.`}</p>
            </div>
          ) : null}
          {props.state === "expired" ? (
            <div role="status" className={`${notice} border-amber-200 bg-amber-50 text-amber-900`}>
              <h2 className="text-base font-semibold">This proposal has expired</h2>
              <p>{`It was valid until ${formatIsoDate(props.validUntil)}. Contact us at ${site.email} or ${site.phone.display} for a new one.`}</p>
            </div>
          ) : null}
          {props.state === "replaced" ? (
            <div role="status" className={`${notice} border-sky-200 bg-sky-50 text-sky-900`}>
              <h2 className="text-base font-semibold">This proposal was replaced</h2>
              {props.replacementPath ? (
                <p>
                  <a href={props.replacementPath} className="font-medium underline underline-offset-2">
                    View the new version
                  </a>
                </p>
              ) : (
                <p>{`We sent you a newer version. Contact us at ${site.email} if you cannot find it.`}</p>
              )}
            </div>
          ) : null}

          {props.introduction ? <p className="text-sm whitespace-pre-line text-slate-700">{props.introduction}</p> : null}

          {props.state === "open" ? (
            <ProposalDecision
              sections={props.sections}
              taxRate={props.taxRate}
              depositPercent={props.depositPercent}
              initialChoice={props.initialChoice}
              basePath={props.basePath}
            />
          ) : props.state === "accepted" && props.accepted ? (
            <AcceptedLines snapshot={props.accepted.snapshot} />
          ) : (
            <OfferedLines sections={props.sections} />
          )}

          <Terms terms={props.terms} validUntil={props.validUntil} />
        </article>

        <p className="text-center text-sm text-slate-500">
          Questions about this proposal? Call {site.phone.display} or write to {site.email}.
        </p>
      </Main>
    </div>
  );
}

import Link from "next/link";

import { clientHref } from "@/lib/clients/paths";
import { formatDateTime, formatIsoDate } from "@/lib/dates";
import { formatMoney, toCents, formatCents } from "@/lib/money";
import { PROPOSALS_PATH, proposalHref } from "@/lib/proposals/paths";
import { chosenLines, computeProposalTotals, defaultChoice, depositCents, proposalLabel } from "@/lib/proposals/rules";
import { proposalLineKindLabels, proposalStatusLabels } from "@/lib/proposals/schema";
import type { ProposalDetails, ProposalItemRow } from "@/lib/proposals/types";

import { ProposalActions } from "./proposal-actions";
import { ProposalStatusBadge } from "./proposal-status-badge";
import { DetailField } from "../dialogs/details-dialog";
import { HistoryList } from "../history/history-list";

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The totals of the agency's default choice, from the lines. The stored totals are those until the
 * client accepts; acceptance stores the client's choice there instead (shown as the accepted total).
 */
function proposedTotals(proposal: ProposalDetails["proposal"], items: ProposalItemRow[]) {
  const chosen = chosenLines(items, defaultChoice(items));
  if (chosen.ok) return computeProposalTotals(chosen.lines, proposal.taxRate, proposal.depositPercent);
  const total = toCents(proposal.totalAmount);
  return {
    subtotal: toCents(proposal.subtotal),
    tax: toCents(proposal.taxAmount),
    total,
    deposit: depositCents(total, proposal.depositPercent),
  };
}

/** The lines grouped by section, in order. */
function bySection(items: ProposalItemRow[]): { title: string; lines: ProposalItemRow[] }[] {
  const sections: { position: number; title: string; lines: ProposalItemRow[] }[] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last && last.position === item.sectionPosition) last.lines.push(item);
    else sections.push({ position: item.sectionPosition, title: item.sectionTitle, lines: [item] });
  }
  return sections;
}

function defaultMark(item: ProposalItemRow): string {
  if (item.kind === "package") return item.selected ? "Default package" : "Package";
  if (item.kind === "optional") return item.selected ? "Optional, ticked" : "Optional";
  return "Included";
}

const Paragraphs = ({ text, empty }: { text: string; empty: string }) =>
  text.trim() ? (
    <div className="text-sm whitespace-pre-line text-slate-800">{text}</div>
  ) : (
    <p className="text-sm text-slate-500">{empty}</p>
  );

/**
 * A proposal's page: status and actions, whom it is for and what it belongs to, its versions, the
 * introduction, the sections of lines with the totals as proposed, the terms, what the client
 * decided (with the acceptance evidence) and its history.
 */
export function ProposalView({ details, owner, timeZone }: { details: ProposalDetails; owner: boolean; timeZone: string }) {
  const { proposal, items } = details;
  const label = proposalLabel(proposal);
  const when = (value: Date | null) => (value ? (formatDateTime(value, timeZone) ?? "") : "—");
  const proposed = proposedTotals(proposal, items);
  const replacedBy = proposal.status === "replaced" ? details.nextVersionId : null;
  return (
    <article aria-labelledby="proposal-heading" className="space-y-8">
      <div className="space-y-2">
        <Link href={PROPOSALS_PATH} className="text-sm text-slate-600 underline-offset-2 hover:underline">
          ← All proposals
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="proposal-heading" className="text-lg font-semibold text-slate-900">
              {`Proposal ${label}`}
            </h2>
            <ProposalStatusBadge status={proposal.status} />
          </div>
          <ProposalActions proposal={proposal} label={label} owner={owner} nextVersionId={details.nextVersionId} />
        </div>
        <p className="text-slate-700">{proposal.title}</p>
        {replacedBy ? (
          <p role="status" className="text-sm text-slate-700">
            This version was replaced by a revision.{" "}
            <Link href={proposalHref(replacedBy)} className="font-medium underline underline-offset-2">
              Open the newer version
            </Link>
          </p>
        ) : null}
      </div>

      <Part id="proposal-details" title="Details">
        <dl className="grid gap-3 sm:grid-cols-3">
          <DetailField label="Recipient">
            {proposal.recipientName}
            <div className="text-slate-600">{proposal.recipientEmail}</div>
            {proposal.recipientCompany ? <div className="text-slate-600">{proposal.recipientCompany}</div> : null}
          </DetailField>
          <DetailField label="Lead">
            {details.lead ? (
              <Link href={`/admin/leads?${new URLSearchParams({ q: proposal.recipientEmail })}`} className="underline underline-offset-2">
                {details.lead.name}
              </Link>
            ) : (
              "None"
            )}
          </DetailField>
          <DetailField label="Client">
            {details.client ? (
              <Link href={clientHref(details.client.id)} className="underline underline-offset-2">
                {details.client.displayName}
              </Link>
            ) : (
              "None yet"
            )}
          </DetailField>
          <DetailField label="Valid until">{formatIsoDate(proposal.validUntil)}</DetailField>
          <DetailField label="Deposit">{`${Number(proposal.depositPercent)}% (${formatCents(proposed.deposit)} as proposed)`}</DetailField>
          <DetailField label="Tax rate">{`${Number(proposal.taxRate)}%`}</DetailField>
          <DetailField label="Created">{when(proposal.createdAt)}</DetailField>
          <DetailField label="Sent">{when(proposal.sentAt)}</DetailField>
          <DetailField label="Viewed by the client">{when(proposal.viewedAt)}</DetailField>
        </dl>
      </Part>

      {details.versions.length > 1 ? (
        <Part id="proposal-versions" title="Versions">
          <ol className="space-y-1 text-sm">
            {details.versions.map((version) => (
              <li key={version.id}>
                {version.id === proposal.id ? (
                  <span className="font-medium">{`Version ${version.version} (this one)`}</span>
                ) : (
                  <Link href={proposalHref(version.id)} className="underline underline-offset-2">{`Version ${version.version}`}</Link>
                )}
                {` · ${proposalStatusLabels[version.status]}`}
              </li>
            ))}
          </ol>
        </Part>
      ) : null}

      {proposal.status === "accepted" ? (
        <Part id="proposal-acceptance" title="Accepted">
          <dl className="grid gap-3 sm:grid-cols-3">
            <DetailField label="Signed by">{proposal.acceptedName ?? "—"}</DetailField>
            <DetailField label="Accepted at">{when(proposal.decidedAt)}</DetailField>
            <DetailField label="From IP address">{proposal.acceptedIp ?? "—"}</DetailField>
            <DetailField label="Accepted total">
              {proposal.acceptedSnapshot ? formatMoney(proposal.acceptedSnapshot.total) : "—"}
            </DetailField>
            <DetailField label="Project">
              {details.project ? (
                <Link
                  href={`/admin/projects?${new URLSearchParams({ q: details.project.title })}`}
                  className="underline underline-offset-2"
                >
                  {details.project.title}
                </Link>
              ) : (
                "—"
              )}
            </DetailField>
            <DetailField label="Deposit invoice">
              {details.depositInvoice ? (
                owner ? (
                  <Link
                    href={`/admin/billing?${new URLSearchParams({ q: details.depositInvoice.invoiceNumber })}`}
                    className="underline underline-offset-2"
                  >
                    {details.depositInvoice.invoiceNumber}
                  </Link>
                ) : (
                  details.depositInvoice.invoiceNumber
                )
              ) : (
                "—"
              )}
            </DetailField>
          </dl>
          {proposal.acceptedSnapshot ? <AcceptedLines snapshot={proposal.acceptedSnapshot} /> : null}
        </Part>
      ) : null}
      {proposal.status === "declined" ? (
        <Part id="proposal-decline" title="Declined">
          <p className="text-sm text-slate-700">{`Declined ${when(proposal.decidedAt)}.`}</p>
          <Paragraphs text={proposal.declineReason ?? ""} empty="The client gave no reason." />
        </Part>
      ) : null}

      <Part id="proposal-introduction" title="Introduction">
        <Paragraphs text={proposal.introduction} empty="No introduction." />
      </Part>

      <Part id="proposal-lines" title="Sections and lines">
        {bySection(items).map((section, index) => (
          <div key={`${index}-${section.title}`} className="space-y-2">
            <h4 className="text-sm font-semibold text-slate-800">{section.title || `Section ${index + 1}`}</h4>
            <div className="relative w-full overflow-x-auto">
              <table className="data-table">
                <caption className="sr-only">{`Lines of ${section.title || `section ${index + 1}`}`}</caption>
                <thead>
                  <tr>
                    <th>Description</th>
                    <th>Kind</th>
                    <th className="text-right">Quantity</th>
                    <th className="text-right">Unit Price</th>
                    <th className="text-right">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {section.lines.map((line) => (
                    <tr key={line.id}>
                      <td className="whitespace-normal">{line.description}</td>
                      <td>{line.kind === "included" ? proposalLineKindLabels.included : defaultMark(line)}</td>
                      <td className="text-right tabular-nums">{Number(line.quantity)}</td>
                      <td className="cell-amount">{formatMoney(line.unitPrice)}</td>
                      <td className="cell-amount">{formatMoney(line.totalPrice)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ))}
        <dl aria-label="Totals as proposed" className="ml-auto grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt>Subtotal</dt>
          <dd className="text-right tabular-nums">{formatCents(proposed.subtotal)}</dd>
          <dt>Tax</dt>
          <dd className="text-right tabular-nums">{formatCents(proposed.tax)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums">{formatCents(proposed.total)}</dd>
          <dt>Deposit</dt>
          <dd className="text-right tabular-nums">{formatCents(proposed.deposit)}</dd>
        </dl>
      </Part>

      <Part id="proposal-terms" title="Terms">
        <Paragraphs text={proposal.terms} empty="No terms." />
      </Part>

      <Part id="proposal-history" title="History">
        <HistoryList history={{ activity: details.history, communications: [] }} label="Proposal history" timeZone={timeZone} />
      </Part>
    </article>
  );
}

/** What the client chose, as frozen at acceptance: the lines they signed for, each with its amount. */
function AcceptedLines({ snapshot }: { snapshot: NonNullable<ProposalDetails["proposal"]["acceptedSnapshot"]> }) {
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="mb-2 text-left font-medium text-slate-900">Lines accepted</caption>
      <thead>
        <tr className="border-b text-left text-slate-600">
          <th scope="col" className="py-1 pr-3 font-medium">
            Line
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Section
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {snapshot.lines.map((line, index) => (
          <tr key={index} className="border-b border-slate-100">
            <td className="py-1 pr-3">{line.description}</td>
            <td className="py-1 pr-3 text-slate-600">{line.section}</td>
            <td className="py-1 text-right tabular-nums">{formatMoney(line.totalPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

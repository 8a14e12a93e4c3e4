"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState, type FormEvent } from "react";

import { formatCents } from "@/lib/money";
import { MAX_NAME, MAX_REASON, NAME_REQUIRED, signerName, TERMS_REQUIRED } from "@/lib/proposals/decision";
import { chosenLines, computeProposalTotals, type ProposalChoice, type ProposalLine } from "@/lib/proposals/rules";

type Section = { title: string; lines: ProposalLine[] };

type Props = {
  sections: Section[];
  taxRate: string;
  depositPercent: string;
  initialChoice: ProposalChoice;
  /** '/proposal/<token>': the endpoints are its /accept and /decline. */
  basePath: string;
};

const buttonClass =
  "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none disabled:opacity-60";
const primary = `${buttonClass} bg-slate-900 text-white hover:bg-slate-800`;
const secondary = `${buttonClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`;

const lineAmount = (line: ProposalLine) => formatCents(computeProposalTotals([line], 0, 0).total);

async function post(url: string, body: unknown): Promise<string | null> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { error?: string } | null;
    return answer?.error ?? "Something went wrong. Please try again.";
  } catch {
    return "We could not reach the server. Check your connection and try again.";
  }
}

/**
 * The open proposal's one client component: the package and option choice with the total kept up
 * to date (the server computes it again on acceptance), and the Accept and Decline forms.
 */
export function ProposalDecision({ sections, taxRate, depositPercent, initialChoice, basePath }: Props) {
  const router = useRouter();
  const id = useId();
  const [choice, setChoice] = useState<ProposalChoice>(initialChoice);
  const [open, setOpen] = useState<"accept" | "decline" | null>(null);
  const [name, setName] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const cancel = () => (setOpen(null), setError(null));
  const [busy, setBusy] = useState(false);

  const lines = useMemo(() => sections.flatMap((section) => section.lines), [sections]);
  const chosen = chosenLines(lines, choice);
  const totals = computeProposalTotals(chosen.ok ? chosen.lines : [], taxRate, depositPercent);

  const toggleOption = (lineId: string, ticked: boolean) =>
    setChoice((current) => ({
      ...current,
      optionalIds: ticked ? [...current.optionalIds, lineId] : current.optionalIds.filter((other) => other !== lineId),
    }));

  async function accept(event: FormEvent) {
    event.preventDefault();
    if (!signerName(name)) return setError(NAME_REQUIRED);
    if (!agreed) return setError(TERMS_REQUIRED);
    setBusy(true);
    const failure = await post(`${basePath}/accept`, { ...choice, name, agreed, shownTotalCents: totals.total });
    setBusy(false);
    setError(failure);
    if (!failure) router.refresh();
  }

  async function decline(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const failure = await post(`${basePath}/decline`, { reason });
    setBusy(false);
    setError(failure);
    if (!failure) router.refresh();
  }

  return (
    <div className="space-y-6">
      {sections.map((section, index) => {
        const included = section.lines.filter((line) => line.kind === "included");
        const packages = section.lines.filter((line) => line.kind === "package");
        const heading = section.title || (packages.length > 0 ? "Packages" : `Section ${index + 1}`);
        return (
          <section key={index} aria-labelledby={`${id}-s${index}`} className="space-y-2">
            <h2 id={`${id}-s${index}`} className="text-base font-semibold text-slate-900">
              {heading}
            </h2>
            {included.length > 0 ? (
              <ul className="divide-y rounded-md border text-sm">
                {included.map((line) => (
                  <li key={line.id} className="flex justify-between gap-4 px-3 py-2">
                    <span className="text-slate-900">
                      {line.description}
                      {Number(line.quantity) !== 1 ? <span className="text-slate-600">{` × ${Number(line.quantity)}`}</span> : null}
                    </span>
                    <span className="tabular-nums">{lineAmount(line)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {packages.length > 0 ? (
              <fieldset className="space-y-1">
                <legend className="mb-1 text-sm font-medium text-slate-700">Choose one package</legend>
                {packages.map((line) => (
                  <label
                    key={line.id}
                    className="flex cursor-pointer items-center justify-between gap-4 rounded-md border px-3 py-2 text-sm has-[:checked]:border-slate-900 has-[:checked]:bg-slate-50"
                  >
                    <span className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={`${id}-package`}
                        value={line.id}
                        checked={choice.packageId === line.id}
                        onChange={() => setChoice((current) => ({ ...current, packageId: line.id }))}
                        className="size-4 accent-slate-900"
                      />
                      {line.description}
                    </span>
                    <span className="tabular-nums">{lineAmount(line)}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {section.lines.some((line) => line.kind === "optional") ? (
              <fieldset className="space-y-1">
                <legend className="mb-1 text-sm font-medium text-slate-700">Optional items</legend>
                {section.lines
                  .filter((line) => line.kind === "optional")
                  .map((line) => (
                    <label
                      key={line.id}
                      className="flex cursor-pointer items-center justify-between gap-4 rounded-md border px-3 py-2 text-sm"
                    >
                      <span className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          checked={choice.optionalIds.includes(line.id)}
                          onChange={(event) => toggleOption(line.id, event.target.checked)}
                          className="size-4 accent-slate-900"
                        />
                        {line.description}
                      </span>
                      <span className="tabular-nums">{lineAmount(line)}</span>
                    </label>
                  ))}
              </fieldset>
            ) : null}
          </section>
        );
      })}

      <div role="group" aria-label="Totals" aria-live="polite" className="ml-auto max-w-xs text-sm">
        <dl>
          <div className="flex justify-between gap-6 py-1">
            <dt className="text-slate-600">Subtotal</dt>
            <dd className="tabular-nums">{formatCents(totals.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-6 py-1">
            <dt className="text-slate-600">{`Tax (${Number(taxRate)}%)`}</dt>
            <dd className="tabular-nums">{formatCents(totals.tax)}</dd>
          </div>
          <div className="flex justify-between gap-6 border-t py-1 pt-2 text-base font-semibold text-slate-900">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="proposal-total">
              {formatCents(totals.total)}
            </dd>
          </div>
          <div className="flex justify-between gap-6 py-1">
            <dt className="text-slate-600">{`Deposit on acceptance (${Number(depositPercent)}%)`}</dt>
            <dd className="tabular-nums">{formatCents(totals.deposit)}</dd>
          </div>
        </dl>
      </div>

      <div className="space-y-4 border-t pt-4">
        {open === null ? (
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primary} onClick={() => (setOpen("accept"), setError(null))}>
              Accept
            </button>
            <button type="button" className={secondary} onClick={() => (setOpen("decline"), setError(null))}>
              Decline
            </button>
          </div>
        ) : null}

        {open === "accept" ? (
          <form onSubmit={accept} noValidate aria-labelledby={`${id}-accept`} className="space-y-3">
            <h2 id={`${id}-accept`} className="text-base font-semibold text-slate-900">
              Accept this proposal
            </h2>
            <div className="space-y-1">
              <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-700">
                Your full name
              </label>
              <input
                id={`${id}-name`}
                autoComplete="name"
                value={name}
                maxLength={MAX_NAME}
                onChange={(event) => setName(event.target.value)}
                aria-invalid={error === NAME_REQUIRED}
                aria-describedby={error === NAME_REQUIRED ? `${id}-error` : undefined}
                className="w-full max-w-sm rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
            <label className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                className="size-4 accent-slate-900"
              />
              I agree to the terms
            </label>
            <p className="text-sm text-slate-600">{`You accept a total of ${formatCents(totals.total)}.`}</p>
            <SubmitOrCancel busy={busy} label="Accept proposal" busyLabel="Accepting..." onCancel={cancel} />
          </form>
        ) : null}

        {open === "decline" ? (
          <form onSubmit={decline} aria-labelledby={`${id}-decline`} className="space-y-3">
            <h2 id={`${id}-decline`} className="text-base font-semibold text-slate-900">
              Decline this proposal
            </h2>
            <div className="space-y-1">
              <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-700">
                Reason (optional)
              </label>
              <textarea
                id={`${id}-reason`}
                value={reason}
                maxLength={MAX_REASON}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
                className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
            <SubmitOrCancel busy={busy} label="Decline proposal" busyLabel="Declining..." onCancel={cancel} />
          </form>
        ) : null}

        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A decision form's buttons: submit (its label while busy) and Cancel, which closes the form. */
function SubmitOrCancel({ busy, label, busyLabel, onCancel }: { busy: boolean; label: string; busyLabel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={primary} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className={secondary} disabled={busy} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

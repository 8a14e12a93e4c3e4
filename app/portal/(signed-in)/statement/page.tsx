import type { Metadata } from "next";

import { PortalHeading } from "@/components/portal/portal-ui";
import { StatementTable } from "@/components/portal/statement-table";
import { getDb } from "@/db/client";
import { agencyToday } from "@/lib/dates/agency";
import { requirePortalPage } from "@/lib/portal/cookie";
import { portalPaths, portalStatementPdfPath } from "@/lib/portal/paths";
import { getPortalStatement, parsePortalStatementRange } from "@/lib/portal/statement";
import { defaultPortalStatementRange } from "@/lib/portal/statement-range";

export const metadata: Metadata = { title: "Statement" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none aria-invalid:border-red-500";

/**
 * The client's statement for a range (the last 90 days unless chosen): a plain GET form, so it
 * works before scripts load; a refused range is said next to the form, never a server error.
 */
export default async function PortalStatementPage({ searchParams }: Props) {
  const viewer = await requirePortalPage();
  const raw = await searchParams;
  const today = agencyToday();
  const range = parsePortalStatementRange(raw, today);
  const fallback = defaultPortalStatementRange(today);
  const input = range.ok ? range.range : { from: text(raw.from) || fallback.from, to: text(raw.to) || fallback.to };
  const statement = range.ok ? await getPortalStatement(getDb(), viewer.clientId, range.range) : null;
  const error = range.ok ? null : range.error;
  return (
    <>
      <PortalHeading title="Statement" intro="Your invoices and payments over a period, with the running balance.">
        {statement ? (
          // A download, not a page: a plain link, no client-side navigation.
          <a
            href={portalStatementPdfPath(statement)}
            download
            className="inline-flex items-center rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-800 focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none"
          >
            Download PDF
          </a>
        ) : null}
      </PortalHeading>
      <form method="get" action={portalPaths.statement} aria-label="Statement period" className="flex flex-wrap items-end gap-3">
        <div className="min-w-36 flex-1 space-y-1 sm:flex-none">
          <label htmlFor="statement-from" className="block text-sm font-medium text-slate-900">
            From
          </label>
          <input
            id="statement-from"
            name="from"
            type="date"
            defaultValue={input.from}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "statement-error" : undefined}
            className={inputClass}
          />
        </div>
        <div className="min-w-36 flex-1 space-y-1 sm:flex-none">
          <label htmlFor="statement-to" className="block text-sm font-medium text-slate-900">
            To
          </label>
          <input
            id="statement-to"
            name="to"
            type="date"
            defaultValue={input.to}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "statement-error" : undefined}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          className="rounded-md border border-slate-900 px-4 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none"
        >
          Show statement
        </button>
      </form>
      {error ? (
        <p id="statement-error" role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {statement ? <StatementTable statement={statement} /> : null}
    </>
  );
}

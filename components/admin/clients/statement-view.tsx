import Link from "next/link";

import { StatementLines } from "@/components/client/statement-lines";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { clientHref, statementHref, statementPdfHref } from "@/lib/clients/paths";
import type { Statement } from "@/lib/clients/record-types";

type Props = {
  client: { id: string; displayName: string };
  /** The range as typed, put back in the inputs (also when it was refused). */
  input: { from: string; to: string };
  /** Why the range was refused, instead of a statement. */
  error?: string;
  statement?: Statement;
};

/**
 * A client's statement on screen (owners): the range (a plain GET form, so it works before the
 * scripts load), the opening balance, each invoice and payment with the running balance, and the
 * same statement as a PDF.
 */
export function StatementView({ client, input, error, statement }: Props) {
  return (
    <article aria-labelledby="statement-heading" className="space-y-6">
      <div className="space-y-2">
        <Link href={clientHref(client.id)} className="text-sm text-slate-600 underline-offset-2 hover:underline">
          ← {client.displayName}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="statement-heading" className="text-lg font-semibold text-slate-900">
            Statement for {client.displayName}
          </h2>
          {statement ? (
            <Button asChild variant="outline" size="sm">
              {/* A download, not a page: no prefetch, no client-side navigation. */}
              <a href={statementPdfHref(client.id, { from: statement.from, to: statement.to })} download>
                Download PDF
              </a>
            </Button>
          ) : null}
        </div>
      </div>
      <form method="get" action={statementHref(client.id)} className="flex flex-wrap items-end gap-3" aria-label="Statement period">
        <div className="space-y-1">
          <Label htmlFor="statement-from">From</Label>
          <Input id="statement-from" name="from" type="date" defaultValue={input.from} aria-invalid={error ? true : undefined} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="statement-to">To</Label>
          <Input id="statement-to" name="to" type="date" defaultValue={input.to} aria-invalid={error ? true : undefined} />
        </div>
        <Button type="submit">Show statement</Button>
      </form>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {statement ? <StatementTable statement={statement} /> : null}
    </article>
  );
}

function StatementTable({ statement }: { statement: Statement }) {
  return (
    <div className="overflow-x-auto">
      <StatementLines statement={statement} />
    </div>
  );
}

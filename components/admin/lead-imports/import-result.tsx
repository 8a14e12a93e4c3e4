import { CheckCircle2 } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { describeCounts, describeUndo } from "@/lib/lead-imports/summary";
import type { LeadImportDetails } from "@/lib/lead-imports/types";

/** Step 4: what the import did (or that it was undone since), and where to go next. */
export function ImportResult({ details, timeZone }: { details: LeadImportDetails; timeZone: string }) {
  const undone = details.status === "undone";
  return (
    <div role="status" className="space-y-3 rounded-md border border-emerald-200 bg-emerald-50 p-4">
      <h3 className="flex items-center gap-2 font-semibold text-emerald-950">
        <CheckCircle2 aria-hidden className="size-5" />
        {undone ? `The import of ${details.fileName} was undone` : `${details.fileName} was imported`}
      </h3>
      {details.result ? (
        <p className="text-sm text-emerald-950">
          Imported {formatDateTime(details.importedAt, timeZone)}
          {details.importedBy ? ` by ${details.importedBy}` : ""}: {describeCounts(details.result)}.
        </p>
      ) : null}
      {undone && details.undoResult ? (
        <p className="text-sm text-emerald-950">
          Undone {formatDateTime(details.undoneAt, timeZone)}
          {details.undoneBy ? ` by ${details.undoneBy}` : ""}: {describeUndo(details.undoResult)}.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link href="/admin/leads">View leads</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href="/admin/leads/import">Import another file</Link>
        </Button>
      </div>
    </div>
  );
}

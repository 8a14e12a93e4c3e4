"use client";

import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { undoLeadImportAction } from "@/lib/lead-imports/actions";
import { describeCounts, describeUndo } from "@/lib/lead-imports/summary";
import type { ImportedLeadSummary, LeadImportSummary } from "@/lib/lead-imports/types";

import { ConfirmDialog } from "../dialogs/confirm-dialog";
import { DetailsDialog } from "../dialogs/details-dialog";
import { useSettledAction } from "../forms/use-settled-action";
import { DataTable, useRowDialog, type DataTableColumn } from "../list";
import { SectionHeading } from "../shell/section-heading";

const statusLabels: Record<LeadImportSummary["status"], string> = {
  uploaded: "Not imported yet",
  previewed: "Not imported yet",
  imported: "Imported",
  undone: "Undone",
};

function whatItDid(item: LeadImportSummary): string {
  if (item.status === "undone" && item.undoResult) return `Undone: ${describeUndo(item.undoResult)}`;
  if (item.result) return describeCounts(item.result);
  return `${item.rowCount.toLocaleString("en-US")} rows uploaded`;
}

/** The leads an undo left alone, because they changed after the import. */
function KeptLeadsDialog({
  kept,
  total,
  open,
  onClose,
}: {
  kept: ImportedLeadSummary[];
  total: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <DetailsDialog
      open={open}
      onClose={onClose}
      title="Some leads were left as they are"
      description="These leads changed after the import (edited, moved in the pipeline, or given a communication or project), so the undo left them alone."
      footer={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ul aria-label="Leads left as they are" tabIndex={0} className="max-h-80 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
        {kept.map((lead) => (
          <li key={lead.id}>
            {lead.name} ({lead.email})
          </li>
        ))}
      </ul>
      {total > kept.length ? <p className="text-sm text-slate-600">And {(total - kept.length).toLocaleString("en-US")} more.</p> : null}
    </DetailsDialog>
  );
}

/** The latest imports (who, when, what they did), each imported one with 'Undo import'. */
export function RecentImports({ imports, timeZone }: { imports: LeadImportSummary[]; timeZone: string }) {
  const { dialog, dialogProps, open, close, isOpen } = useRowDialog<"undo", LeadImportSummary>();
  const [kept, setKept] = useState<{ leads: ImportedLeadSummary[]; total: number } | null>(null);
  const undo = useSettledAction(
    undoLeadImportAction,
    {
      success: (outcome) => (outcome ? `Import undone: ${describeUndo(outcome)}.` : "Import undone."),
      failure: "Failed to undo the import.",
      log: "imports.undo",
    },
    (outcome) => {
      close();
      if (outcome && outcome.kept > 0) setKept({ leads: outcome.keptLeads, total: outcome.kept });
    },
  );

  const columns: DataTableColumn<LeadImportSummary>[] = [
    {
      id: "file",
      header: "File",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original } }) => (
        <>
          <div className="font-medium text-slate-900">{original.fileName}</div>
          <div className="text-sm text-slate-600">{original.rowCount.toLocaleString("en-US")} rows</div>
        </>
      ),
    },
    {
      id: "who",
      header: "Who and when",
      meta: { className: "align-top text-sm whitespace-normal" },
      cell: ({ row: { original } }) => (
        <>
          <div>{original.importedBy ?? original.createdBy ?? "A removed admin"}</div>
          <div className="text-slate-600">{formatDateTime(original.importedAt ?? original.createdAt, timeZone)}</div>
        </>
      ),
    },
    {
      id: "status",
      header: "Status",
      meta: { className: "align-top" },
      cell: ({ row: { original } }) => (
        <Badge variant={original.status === "imported" ? "default" : "outline"}>{statusLabels[original.status]}</Badge>
      ),
    },
    {
      id: "counts",
      header: "What it did",
      meta: { className: "max-w-80 align-top text-sm whitespace-normal" },
      cell: ({ row }) => whatItDid(row.original),
    },
  ];

  return (
    <section aria-labelledby="recent-imports-heading" className="space-y-3">
      <SectionHeading title="Recent imports" headingId="recent-imports-heading" />
      {imports.length === 0 ? (
        <p role="status" className="rounded-lg border border-dashed p-6 text-center text-sm text-slate-600">
          No imports yet.
        </p>
      ) : (
        <DataTable
          caption="Recent imports, newest first"
          columns={columns}
          rows={imports}
          getRowId={(item) => item.id}
          rowActions={(item) => [
            item.status === "uploaded" || item.status === "previewed"
              ? { label: `Continue the import of ${item.fileName}`, icon: "arrow-right", href: `/admin/leads/import?id=${item.id}` }
              : null,
            item.status === "imported"
              ? {
                  label: `Undo import of ${item.fileName}`,
                  title: "Undo import",
                  icon: "undo",
                  destructive: true,
                  onSelect: open("undo", item),
                }
              : null,
          ]}
        />
      )}
      {dialog ? (
        <ConfirmDialog
          {...dialogProps}
          open={isOpen("undo")}
          title="Undo import?"
          description={`The leads ${dialog.row.fileName} created are removed and the fields it filled are emptied again, with the notes it added. Leads changed since the import are left as they are.`}
          busy={undo.pending}
          onConfirm={() => void undo.run({ importId: dialog.row.id })}
          confirmLabel="Undo import"
          busyLabel="Undoing..."
        />
      ) : null}
      <KeptLeadsDialog kept={kept?.leads ?? []} total={kept?.total ?? 0} open={kept !== null} onClose={() => setKept(null)} />
    </section>
  );
}

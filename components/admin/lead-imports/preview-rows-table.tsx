"use client";

import { Badge } from "@/components/ui/badge";
import { formatIsoDate } from "@/lib/dates";
import type { DuplicateMode } from "@/lib/lead-imports/schema";
import type { ImportPreviewRow } from "@/lib/lead-imports/types";
import { leadSourceLabels, leadStatusLabels, priorityLabels } from "@/lib/leads/schema";
import { formatMoney } from "@/lib/money";

import { DataTable, type DataTableColumn } from "../list";

/** What the import will do with a row, under the chosen handling of matches. */
export function rowOutcome(row: ImportPreviewRow, mode: DuplicateMode): string {
  if (row.errors) return `Not imported: ${row.errors.map((error) => `${error.column}: ${error.message}`).join(" ")}`;
  const target = row.match ? `${row.match.name} (${row.match.email})` : row.repeatOf ? `the lead of row ${row.repeatOf}` : null;
  if (!target) return "New lead";
  if (mode === "skip") return `Skipped: matches ${target}`;
  if (mode === "update") return `Fills empty fields of ${target}`;
  return `New lead, marked as a duplicate of ${target}`;
}

/** The preview's first rows of the file, each as it will be stored and what will happen to it. */
export function PreviewRowsTable({ rows, mode }: { rows: ImportPreviewRow[]; mode: DuplicateMode }) {
  const columns: DataTableColumn<ImportPreviewRow>[] = [
    { id: "row", header: "Row", meta: { className: "align-top tabular-nums" }, cell: ({ row }) => row.original.rowNumber },
    {
      id: "lead",
      header: "Lead",
      meta: { className: "max-w-72 align-top whitespace-normal [overflow-wrap:anywhere]" },
      cell: ({ row: { original } }) =>
        original.values ? (
          <>
            <div className="font-medium text-slate-900">{original.values.name}</div>
            <div className="text-sm text-slate-600">{original.values.email}</div>
            {original.values.phone ? <div className="text-sm text-slate-600">{original.values.phone}</div> : null}
            {original.values.company ? <div className="text-sm text-slate-600">{original.values.company}</div> : null}
          </>
        ) : (
          // A row with errors has no lead: its cells as the file has them.
          <span className="text-sm text-slate-500">{original.cells.filter((cell) => cell.trim() !== "").join(" · ")}</span>
        ),
    },
    {
      id: "pipeline",
      header: "Status and priority",
      meta: { className: "align-top text-sm whitespace-normal" },
      cell: ({ row: { original } }) =>
        original.values ? (
          <>
            <div>{leadStatusLabels[original.values.status]}</div>
            <div className="text-slate-600">{priorityLabels[original.values.priority]} priority</div>
            <div className="text-slate-600">Score {original.values.leadScore}</div>
            <div className="text-slate-600">{leadSourceLabels[original.values.source]}</div>
          </>
        ) : null,
    },
    {
      id: "value",
      header: "Value and dates",
      meta: { className: "align-top text-sm whitespace-normal" },
      cell: ({ row: { original } }) =>
        original.values ? (
          <>
            <div>{original.values.estimatedValue === null ? "No value" : formatMoney(original.values.estimatedValue)}</div>
            <div className="text-slate-600">Follow-up {formatIsoDate(original.values.nextFollowUpDate, "none")}</div>
          </>
        ) : null,
    },
    {
      id: "tags",
      header: "Tags",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original } }) => (
        <div className="flex flex-wrap gap-1">
          {(original.values?.tags ?? []).map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      id: "outcome",
      header: "What happens",
      meta: { className: "max-w-72 align-top text-sm whitespace-normal [overflow-wrap:anywhere]" },
      cell: ({ row: { original } }) => (
        <span className={original.errors ? "text-destructive" : undefined}>{rowOutcome(original, mode)}</span>
      ),
    },
  ];
  return (
    <DataTable
      caption="The first rows of the file as they will be stored"
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.rowNumber)}
    />
  );
}

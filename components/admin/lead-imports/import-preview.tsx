"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { runLeadImportAction } from "@/lib/lead-imports/actions";
import { duplicateModeLabels, duplicateModes, type DuplicateMode } from "@/lib/lead-imports/schema";
import { describeCounts } from "@/lib/lead-imports/summary";
import type { ImportErrorItem, LeadImportDetails, LeadImportPreview } from "@/lib/lead-imports/types";

import { useSettledAction } from "../forms/use-settled-action";
import { DataTable, type DataTableColumn } from "../list";
import { PreviewRowsTable } from "./preview-rows-table";
import { FigureCards } from "../shell/figure-cards";

const count = (value: number) => value.toLocaleString("en-US");

const errorColumns: DataTableColumn<ImportErrorItem>[] = [
  { id: "row", header: "Row", meta: { className: "tabular-nums" }, cell: ({ row }) => row.original.rowNumber },
  { id: "column", header: "Column", cell: ({ row }) => row.original.column },
  { id: "problem", header: "Problem", meta: { className: "whitespace-normal" }, cell: ({ row }) => row.original.message },
];

/** How many leads an import in `mode` writes: new emails always, matches unless skipped. */
function writes(preview: LeadImportPreview, mode: DuplicateMode): number {
  return preview.toCreate + (mode === "skip" ? 0 : preview.matches + preview.repeats);
}

/**
 * Step 3: what the import will do, before anything is written to leads. Counts, the choice for
 * rows matching a lead by email, the first rows as they will be stored, and every error's row,
 * column and reason. 'Import' then writes every valid row in one transaction.
 */
export function ImportPreview({ details, stale }: { details: LeadImportDetails; stale: boolean }) {
  const preview = details.preview!;
  const [mode, setMode] = useState<DuplicateMode>("skip");
  const run = useSettledAction(runLeadImportAction, {
    success: (result) => (result ? `Import finished: ${describeCounts(result)}.` : "Import finished."),
    failure: "Failed to import the leads.",
    log: "imports.run",
  });
  const matching = preview.matches + preview.repeats;

  return (
    <section aria-labelledby="preview-heading" className="space-y-5 border-t pt-5">
      <div>
        <h3 id="preview-heading" className="font-semibold text-slate-900">
          Preview
        </h3>
        <p className="text-sm text-slate-600">Nothing has been written to your leads yet.</p>
      </div>
      <FigureCards
        label="Preview figures"
        level="h3"
        compact
        figures={[
          { label: "Rows read", value: count(details.rowCount), icon: "rows" },
          { label: "New leads", value: count(preview.toCreate), icon: "file-plus" },
          { label: "Match a lead", value: count(matching), icon: "merge" },
          { label: "Rows with errors", value: count(preview.errors), icon: "alert" },
        ]}
      />
      {matching > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">
            {count(matching)} {matching === 1 ? "row matches" : "rows match"} a lead by email
            {preview.repeats > 0 ? ` (${count(preview.repeats)} of them an earlier row of this file)` : ""}. For these rows:
          </legend>
          <RadioGroup value={mode} onValueChange={(value) => setMode(value as DuplicateMode)} aria-label="Rows that match a lead by email">
            {duplicateModes.map((value) => (
              <div key={value} className="flex items-start gap-2">
                <RadioGroupItem
                  id={`duplicate-mode-${value}`}
                  value={value}
                  className="mt-0.5"
                  aria-describedby={`duplicate-mode-${value}-hint`}
                />
                <div>
                  <Label htmlFor={`duplicate-mode-${value}`}>{duplicateModeLabels[value].label}</Label>
                  <p id={`duplicate-mode-${value}-hint`} className="text-xs text-slate-600">
                    {duplicateModeLabels[value].hint}
                  </p>
                </div>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
      ) : null}
      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-900">The first {details.previewRows.length} rows as they will be stored</h4>
        <div className="rounded-md border">
          <PreviewRowsTable rows={details.previewRows} mode={mode} />
        </div>
      </div>
      {details.errorItems.length > 0 ? (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-900">Rows with errors</h4>
          <p className="text-sm text-slate-600">
            These rows are left out; every other row imports as usual. Fix them in the file and import it again to add them.
            {preview.errors > details.errorItems.length ? ` The first ${details.errorItems.length} problems are shown.` : ""}
          </p>
          {/* Focusable, so the list scrolls from the keyboard too. */}
          <div role="region" aria-label="Rows with errors" tabIndex={0} className="max-h-96 overflow-y-auto rounded-md border">
            <DataTable
              caption="Rows with errors: row, column and problem"
              columns={errorColumns}
              rows={details.errorItems}
              getRowId={(item) => `${item.rowNumber}-${item.column}`}
            />
          </div>
        </div>
      ) : null}
      {stale ? (
        <p role="status" className="text-sm font-medium text-amber-800">
          The mapping has changed since this preview. Preview again before importing.
        </p>
      ) : null}
      <Button
        type="button"
        disabled={stale || run.pending || preview.valid === 0}
        onClick={() => void run.run({ importId: details.id, duplicateMode: mode })}
      >
        {run.pending ? "Importing..." : `Import ${count(writes(preview, mode))} ${writes(preview, mode) === 1 ? "lead" : "leads"}`}
      </Button>
    </section>
  );
}

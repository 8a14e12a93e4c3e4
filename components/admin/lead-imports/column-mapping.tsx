"use client";

import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { discardLeadImportAction, previewLeadImportAction } from "@/lib/lead-imports/actions";
import { columnChoiceOptions, guessMapping } from "@/lib/lead-imports/fields";
import { importPreviewSchema } from "@/lib/lead-imports/schema";
import type { LeadImportDetails } from "@/lib/lead-imports/types";
import { leadSourceOptions } from "@/lib/leads/schema";

import { SelectField } from "../forms/select-field";
import { useActionForm } from "../forms/use-action-form";
import { useSettledAction } from "../forms/use-settled-action";

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

type Props = {
  details: LeadImportDetails;
  /** Reports whether the form differs from the mapping the shown preview was made with. */
  onChange: (mapping: string[], defaultSource: string) => void;
};

/**
 * Step 2: each column of the file mapped to a lead field or ignored, guessed from the headers,
 * with the first rows' values beside it; then 'Preview import' checks every row on the server.
 */
export function ColumnMapping({ details, onChange }: Props) {
  const router = useRouter();
  const { field, submit, pending, errors, form } = useActionForm(previewLeadImportAction, importPreviewSchema, {
    defaultValues: {
      importId: details.id,
      mapping: details.mapping ?? guessMapping(details.headers),
      defaultSource: details.defaultSource,
    },
    messages: {
      success: (preview) =>
        preview
          ? `Preview ready: ${plural(preview.valid, "row", "rows")} can be imported, ${plural(preview.errors, "row has", "rows have")} errors.`
          : "Preview ready.",
      failure: "Failed to preview the import.",
      log: "imports.preview",
    },
  });
  const discard = useSettledAction(
    discardLeadImportAction,
    { success: "The upload was cancelled.", failure: "Failed to cancel the upload.", log: "imports.discard" },
    () => router.push("/admin/leads/import"),
  );
  const mappingError = errors.mapping?.message ?? errors.mapping?.root?.message;

  return (
    <form
      aria-labelledby="mapping-heading"
      noValidate
      className="space-y-4"
      onChange={() => {
        const values = form.getValues();
        onChange(values.mapping, values.defaultSource);
      }}
      onSubmit={(event) => void submit(event)}
    >
      <div>
        <h3 id="mapping-heading" className="font-semibold text-slate-900">
          Map the columns of {details.fileName}
        </h3>
        <p className="text-sm text-slate-600">
          {plural(details.rowCount, "row", "rows")} read. Choose the lead field each column fills, or ignore it. A lead needs a name and an
          email.
        </p>
      </div>
      <div className="rounded-md border">
        <Table>
          <caption className="sr-only">Columns of the file and the lead field each fills</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Column</TableHead>
              <TableHead>First values</TableHead>
              <TableHead className="w-72">Lead field</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {details.headers.map((header, index) => {
              const name = header || `Column ${index + 1}`;
              return (
                <TableRow key={index}>
                  <TableCell className="font-medium">{name}</TableCell>
                  <TableCell className="max-w-80 truncate text-sm text-slate-600">
                    {details.sample
                      .map((cells) => cells[index] ?? "")
                      .filter((cell) => cell.trim() !== "")
                      .join(" · ") || "—"}
                  </TableCell>
                  <TableCell>
                    <SelectField
                      id={`mapping-${index}`}
                      label={`Lead field for ${name}`}
                      className="[&>label]:sr-only"
                      options={columnChoiceOptions}
                      {...field(`mapping.${index}`)}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {mappingError ? (
        <p role="alert" className="text-destructive text-sm">
          {mappingError}
        </p>
      ) : null}
      <SelectField
        id="import-default-source"
        label="Source of rows without one"
        className="max-w-xs"
        hint="Used when the file has no Source column, or a row leaves it empty."
        options={leadSourceOptions}
        {...field("defaultSource")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || discard.pending}>
          {pending ? "Checking rows..." : "Preview import"}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={pending || discard.pending}
          onClick={() => void discard.run({ importId: details.id })}
        >
          {discard.pending ? "Cancelling..." : "Cancel import"}
        </Button>
      </div>
    </form>
  );
}

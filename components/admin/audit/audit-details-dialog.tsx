"use client";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { auditActionLabel, entityTypeLabels } from "@/lib/activity/vocabulary";
import { changeFieldLabel, changeValueText, describeChanges } from "@/lib/audit/format";
import type { AuditListRow } from "@/lib/audit/types";
import { formatDateTime } from "@/lib/dates";

import { DetailField as Field, DetailsDialog } from "../dialogs/details-dialog";
import type { DialogProps } from "../dialogs/form-dialog";

/** One audit entry: who, when, what, and for an update each changed field's old and new value. */
export function AuditDetailsDialog({ entry, timeZone, ...dialog }: DialogProps & { entry: AuditListRow; timeZone: string }) {
  const changes = describeChanges(entry.entityType, entry.changes, timeZone);
  const details = Object.entries(entry.metadata ?? {});
  return (
    <DetailsDialog {...dialog} title="Audit entry" description={entry.description}>
      <div className="space-y-5">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="When">{formatDateTime(entry.createdAt, timeZone)}</Field>
          <Field label="Admin">{entry.admin ?? "System or not signed in"}</Field>
          <Field label="Entity">
            {entityTypeLabels[entry.entityType]}
            {entry.entityName ? `: ${entry.entityName}` : ""}
          </Field>
          <Field label="Action">{auditActionLabel(entry.action)}</Field>
          <Field label="Entity ID" wide>
            <span className="font-mono text-xs">{entry.entityId ?? "None"}</span>
          </Field>
        </dl>
        <section aria-labelledby="audit-changes-heading">
          <h3 id="audit-changes-heading" className="mb-2 font-semibold">
            Changes
          </h3>
          {changes.length === 0 ? (
            <p className="text-sm text-slate-600">No field values recorded for this entry.</p>
          ) : (
            <Table>
              <caption className="sr-only">Changed fields with their old and new values</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>Field</TableHead>
                  <TableHead>Old value</TableHead>
                  <TableHead>New value</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {changes.map((change) => (
                  <TableRow key={change.field}>
                    <TableCell className="align-top font-medium">{change.label}</TableCell>
                    <TableCell className="align-top break-words whitespace-normal">{change.old}</TableCell>
                    <TableCell className="align-top break-words whitespace-normal">{change.new}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
        {details.length > 0 ? (
          <section aria-labelledby="audit-details-heading">
            <h3 id="audit-details-heading" className="mb-2 font-semibold">
              Details
            </h3>
            <dl className="grid gap-3 sm:grid-cols-2">
              {details.map(([name, value]) => (
                <Field key={name} label={changeFieldLabel(name)}>
                  {changeValueText(entry.entityType, name, value, timeZone)}
                </Field>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
    </DetailsDialog>
  );
}

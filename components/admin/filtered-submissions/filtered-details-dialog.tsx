"use client";

import { Inbox } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { useEffect } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { actionErrorMessage } from "@/lib/action-errors";
import { formatDateTime } from "@/lib/dates";
import { getFilteredSubmissionAction } from "@/lib/filtered-submissions/actions";
import { filteredReasonLabels } from "@/lib/filtered-submissions/schema";

import { DetailField as Field, DetailsDialog, DetailsPending } from "../dialogs/details-dialog";
import type { DialogProps } from "../dialogs/form-dialog";

type Props = DialogProps & { id: string; timeZone: string; busy: boolean; onNotSpam: () => void };

/** A filtered submission in full (text, never HTML), with 'Not spam' at the foot. */
export function FilteredDetailsDialog({ id, timeZone, busy, onNotSpam, ...dialog }: Props) {
  const { execute, result, hasErrored } = useAction(getFilteredSubmissionAction, {
    onError: ({ error }) => {
      console.error("[filtered.details]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to load the filtered submission.") });
    },
  });
  useEffect(() => execute({ id }), [execute, id]);
  const details = result.data?.id === id ? result.data : undefined;

  return (
    <DetailsDialog
      {...dialog}
      title="Filtered Submission"
      description={
        details
          ? `Received ${formatDateTime(details.receivedAt, timeZone)} · ${filteredReasonLabels[details.reason]}`
          : "Loading the submission..."
      }
      footer={
        <Button type="button" disabled={!details || busy} onClick={onNotSpam}>
          <Inbox aria-hidden />
          {busy ? "Moving..." : "Not spam"}
        </Button>
      }
    >
      {!details ? (
        <DetailsPending failed={hasErrored} noun="filtered submission" />
      ) : (
        <div className="space-y-4">
          <dl className="grid gap-3 sm:grid-cols-3">
            {details.fields.map((field) => (
              <Field key={field.label} label={field.label}>
                {field.value}
              </Field>
            ))}
          </dl>
          <section aria-labelledby="filtered-message-heading">
            <h3 id="filtered-message-heading" className="mb-2 font-semibold">
              Message
            </h3>
            <p className="rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap">{details.message}</p>
          </section>
        </div>
      )}
    </DetailsDialog>
  );
}

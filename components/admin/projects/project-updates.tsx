"use client";

import { Trash2 } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { deleteProjectUpdateAction, listProjectUpdatesAction, postProjectUpdateAction } from "@/lib/projects/update-actions";
import { projectUpdateFormSchema, type ProjectUpdateRow } from "@/lib/projects/updates-schema";

import { ConfirmDeleteDialog } from "../dialogs/confirm-delete-dialog";
import { DetailsPending } from "../dialogs/details-dialog";
import { CheckboxField } from "../forms/checkbox-field";
import { TextareaField } from "../forms/textarea-field";
import { useActionForm } from "../forms/use-action-form";
import { useSettledAction } from "../forms/use-settled-action";
import { VisibilitySwitch } from "../portal-sharing/visibility-switch";

/** The form: "New update", "Visible to client" (off by default: the agency decides), "Post update". */
function NewUpdateForm({ projectId, onPosted }: { projectId: string; onPosted: () => void }) {
  const { form, field, submit, pending } = useActionForm(postProjectUpdateAction, projectUpdateFormSchema, {
    defaultValues: { projectId, body: "", clientVisible: false },
    messages: { success: "Update posted.", failure: "Failed to post the update.", log: "projects.updates.post" },
    onSuccess: () => {
      form.reset({ projectId, body: "", clientVisible: false });
      onPosted();
    },
  });
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <TextareaField id={`project-update-${projectId}`} label="New update" rows={3} {...field("body")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField control={form.control} name="clientVisible" id={`project-update-visible-${projectId}`} label="Visible to client" />
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Posting..." : "Post update"}
        </Button>
      </div>
    </form>
  );
}

function UpdateItem({ update, timeZone, onDeleted }: { update: ProjectUpdateRow; timeZone: string; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useSettledAction(
    deleteProjectUpdateAction,
    { success: "Update deleted.", failure: "Failed to delete the update.", log: "projects.updates.delete" },
    () => {
      setConfirming(false);
      onDeleted();
    },
  );
  const excerpt = update.body.length > 60 ? `${update.body.slice(0, 57)}...` : update.body;
  return (
    <li className="space-y-2 rounded-md border p-3">
      <p className="text-sm break-words whitespace-pre-wrap">{update.body}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span>
          {update.authorName ?? "Unknown author"} · {formatDateTime(update.createdAt, timeZone)}
        </span>
        <span className="flex items-center gap-3">
          <VisibilitySwitch kind="update" id={update.id} visible={update.clientVisible} label={`Visible to client: ${excerpt}`} />
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete update: ${excerpt}`}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        </span>
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this update?"
        description="The update is removed from the project and from the client portal. This action cannot be undone."
        busy={remove.pending}
        onConfirm={() => void remove.run({ id: update.id })}
      />
    </li>
  );
}

/** A project's updates in its details: post one, show or hide each in the client portal, delete. */
export function ProjectUpdates({ projectId, timeZone }: { projectId: string; timeZone: string }) {
  const { execute, result, hasErrored } = useAction(listProjectUpdatesAction, {
    onError: ({ error }) => console.error("[projects.updates]", error),
  });
  const reload = () => execute({ id: projectId });
  useEffect(() => execute({ id: projectId }), [execute, projectId]);
  const updates = result.data;
  return (
    <div className="space-y-4">
      <NewUpdateForm projectId={projectId} onPosted={reload} />
      {!updates ? (
        <DetailsPending failed={hasErrored} noun="updates" />
      ) : updates.length === 0 ? (
        <p className="text-sm text-slate-600">No updates yet.</p>
      ) : (
        <ul aria-label="Project updates" className="space-y-2">
          {updates.map((update) => (
            <UpdateItem key={update.id} update={update} timeZone={timeZone} onDeleted={reload} />
          ))}
        </ul>
      )}
    </div>
  );
}

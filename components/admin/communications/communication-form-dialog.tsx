"use client";

import { useCallback, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Sparkles } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { communicationTypes } from "@/db/enums";
import { actionErrorMessage } from "@/lib/action-errors";
import { createCommunicationAction, enhanceDraftAction, searchRelationOptionsAction } from "@/lib/communications/actions";
import { communicationFormSchema, communicationTypeLabels, type CommunicationFormValues, type RelationKind } from "@/lib/communications/schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";

import { AsyncCombobox, type ComboboxOption } from "../forms/async-combobox";
import { SelectField } from "../forms/select-field";
import { TextareaField } from "../forms/textarea-field";
import { TextField } from "../forms/text-field";

const typeOptions = communicationTypes.map((value) => ({ value, label: communicationTypeLabels[value] }));

export const EMPTY_COMMUNICATION: CommunicationFormValues = {
  type: "email",
  leadId: "",
  projectId: "",
  toEmail: "",
  subject: "",
  content: "",
  isAiGenerated: false,
  responseRequired: false,
};

export type CommunicationFormStart = {
  values: CommunicationFormValues;
  /** Shown in the pickers for a prefilled relation (a reply keeps the original's lead and project). */
  lead: ComboboxOption | null;
  project: ComboboxOption | null;
};

type Props = {
  open: boolean;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** 'Reply' starts from the original; New Communication from an empty form. */
  start?: CommunicationFormStart;
  title?: string;
};

/** Asks the server for the pickers' matches; a failed search shows as such in the picker. */
async function searchRelations(kind: RelationKind, q: string): Promise<ComboboxOption[]> {
  const result = await searchRelationOptionsAction({ kind, q });
  if (!result?.data) throw new Error(result?.serverError ?? "The search failed.");
  return result.data;
}

/** Escape closes an open picker list, not the whole dialog. */
function keepDialogOnPickerEscape(event: KeyboardEvent) {
  const target = event.target;
  if (target instanceof HTMLElement && target.getAttribute("role") === "combobox" && target.getAttribute("aria-expanded") === "true") {
    event.preventDefault();
  }
}

/**
 * SPEC §2 new communication form (also Reply's): type, related lead and project (searched on the
 * server, 'None' by default), to email, subject for emails only, content, 'Enhance with AI',
 * 'Response Required', Cancel and Send; SPEC §8 toasts.
 */
export function CommunicationFormDialog({ open, onClose, onCloseAutoFocus, start, title = "New Communication" }: Props) {
  const form = useForm<CommunicationFormValues>({
    // raw: the action parses the same schema on the server, so it receives the form's own values.
    resolver: zodResolver(communicationFormSchema, undefined, { raw: true }),
    defaultValues: start?.values ?? EMPTY_COMMUNICATION,
  });
  const [lead, setLead] = useState<ComboboxOption | null>(start?.lead ?? null);
  const [project, setProject] = useState<ComboboxOption | null>(start?.project ?? null);
  const [type, isAiGenerated] = useWatch({ control: form.control, name: ["type", "isAiGenerated"] });
  const errors = form.formState.errors;

  const send = useAction(createCommunicationAction, {
    onSuccess: () => {
      toast.success("Success!", { description: "Communication sent successfully." });
      onClose();
    },
    onError: ({ error }) => {
      console.error("[communications.create]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to send communication.") });
    },
  });

  const enhance = useAction(enhanceDraftAction, {
    onSuccess: ({ data }) => {
      if (!data?.content) return;
      form.setValue("content", data.content, { shouldDirty: true, shouldValidate: true });
      form.setValue("isAiGenerated", true, { shouldDirty: true });
    },
    onError: ({ error }) => {
      // SPEC §8: the content stays as it was.
      console.error("[communications.enhance]", error);
      toast.error("Error", { description: "Failed to generate AI response." });
    },
  });

  const onEnhance = () => {
    const values = form.getValues();
    // SPEC §5: blank content is not enhanced; nothing happens.
    if (values.content.trim() === "" || enhance.isPending) return;
    enhance.execute({ content: values.content, type: values.type, leadId: values.leadId, projectId: values.projectId, toEmail: values.toEmail });
  };

  const busy = send.isPending;
  const searchLeads = useCallback((q: string) => searchRelations("lead", q), []);
  const searchProjects = useCallback((q: string) => searchRelations("project", q), []);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus} onEscapeKeyDown={keepDialogOnPickerEscape}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Log a call, meeting or note, or send an email from your address.</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.handleSubmit((values) => send.execute(values))} noValidate className="grid gap-4 sm:grid-cols-2">
          <SelectField id="communication-type" label="Type" options={typeOptions} error={errors.type?.message} {...form.register("type")} />
          <TextField
            id="communication-to"
            label="To Email"
            type="email"
            autoComplete="off"
            error={errors.toEmail?.message}
            {...form.register("toEmail")}
          />
          <AsyncCombobox
            id="communication-lead"
            label="Related Lead"
            value={lead}
            search={searchLeads}
            error={errors.leadId?.message}
            onChange={(next) => {
              setLead(next);
              form.setValue("leadId", next?.id ?? "", { shouldDirty: true });
            }}
          />
          <AsyncCombobox
            id="communication-project"
            label="Related Project"
            value={project}
            search={searchProjects}
            error={errors.projectId?.message}
            onChange={(next) => {
              setProject(next);
              form.setValue("projectId", next?.id ?? "", { shouldDirty: true });
            }}
          />
          {type === "email" ? (
            <div className="sm:col-span-2">
              <TextField id="communication-subject" label="Subject" required error={errors.subject?.message} {...form.register("subject")} />
            </div>
          ) : null}
          <div className="grid gap-2 sm:col-span-2">
            <TextareaField
              id="communication-content"
              label="Content"
              rows={8}
              required
              readOnly={enhance.isPending}
              aria-busy={enhance.isPending || undefined}
              hint="Write your points; 'Enhance with AI' turns them into a finished message."
              error={errors.content?.message}
              {...form.register("content")}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" variant="outline" size="sm" onClick={onEnhance} disabled={enhance.isPending || busy}>
                {enhance.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
                {enhance.isPending ? "Enhancing..." : "Enhance with AI"}
              </Button>
              {isAiGenerated ? (
                <Badge variant="secondary">
                  <Sparkles aria-hidden />
                  AI Generated
                </Badge>
              ) : null}
              <p aria-live="polite" className="sr-only">
                {enhance.isPending ? "Writing the AI draft..." : ""}
              </p>
            </div>
          </div>
          <div className="flex items-center gap-2 sm:col-span-2">
            <Controller
              control={form.control}
              name="responseRequired"
              render={({ field }) => (
                <Checkbox id="communication-response-required" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} ref={field.ref} />
              )}
            />
            <Label htmlFor="communication-response-required">Response Required</Label>
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || enhance.isPending}>
              {busy ? "Sending..." : "Send"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

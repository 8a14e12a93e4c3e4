"use client";

import { Loader2, Sparkles } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { useCallback, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { createCommunicationAction, enhanceDraftAction, searchRelationOptionsAction } from "@/lib/communications/actions";
import {
  communicationFormSchema,
  communicationTypeOptions,
  relationKinds,
  type CommunicationFormValues,
  type RelationKind,
} from "@/lib/communications/schema";

import { FormDialog, type DialogProps } from "../dialogs/form-dialog";
import { AsyncCombobox, type ComboboxOption } from "../forms/async-combobox";
import { CheckboxField } from "../forms/checkbox-field";
import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";
import { TextareaField } from "../forms/textarea-field";
import { useActionForm } from "../forms/use-action-form";

export const EMPTY_COMMUNICATION: CommunicationFormValues = {
  type: "email",
  leadId: "",
  projectId: "",
  toEmail: "",
  subject: "",
  content: "",
  isAiGenerated: false,
  responseRequired: false,
  clientVisible: false,
};

export type CommunicationFormStart = {
  values: CommunicationFormValues;
  /** Shown in the pickers for a prefilled relation (a reply keeps the original's lead and project). */
  lead: ComboboxOption | null;
  project: ComboboxOption | null;
};

type Props = DialogProps & {
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

/** The related lead or project: searched on the server as the admin types, 'None' by default. */
function RelationPicker({
  kind,
  ...props
}: {
  kind: RelationKind;
  value: ComboboxOption | null;
  error?: string;
  onChange: (next: ComboboxOption | null) => void;
}) {
  const search = useCallback((q: string) => searchRelations(kind, q), [kind]);
  return (
    <AsyncCombobox id={`communication-${kind}`} label={kind === "lead" ? "Related Lead" : "Related Project"} search={search} {...props} />
  );
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
export function CommunicationFormDialog({ start, title = "New Communication", ...dialog }: Props) {
  const actionForm = useActionForm(createCommunicationAction, communicationFormSchema, {
    defaultValues: start?.values ?? EMPTY_COMMUNICATION,
    messages: { success: "Communication sent successfully.", failure: "Failed to send communication.", log: "communications.create" },
    onSuccess: dialog.onClose,
  });
  const { form, field, errors, pending: busy } = actionForm;
  const [relations, setRelations] = useState<Record<RelationKind, ComboboxOption | null>>({
    lead: start?.lead ?? null,
    project: start?.project ?? null,
  });
  const [type, isAiGenerated] = useWatch({ control: form.control, name: ["type", "isAiGenerated"] });

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
    enhance.execute({
      content: values.content,
      type: values.type,
      leadId: values.leadId,
      projectId: values.projectId,
      toEmail: values.toEmail,
    });
  };

  return (
    <FormDialog
      {...dialog}
      onEscapeKeyDown={keepDialogOnPickerEscape}
      title={title}
      description="Log a call, meeting or note, or send an email from your address."
      form={actionForm}
      submitDisabled={enhance.isPending}
      submitLabel="Send"
      busyLabel="Sending..."
    >
      <SelectField id="communication-type" label="Type" options={communicationTypeOptions} {...field("type")} />
      <TextField id="communication-to" label="To Email" type="email" autoComplete="off" {...field("toEmail")} />
      {relationKinds.map((kind) => (
        <RelationPicker
          key={kind}
          kind={kind}
          value={relations[kind]}
          error={errors[`${kind}Id`]?.message}
          onChange={(next) => {
            setRelations((current) => ({ ...current, [kind]: next }));
            form.setValue(`${kind}Id`, next?.id ?? "", { shouldDirty: true });
          }}
        />
      ))}
      {type === "email" ? (
        <div className="sm:col-span-2">
          <TextField id="communication-subject" label="Subject" required {...field("subject")} />
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
          {...field("content")}
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
            <Checkbox
              id="communication-response-required"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="communication-response-required">Response Required</Label>
      </div>
      <CheckboxField
        control={form.control}
        name="clientVisible"
        id="communication-client-visible"
        label="Show in client portal"
        hint="Only for a communication whose related project or converted lead belongs to a client; notes stay internal."
        className="sm:col-span-2"
      />
    </FormDialog>
  );
}

"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { createClientAction } from "@/lib/clients/actions";
import { clientFormSchema, clientKindOptions, type ClientFormValues } from "@/lib/clients/schema";
import type { ClientOption } from "@/lib/clients/types";

import { useEmailUsersNote } from "./use-email-users-note";
import { FormDialog, type DialogProps } from "../dialogs/form-dialog";
import { SelectField } from "../forms/select-field";
import type { ActionResult } from "../forms/settle-action";
import { TextField } from "../forms/text-field";
import { TextareaField } from "../forms/textarea-field";
import { useActionForm } from "../forms/use-action-form";

const BLANK_CONTACT = { name: "", email: "", phone: "", role: "", isPrimary: false };

export const EMPTY_CLIENT: ClientFormValues = {
  kind: "company",
  displayName: "",
  company: "",
  billingEmail: "",
  billingAddress: "",
  phone: "",
  taxId: "",
  notes: "",
  contacts: [{ ...BLANK_CONTACT, isPrimary: true }],
};

type Props = DialogProps & {
  /** The values to start from (an edit, or a name typed in a picker); a blank client by default. */
  defaultValues?: ClientFormValues;
  /** The client being edited: its own emails are not mentioned as used by another client. */
  clientId?: string;
  /** The saving action; 'New client' by default (an edit binds its own). */
  action?: (input: ClientFormValues) => Promise<ActionResult<ClientOption>>;
  title?: string;
  submitLabel?: string;
  /** After the success toast, with the saved client as a picker's option. */
  onSaved?: (client: ClientOption) => void;
};

/**
 * The client form: the record, then its contacts (add, remove, exactly one primary). Field errors
 * show under their fields and nothing typed is lost when the server refuses. Used by the Clients
 * section and, inline, by the client pickers of the project and invoice forms.
 */
export function ClientFormDialog({
  defaultValues = EMPTY_CLIENT,
  clientId,
  action = createClientAction,
  title = "New Client",
  submitLabel = "Create Client",
  onSaved,
  ...dialog
}: Props) {
  const creating = action === createClientAction;
  const actionForm = useActionForm(action, clientFormSchema, {
    defaultValues,
    messages: creating
      ? { success: "Client created successfully.", failure: "Failed to create client.", log: "clients.create" }
      : { success: "Client updated successfully.", failure: "Failed to update client.", log: "clients.update" },
    onSuccess: (client) => {
      if (client) onSaved?.(client);
      dialog.onClose();
    },
  });
  const { form, field, errors, pending: busy } = actionForm;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "contacts" });
  const contacts = useWatch({ control: form.control, name: "contacts" }) ?? [];
  const primary = Math.max(
    0,
    contacts.findIndex((contact) => contact?.isPrimary),
  );

  const setPrimary = (index: number) => {
    fields.forEach((_, i) => form.setValue(`contacts.${i}.isPrimary`, i === index, { shouldDirty: true }));
  };
  const removeContact = (index: number) => {
    const wasPrimary = contacts[index]?.isPrimary === true;
    remove(index);
    // The list keeps one primary: the first remaining contact takes over.
    if (wasPrimary) form.setValue("contacts.0.isPrimary", true, { shouldDirty: true });
  };
  const contactsError = errors.contacts?.message ?? errors.contacts?.root?.message;
  const billingEmail = useWatch({ control: form.control, name: "billingEmail" });
  const billingEmailNote = useEmailUsersNote(billingEmail, clientId);

  return (
    <FormDialog
      {...dialog}
      title={title}
      description="A company or a person the agency works for, with the people to talk to."
      size="xl"
      form={actionForm}
      submitLabel={submitLabel}
      busyLabel={creating ? "Creating..." : "Saving..."}
    >
      <TextField id="client-display-name" label="Display Name" required {...field("displayName")} />
      <SelectField id="client-kind" label="Kind" options={clientKindOptions} {...field("kind")} />
      <TextField id="client-company" label="Company" {...field("company")} />
      <TextField id="client-billing-email" label="Billing Email" type="email" required hint={billingEmailNote} {...field("billingEmail")} />
      <TextareaField id="client-billing-address" label="Billing Address" rows={2} className="sm:col-span-2" {...field("billingAddress")} />
      <TextField id="client-phone" label="Phone" type="tel" {...field("phone")} />
      <TextField id="client-tax-id" label="Tax ID" {...field("taxId")} />
      <TextareaField id="client-notes" label="Notes" rows={2} className="sm:col-span-2" {...field("notes")} />

      <fieldset className="grid gap-3 sm:col-span-2" disabled={busy}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Contacts</legend>
        <RadioGroup
          aria-label="Primary contact"
          value={String(primary)}
          onValueChange={(value) => setPrimary(Number(value))}
          className="gap-4"
        >
          {fields.map((contact, index) => {
            const n = index + 1;
            const prefix = `client-contact-${index}`;
            return (
              <div key={contact.id} role="group" aria-label={`Contact ${n}`} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
                <TextField id={`${prefix}-name`} label={`Contact ${n} Name`} {...field(`contacts.${index}.name`)} />
                <ContactEmailField
                  id={`${prefix}-email`}
                  label={`Contact ${n} Email`}
                  email={contacts[index]?.email}
                  clientId={clientId}
                  {...field(`contacts.${index}.email`)}
                />
                <TextField id={`${prefix}-phone`} label={`Contact ${n} Phone`} type="tel" {...field(`contacts.${index}.phone`)} />
                <TextField id={`${prefix}-role`} label={`Contact ${n} Role`} {...field(`contacts.${index}.role`)} />
                <div className="flex items-center justify-between sm:col-span-2">
                  <div className="flex items-center gap-2">
                    <RadioGroupItem id={`${prefix}-primary`} value={String(index)} />
                    <Label htmlFor={`${prefix}-primary`}>{`Contact ${n} is primary`}</Label>
                  </div>
                  {fields.length > 1 ? (
                    <Button type="button" variant="ghost" size="sm" aria-label={`Remove contact ${n}`} onClick={() => removeContact(index)}>
                      <Trash2 aria-hidden />
                      Remove
                    </Button>
                  ) : null}
                </div>
              </div>
            );
          })}
        </RadioGroup>
        {contactsError ? (
          <p role="alert" className="text-destructive text-sm">
            {contactsError}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => append({ ...BLANK_CONTACT })}>
            <Plus aria-hidden />
            Add Contact
          </Button>
        </div>
      </fieldset>
    </FormDialog>
  );
}

type ContactEmailFieldProps = React.ComponentProps<typeof TextField> & { email: string | undefined; clientId?: string };

/** A contact's email field, with the note naming the other clients that already have the email. */
function ContactEmailField({ email, clientId, ...props }: ContactEmailFieldProps) {
  return <TextField type="email" hint={useEmailUsersNote(email, clientId)} {...props} />;
}

"use client";

import { useState } from "react";

import { createTeamAdminAction } from "@/lib/team/actions";
import { adminRoleOptions, teamAdminCreateSchema } from "@/lib/team/schema";
import type { TemporaryCredentials } from "@/lib/team/types";

import { TemporaryCredentialsDialog } from "./temporary-credentials-dialog";
import { FormDialog, type DialogProps } from "../dialogs/form-dialog";
import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";
import { useActionForm } from "../forms/use-action-form";

/** 'Add Admin': who, and as what; then the temporary password and PIN, shown once. */
export function AddAdminDialog(dialog: DialogProps) {
  const [created, setCreated] = useState<TemporaryCredentials | null>(null);
  const { field, submit, pending } = useActionForm(createTeamAdminAction, teamAdminCreateSchema, {
    defaultValues: { username: "", email: "", firstName: "", lastName: "", role: "staff" },
    messages: {
      success: (admin) => `${admin?.username ?? "The admin"} was added.`,
      failure: "Failed to add the admin.",
      log: "team.create",
    },
    onSuccess: (admin) => {
      if (admin) setCreated(admin);
    },
  });

  if (created) return <TemporaryCredentialsDialog {...dialog} credentials={created} />;
  return (
    <FormDialog
      {...dialog}
      title="Add Admin"
      description="A temporary password and PIN are made for the new admin and shown once; they choose their own at the first sign-in."
      size="md"
      form={{ submit, pending }}
      submitLabel="Add Admin"
      busyLabel="Adding..."
    >
      <TextField id="team-username" label="Username" autoComplete="off" {...field("username")} />
      <TextField id="team-email" label="Email" type="email" autoComplete="off" {...field("email")} />
      <TextField id="team-first-name" label="First Name" autoComplete="off" {...field("firstName")} />
      <TextField id="team-last-name" label="Last Name" autoComplete="off" {...field("lastName")} />
      <SelectField
        id="team-role"
        label="Role"
        options={adminRoleOptions}
        hint="Staff work leads, projects and communications; owners also have Billing, the Outbox, Team and Audit."
        className="sm:col-span-2"
        {...field("role")}
      />
    </FormDialog>
  );
}

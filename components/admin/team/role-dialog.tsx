"use client";

import { changeAdminRoleAction } from "@/lib/team/actions";
import { adminRoleLabels, adminRoleOptions, roleChangeSchema } from "@/lib/team/schema";
import type { TeamListRow } from "@/lib/team/types";

import { FormDialog, type DialogProps } from "../dialogs/form-dialog";
import { SelectField } from "../forms/select-field";
import { useActionForm } from "../forms/use-action-form";

/** 'Change role' of one admin; the server refuses demoting the last active owner. */
export function RoleDialog({ admin, ...dialog }: DialogProps & { admin: TeamListRow }) {
  const { field, submit, pending } = useActionForm(changeAdminRoleAction, roleChangeSchema, {
    defaultValues: { id: admin.id, role: admin.role },
    messages: {
      success: (result) =>
        result?.changed ? `${admin.username} is now ${adminRoleLabels[result.role].toLowerCase()}.` : "The role is unchanged.",
      failure: "Failed to change the role.",
      log: "team.role",
    },
    onSuccess: dialog.onClose,
  });
  return (
    <FormDialog
      {...dialog}
      title="Change role"
      description={`${admin.username} is ${adminRoleLabels[admin.role].toLowerCase()} now. A new role counts from their next click.`}
      size="md"
      form={{ submit, pending }}
      submitLabel="Save role"
      busyLabel="Saving..."
    >
      <SelectField id="team-role-change" label="Role" options={adminRoleOptions} className="sm:col-span-2" {...field("role")} />
    </FormDialog>
  );
}

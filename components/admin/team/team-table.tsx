"use client";

import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/dates";
import { resetAdminCredentialsAction, resetSecondFactorAction, setAdminActiveAction } from "@/lib/team/actions";
import { adminRoleLabels } from "@/lib/team/schema";
import type { TeamListRow, TemporaryCredentials } from "@/lib/team/types";
import { plural } from "@/lib/text/plural";

import { ConfirmDialog } from "../dialogs/confirm-dialog";
import { useSettledAction } from "../forms/use-settled-action";
import { DataTable, useRowDialog, type DataTableColumn } from "../list";
import { RoleDialog } from "./role-dialog";
import { TemporaryCredentialsDialog } from "./temporary-credentials-dialog";

type DialogKind = "role" | "active" | "reset" | "credentials" | "second-factor";

const fullName = (admin: TeamListRow) => [admin.firstName, admin.lastName].filter(Boolean).join(" ");

/** The admins with their role, last sign-in and state; role, deactivation and reset per row. */
export function TeamTable({ admins, currentAdminId, timeZone }: { admins: TeamListRow[]; currentAdminId: string; timeZone: string }) {
  const { dialog, dialogProps, open, show, close, isOpen } = useRowDialog<DialogKind, TeamListRow>();
  const [credentials, setCredentials] = useState<TemporaryCredentials | null>(null);
  const setActive = useSettledAction(
    setAdminActiveAction,
    {
      success: (result) => {
        if (result?.active) return "The admin can sign in again.";
        return `The admin is deactivated; ${plural(result?.sessionsEnded ?? 0, "session")} signed out.`;
      },
      failure: "Failed to change the admin.",
      log: "team.active",
    },
    close,
  );
  const reset = useSettledAction(
    resetAdminCredentialsAction,
    { success: "A temporary password and PIN were made.", failure: "Failed to reset the password and PIN.", log: "team.reset" },
    (made) => {
      if (!made || dialog?.kind !== "reset") return;
      setCredentials(made);
      show("credentials", dialog.row);
    },
  );

  const resetFactor = useSettledAction(
    resetSecondFactorAction,
    {
      success: (result) => `Second factor reset; ${plural(result?.sessionsEnded ?? 0, "session")} signed out.`,
      failure: "Failed to reset the second factor.",
      log: "team.second-factor",
    },
    close,
  );

  const columns: DataTableColumn<TeamListRow>[] = [
    {
      id: "name",
      header: "Name",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original: admin } }) => (
        <>
          <div className="cell-title">{fullName(admin) || "No name"}</div>
          {admin.id === currentAdminId ? <div className="text-xs text-slate-600">You</div> : null}
        </>
      ),
    },
    { id: "username", header: "Username", meta: { className: "align-top" }, cell: ({ row }) => row.original.username },
    { id: "email", header: "Email", meta: { className: "align-top break-all whitespace-normal" }, cell: ({ row }) => row.original.email },
    {
      id: "role",
      header: "Role",
      meta: { className: "align-top" },
      cell: ({ row: { original: admin } }) => (
        <Badge variant={admin.role === "owner" ? "default" : "secondary"}>{adminRoleLabels[admin.role]}</Badge>
      ),
    },
    {
      id: "lastSignIn",
      header: "Last sign-in",
      meta: { className: "align-top text-sm" },
      cell: ({ row: { original: admin } }) => formatDateTime(admin.lastSignInAt, timeZone) ?? "Never",
    },
    {
      id: "secondFactor",
      header: "Second factor",
      meta: { className: "align-top" },
      cell: ({ row: { original: admin } }) =>
        admin.hasSecondFactor ? (
          <Badge className="border-transparent bg-emerald-100 text-emerald-800">On</Badge>
        ) : (
          <Badge variant="secondary">Off</Badge>
        ),
    },
    {
      id: "active",
      header: "Active",
      meta: { className: "align-top" },
      cell: ({ row: { original: admin } }) => (
        <div className="flex flex-col items-start gap-1">
          {admin.active ? (
            <Badge className="border-transparent bg-emerald-100 text-emerald-800">Active</Badge>
          ) : (
            <Badge className="border-transparent bg-slate-200 text-slate-700">Deactivated</Badge>
          )}
          <TemporaryCredentialsState admin={admin} timeZone={timeZone} />
        </div>
      ),
    },
  ];

  const target = dialog?.row;
  return (
    <>
      <DataTable
        caption="Admins: active first, owners before staff"
        columns={columns}
        rows={admins}
        getRowId={(admin) => admin.id}
        rowProps={(admin) => (admin.active ? {} : { className: "text-slate-500" })}
        rowActions={(admin) => {
          const self = admin.id === currentAdminId;
          return [
            { label: `Change role of ${admin.username}`, title: "Change role", icon: "user-cog", onSelect: open("role", admin) },
            self
              ? null
              : admin.active
                ? {
                    label: `Deactivate ${admin.username}`,
                    title: "Deactivate",
                    icon: "user-x",
                    destructive: true,
                    onSelect: open("active", admin),
                  }
                : { label: `Reactivate ${admin.username}`, title: "Reactivate", icon: "user-check", onSelect: open("active", admin) },
            self
              ? null
              : {
                  label: `Reset password and PIN of ${admin.username}`,
                  title: "Reset password and PIN",
                  icon: "key-round",
                  onSelect: open("reset", admin),
                },
            self || !admin.hasSecondFactor
              ? null
              : {
                  label: `Reset second factor of ${admin.username}`,
                  title: "Reset second factor",
                  icon: "shield-off",
                  destructive: true,
                  onSelect: open("second-factor", admin),
                },
          ];
        }}
      />
      {dialog?.kind === "role" ? <RoleDialog key={dialog.opening} admin={dialog.row} {...dialogProps} /> : null}
      <ConfirmDialog
        {...dialogProps}
        open={isOpen("active")}
        title={target?.active ? `Deactivate ${target.username}?` : `Reactivate ${target?.username ?? ""}?`}
        description={
          target?.active
            ? `${target.username} is signed out everywhere at once and cannot sign in until reactivated. Their records and history stay.`
            : `${target?.username ?? "The admin"} can sign in again with their password and PIN.`
        }
        busy={setActive.pending}
        confirmLabel={target?.active ? "Deactivate" : "Reactivate"}
        busyLabel="Saving..."
        destructive={target?.active ?? true}
        onConfirm={() => target && void setActive.run({ id: target.id, active: !target.active })}
      />
      <ConfirmDialog
        {...dialogProps}
        open={isOpen("reset")}
        title={`Reset the password and PIN of ${target?.username ?? ""}?`}
        description="A new temporary password and PIN replace theirs and are shown once; they are signed out everywhere and choose their own at the next sign-in."
        busy={reset.pending}
        confirmLabel="Reset"
        busyLabel="Resetting..."
        onConfirm={() => target && void reset.run({ id: target.id })}
      />
      <ConfirmDialog
        {...dialogProps}
        open={isOpen("second-factor")}
        title={`Reset the second factor of ${target?.username ?? ""}?`}
        description="Their authenticator secret and recovery codes stop working and they are signed out everywhere. They sign in with their four fields again and can set up a new one."
        busy={resetFactor.pending}
        confirmLabel="Reset"
        busyLabel="Resetting..."
        onConfirm={() => target && void resetFactor.run({ id: target.id })}
      />
      {dialog?.kind === "credentials" && credentials ? <TemporaryCredentialsDialog {...dialogProps} credentials={credentials} /> : null}
    </>
  );
}

/** Whether the admin still holds temporary credentials, and until when they work (72 hours from 'Add Admin' or 'Reset'). */
function TemporaryCredentialsState({ admin, timeZone }: { admin: TeamListRow; timeZone: string }) {
  if (!admin.mustSetCredentials) return null;
  const temporary = admin.temporaryCredentials;
  if (!temporary) return <span className="text-xs text-slate-600">Temporary password</span>;
  if (temporary.expired) return <span className="text-xs font-medium text-red-700">Temporary password expired: reset it</span>;
  return <span className="text-xs text-slate-600">Temporary password, expires {formatDateTime(temporary.expiresAt, timeZone)}</span>;
}

"use client";

import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { endOtherSessionsAction, endSessionAction } from "@/lib/account/actions";
import type { SessionListRow } from "@/lib/account/types";
import { formatDateTime } from "@/lib/dates";

import { ConfirmDialog } from "../dialogs/confirm-dialog";
import { useSettledAction } from "../forms/use-settled-action";
import { DataTable, type DataTableColumn } from "../list";

const sessionsText = (count: number) => `${count} other session${count === 1 ? "" : "s"}`;

/** The Profile's signed-in sessions: each browser signed in as this admin, with 'Sign out'. */
export function SessionsList({ sessions, timeZone }: { sessions: SessionListRow[]; timeZone: string }) {
  const [confirming, setConfirming] = useState(false);
  const endOne = useSettledAction(endSessionAction, {
    success: "Session signed out.",
    failure: "Failed to sign out the session.",
    log: "sessions.end",
  });
  const endOthers = useSettledAction(
    endOtherSessionsAction,
    {
      success: (data) => `Signed out of ${sessionsText(data?.ended ?? 0)}.`,
      failure: "Failed to sign out the other sessions.",
      log: "sessions.end-others",
    },
    () => setConfirming(false),
  );
  const others = sessions.filter((session) => !session.current).length;

  const columns: DataTableColumn<SessionListRow>[] = [
    {
      id: "device",
      header: "Device",
      cell: ({ row: { original: session } }) => (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{session.device}</span>
          {session.current ? <Badge variant="secondary">This device</Badge> : null}
        </div>
      ),
    },
    { id: "ip", header: "IP address", meta: { className: "text-sm" }, cell: ({ row }) => row.original.ip ?? "Unknown" },
    {
      id: "signedIn",
      header: "Signed in",
      meta: { className: "text-sm" },
      cell: ({ row }) => formatDateTime(row.original.createdAt, timeZone),
    },
    {
      id: "lastUsed",
      header: "Last used",
      meta: { className: "text-sm" },
      cell: ({ row }) => formatDateTime(row.original.lastSeenAt, timeZone),
    },
    {
      id: "signOut",
      header: () => <span className="sr-only">Sign out</span>,
      meta: { className: "text-right" },
      cell: ({ row: { original: session } }) =>
        session.current ? null : (
          <Button type="button" variant="outline" size="sm" disabled={endOne.pending} onClick={() => void endOne.run({ id: session.id })}>
            Sign out
            <span className="sr-only">
              {" "}
              {session.device}, last used {formatDateTime(session.lastSeenAt, timeZone)}
            </span>
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="sessions-heading" className="space-y-3 rounded-xl border bg-white p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="sessions-heading" className="font-semibold text-slate-900">
            Signed-in sessions
          </h3>
          <p className="text-sm text-slate-600">
            Every browser signed in as you. A session ends 24 hours after its sign-in, or after 2 hours without use.
          </p>
        </div>
        <Button type="button" variant="outline" disabled={others === 0} onClick={() => setConfirming(true)}>
          Sign out everywhere else
        </Button>
      </div>
      <DataTable
        caption="Signed-in sessions, most recently used first"
        columns={columns}
        rows={sessions}
        getRowId={(session) => session.id}
      />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Sign out everywhere else?"
        description={`${sessionsText(others)} will be signed out at once. This browser stays signed in.`}
        busy={endOthers.pending}
        onConfirm={() => void endOthers.run(undefined)}
        confirmLabel="Sign out everywhere else"
        busyLabel="Signing out..."
      />
    </section>
  );
}

"use client";

import { Badge } from "@/components/ui/badge";
import type { AdminIconName } from "@/content/admin-icons";
import { formatDateTime } from "@/lib/dates";
import { retryMailAction } from "@/lib/outbox/actions";
import { mailKindLabel, mailStatusLabels, type MailStatus } from "@/lib/outbox/schema";
import type { OutboxListRow } from "@/lib/outbox/types";

import { useSettledAction } from "../forms/use-settled-action";
import { AdminIcon } from "../icon";
import { DataTable, type DataTableColumn } from "../list";

const STATE_STYLES: Record<MailStatus, { icon: AdminIconName; className: string }> = {
  queued: { icon: "clock", className: "bg-slate-100 text-slate-800" },
  sending: { icon: "loader", className: "bg-blue-100 text-blue-800" },
  sent: { icon: "circle-check", className: "bg-emerald-100 text-emerald-800" },
  failed: { icon: "alert", className: "bg-red-100 text-red-800" },
};

/** The delivery state in words and colour (the word carries the meaning). */
function MailStateBadge({ status }: { status: MailStatus }) {
  const { icon, className } = STATE_STYLES[status];
  return (
    <Badge className={`border-transparent ${className}`}>
      <AdminIcon name={icon} />
      {mailStatusLabels[status]}
    </Badge>
  );
}

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? "" : "s"}`;

/** The Outbox's rows: recipient, subject, state, attempts and last error, with 'Retry' on failed mail. */
export function OutboxTable({ rows, timeZone }: { rows: OutboxListRow[]; timeZone: string }) {
  const retry = useSettledAction(retryMailAction, {
    success: "The mail is queued for another attempt.",
    failure: "Failed to retry the mail.",
    log: "outbox.retry",
  });

  const columns: DataTableColumn<OutboxListRow>[] = [
    {
      id: "recipient",
      header: "Recipient",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original: mail } }) => (
        <>
          <div className="font-medium break-all text-slate-900">{mail.toAddress}</div>
          <div className="text-xs text-slate-600">{mailKindLabel(mail.kind)}</div>
        </>
      ),
    },
    {
      id: "subject",
      header: "Subject",
      meta: { className: "max-w-72 align-top whitespace-normal" },
      cell: ({ row }) => row.original.subject,
    },
    {
      id: "state",
      header: "State",
      meta: { className: "align-top" },
      cell: ({ row: { original: mail } }) => (
        <div className="flex flex-col items-start gap-1">
          <MailStateBadge status={mail.status} />
          <span className="text-xs text-slate-600">{attemptsText(mail.attempts)}</span>
        </div>
      ),
    },
    {
      id: "lastError",
      header: "Last error",
      meta: { className: "max-w-72 align-top text-sm whitespace-normal" },
      cell: ({ row: { original: mail } }) =>
        mail.lastError ? (
          <>
            <div className="line-clamp-3 break-words text-red-800" title={mail.lastError}>
              {mail.lastError}
            </div>
            {mail.status === "queued" ? (
              <div className="text-xs text-slate-600">Next attempt {formatDateTime(mail.nextAttemptAt, timeZone)}</div>
            ) : null}
          </>
        ) : (
          <span className="text-slate-500">None</span>
        ),
    },
    {
      id: "dates",
      header: "Queued / Sent",
      meta: { className: "align-top text-sm" },
      cell: ({ row: { original: mail } }) => (
        <>
          <div>{formatDateTime(mail.createdAt, timeZone)}</div>
          <div className="text-slate-600">{mail.sentAt ? `Sent ${formatDateTime(mail.sentAt, timeZone)}` : "Not sent"}</div>
        </>
      ),
    },
  ];

  return (
    <DataTable
      caption="Outgoing mail, newest first"
      columns={columns}
      rows={rows}
      getRowId={(mail) => mail.id}
      rowProps={(mail) => (mail.status === "failed" ? { className: "bg-red-50/60" } : {})}
      rowActions={(mail) => [
        mail.status === "failed"
          ? {
              label: `Retry the mail to ${mail.toAddress}: ${mail.subject}`,
              title: "Retry",
              icon: "rotate-ccw",
              disabled: retry.pending,
              onSelect: () => void retry.run({ id: mail.id }),
            }
          : null,
      ]}
    />
  );
}

import { Badge } from "@/components/ui/badge";
import type { History } from "@/lib/activity/types";
import { auditActionLabel } from "@/lib/activity/vocabulary";
import { describeChanges } from "@/lib/audit/format";
import { formatDateTime } from "@/lib/dates";

import { ChangeList } from "./change-list";

/**
 * A lead's or a project's history: its audit entries (the same the Audit section lists) and its
 * communications, merged newest first, each with who and when.
 */
export function HistoryList({ history, label, timeZone }: { history: History; label: string; timeZone: string }) {
  const when = (value: Date) => formatDateTime(value, timeZone) ?? "";
  const items = [
    ...history.activity.map((entry) => ({
      id: entry.id,
      at: new Date(entry.createdAt),
      kind: auditActionLabel(entry.action),
      text: entry.description,
      changes: describeChanges(entry.entityType, entry.changes, timeZone),
      who: entry.performedBy ?? "System",
    })),
    ...history.communications.map((message) => ({
      id: message.id,
      at: new Date(message.createdAt),
      kind: message.type.charAt(0).toUpperCase() + message.type.slice(1),
      text: message.subject ? `${message.subject}: ${message.content}` : message.content,
      changes: [],
      who: message.createdBy ?? message.fromEmail ?? "Unknown",
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());

  if (items.length === 0) return <p className="text-sm text-slate-600">No activity yet.</p>;
  return (
    <ol aria-label={label} className="space-y-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <Badge variant="outline">{item.kind}</Badge>
            <span>{item.who}</span>
            <span aria-hidden>·</span>
            <time dateTime={item.at.toISOString()}>{when(item.at)}</time>
          </div>
          <p className="mt-1 line-clamp-4 whitespace-pre-wrap">{item.text}</p>
          <ChangeList changes={item.changes} className="mt-1" />
        </li>
      ))}
    </ol>
  );
}

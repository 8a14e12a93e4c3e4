import { Badge } from "@/components/ui/badge";
import type { AdminIconName } from "@/content/admin-icons";
import type { DeliveryState } from "@/lib/communications/rules";
import type { CommunicationType } from "@/lib/communications/schema";
import { communicationTypeLabels } from "@/lib/communications/schema";

import { AdminIcon } from "../icon";

const TYPE_ICONS = { email: "mail", call: "phone", meeting: "users", note: "notebook-pen" } satisfies Record<
  CommunicationType,
  AdminIconName
>;

/** The type as icon and word (the word carries the meaning; the icon is decoration). */
export function CommunicationTypeLabel({ type }: { type: CommunicationType }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <AdminIcon name={TYPE_ICONS[type]} className="text-slate-500" />
      {communicationTypeLabels[type]}
    </span>
  );
}

export function AiGeneratedBadge() {
  return (
    <Badge variant="outline" className="border-violet-200 bg-violet-50 text-violet-800">
      <AdminIcon name="sparkles" />
      AI Generated
    </Badge>
  );
}

/** SPEC §2 Status badges: 'Unread' and 'Needs Response', each in words, not only colour. */
export function CommunicationStatusBadges({ unread, responseRequired }: { unread: boolean; responseRequired: boolean }) {
  if (!unread && !responseRequired) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {unread ? <Badge className="border-transparent bg-blue-100 text-blue-800">Unread</Badge> : null}
      {responseRequired ? <Badge className="border-transparent bg-amber-100 text-amber-900">Needs Response</Badge> : null}
    </span>
  );
}

const DELIVERY_STYLES: Record<DeliveryState["kind"], { className: string; icon: AdminIconName }> = {
  queued: { className: "border-slate-200 bg-slate-50 text-slate-700", icon: "clock" },
  sending: { className: "border-sky-200 bg-sky-50 text-sky-800", icon: "loader" },
  sent: { className: "border-emerald-200 bg-emerald-50 text-emerald-800", icon: "circle-check" },
  failed: { className: "border-red-200 bg-red-50 text-red-800", icon: "alert" },
};

/** An email's delivery: 'Email queued' (and why it waits), 'Email sent', 'Email failed after N attempts'. */
export function DeliveryBadge({ state, showDetail = false }: { state: DeliveryState; showDetail?: boolean }) {
  const { className, icon } = DELIVERY_STYLES[state.kind];
  return (
    <span className="grid gap-0.5">
      <Badge variant="outline" className={`${className} justify-start text-left whitespace-normal`} title={state.detail ?? undefined}>
        <AdminIcon name={icon} />
        Email {state.label.charAt(0).toLowerCase() + state.label.slice(1)}
      </Badge>
      {showDetail && state.detail ? <span className="text-xs break-words text-slate-600">{state.detail}</span> : null}
    </span>
  );
}

/**
 * Where the client portal comes in: "From client portal" for a message a contact wrote there,
 * "Client portal" for one the agency shows them. Words, not only colour.
 */
export function PortalBadge({ fromPortal, shared }: { fromPortal: boolean; shared: boolean }) {
  if (fromPortal) return <Badge className="border-transparent bg-teal-100 text-teal-900">From client portal</Badge>;
  if (shared) {
    return (
      <Badge variant="outline" className="border-teal-200 bg-teal-50 text-teal-900">
        Client portal
      </Badge>
    );
  }
  return null;
}

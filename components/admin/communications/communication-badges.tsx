import { AlertTriangle, CheckCircle2, Clock, Loader2, Mail, NotebookPen, Phone, Sparkles, Users } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { DeliveryState } from "@/lib/communications/rules";
import type { CommunicationType } from "@/lib/communications/schema";
import { communicationTypeLabels } from "@/lib/communications/schema";

import { SymbolIcon } from "../list/icon-symbols";

const TYPE_ICONS = { email: Mail, call: Phone, meeting: Users, note: NotebookPen } satisfies Record<CommunicationType, unknown>;

/** The type as icon and word (the word carries the meaning; the icon is decoration). */
export function CommunicationTypeLabel({ type }: { type: CommunicationType }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <SymbolIcon icon={TYPE_ICONS[type]} className="size-4 text-slate-500" />
      {communicationTypeLabels[type]}
    </span>
  );
}

export function AiGeneratedBadge() {
  return (
    <Badge variant="outline" className="border-violet-200 bg-violet-50 text-violet-800">
      <SymbolIcon icon={Sparkles} />
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

const DELIVERY_STYLES: Record<DeliveryState["kind"], { className: string; Icon: typeof Clock }> = {
  queued: { className: "border-slate-200 bg-slate-50 text-slate-700", Icon: Clock },
  sending: { className: "border-sky-200 bg-sky-50 text-sky-800", Icon: Loader2 },
  sent: { className: "border-emerald-200 bg-emerald-50 text-emerald-800", Icon: CheckCircle2 },
  failed: { className: "border-red-200 bg-red-50 text-red-800", Icon: AlertTriangle },
};

/** An email's delivery: 'Email queued' (and why it waits), 'Email sent', 'Email failed after N attempts'. */
export function DeliveryBadge({ state, showDetail = false }: { state: DeliveryState; showDetail?: boolean }) {
  const { className, Icon } = DELIVERY_STYLES[state.kind];
  return (
    <span className="grid gap-0.5">
      <Badge variant="outline" className={`${className} justify-start text-left whitespace-normal`} title={state.detail ?? undefined}>
        <SymbolIcon icon={Icon} />
        Email {state.label.charAt(0).toLowerCase() + state.label.slice(1)}
      </Badge>
      {showDetail && state.detail ? <span className="text-xs break-words text-slate-600">{state.detail}</span> : null}
    </span>
  );
}

/** Every icon the badges above draw: a table of communications draws each once (IconSymbols). */
export const COMMUNICATION_ICONS = [...Object.values(TYPE_ICONS), Sparkles, ...Object.values(DELIVERY_STYLES).map(({ Icon }) => Icon)];

import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { communicationTypeLabels } from "@/lib/communications/schema";
import { formatDateTime } from "@/lib/dates";
import type { ClientPortalSharing as Sharing } from "@/lib/portal/sharing-types";

import { ClientPart } from "./client-sections";
import { VisibilitySwitch } from "../portal-sharing/visibility-switch";

const excerpt = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text);
const searchLink = (section: "projects" | "communications", q: string) => `/admin/${section}?q=${encodeURIComponent(excerpt(q, 90))}`;

/**
 * "Shared in the client portal": the client's project updates and communications, each with a
 * switch that shows or hides it in their portal.
 */
export function ClientPortalSharing({ sharing: { updates, communications: messages }, timeZone }: { sharing: Sharing; timeZone: string }) {
  return (
    <ClientPart id="client-portal-sharing" title="Shared in the client portal">
      <p className="text-sm text-slate-600">What this client sees under Projects and Messages in their portal. Notes are never shown.</p>
      <section aria-labelledby="client-portal-updates" className="space-y-2">
        <h4 id="client-portal-updates" className="text-sm font-semibold text-slate-800">
          Project updates
        </h4>
        {updates.length === 0 ? (
          <p className="text-sm text-slate-600">No project updates yet. Post them from a project&apos;s details.</p>
        ) : (
          <ul aria-label="Project updates" className="divide-y rounded-md border bg-white">
            {updates.map((update) => (
              <li key={update.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                <div className="min-w-0 space-y-1">
                  <p className="text-sm break-words">{excerpt(update.body, 200)}</p>
                  <p className="text-xs text-slate-600">
                    <Link href={searchLink("projects", update.projectTitle)} className="underline-offset-2 hover:underline">
                      {update.projectTitle}
                    </Link>{" "}
                    · {update.authorName ?? "Unknown author"} · {formatDateTime(update.createdAt, timeZone)}
                  </p>
                </div>
                <VisibilitySwitch
                  kind="update"
                  id={update.id}
                  visible={update.clientVisible}
                  label={`Visible to client: ${excerpt(update.body)}`}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="client-portal-communications" className="space-y-2">
        {/* Not plain "Communications": the page's own Communications part is a landmark of that name. */}
        <h4 id="client-portal-communications" className="text-sm font-semibold text-slate-800">
          Shared communications
        </h4>
        {messages.length === 0 ? (
          <p className="text-sm text-slate-600">No communications with this client yet.</p>
        ) : (
          <ul aria-label="Communications" className="divide-y rounded-md border bg-white">
            {messages.map((message) => {
              const name = message.subject ?? excerpt(message.preview);
              return (
                <li key={message.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                  <div className="min-w-0 space-y-1">
                    <Link
                      href={searchLink("communications", message.subject ?? message.preview)}
                      className="text-sm font-medium underline-offset-2 hover:underline"
                    >
                      {name}
                    </Link>
                    <p className="text-xs text-slate-600">
                      {communicationTypeLabels[message.type]} · {formatDateTime(message.createdAt, timeZone)}
                    </p>
                  </div>
                  {message.fromPortal ? (
                    <Badge className="border-transparent bg-teal-100 text-teal-900">From client portal</Badge>
                  ) : (
                    <VisibilitySwitch
                      kind="communication"
                      id={message.id}
                      visible={message.clientVisible}
                      label={`Show in client portal: ${name}`}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </ClientPart>
  );
}

"use client";

import { useEffect, useState } from "react";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { priorityLabels, type LeadPriority } from "@/db/enums";
import { actionErrorMessage } from "@/lib/action-errors";
import { formatDateOnly, formatDateTime } from "@/lib/dates/format";
import { splitInsights } from "@/lib/insights/split";
import { leadStatusLabels } from "@/lib/leads/admin-schema";
import { getLeadDetailsAction } from "@/lib/leads/actions";
import type { LeadDetails } from "@/lib/leads/queries";
import { formatMoney } from "@/lib/money";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";

import { DuplicateBadge } from "./duplicate-badge";
import { budgetLabel, serviceLabel, timelineLabel } from "./lead-display";
import { LeadDuplicatePanel } from "./lead-duplicate-panel";
import { leadSourceLabels } from "./lead-source-label";

type Props = { open: boolean; leadId: string; timeZone: string; onClose: () => void; onCloseAutoFocus: (event: Event) => void };

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** SPEC §2 lead details: every field, the insights as sections (text, never HTML), and the history. */
export function LeadDetailsDialog({ open, leadId, timeZone, onClose, onCloseAutoFocus }: Props) {
  const { execute, result, hasErrored } = useAction(getLeadDetailsAction, {
    onError: ({ error }) => {
      console.error("[leads.details]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to load leads.") });
    },
  });
  // The dialog can move on to another lead (a duplicate's original, or the lead it was merged into);
  // opening it again starts from the row's lead and reads it afresh.
  const [shown, setShown] = useState({ id: leadId, opening: 0 });
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setShown((current) => ({ id: leadId, opening: current.opening + 1 }));
  }
  const showLead = (id: string) => setShown((current) => ({ id, opening: current.opening }));
  useEffect(() => execute({ id: shown.id }), [execute, shown]);
  const details = result.data?.lead.id === shown.id ? result.data : undefined;
  const when = (value: Date | string | null) => formatDateTime(value, timeZone) ?? "Never";

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Lead Details</DialogTitle>
          <DialogDescription>{details ? `${details.lead.name} · ${details.lead.email}` : "Loading the lead..."}</DialogDescription>
        </DialogHeader>
        {!details ? (
          hasErrored ? (
            <p className="text-sm text-slate-600">The lead could not be loaded.</p>
          ) : (
            <div aria-busy="true" className="space-y-2">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-24 w-full" />
            </div>
          )
        ) : (
          <div className="space-y-6">
            {details.lead.duplicateOfId ? <LeadDuplicatePanel details={details} onShowLead={showLead} onMerged={showLead} /> : null}
            <section aria-labelledby="lead-contact-heading">
              <h3 id="lead-contact-heading" className="mb-2 font-semibold">
                Contact Information
              </h3>
              <dl className="grid gap-3 sm:grid-cols-3">
                <Field label="Name">
                  <span className="inline-flex flex-wrap items-center gap-2">
                    {details.lead.name}
                    {details.lead.duplicateOfId ? <DuplicateBadge /> : null}
                  </span>
                </Field>
                <Field label="Email">{details.lead.email}</Field>
                <Field label="Phone">{details.lead.phone ?? "Not provided"}</Field>
                <Field label="Company">{details.lead.company ?? "Not provided"}</Field>
                <Field label="Source">{leadSourceLabels[details.lead.source]}</Field>
                <Field label="Status">{leadStatusLabels[details.lead.status]}</Field>
                <Field label="Priority">{priorityLabels[details.lead.priority as LeadPriority]}</Field>
                <Field label="Lead Score">{details.lead.leadScore}</Field>
                <Field label="Service">{serviceLabel(details.lead.service)}</Field>
                <Field label="Budget">{budgetLabel(details.lead.budget)}</Field>
                <Field label="Timeline">{timelineLabel(details.lead.timeline)}</Field>
                <Field label="Brand Name">{details.lead.brandName ?? "Not provided"}</Field>
                <Field label="Domain">{details.lead.domainName ?? "Not provided"}</Field>
                <Field label="Estimated Value">{details.lead.estimatedValue ? formatMoney(details.lead.estimatedValue) : "Not set"}</Field>
                <Field label="Expected Close">{formatDateOnly(details.lead.expectedCloseDate) ?? "Not set"}</Field>
                <Field label="Next Follow-up">{formatDateOnly(details.lead.nextFollowUpDate) ?? "Not set"}</Field>
                <Field label="Created">{when(details.lead.createdAt)}</Field>
                <Field label="Updated">{when(details.lead.updatedAt)}</Field>
                <Field label="Last Contact">{when(details.lead.lastContactDate)}</Field>
              </dl>
              {details.lead.tags.length > 0 ? (
                <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1">
                  {details.lead.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="secondary">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>

            {details.lead.message ? (
              <section aria-labelledby="lead-message-heading">
                <h3 id="lead-message-heading" className="mb-2 font-semibold">
                  Message
                </h3>
                <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap">{details.lead.message}</p>
              </section>
            ) : null}

            {details.lead.insightsGenerated ? (
              <section aria-labelledby="lead-insights-heading">
                <h3 id="lead-insights-heading" className="mb-2 font-semibold">
                  Generated Insights
                </h3>
                <div className="grid gap-3 sm:grid-cols-2">
                  {splitInsights(details.lead.insightsGenerated).map((section, sectionIndex) => (
                    <div key={sectionIndex} className="rounded-md border p-3 text-sm">
                      <h4 className="mb-1 font-medium">{section.title}</h4>
                      {section.blocks.map((block, index) =>
                        block.type === "paragraph" ? (
                          <p key={index} className="mb-1">
                            {block.text}
                          </p>
                        ) : block.ordered ? (
                          <ol key={index} className="mb-1 list-decimal pl-5">
                            {block.items.map((item, i) => (
                              <li key={i}>{item}</li>
                            ))}
                          </ol>
                        ) : (
                          <ul key={index} className="mb-1 list-disc pl-5">
                            {block.items.map((item, i) => (
                              <li key={i}>{item}</li>
                            ))}
                          </ul>
                        ),
                      )}
                    </div>
                  ))}
                </div>
              </section>
            ) : null}

            <section aria-labelledby="lead-history-heading">
              <h3 id="lead-history-heading" className="mb-2 font-semibold">
                History
              </h3>
              <HistoryList details={details} when={when} />
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Activity entries and communications merged, newest first, each with who and when. */
function HistoryList({ details, when }: { details: LeadDetails; when: (value: Date | string | null) => string }) {
  const items = [
    ...details.activity.map((entry) => ({
      id: entry.id,
      at: new Date(entry.createdAt),
      kind: "Activity",
      text: entry.description,
      who: entry.performedBy ?? "Unknown admin",
    })),
    ...details.communications.map((message) => ({
      id: message.id,
      at: new Date(message.createdAt),
      kind: message.type.charAt(0).toUpperCase() + message.type.slice(1),
      text: message.subject ? `${message.subject}: ${message.content}` : message.content,
      who: message.createdBy ?? message.fromEmail ?? "Unknown",
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());

  if (items.length === 0) return <p className="text-sm text-slate-600">No activity yet.</p>;
  return (
    <ol aria-label="Lead history" className="space-y-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <Badge variant="outline">{item.kind}</Badge>
            <span>{item.who}</span>
            <span aria-hidden>·</span>
            <time dateTime={item.at.toISOString()}>{when(item.at)}</time>
          </div>
          <p className="mt-1 line-clamp-4 whitespace-pre-wrap">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

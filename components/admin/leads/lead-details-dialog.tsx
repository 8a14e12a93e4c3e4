"use client";

import { useAction } from "next-safe-action/hooks";
import { useEffect, useState } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { actionErrorMessage } from "@/lib/action-errors";
import { formatDateTime, formatIsoDate } from "@/lib/dates";
import { splitInsights } from "@/lib/intake/insights/split";
import { getLeadDetailsAction } from "@/lib/leads/actions";
import { leadSourceLabels, leadStatusLabels } from "@/lib/leads/schema";
import { formatMoney } from "@/lib/money";

import { DuplicateBadge } from "./duplicate-badge";
import { budgetLabel, priorityLabel, serviceLabel, timelineLabel } from "./lead-display";
import { LeadDuplicatePanel } from "./lead-duplicate-panel";
import { LeadProposals } from "./lead-proposals";
import { DetailField as Field, DetailsDialog, DetailsPending } from "../dialogs/details-dialog";
import type { DialogProps } from "../dialogs/form-dialog";
import { HistoryList } from "../history/history-list";

type Props = DialogProps & { leadId: string; timeZone: string };

/** SPEC §2 lead details: every field, the insights as sections (text, never HTML), and the history. */
export function LeadDetailsDialog({ leadId, timeZone, ...dialog }: Props) {
  const { execute, result, hasErrored } = useAction(getLeadDetailsAction, {
    onError: ({ error }) => {
      console.error("[leads.details]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to load leads.") });
    },
  });
  // The dialog can move on to another lead (a duplicate's original, or the lead it was merged into);
  // opening it again starts from the row's lead and reads it afresh.
  const [shown, setShown] = useState({ id: leadId, opening: 0 });
  const [wasOpen, setWasOpen] = useState(dialog.open);
  if (dialog.open !== wasOpen) {
    setWasOpen(dialog.open);
    if (dialog.open) setShown((current) => ({ id: leadId, opening: current.opening + 1 }));
  }
  const showLead = (id: string) => setShown((current) => ({ id, opening: current.opening }));
  useEffect(() => execute({ id: shown.id }), [execute, shown]);
  const details = result.data?.lead.id === shown.id ? result.data : undefined;
  const when = (value: Date | string | null) => formatDateTime(value, timeZone) ?? "Never";

  return (
    <DetailsDialog
      {...dialog}
      title="Lead Details"
      description={details ? `${details.lead.name} · ${details.lead.email}` : "Loading the lead..."}
      className="sm:max-w-3xl"
    >
      {!details ? (
        <DetailsPending failed={hasErrored} noun="lead" />
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
              <Field label="Priority">{priorityLabel(details.lead.priority)}</Field>
              <Field label="Lead Score">{details.lead.leadScore}</Field>
              <Field label="Service">{serviceLabel(details.lead.service)}</Field>
              <Field label="Budget">{budgetLabel(details.lead.budget)}</Field>
              <Field label="Timeline">{timelineLabel(details.lead.timeline)}</Field>
              <Field label="Brand Name">{details.lead.brandName ?? "Not provided"}</Field>
              <Field label="Domain">{details.lead.domainName ?? "Not provided"}</Field>
              <Field label="Estimated Value">{details.lead.estimatedValue ? formatMoney(details.lead.estimatedValue) : "Not set"}</Field>
              <Field label="Expected Close">{formatIsoDate(details.lead.expectedCloseDate, "Not set")}</Field>
              <Field label="Next Follow-up">{formatIsoDate(details.lead.nextFollowUpDate, "Not set")}</Field>
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

          <LeadProposals key={details.lead.id} leadId={details.lead.id} />

          <section aria-labelledby="lead-history-heading">
            <h3 id="lead-history-heading" className="mb-2 font-semibold">
              History
            </h3>
            <HistoryList history={details} label="Lead history" timeZone={timeZone} />
          </section>
        </div>
      )}
    </DetailsDialog>
  );
}

"use client";

import { Reply, RotateCcw } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { useEffect } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { actionErrorMessage } from "@/lib/action-errors";
import { getCommunicationAction, retryCommunicationEmailAction } from "@/lib/communications/actions";
import { adminDisplayName, canReply, canRetryDelivery, relatedToLabel } from "@/lib/communications/rules";
import { formatDateTime } from "@/lib/dates";

import { AiGeneratedBadge, CommunicationStatusBadges, CommunicationTypeLabel, DeliveryBadge, PortalBadge } from "./communication-badges";
import { RETRY_MESSAGES } from "./retry-messages";
import { DetailField as Field, DetailsDialog, DetailsPending } from "../dialogs/details-dialog";
import type { DialogProps } from "../dialogs/form-dialog";
import { useSettledAction } from "../forms/use-settled-action";
import { VisibilitySwitch } from "../portal-sharing/visibility-switch";

type Props = DialogProps & { id: string; timeZone: string; onReply: () => void };

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/**
 * SPEC §2 view: the whole communication, its relation, addresses, flags, author, time and (for
 * an email) its delivery with Retry when it failed. The table marks it read as it opens.
 */
export function CommunicationViewDialog({ id, timeZone, onReply, ...dialog }: Props) {
  const { execute, result, hasErrored } = useAction(getCommunicationAction, {
    onError: ({ error }) => {
      console.error("[communications.view]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to load communications.") });
    },
  });
  useEffect(() => execute({ id }), [execute, id]);
  const retry = useSettledAction(retryCommunicationEmailAction, RETRY_MESSAGES, () => execute({ id }));
  const details = result.data;

  return (
    <DetailsDialog
      {...dialog}
      title="Communication Details"
      description={details ? (details.subject ?? "No subject") : "Loading the communication..."}
      footer={
        <>
          {details && canReply(details.type) ? (
            <Button type="button" variant="outline" onClick={onReply}>
              <Reply aria-hidden />
              Reply
            </Button>
          ) : null}
          <Button type="button" onClick={dialog.onClose}>
            Close
          </Button>
        </>
      }
    >
      {!details ? (
        <DetailsPending failed={hasErrored} noun="communication" />
      ) : (
        <div className="space-y-5">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Field label="Type">
              <CommunicationTypeLabel type={details.type} />
            </Field>
            <Field label="Related To">{relatedToLabel(details)}</Field>
            {details.subject ? (
              <Field label="Subject" wide>
                {details.subject}
              </Field>
            ) : null}
            <Field label="From">{details.fromEmail ?? "Not recorded"}</Field>
            <Field label="To">{details.toEmail ?? "No recipient"}</Field>
            <Field label="Response Required">{yesNo(details.responseRequired)}</Field>
            <Field label="AI Generated">{details.isAiGenerated ? <AiGeneratedBadge /> : "No"}</Field>
            <Field label="Logged By">
              {details.author ? `${adminDisplayName(details.author)} (${details.author.email})` : "Not recorded"}
            </Field>
            <Field label="Created">{formatDateTime(details.createdAt, timeZone)}</Field>
            <Field label="Client Portal" wide>
              {details.portalContactId ? (
                <PortalBadge fromPortal shared />
              ) : details.type === "note" ? (
                "Notes stay internal"
              ) : details.clientId ? (
                <VisibilitySwitch kind="communication" id={details.id} visible={details.clientVisible} label="Show in client portal" />
              ) : (
                "Not tied to a client (relate it to a client's project or converted lead to share it)"
              )}
            </Field>
            {details.responseRequired ? (
              <Field label="Status" wide>
                <CommunicationStatusBadges unread={false} responseRequired />
              </Field>
            ) : null}
            {details.deliveryState ? (
              <Field label="Email Delivery" wide>
                <span className="flex flex-wrap items-start gap-2">
                  <DeliveryBadge state={details.deliveryState} showDetail />
                  {details.delivery?.sentAt ? (
                    <span className="text-xs text-slate-600">at {formatDateTime(details.delivery.sentAt, timeZone)}</span>
                  ) : null}
                  {canRetryDelivery(details.delivery) ? (
                    <Button type="button" variant="outline" size="sm" disabled={retry.pending} onClick={() => void retry.run({ id })}>
                      <RotateCcw aria-hidden />
                      {retry.pending ? "Retrying..." : "Retry"}
                    </Button>
                  ) : null}
                </span>
              </Field>
            ) : null}
          </dl>
          <section aria-labelledby="communication-content-heading">
            <h3 id="communication-content-heading" className="mb-2 font-semibold">
              Content
            </h3>
            <p className="rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap">{details.content}</p>
          </section>
        </div>
      )}
    </DetailsDialog>
  );
}

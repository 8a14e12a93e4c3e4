"use client";

import { useEffect } from "react";
import { Reply, RotateCcw } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { actionErrorMessage } from "@/lib/action-errors";
import { getCommunicationAction, retryCommunicationEmailAction } from "@/lib/communications/actions";
import { adminDisplayName, canReply, canRetryDelivery, relatedToLabel } from "@/lib/communications/rules";
import { formatDateTime } from "@/lib/dates/format";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";

import { AiGeneratedBadge, CommunicationStatusBadges, CommunicationTypeLabel, DeliveryBadge } from "./communication-badges";

type Props = {
  open: boolean;
  id: string;
  timeZone: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  onReply: () => void;
};

function Field({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/**
 * SPEC §2 view: the whole communication, its relation, addresses, flags, author, time and (for
 * an email) its delivery with Retry when it failed. The table marks it read as it opens.
 */
export function CommunicationViewDialog({ open, id, timeZone, onClose, onCloseAutoFocus, onReply }: Props) {
  const { execute, result, hasErrored } = useAction(getCommunicationAction, {
    onError: ({ error }) => {
      console.error("[communications.view]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to load communications.") });
    },
  });
  useEffect(() => execute({ id }), [execute, id]);
  const retry = useAction(retryCommunicationEmailAction, {
    onSuccess: () => {
      toast.success("Success!", { description: "The email is queued for another attempt." });
      execute({ id });
    },
    onError: ({ error }) => {
      console.error("[communications.retry]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to retry the email.") });
    },
  });
  const details = result.data;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Communication Details</DialogTitle>
          <DialogDescription>{details ? (details.subject ?? "No subject") : "Loading the communication..."}</DialogDescription>
        </DialogHeader>
        {!details ? (
          hasErrored ? (
            <p className="text-sm text-slate-600">The communication could not be loaded.</p>
          ) : (
            <div aria-busy="true" className="space-y-2">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-24 w-full" />
            </div>
          )
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
              <Field label="Logged By">{details.author ? `${adminDisplayName(details.author)} (${details.author.email})` : "Not recorded"}</Field>
              <Field label="Created">{formatDateTime(details.createdAt, timeZone)}</Field>
              {details.responseRequired ? (
                <Field label="Status" wide>
                  <CommunicationStatusBadges unread={false} responseRequired />
                </Field>
              ) : null}
              {details.deliveryState ? (
                <Field label="Email Delivery" wide>
                  <span className="flex flex-wrap items-start gap-2">
                    <DeliveryBadge state={details.deliveryState} showDetail />
                    {details.delivery?.sentAt ? <span className="text-xs text-slate-600">at {formatDateTime(details.delivery.sentAt, timeZone)}</span> : null}
                    {canRetryDelivery(details.delivery) ? (
                      <Button type="button" variant="outline" size="sm" disabled={retry.isPending} onClick={() => retry.execute({ id })}>
                        <RotateCcw aria-hidden />
                        {retry.isPending ? "Retrying..." : "Retry"}
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
        <DialogFooter>
          {details && canReply(details.type) ? (
            <Button type="button" variant="outline" onClick={onReply}>
              <Reply aria-hidden />
              Reply
            </Button>
          ) : null}
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

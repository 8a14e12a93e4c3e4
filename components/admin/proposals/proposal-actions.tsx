"use client";

import { Copy, Download, FilePenLine, GitBranch, Link2Off, Send, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { formatIsoDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { deleteProposalDraftAction, reviseProposalAction } from "@/lib/proposals/actions";
import { defaultProposalMessage, proposalSubject } from "@/lib/proposals/mail";
import { getProposalLinkAction, revokeProposalLinkAction, sendProposalAction } from "@/lib/proposals/owner-actions";
import { editProposalHref, PROPOSALS_PATH, proposalHref, proposalPdfHref } from "@/lib/proposals/paths";
import { isEditable, isRevisable } from "@/lib/proposals/rules";
import { proposalSendSchema } from "@/lib/proposals/schema";
import type { ProposalRecord } from "@/lib/proposals/types";

import { ConfirmDeleteDialog } from "../dialogs/confirm-delete-dialog";
import { ConfirmDialog } from "../dialogs/confirm-dialog";
import { DetailField } from "../dialogs/details-dialog";
import { FormDialog } from "../dialogs/form-dialog";
import { settleAction, toastOutcome } from "../forms/settle-action";
import { TextareaField } from "../forms/textarea-field";
import { useActionForm } from "../forms/use-action-form";
import { useSettledAction } from "../forms/use-settled-action";

type Props = {
  proposal: ProposalRecord;
  label: string;
  owner: boolean;
  /** The revision made from this version: 'Revise' then opens it instead. */
  nextVersionId: string | null;
};

function SendDialog({ proposal, label, open, onClose }: { proposal: ProposalRecord; label: string; open: boolean; onClose: () => void }) {
  const actionForm = useActionForm(sendProposalAction, proposalSendSchema, {
    defaultValues: { id: proposal.id, message: "" },
    messages: { success: `Proposal sent to ${proposal.recipientEmail}.`, failure: "Failed to send proposal.", log: "proposals.send" },
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Send Proposal ${label}`}
      description="The proposal is mailed with its PDF and a link to read and accept it online. It can no longer be edited; revise it to change it."
      intro={
        <dl className="grid gap-3 rounded-lg border bg-slate-50 p-3 sm:grid-cols-2">
          <DetailField label="To">{proposal.recipientEmail}</DetailField>
          <DetailField label="Subject">{proposalSubject({ label, title: proposal.title })}</DetailField>
          <DetailField label="Total">{formatMoney(proposal.totalAmount)}</DetailField>
          <DetailField label="Valid until">{formatIsoDate(proposal.validUntil)}</DetailField>
        </dl>
      }
      form={actionForm}
      submitLabel="Send Proposal"
      busyLabel="Sending..."
      className="sm:grid-cols-1"
    >
      <TextareaField
        id="proposal-send-message"
        label="Message (optional)"
        rows={5}
        placeholder={defaultProposalMessage(proposal.recipientName)}
        hint="Left empty, the mail opens with the greeting shown. The total, valid-until date and link follow, then your name."
        {...actionForm.field("message")}
      />
    </FormDialog>
  );
}

/**
 * The details' buttons: Edit and Delete (a draft), Send (owners, a draft), Copy link and Revoke link
 * (owners, once sent), Revise (sent, viewed, declined, expired) and the PDF.
 */
export function ProposalActions({ proposal, label, owner, nextVersionId }: Props) {
  const router = useRouter();
  const [dialog, setDialog] = useState<"send" | "delete" | "revoke" | null>(null);
  const [revising, setRevising] = useState(false);
  const [copying, setCopying] = useState(false);
  const close = () => setDialog(null);
  const remove = useSettledAction(
    deleteProposalDraftAction,
    { success: "Draft deleted.", failure: "Failed to delete the draft.", log: "proposals.delete" },
    () => router.push(PROPOSALS_PATH),
  );
  const revoke = useSettledAction(
    revokeProposalLinkAction,
    { success: "Client link revoked.", failure: "Failed to revoke the client link.", log: "proposals.link.revoke" },
    close,
  );

  const revise = async () => {
    setRevising(true);
    const outcome = toastOutcome<{ id: string; version: number }>({
      success: (data) => `Version ${data?.version ?? ""} drafted.`,
      failure: "Failed to revise the proposal.",
      log: "proposals.revise",
    });
    await settleAction(reviseProposalAction({ id: proposal.id }), {
      onSuccess: (data) => {
        outcome.onSuccess(data);
        if (data) router.push(editProposalHref(data.id));
      },
      onError: (failure) => {
        outcome.onError(failure);
        setRevising(false);
      },
    });
  };

  const copyLink = async () => {
    setCopying(true);
    const outcome = toastOutcome({
      success: "Client link copied.",
      failure: "Failed to copy the client link.",
      log: "proposals.link.copy",
    });
    await settleAction(getProposalLinkAction({ id: proposal.id }), {
      onSuccess: async (data) => {
        if (!data) return;
        try {
          await navigator.clipboard.writeText(data.url);
          outcome.onSuccess();
        } catch {
          // The clipboard refused (no permission): show the link to copy by hand.
          toast.info("Client link", { description: data.url, duration: 30_000 });
        }
      },
      onError: outcome.onError,
    });
    setCopying(false);
  };

  const editable = isEditable(proposal.status);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {editable ? (
        <Button asChild size="sm" variant="outline">
          <Link href={editProposalHref(proposal.id)}>
            <FilePenLine aria-hidden />
            Edit
          </Link>
        </Button>
      ) : null}
      {editable && owner ? (
        <Button size="sm" onClick={() => setDialog("send")}>
          <Send aria-hidden />
          Send
        </Button>
      ) : null}
      {owner && proposal.hasClientLink ? (
        <>
          <Button size="sm" variant="outline" disabled={copying} onClick={() => void copyLink()}>
            <Copy aria-hidden />
            Copy link
          </Button>
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => setDialog("revoke")}>
            <Link2Off aria-hidden />
            Revoke link
          </Button>
        </>
      ) : null}
      {isRevisable(proposal.status) ? (
        nextVersionId ? (
          <Button asChild size="sm" variant="outline">
            <Link href={proposalHref(nextVersionId)}>
              <GitBranch aria-hidden />
              Open the revision
            </Link>
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled={revising} onClick={() => void revise()}>
            <GitBranch aria-hidden />
            {revising ? "Revising..." : "Revise"}
          </Button>
        )
      ) : null}
      <Button asChild size="sm" variant="outline">
        <a href={proposalPdfHref(proposal.id)}>
          <Download aria-hidden />
          Download PDF
        </a>
      </Button>
      {editable ? (
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setDialog("delete")}>
          <Trash2 aria-hidden />
          Delete draft
        </Button>
      ) : null}
      {dialog === "send" ? <SendDialog proposal={proposal} label={label} open onClose={close} /> : null}
      <ConfirmDeleteDialog
        open={dialog === "delete"}
        onClose={close}
        title={`Delete draft ${label}?`}
        description="The draft and its lines are deleted. This action cannot be undone."
        busy={remove.pending}
        onConfirm={() => void remove.run({ id: proposal.id })}
      />
      <ConfirmDialog
        open={dialog === "revoke"}
        onClose={close}
        title="Revoke the client link?"
        description="The link stops working at once; the client sees a 'Page not found'. Revise the proposal and send the new version to give them a new link."
        busy={revoke.pending}
        confirmLabel="Revoke Link"
        busyLabel="Revoking..."
        onConfirm={() => void revoke.run({ id: proposal.id })}
      />
    </div>
  );
}

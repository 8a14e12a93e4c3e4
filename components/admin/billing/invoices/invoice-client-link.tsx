"use client";

import { Copy, Link2Off } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { revokeClientLinkAction } from "@/lib/billing/invoices/actions";
import type { InvoiceDetails } from "@/lib/billing/types";

import { ConfirmDialog } from "../../dialogs/confirm-dialog";
import { useSettledAction } from "../../forms/use-settled-action";

type Props = {
  invoiceId: string;
  link: InvoiceDetails["clientLink"] | undefined;
  viewedAt: string | null | undefined;
  onChanged: () => void;
};

/**
 * The client page's link: shown to copy (selectable too, where the clipboard is refused), when it
 * was made and whether the client opened it; 'Revoke link' ends it (the next send makes a new one).
 */
export function InvoiceClientLink({ invoiceId, link, viewedAt, onChanged }: Props) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useSettledAction(
    revokeClientLinkAction,
    { success: "Client link revoked.", failure: "Failed to revoke the client link.", log: "invoices.link.revoke" },
    () => {
      setConfirming(false);
      onChanged();
    },
  );
  const viewed = (
    <p className="text-muted-foreground text-sm">{viewedAt ? `Viewed by the client on ${viewedAt}.` : "Not viewed by the client yet."}</p>
  );
  if (link === undefined) return <p className="text-muted-foreground text-sm">Loading the link...</p>;
  if (link === null) {
    return (
      <div className="space-y-1">
        <p className="text-muted-foreground text-sm">No client link. Sending the invoice makes one.</p>
        {viewed}
      </div>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success("Success!", { description: "Client link copied." });
    } catch {
      toast.error("Error", { description: "The browser refused the clipboard: select the link and copy it." });
    }
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={`client-link-${invoiceId}`}>Client link</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`client-link-${invoiceId}`}
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy link
        </Button>
        <Button type="button" variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
          <Link2Off aria-hidden />
          Revoke link
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">Made {link.createdAt}. Anyone with this link can see the invoice.</p>
      {viewed}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Revoke the client link?"
        description="The link stops working at once; the client sees a 'Page not found'. Sending the invoice again makes a new link."
        busy={revoke.pending}
        confirmLabel="Revoke Link"
        busyLabel="Revoking..."
        onConfirm={() => void revoke.run({ id: invoiceId })}
      />
    </div>
  );
}

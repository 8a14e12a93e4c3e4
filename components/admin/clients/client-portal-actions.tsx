"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { inviteToPortalAction, revokePortalAccessAction } from "@/lib/portal/admin-actions";

import { ConfirmDialog } from "../dialogs/confirm-dialog";
import { useSettledAction } from "../forms/use-settled-action";

/** One contact's portal buttons: "Invite to portal" (mails a link) and "Revoke portal access" (confirmed first). */
export function ClientPortalActions({
  clientId,
  contactId,
  name,
  revoked,
}: {
  clientId: string;
  contactId: string;
  name: string;
  revoked: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const invite = useSettledAction(inviteToPortalAction, {
    success: (data) => `Sign-in link sent to ${data?.sentTo ?? name}.`,
    failure: "Failed to send the sign-in link.",
    log: "portal.invite",
  });
  const revoke = useSettledAction(
    revokePortalAccessAction,
    { success: `${name}'s portal access is revoked.`, failure: "Failed to revoke portal access.", log: "portal.revoke" },
    () => setConfirming(false),
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={invite.pending}
        aria-label={`Invite ${name} to portal`}
        onClick={() => void invite.run({ clientId, contactId })}
      >
        {invite.pending ? "Sending..." : "Invite to portal"}
      </Button>
      {revoked ? null : (
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          aria-label={`Revoke portal access for ${name}`}
          onClick={() => setConfirming(true)}
        >
          Revoke portal access
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Revoke ${name}'s portal access?`}
        description="They are signed out of the client portal on every device at once, and cannot sign in again until you invite them."
        busy={revoke.pending}
        onConfirm={() => void revoke.run({ clientId, contactId })}
        confirmLabel="Revoke portal access"
        busyLabel="Revoking..."
      />
    </div>
  );
}

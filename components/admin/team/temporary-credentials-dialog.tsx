"use client";

import { Copy } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { TemporaryCredentials } from "@/lib/team/types";

import { DetailField, DetailsDialog } from "../dialogs/details-dialog";
import type { DialogProps } from "../dialogs/form-dialog";

/**
 * The temporary password and PIN, shown once (they are stored only as hashes): the owner hands
 * them over, and the admin must replace them at first sign-in.
 */
export function TemporaryCredentialsDialog({ credentials, ...dialog }: DialogProps & { credentials: TemporaryCredentials }) {
  const copy = async () => {
    const text = [
      `Username: ${credentials.username}`,
      `Email: ${credentials.email}`,
      `Temporary password: ${credentials.password}`,
      `Temporary PIN: ${credentials.pin}`,
    ].join("\n");
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Success!", { description: "Sign-in details copied." });
    } catch {
      toast.error("Error", { description: "The browser refused the clipboard: select the details and copy them." });
    }
  };
  return (
    <DetailsDialog
      {...dialog}
      title="Temporary password and PIN"
      description={`Shown only this once. Give them to ${credentials.username} in person or by a channel you trust; at the first sign-in they must choose their own. They stop working after 72 hours.`}
      footer={
        <>
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden />
            Copy all
          </Button>
          <Button type="button" onClick={dialog.onClose}>
            Done
          </Button>
        </>
      }
    >
      <div className="space-y-4 rounded-md bg-slate-50 p-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailField label="Username">{credentials.username}</DetailField>
          <DetailField label="Email">{credentials.email}</DetailField>
        </dl>
        <div className="grid gap-3 sm:grid-cols-2">
          <Secret id="temporary-password" label="Temporary password" value={credentials.password} />
          <Secret id="temporary-pin" label="Temporary PIN" value={credentials.pin} />
        </div>
      </div>
    </DetailsDialog>
  );
}

/** A secret to read out or copy: selected whole on focus. */
function Secret({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} readOnly value={value} onFocus={(event) => event.currentTarget.select()} className="bg-white font-mono" />
    </div>
  );
}

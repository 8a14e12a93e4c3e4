"use client";

import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";
import { setOwnCredentialsAction } from "@/lib/account/actions";
import { setCredentialsSchema } from "@/lib/account/schema";
import { sectionHref } from "@/lib/dashboard/sections";

import { PasswordField } from "../forms/password-field";
import { TextField } from "../forms/text-field";
import { useActionForm } from "../forms/use-action-form";

/** The first-sign-in form: a new password and PIN, each typed twice; then the Overview. */
export function SetCredentialsForm() {
  const router = useRouter();
  const { field, submit, pending, succeeded } = useActionForm(setOwnCredentialsAction, setCredentialsSchema, {
    defaultValues: { password: "", confirmPassword: "", pin: "", confirmPin: "" },
    messages: { success: "Your password and PIN are set.", failure: "Failed to set your password and PIN.", log: "auth.set-credentials" },
    onSuccess: () => router.replace(sectionHref("dashboard")),
  });
  const busy = pending || succeeded;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <PasswordField id="password" label="New password" autoComplete="new-password" hint="At least 8 characters." {...field("password")} />
      <PasswordField id="confirmPassword" label="Confirm new password" autoComplete="new-password" {...field("confirmPassword")} />
      <TextField id="pin" label="New PIN" type="password" inputMode="numeric" autoComplete="off" hint="4 to 8 digits." {...field("pin")} />
      <TextField id="confirmPin" label="Confirm new PIN" type="password" inputMode="numeric" autoComplete="off" {...field("confirmPin")} />
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {busy ? "Saving..." : "Save and continue"}
      </Button>
    </form>
  );
}

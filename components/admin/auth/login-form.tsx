"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { loginAction } from "@/lib/authentication/actions";
import { loginSchema } from "@/lib/authentication/schema";
import { sectionHref } from "@/lib/dashboard/sections";

import { PasswordField } from "../forms/password-field";
import { TextField } from "../forms/text-field";
import { useActionForm } from "../forms/use-action-form";

export function LoginForm() {
  const router = useRouter();
  // After the four fields matched an admin with a second factor: the code is asked for next.
  const [codeStep, setCodeStep] = useState(false);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const { field, submit, pending, succeeded } = useActionForm(loginAction, loginSchema, {
    defaultValues: { username: "", email: "", pin: "", password: "", code: "" },
    // SPEC §8 Admin login: a refusal shows the server's words ('Invalid admin credentials...').
    messages: {
      success: (result) => (result?.ok === false ? "Enter the code from your authenticator app." : "Logged in successfully."),
      failure: "Authentication failed. Please check your credentials.",
      log: "auth.login",
      titles: { success: "Success", failure: "Login Failed" },
    },
    onSuccess: (result) => {
      if (result?.ok === false) setCodeStep(true);
      else router.replace(sectionHref("dashboard"));
    },
  });
  // Stays busy until the dashboard replaces this page, so the button cannot be pressed twice.
  const busy = pending || (succeeded && !codeStep);
  const code = field("code");

  useEffect(() => {
    if (codeStep) codeInput.current?.focus();
  }, [codeStep]);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField id="username" label="Username" autoComplete="username" readOnly={codeStep} {...field("username")} />
      <TextField id="email" label="Email" type="email" autoComplete="email" readOnly={codeStep} {...field("email")} />
      <TextField id="pin" label="PIN" type="password" inputMode="numeric" autoComplete="off" readOnly={codeStep} {...field("pin")} />
      <PasswordField id="password" label="Password" autoComplete="current-password" readOnly={codeStep} {...field("password")} />
      {codeStep ? (
        <TextField
          id="code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="The 6-digit code your authenticator app shows now, or one of your recovery codes."
          {...code}
          ref={(element) => {
            code.ref(element);
            codeInput.current = element;
          }}
        />
      ) : null}
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}

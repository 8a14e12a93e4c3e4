"use client";

import { useRouter } from "next/navigation";

import { loginAction } from "@/lib/authentication/actions";
import { loginSchema } from "@/lib/authentication/schema";
import { sectionHref } from "@/lib/dashboard/sections";
import { Button } from "@/components/ui/button";

import { PasswordField } from "../forms/password-field";
import { TextField } from "../forms/text-field";
import { useActionForm } from "../forms/use-action-form";

export function LoginForm() {
  const router = useRouter();
  const { field, submit, pending, succeeded } = useActionForm(loginAction, loginSchema, {
    defaultValues: { username: "", email: "", pin: "", password: "" },
    // SPEC §8 Admin login: a refusal shows the server's words ('Invalid admin credentials...').
    messages: {
      success: "Logged in successfully.",
      failure: "Authentication failed. Please check your credentials.",
      log: "auth.login",
      titles: { success: "Success", failure: "Login Failed" },
    },
    onSuccess: () => router.replace(sectionHref("dashboard")),
  });
  // Stays busy until the dashboard replaces this page, so the button cannot be pressed twice.
  const busy = pending || succeeded;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField id="username" label="Username" autoComplete="username" {...field("username")} />
      <TextField id="email" label="Email" type="email" autoComplete="email" {...field("email")} />
      <TextField id="pin" label="PIN" type="password" inputMode="numeric" autoComplete="off" {...field("pin")} />
      <PasswordField id="password" label="Password" autoComplete="current-password" {...field("password")} />
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { useHookFormAction } from "@next-safe-action/adapter-react-hook-form/hooks";
import { toast } from "sonner";

import { actionErrorMessage } from "@/lib/action-errors";
import { loginAction } from "@/lib/auth/actions";
import { loginSchema } from "@/lib/auth/schema";
import { Button } from "@/components/ui/button";

import { PasswordField } from "../forms/password-field";
import { TextField } from "../forms/text-field";

// SPEC §8, Admin login.
const SERVER_ERROR = "Authentication failed. Please check your credentials.";
const NO_MATCH = "Invalid admin credentials. All fields must match.";

export function LoginForm() {
  const router = useRouter();
  const { form, action, handleSubmitWithAction } = useHookFormAction(loginAction, zodResolver(loginSchema), {
    formProps: { defaultValues: { username: "", email: "", pin: "", password: "" } },
    actionProps: {
      onSuccess: () => {
        toast.success("Success", { description: "Logged in successfully." });
        router.replace("/admin/dashboard");
      },
      onError: ({ error }) => {
        const description = error.validationErrors ? NO_MATCH : actionErrorMessage(error.serverError, SERVER_ERROR);
        toast.error("Login Failed", { description });
      },
    },
  });
  const errors = form.formState.errors;
  // Stays busy until the dashboard replaces this page, so the button cannot be pressed twice.
  const busy = action.isPending || action.hasSucceeded;

  return (
    <form onSubmit={handleSubmitWithAction} noValidate className="grid gap-4">
      <TextField id="username" label="Username" autoComplete="username" error={errors.username?.message} {...form.register("username")} />
      <TextField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      <TextField
        id="pin"
        label="PIN"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        error={errors.pin?.message}
        {...form.register("pin")}
      />
      <PasswordField id="password" label="Password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}

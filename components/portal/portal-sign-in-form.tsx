"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { portalSignInRequestSchema } from "@/lib/portal/schema";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; message: string } | { kind: "error"; message: string };

const FAILED = "Your request could not be sent. Please check your connection and try again.";

/** The /portal email form: JSON to /api/portal/sign-in; keeps what was typed on an error. */
export function PortalSignInForm() {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = portalSignInRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setState({ kind: "error", message: parsed.error.issues[0]?.message ?? "Enter a valid email address." });
      return;
    }
    setState({ kind: "sending" });
    try {
      const response = await fetch("/api/portal/sign-in", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok && body.message) setState({ kind: "sent", message: body.message });
      else setState({ kind: "error", message: body.error ?? FAILED });
    } catch {
      setState({ kind: "error", message: FAILED });
    }
  }

  if (state.kind === "sent") {
    return (
      <div role="status" className="space-y-2">
        <h2 className="text-xl font-semibold">Check your mail</h2>
        <p className="text-slate-700">{state.message}</p>
      </div>
    );
  }

  const invalid = state.kind === "error";
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="portal-email">Email</Label>
        <Input
          id="portal-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "portal-email-error" : undefined}
          className="bg-white"
        />
      </div>
      {invalid ? (
        <p id="portal-email-error" role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
      <Button type="submit" disabled={state.kind === "sending"} className="w-full sm:w-auto">
        {state.kind === "sending" ? "Sending..." : "Email me a sign-in link"}
      </Button>
    </form>
  );
}

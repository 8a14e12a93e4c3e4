"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { confirmSecondFactorAction, startSecondFactorSetupAction } from "@/lib/account/actions";
import { secondFactorConfirmSchema } from "@/lib/account/schema";
import type { SecondFactorStatus } from "@/lib/account/types";
import { formatDateTime } from "@/lib/dates";

import { TextField } from "../forms/text-field";
import { useActionForm } from "../forms/use-action-form";
import { useSettledAction } from "../forms/use-settled-action";

type Setup = { secret: string; qrCode: string };

/**
 * The admin's second factor (TOTP): off, a setup in progress (QR code, the secret as text, the
 * first code), the ten recovery codes shown once, or on since a date.
 */
export function SecondFactorCard({ status, timeZone }: { status: SecondFactorStatus; timeZone: string }) {
  const router = useRouter();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useSettledAction(
    startSecondFactorSetupAction,
    { success: "Scan the QR code with your authenticator app.", failure: "Failed to start the setup.", log: "second-factor.start" },
    (data) => {
      if (data) setSetup({ secret: data.secret, qrCode: data.qrCode });
    },
  );
  const { field, submit, pending } = useActionForm(confirmSecondFactorAction, secondFactorConfirmSchema, {
    defaultValues: { code: "" },
    messages: { success: "Your second factor is on.", failure: "Failed to turn on the second factor.", log: "second-factor.confirm" },
    onSuccess: (data) => {
      setSetup(null);
      setRecoveryCodes(data?.recoveryCodes ?? []);
    },
  });

  return (
    <section aria-labelledby="second-factor-heading" className="space-y-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="second-factor-heading" className="text-lg font-semibold text-slate-900">
          Second factor
        </h2>
        {status.enabledAt ? (
          <Badge className="border-transparent bg-emerald-100 text-emerald-800">On</Badge>
        ) : (
          <Badge variant="secondary">Off</Badge>
        )}
      </div>

      {recoveryCodes ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            Save these recovery codes somewhere safe, away from your phone. Each one signs you in once in place of a code. They are shown
            only now.
          </p>
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
                {code}
              </li>
            ))}
          </ul>
          <Button
            type="button"
            onClick={() => {
              setRecoveryCodes(null);
              router.refresh();
            }}
          >
            I have saved my recovery codes
          </Button>
        </div>
      ) : setup ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            Scan this QR code with your authenticator app, or type the secret key into it. Then enter the 6-digit code it shows.
          </p>
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline data URL made on the server, nothing to optimize */}
          <img src={setup.qrCode} alt="QR code for your authenticator app" width={192} height={192} className="rounded border bg-white" />
          <div>
            <p id="second-factor-secret-label" className="text-sm font-medium text-slate-900">
              Secret key
            </p>
            <code aria-labelledby="second-factor-secret-label" className="block font-mono text-sm break-all text-slate-800">
              {setup.secret}
            </code>
          </div>
          <form onSubmit={submit} noValidate className="grid max-w-xs gap-3">
            <TextField
              id="second-factor-code"
              label="Code from your app"
              inputMode="numeric"
              autoComplete="one-time-code"
              {...field("code")}
            />
            <Button type="submit" disabled={pending}>
              {pending ? "Confirming..." : "Confirm"}
            </Button>
          </form>
        </div>
      ) : status.enabledAt ? (
        <p className="text-sm text-slate-700">
          On since {formatDateTime(status.enabledAt, timeZone)}. Sign-in asks for the code your authenticator app shows.{" "}
          {status.recoveryCodesLeft} unused recovery code{status.recoveryCodesLeft === 1 ? "" : "s"} left. Lost your phone and codes? Ask an
          owner to reset it.
        </p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            Add a code from an authenticator app to every sign-in, so a stolen password and PIN are not enough.
          </p>
          <Button type="button" disabled={start.pending} onClick={() => void start.run(undefined)}>
            {start.pending ? "Starting..." : "Turn on second factor"}
          </Button>
        </div>
      )}
    </section>
  );
}

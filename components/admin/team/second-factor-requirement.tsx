"use client";

import { useState } from "react";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { setSecondFactorRequiredAction } from "@/lib/team/actions";

import { useSettledAction } from "../forms/use-settled-action";

/** The owners' switch: require a second factor of every admin (those without one set it up first). */
export function SecondFactorRequirement({ required }: { required: boolean }) {
  const [checked, setChecked] = useState(required);
  const save = useSettledAction(setSecondFactorRequiredAction, {
    success: (result) =>
      result?.required
        ? "A second factor is now required: admins without one set it up at their next page."
        : "A second factor is now optional.",
    failure: "Failed to change the requirement.",
    log: "team.second-factor-required",
  });

  return (
    <section aria-labelledby="security-heading" className="space-y-3 rounded-lg border p-4">
      <h2 id="security-heading" className="text-lg font-semibold text-slate-900">
        Security
      </h2>
      <div className="flex items-start gap-3">
        <Switch
          id="require-second-factor"
          checked={checked}
          disabled={save.pending}
          onCheckedChange={async (next) => {
            setChecked(next);
            if (!(await save.run({ required: next }))) setChecked(!next);
          }}
        />
        <div className="space-y-1">
          <Label htmlFor="require-second-factor">Require a second factor for every admin</Label>
          <p className="text-sm text-slate-600">
            An admin without one is sent to set it up (QR code and authenticator app) before anything else in the back office.
          </p>
        </div>
      </div>
    </section>
  );
}

"use client";

import { useState } from "react";

import { Switch } from "@/components/ui/switch";
import { setCommunicationVisibilityAction } from "@/lib/communications/actions";
import { setProjectUpdateVisibilityAction } from "@/lib/projects/update-actions";

import { useSettledAction } from "../forms/use-settled-action";

export type SharedKind = "communication" | "update";

const ACTIONS = { communication: setCommunicationVisibilityAction, update: setProjectUpdateVisibilityAction } as const;

const MESSAGES = {
  success: (data: { visible: boolean } | undefined) => (data?.visible ? "Shown in the client portal." : "Hidden from the client portal."),
  failure: "Failed to change what the client sees.",
  log: "portal.sharing",
};

/**
 * A switch that shows or hides one project update or communication in the client portal. It moves
 * at once and goes back when the server refuses (the toast says why: a note, or no client).
 */
export function VisibilitySwitch({
  kind,
  id,
  visible,
  label,
  onChanged,
}: {
  kind: SharedKind;
  id: string;
  visible: boolean;
  /** The accessible name, e.g. "Visible to client: Homepage mockups are ready". */
  label: string;
  onChanged?: (visible: boolean) => void;
}) {
  const [checked, setChecked] = useState(visible);
  const action = ACTIONS[kind];
  const toggle = useSettledAction(async (input: { id: string; visible: boolean }) => {
    const result = await action(input);
    return result && result.data ? { ...result, data: { visible: input.visible } } : result;
  }, MESSAGES);

  const onCheckedChange = async (next: boolean) => {
    setChecked(next);
    const ok = await toggle.run({ id, visible: next });
    if (ok) onChanged?.(next);
    else setChecked(!next);
  };

  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <Switch checked={checked} disabled={toggle.pending} aria-label={label} onCheckedChange={(next) => void onCheckedChange(next)} />
      <span aria-hidden>{checked ? "Visible" : "Hidden"}</span>
    </span>
  );
}
